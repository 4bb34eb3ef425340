/** Context notes of a project: listed newest first, added one at a time. */
import { desc, eq, sql } from 'drizzle-orm';
import type { NoteCategory } from '../../../common/constants.ts';
import type { Note } from '../../../common/contracts/notes.ts';
import type { Database } from '../../db/client.ts';
import { notes } from '../../db/schema/index.ts';

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

/**
 * The notes reads and writes, with the list query prepared once at start: GET /api/notes
 * is the hot path the performance budget measures (one query after the guard's).
 */
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
      const rows = await listByProject.execute({ projectId });
      return rows.map(toNote);
    },

    async create(input: {
      userId: number;
      projectId: number;
      content: string;
      category: NoteCategory;
    }): Promise<Note> {
      const [row] = await db.insert(notes).values(input).returning(noteColumns);
      return toNote(row!);
    },
  };
}
