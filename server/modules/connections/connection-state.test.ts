/**
 * The stored connection state (decision 100): the background worker reads the connections
 * whose state is oldest from Fivetran (the contract fake) and stores what it says, which the
 * admin's project page then reads without calling Fivetran; a Fivetran failure keeps the
 * stored state; two processes never read the same connection in one round. And closing an
 * engagement's piece: removeProjectConnectors pauses and deletes each connection at Fivetran.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  workspaceResponseSchema,
  type WorkspaceConnector,
} from '../../../common/admin/workspace-contract.ts';
import { CONNECTION_MESSAGES } from '../../../common/connections/messages.ts';
import { dataConnectors, projects } from '../../db/schema/index.ts';
import { FivetranClient } from '../../integrations/fivetran/client.ts';
import {
  startFivetranContractFake,
  type FivetranContractFake,
} from '../../testing/fakes/fivetran/contract-fake.ts';
import { fivetranScenarios } from '../../sandbox/fivetran/vendor-fake.ts';
import { AppError } from '../../lib/errors.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import { createAdmin, type TestUser } from '../../testing/factories.ts';
import { removeProjectConnectors } from './index.ts';
import { connectionsTestKit } from './testing.ts';

let fivetran: FivetranContractFake;
let ctx: TestContext;
let admin: TestUser;

const fivetranEnv = () => ({
  FIVETRAN_API_URL: fivetran.url,
  FIVETRAN_API_KEY: fivetran.credentials.apiKey,
  FIVETRAN_API_SECRET: fivetran.credentials.apiSecret,
  FIVETRAN_GROUP_ID: fivetran.credentials.groupId,
});

beforeAll(async () => {
  fivetran = await startFivetranContractFake();
  ctx = await createTestApp(fivetranEnv());
  admin = await createAdmin(ctx.app);
});
afterEach(() => fivetran.assertNoMismatches());
afterAll(async () => {
  await ctx?.close();
  await fivetran?.close();
});

const {
  connect,
  connectFully,
  finishCard,
  callback,
  connectorRows,
  callsSince,
  projectWithMember,
} = connectionsTestKit(() => ({ app: ctx.app, fivetran }));

const db = () => ctx.database.db;
const service = (app = ctx.app) => app.connections!.service;

/** Makes these projects' connectors due now, and every other one not due for a while. */
async function makeDue(...projectIds: number[]) {
  await db()
    .update(dataConnectors)
    .set({
      nextCheckAt: sql`case when ${inArray(dataConnectors.projectId, projectIds)}
        then now() - interval '1 minute' else now() + interval '1 hour' end`,
    });
}

/**
 * The project's stored completeness (docs/product.md#brief): each connected platform weighs
 * 1 of 19.
 */
async function completenessOf(projectId: number) {
  const [row] = await db()
    .select({ completeness: projects.completeness })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.completeness;
}

async function stored(connectorId: string) {
  const [row] = await db()
    .select()
    .from(dataConnectors)
    .where(eq(dataConnectors.connectorId, connectorId));
  return row;
}

/** The Overview's count of the project's connections that need attention. */
async function incompleteConnections(projectId: number) {
  const [row] = await db()
    .select({ count: projects.incompleteConnectionCount })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.count;
}

async function workspaceConnectors(projectId: number): Promise<WorkspaceConnector[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/projects/${projectId}/workspace`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return workspaceResponseSchema.parse(response.json()).connectors;
}

describe('the connection state worker', () => {
  it('stores broken, setup incomplete and paused as Fivetran reports them; the project page reads them', async () => {
    const { project, user } = await projectWithMember();
    const meta = await connect(user, project, 'meta');
    await callback(user, finishCard(meta, 'abandon'));
    const google = await connectFully(user, project, 'google');
    const linkedin = await connectFully(user, project, 'linkedin');
    const before = await workspaceConnectors(project.id);
    expect(await incompleteConnections(project.id)).toBe(1);
    // Google and LinkedIn connected: 2 of 19.
    expect(await completenessOf(project.id)).toBe(11);
    expect(before.map((connector) => [connector.platform, connector.state])).toEqual([
      ['meta', 'setup_incomplete'],
      ['google', 'connected'],
      ['linkedin', 'connected'],
    ]);
    // Then, at Fivetran: Google's grant lapses, LinkedIn is paused in Fivetran's dashboard,
    // and Meta's setup is still not finished.
    fivetran.fake.update(google.connectorId, { setup_state: 'broken' });
    fivetran.fake.update(linkedin.connectorId, { paused: true });
    await makeDue(project.id);
    const from = fivetran.requests.length;

    const run = await service().refreshStale();

    expect(run).toEqual({ claimed: 3, delivered: 3, failed: 0 });
    expect(callsSince(from).sort()).toEqual(
      [meta, google, linkedin].map((card) => `GET /v1/connections/${card.connectorId}`).sort(),
    );
    const after = await workspaceConnectors(project.id);
    expect(after).toEqual([
      expect.objectContaining({ platform: 'meta', state: 'setup_incomplete', lastSyncAt: null }),
      expect.objectContaining({ platform: 'google', state: 'broken', paused: false }),
      expect.objectContaining({ platform: 'linkedin', state: 'paused', paused: true }),
    ]);
    for (const connector of after) {
      expect(Date.parse(connector.checkedAt!)).toBeGreaterThan(Date.parse(before[0]!.checkedAt!));
    }
    expect(after[1]?.lastSyncAt).toEqual(
      fivetran.fake.connection(google.connectorId)?.succeeded_at,
    );
    // The Overview counts them as needing attention (it counted Meta's unfinished setup only).
    expect(await incompleteConnections(project.id)).toBe(3);
    // Neither runs any more: the stored completeness follows.
    expect(await completenessOf(project.id)).toBe(0);
    // Read now, so not again before its time: the next run finds nothing due.
    expect(await service().refreshStale()).toEqual({ claimed: 0, delivered: 0, failed: 0 });
  });

  it('reads the oldest first, at most a batch a run', async () => {
    const { project, user } = await projectWithMember();
    const cards = [
      await connect(user, project, 'meta'),
      await connect(user, project, 'google'),
      await connect(user, project, 'linkedin'),
    ];
    await makeDue(project.id);
    // LinkedIn's state is the oldest, then Google's.
    for (const [card, minutes] of [
      [cards[2]!, 30],
      [cards[1]!, 20],
    ] as const) {
      await db()
        .update(dataConnectors)
        .set({ nextCheckAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(dataConnectors.connectorId, card.connectorId));
    }
    const second = await createTestApp(
      { ...fivetranEnv(), FIVETRAN_REFRESH_BATCH: '2' },
      {
        database: ctx.database,
      },
    );
    try {
      const from = fivetran.requests.length;
      expect(await service(second.app).refreshStale()).toMatchObject({ claimed: 2 });
      expect(callsSince(from)).toEqual([
        `GET /v1/connections/${cards[2]!.connectorId}`,
        `GET /v1/connections/${cards[1]!.connectorId}`,
      ]);
    } finally {
      await second.close();
    }
  });

  it('keeps the stored state when Fivetran fails, logs it, and ends the run', async () => {
    const { project, user } = await projectWithMember();
    const google = await connectFully(user, project, 'google');
    const meta = await connect(user, project, 'meta');
    const kept = await stored(google.connectorId);
    fivetran.fake.update(google.connectorId, { setup_state: 'broken' });
    await makeDue(project.id);
    await db()
      .update(dataConnectors)
      .set({ nextCheckAt: sql`now() - interval '1 hour'` })
      .where(eq(dataConnectors.connectorId, google.connectorId));
    fivetran.enqueue({ ...fivetranScenarios.forbidden(), match: /^GET \/connections\// });

    const run = await service().refreshStale();

    expect(run).toEqual({ claimed: 1, delivered: 0, failed: 1 });
    const after = await stored(google.connectorId);
    expect(after).toMatchObject({
      setupState: 'connected',
      paused: false,
      checkedAt: kept!.checkedAt,
      lastSyncAt: kept!.lastSyncAt,
    });
    // Not asked again at once, and Meta waits for the next run.
    expect(after!.nextCheckAt.getTime()).toBeGreaterThan(Date.now());
    expect((await stored(meta.connectorId))!.nextCheckAt.getTime()).toBeLessThan(Date.now());
    expect((await workspaceConnectors(project.id))[1]).toMatchObject({ state: 'connected' });

    // Fivetran answers again: the next time it is due, the state is the new one.
    await makeDue(project.id);
    expect(await service().refreshStale()).toEqual({ claimed: 2, delivered: 2, failed: 0 });
    expect((await workspaceConnectors(project.id))[1]).toMatchObject({ state: 'broken' });
  });

  it('drops a connector Fivetran no longer has, as the status path does', async () => {
    const { project, user } = await projectWithMember();
    const card = await connect(user, project, 'meta');
    await new FivetranClient({ baseUrl: fivetran.url, ...fivetran.credentials }).deleteConnection(
      card.connectorId,
    );
    await makeDue(project.id);
    expect(await service().refreshStale()).toEqual({ claimed: 1, delivered: 1, failed: 0 });
    expect(await connectorRows(project.id)).toEqual([]);
  });

  it('two processes running at once never read the same connector', async () => {
    const { project, user } = await projectWithMember();
    const cards = [
      await connect(user, project, 'meta'),
      await connect(user, project, 'google'),
      await connect(user, project, 'linkedin'),
    ];
    await makeDue(project.id);
    const second = await createTestApp(fivetranEnv(), { database: ctx.database });
    try {
      const from = fivetran.requests.length;
      const runs = await Promise.all([
        service().refreshStale(),
        service(second.app).refreshStale(),
      ]);
      expect(runs[0].claimed + runs[1].claimed).toBe(3);
      expect(callsSince(from).sort()).toEqual(
        cards.map((card) => `GET /v1/connections/${card.connectorId}`).sort(),
      );
    } finally {
      await second.close();
    }
  });
});

describe('removeProjectConnectors (closing an engagement)', () => {
  it("pauses then deletes each of the project's connections at Fivetran, counting one already gone, and deletes our rows", async () => {
    const { project, user } = await projectWithMember();
    const other = await projectWithMember();
    const kept = await connect(other.user, other.project, 'meta');
    const meta = await connectFully(user, project, 'meta');
    const google = await connect(user, project, 'google');
    await new FivetranClient({ baseUrl: fivetran.url, ...fivetran.credentials }).deleteConnection(
      google.connectorId,
    );
    const from = fivetran.requests.length;

    const removed = await removeProjectConnectors(ctx.app, project.id);

    expect(removed).toEqual([
      { platform: 'meta', connectorId: meta.connectorId, alreadyGone: false },
      { platform: 'google', connectorId: google.connectorId, alreadyGone: true },
    ]);
    expect(callsSince(from)).toEqual([
      `PATCH /v1/connections/${meta.connectorId}`,
      `DELETE /v1/connections/${meta.connectorId}`,
      `PATCH /v1/connections/${google.connectorId}`,
    ]);
    expect(fivetran.requests.at(from)?.body).toEqual({ paused: true });
    expect(fivetran.fake.connection(meta.connectorId)).toBeUndefined();
    expect(await connectorRows(project.id)).toEqual([]);
    // Another project's connection is untouched; a project without any needs no Fivetran.
    expect(fivetran.fake.connection(kept.connectorId)).toBeDefined();
    expect(await connectorRows(other.project.id)).toHaveLength(1);
    expect(await removeProjectConnectors(ctx.app, project.id)).toEqual([]);
  });

  it('stops at a Fivetran failure, keeping the rows of what is still there, and carries on when called again', async () => {
    const { project, user } = await projectWithMember();
    const meta = await connect(user, project, 'meta');
    const linkedin = await connect(user, project, 'linkedin');
    fivetran.enqueue({ ...fivetranScenarios.forbidden(), match: /^DELETE / });

    const failure = await removeProjectConnectors(ctx.app, project.id).catch(
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(AppError);
    expect(fivetran.fake.connection(meta.connectorId)?.paused).toBe(true);
    expect((await connectorRows(project.id)).map((row) => row.platform).sort()).toEqual([
      'linkedin',
      'meta',
    ]);
    expect(await removeProjectConnectors(ctx.app, project.id)).toEqual([
      { platform: 'meta', connectorId: meta.connectorId, alreadyGone: false },
      { platform: 'linkedin', connectorId: linkedin.connectorId, alreadyGone: false },
    ]);
    expect(fivetran.fake.state.connections.map((connection) => connection.id)).not.toContain(
      linkedin.connectorId,
    );
  });

  it('answers 503 when Fivetran is not configured but the project has connectors', async () => {
    const { project, user } = await projectWithMember();
    await connect(user, project, 'meta');
    const production = await createTestApp(
      { NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://example.test' },
      { database: ctx.database },
    );
    try {
      const failure = await removeProjectConnectors(production.app, project.id).catch(
        (error: unknown) => error,
      );
      expect(failure).toMatchObject({
        statusCode: 503,
        message: CONNECTION_MESSAGES.notConfigured,
      });
      expect(await connectorRows(project.id)).toHaveLength(1);
    } finally {
      await production.close();
    }
  });
});
