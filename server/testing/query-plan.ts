/**
 * The plan PostgreSQL would run `query` with, sequential scans forbidden: what
 * is left is an index, if the planner can use one at all. For tests that a list is served
 * by its index: `expect(await indexPlanOf(db, sql`select …`)).toContain('my_idx')`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export function indexPlanOf(db: Database, query: SQL): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as {
      rows: Record<string, string>[];
    };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}
