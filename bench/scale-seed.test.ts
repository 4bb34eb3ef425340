/**
 * The large-firm seed at 1/1000 of its size: the counts it promises, every row where the
 * admin's lists look for it, and the Overview's stored figures equal to a recomputation.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../server/db/client.ts';
import { openTestDatabase } from '../server/testing/database.ts';
import { firmCounts, seedLargeFirm } from './scale-seed.ts';

const SCALE = 0.001;
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedLargeFirm(handle.db, SCALE);
});
afterAll(() => handle.close());

async function rowsOf(query: string): Promise<Record<string, unknown>[]> {
  // node-postgres answers { rows }; the Database type leaves the result unknown.
  const result: unknown = await handle.db.execute(sql.raw(query));
  return (result as { rows: Record<string, unknown>[] }).rows;
}
const countOf = async (query: string) => Number((await rowsOf(query))[0]!.count);

describe('the large-firm seed', () => {
  it('inserts the counts of its scale', async () => {
    const counts = firmCounts(SCALE);
    expect(counts).toEqual({
      projects: 2,
      users: 50,
      submissions: 200,
      notes: 500,
      auditEntries: 2000,
      leads: 20,
    });
    expect(await countOf('SELECT count(*) FROM projects')).toBe(counts.projects);
    // Each user with the identity row the admin's lists join, in their own project.
    expect(
      await countOf('SELECT count(*) FROM users JOIN auth_users a ON a.id = auth_user_id'),
    ).toBe(counts.users);
    expect(await countOf('SELECT count(DISTINCT user_id) FROM project_members')).toBe(counts.users);
    expect(await countOf('SELECT count(*) FROM metrics')).toBe(counts.submissions);
    expect(await countOf('SELECT count(*) FROM notes')).toBe(counts.notes);
    expect(await countOf('SELECT count(*) FROM audit_entries')).toBe(counts.auditEntries);
    expect(await countOf('SELECT count(*) FROM contacts')).toBe(counts.leads);
  });

  it('writes submissions and notes by members of their project', async () => {
    const outsiders = await countOf(`
      SELECT count(*) FROM (SELECT user_id, project_id FROM metrics
                            UNION ALL SELECT user_id, project_id FROM notes) w
      WHERE NOT EXISTS (SELECT 1 FROM project_members m
                        WHERE m.user_id = w.user_id AND m.project_id = w.project_id)`);
    expect(outsiders).toBe(0);
  });

  it('spreads the audit entries over actors, actions and projects', async () => {
    expect(await countOf('SELECT count(DISTINCT actor_email) FROM audit_entries')).toBeGreaterThan(
      20,
    );
    expect(await countOf('SELECT count(DISTINCT action) FROM audit_entries')).toBeGreaterThan(20);
    expect(await countOf('SELECT count(DISTINCT project_id) FROM audit_entries')).toBe(2);
    // Client IPs older than the retention period are already cleared.
    expect(
      await countOf(
        "SELECT count(*) FROM audit_entries WHERE client_ip IS NOT NULL AND created_at < now() - interval '12 months'",
      ),
    ).toBe(0);
  });

  it("leaves the Overview's stored figures as the triggers' own recomputation finds them", async () => {
    const figures =
      'SELECT id, member_count, never_signed_in_count, unverified_count, last_submission_at, last_activity_at, completeness FROM projects ORDER BY id';
    const stored = await rowsOf(figures);
    await rowsOf('SELECT overview_refresh(array(SELECT id FROM projects))');
    expect(stored).toEqual(await rowsOf(figures));
    expect(stored.every((row) => Number(row.completeness) > 0)).toBe(true);
  });
});
