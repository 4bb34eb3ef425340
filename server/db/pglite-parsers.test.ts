import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../testing/database.ts';
import type { DatabaseHandle } from './client.ts';
import { DRIZZLE_TEXT_TYPES } from './pglite-parsers.ts';
import { contacts } from './schema/index.ts';

// PGlite's own part: the run on PostgreSQL has nothing of it to check.
describe.skipIf(testDatabaseKind !== 'pglite')('PGlite with Drizzle’s parsers given once', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('covers exactly the types Drizzle sends parsers for (a Drizzle upgrade that changes them fails here)', async () => {
    // What Drizzle hands the client is all this looks at: a stand-in answers the query.
    let sent: QueryOptions | undefined;
    const spy = {
      query: (_query: string, _params?: unknown[], options?: QueryOptions) => {
        sent = options;
        return Promise.resolve({ rows: [], fields: [], affectedRows: 0 });
      },
    } as unknown as PGlite;
    await drizzle({ client: spy }).execute('select 1');
    const types = Object.keys(sent?.parsers ?? {}).map(Number);
    expect(types.sort()).toEqual([...DRIZZLE_TEXT_TYPES].sort());
  });

  it('leaves dates, timestamps and intervals as text for Drizzle, as its own parsers would', async () => {
    const answer: unknown = await database.db.execute(
      sql`select now() as at, current_date as day, interval '1 hour' as span, array[now()] as ats`,
    );
    const [row] = (answer as { rows: Record<string, unknown>[] }).rows;
    expect(row).toEqual({
      at: expect.any(String),
      day: expect.any(String),
      span: '01:00:00',
      ats: expect.any(String),
    });
  });

  it('reads timestamps as Drizzle expects, in and out of a transaction', async () => {
    const { db } = database;
    const before = Date.now();
    const [row] = await db
      .insert(contacts)
      .values({ ...contactFields(), crmSyncStatus: 'not_configured' })
      .returning();
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);

    const inTransaction = await db.transaction(async (tx) => {
      const [read] = await tx.select().from(contacts).where(eq(contacts.id, row!.id));
      return read!;
    });
    expect(inTransaction.createdAt).toEqual(row!.createdAt);
  });
});

function contactFields() {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    workEmail: 'ada@example.com',
    source: 'referral' as const,
  };
}
