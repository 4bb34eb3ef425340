/** Context notes of a project: listed newest first, added one at a time. */
import { desc, eq, sql } from 'drizzle-orm';
import type { NoteCategory } from '../../../common/notes/constants.ts';
import type { Note } from '../../../common/notes/contract.ts';
import type { Database } from '../../db/client.ts';
import { notes } from '../../db/schema/index.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { storeCompleteness } from '../metrics/index.ts';

const noteColumns = {
  id: notes.id,
  category: notes.category,
  content: notes.content,
  createdAt: notes.createdAt,
};

type NoteRow = { id: number; category: NoteCategory; content: string; createdAt: Date };

function toNote(row: NoteRow): Note {
  return {
    id: row.id,
    category: row.category,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The notes reads and writes, with the list query prepared once at start. */
export function createNotesService(db: Database) {
  const listByProject = db
    .select(noteColumns)
    .from(notes)
    .where(eq(notes.projectId, sql.placeholder('projectId')))
    .orderBy(desc(notes.createdAt), desc(notes.id))
    .prepare('notes_by_project');

  return {
    /** The project's notes, newest first. */
    async list(projectId: number): Promise<Note[]> {
      return (await listByProject.execute({ projectId })).map(toNote);
    },

    async create(
      input: { userId: number; projectId: number; content: string; category: NoteCategory },
      actor: AuditActor,
    ): Promise<Note> {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx.insert(notes).values(input).returning(noteColumns);
        // The entry names the note, not its words: closing the engagement deletes those.
        await recordAudit(tx, actor, {
          action: 'note.saved',
          target: { type: 'note', id: inserted!.id },
          projectId: input.projectId,
          after: { category: input.category, characters: input.content.length },
        });
        await storeCompleteness(tx, input.projectId);
        return inserted;
      });
      return toNote(row!);
    },
  };
}
