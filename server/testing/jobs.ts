/**
 * Time passing for the job queue (server/lib/jobs.ts): the waiting jobs of a queue (of one row,
 * given its id) become due now, as a test makes the rows they name due.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { JOBS_SCHEMA } from '../lib/jobs.ts';

export async function makeJobsDue(db: Database, queue: string, rowId?: number) {
  await db.execute(sql`
    update ${sql.identifier(JOBS_SCHEMA)}.job set start_after = now()
    where name = ${queue} and state in ('created', 'retry')
      and (${rowId ?? null}::int is null or (data->>'id')::int = ${rowId ?? null}::int)`);
}

/** Deletes every job of a queue, as restoring a backup (which holds the rows, not the queue) does. */
export async function dropJobs(db: Database, queue: string) {
  await db.execute(sql`delete from ${sql.identifier(JOBS_SCHEMA)}.job where name = ${queue}`);
}
