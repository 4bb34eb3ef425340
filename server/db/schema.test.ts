import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client.ts';
import {
  authUsers,
  contacts,
  dataConnectors,
  metrics,
  notes,
  oauthTokens,
  projectMembers,
  projects,
  users,
} from './schema/index.ts';
import { openTestDatabase } from '../testing/database.ts';

let handle: DatabaseHandle;
let userId: number;
let projectId: number;

beforeAll(async () => {
  handle = await openTestDatabase();
  const { db } = handle;
  await db.insert(authUsers).values({ id: 'auth-1', name: 'Ada', email: 'ada@acme.test' });
  const [user] = await db
    .insert(users)
    .values({ authUserId: 'auth-1', email: 'ada@acme.test' })
    .returning();
  const [project] = await db
    .insert(projects)
    .values({ name: 'Acme', slug: 'acme', allowedDomains: ['acme.test'] })
    .returning();
  userId = user!.id;
  projectId = project!.id;
});
afterAll(() => handle.close());

/** Resolves to the Postgres error code of a rejected query (drizzle wraps the driver error). */
async function pgErrorCode(query: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await query;
    return undefined;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code;
  }
}

describe('database schema', () => {
  it('gives integer ids, and active projects and member roles by default', async () => {
    const [project] = await handle.db.select().from(projects).where(eq(projects.id, projectId));
    expect(typeof project!.id).toBe('number');
    expect(project!.status).toBe('active');
    expect(project!.allowedDomains).toEqual(['acme.test']);
    const [member] = await handle.db
      .insert(projectMembers)
      .values({ userId, projectId })
      .returning();
    expect(member!.role).toBe('member');
  });

  it('keeps money and rates exact, and refuses values beyond their precision', async () => {
    const [row] = await handle.db
      .insert(metrics)
      .values({
        userId,
        projectId,
        trailingTwelveMonthRevenue: '9999999999.99',
        targetCac: '99999999.99',
        churnRate: '999.99',
        leadToMqlRate: '0.10',
        competitors: [{ name: 'Globex', website: 'https://globex.test' }],
      })
      .returning();
    expect(row!.trailingTwelveMonthRevenue).toBe('9999999999.99');
    expect(row!.targetCac).toBe('99999999.99');
    expect(row!.churnRate).toBe('999.99');
    expect(row!.leadToMqlRate).toBe('0.10');
    expect(row!.competitors).toEqual([{ name: 'Globex', website: 'https://globex.test' }]);
    // numeric overflow
    expect(
      await pgErrorCode(
        handle.db
          .insert(metrics)
          .values({ userId, projectId, trailingTwelveMonthRevenue: '10000000000.00' }),
      ),
    ).toBe('22003');
    expect(
      await pgErrorCode(
        handle.db
          .insert(metrics)
          .values({ userId, projectId, trailingTwelveMonthRevenue: '1', churnRate: '1000' }),
      ),
    ).toBe('22003');
  });

  it('enforces the unique constraints', async () => {
    const unique = '23505';
    expect(
      await pgErrorCode(handle.db.insert(projects).values({ name: 'Other', slug: 'acme' })),
    ).toBe(unique);
    expect(await pgErrorCode(handle.db.insert(projectMembers).values({ userId, projectId }))).toBe(
      unique,
    );
    expect(
      await pgErrorCode(
        handle.db.insert(users).values({ authUserId: 'auth-1', email: 'x@acme.test' }),
      ),
    ).toBe(unique);

    await handle.db.insert(oauthTokens).values({ userId, platform: 'google', accessToken: 'enc' });
    expect(
      await pgErrorCode(
        handle.db.insert(oauthTokens).values({ userId, platform: 'google', accessToken: 'enc' }),
      ),
    ).toBe(unique);

    const connector = {
      projectId,
      userId,
      platform: 'meta' as const,
      service: 'facebook_ads',
      schema: 'acme_meta',
    };
    const [created] = await handle.db
      .insert(dataConnectors)
      .values({ ...connector, connectorId: 'c1' })
      .returning();
    expect(created!.paused).toBe(false);
    expect(
      await pgErrorCode(
        handle.db.insert(dataConnectors).values({ ...connector, connectorId: 'c2' }),
      ),
    ).toBe(unique);
    expect(
      await pgErrorCode(
        handle.db
          .insert(dataConnectors)
          .values({ ...connector, platform: 'google', connectorId: 'c1' }),
      ),
    ).toBe(unique);
  });

  it('refuses values outside the enums', async () => {
    expect(
      await pgErrorCode(
        handle.db
          .insert(notes)
          .values({ userId, projectId, content: 'x', category: 'gossip' as 'other' }),
      ),
    ).toBe('22P02');
  });

  it('starts a contact in the pending CRM state', async () => {
    const [contact] = await handle.db
      .insert(contacts)
      .values({ firstName: 'Ada', lastName: 'L', workEmail: 'ada@acme.test', source: 'google' })
      .returning();
    expect(contact!.crmSyncStatus).toBe('pending');
    expect(contact!.crmSyncAttempts).toBe(0);
  });
});
