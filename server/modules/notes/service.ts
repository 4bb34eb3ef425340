/** Context notes of a project: listed newest first, added one at a time. */
import { desc, eq, sql } from 'drizzle-orm';
import type { NoteCategory } from '../../../common/constants.ts';
import { notesResponseSchema, type Note } from '../../../common/contracts/notes.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Database } from '../../db/client.ts';
import { notes } from '../../db/schema/index.ts';
import { ReadCache } from '../../lib/read-cache.ts';
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

/**
 * Lists are read far more often than notes are added: each project's list is kept in
 * memory until the change feed reports a write to that project's notes (by any process).
 * The TTL is only a backstop; the feed is what keeps the lists current.
 */
const LIST_CACHE = { ttlMs: 10_000, maxEntries: 500 };

/**
 * The notes reads and writes, with the list query prepared once at start: GET /api/notes
 * is the hot path the performance budget measures (no query once the list is cached).
 */
export function createNotesService(db: Database, changes: ChangeFeed) {
  // Kept as the answer's bytes: serialising 200 notes cost more than the rest of a request,
  // and encoding the 38 kB string to UTF-8 on every write cost a third of what was left.
  const lists = new ReadCache<Buffer>(changes, LIST_CACHE);
  changes.subscribe((change) => {
    if (change === null || change === 'notes') lists.invalidate();
    else if (change.startsWith('notes:')) lists.invalidate(change.slice('notes:'.length));
  });
  const listByProject = db
    .select(noteColumns)
    .from(notes)
    .where(eq(notes.projectId, sql.placeholder('projectId')))
    .orderBy(desc(notes.createdAt), desc(notes.id))
    .prepare('notes_by_project');

  return {
    /** The project's notes, newest first, as the UTF-8 JSON of GET /api/notes (checked once). */
    listJson(projectId: number): Promise<Buffer> {
      return lists.get(String(projectId), async () => {
        const rows = await listByProject.execute({ projectId });
        return Buffer.from(JSON.stringify(notesResponseSchema.parse(rows.map(toNote))));
      });
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
      // The feed will say so too; dropping the list here makes this process's next read
      // see the note without waiting for the notification.
      lists.invalidate(String(input.projectId));
      return toNote(row!);
    },
  };
}
