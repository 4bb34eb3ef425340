/**
 * API tests of the connections endpoints with the real Fivetran client, against the local
 * contract fake (which fails the test when a call breaks Fivetran's contract).
 */
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConnectorsResponse,
  CreateConnectorResponse,
} from '../../../common/connections/contract.ts';
import { API_MESSAGES } from '../../../common/shared/messages.ts';
import { CONNECTION_MESSAGES } from '../../../common/connections/messages.ts';
import { PROJECT_MESSAGES } from '../../../common/projects/messages.ts';
import { auditEntries, rateLimits } from '../../db/schema/index.ts';
import { FivetranClient } from '../../integrations/fivetran/client.ts';
import {
  startFivetranContractFake,
  type FivetranContractFake,
} from '../../testing/fakes/fivetran/contract-fake.ts';
import { fivetranScenarios } from '../../sandbox/fivetran/vendor-fake.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import { archiveProject, createMember } from '../../testing/factories.ts';
import { connectionsTestKit } from './testing.ts';

let fivetran: FivetranContractFake;
let ctx: TestContext;

beforeAll(async () => {
  fivetran = await startFivetranContractFake();
  ctx = await createTestApp({
    FIVETRAN_API_URL: fivetran.url,
    FIVETRAN_API_KEY: fivetran.credentials.apiKey,
    FIVETRAN_API_SECRET: fivetran.credentials.apiSecret,
    FIVETRAN_GROUP_ID: fivetran.credentials.groupId,
  });
});
afterEach(() => fivetran.assertNoMismatches());
afterAll(async () => {
  await ctx?.close();
  await fivetran?.close();
});

const {
  create,
  list,
  pause,
  callback,
  finishCard,
  connectorRows,
  callsSince,
  projectWithMember,
  connect,
} = connectionsTestKit(() => ({ app: ctx.app, fivetran }));

/** The connect card token in a card URI. */
function tokenOf(connectCardUrl: string): string {
  return new URL(connectCardUrl).searchParams.get('auth')!;
}

/** The attributes the callback page hands its script. */
function outcomeOf(html: string) {
  const body = /<body([^>]*)>/.exec(html)?.[1] ?? '';
  const attribute = (name: string) =>
    new RegExp(`data-${name}="([^"]*)"`).exec(body)?.[1]?.replace(/&#39;/g, "'");
  return {
    result: attribute('result'),
    connectorId: attribute('connector-id'),
    platform: attribute('platform'),
    message: attribute('message'),
  };
}

describe('POST /api/fivetran/create-connector', () => {
  it('creates the project connection paused, in the group, with schema <slug>_<service>, and a card back to us', async () => {
    const { project, user } = await projectWithMember();
    const from = fivetran.requests.length;

    const { connectCardUrl, connectorId } = await connect(user, project, 'meta');

    expect(connectCardUrl).toMatch(/^https:\/\/fivetran\.com\/connect-card\/setup\?auth=/);
    const created = fivetran.fake.connection(connectorId)!;
    expect(created).toMatchObject({
      group_id: fivetran.credentials.groupId,
      service: 'facebook_ads',
      schema: `${project.slug}_facebook_ads`,
      paused: true,
      setup_state: 'incomplete',
    });
    // Two-step flow: look for an earlier attempt, create, then the card carrying the id.
    expect(callsSince(from)).toEqual([
      `GET /v1/groups/${fivetran.credentials.groupId}/connections`,
      'POST /v1/connections',
      `POST /v1/connections/${connectorId}/connect-card`,
    ]);
    const cardRequest = fivetran.requests.at(-1)!;
    const { connect_card_config: config } = cardRequest.body as {
      connect_card_config: { redirect_uri: string; hide_setup_guide: boolean };
    };
    expect(config.hide_setup_guide).toBe(true);
    const redirect = new URL(config.redirect_uri);
    expect(redirect.origin + redirect.pathname).toBe(
      `${ctx.config.publicSiteUrl}/portal/fivetran/callback`,
    );
    expect(redirect.searchParams.get('connectorId')).toBe(connectorId);
    expect(redirect.searchParams.get('state')).toBeTruthy();
    const rows = await connectorRows(project.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      projectId: project.id,
      userId: user.userId,
      connectorId,
      platform: 'meta',
      service: 'facebook_ads',
      schema: `${project.slug}_facebook_ads`,
      paused: true,
    });
  });

  it('reuses the project connection for the platform and only issues a fresh card', async () => {
    const { project, user } = await projectWithMember('owner');
    const first = await connect(user, project, 'linkedin');
    const from = fivetran.requests.length;

    const second = await connect(user, project, 'linkedin');

    expect(second.connectorId).toBe(first.connectorId);
    expect(tokenOf(second.connectCardUrl)).not.toBe(tokenOf(first.connectCardUrl));
    expect(callsSince(from)).toEqual([`POST /v1/connections/${first.connectorId}/connect-card`]);
    expect(await connectorRows(project.id)).toHaveLength(1);
  });

  it('keeps one connection per project and platform, even for simultaneous requests', async () => {
    const { project, user } = await projectWithMember();
    const other = await createMember(ctx.app, project);

    const answers = await Promise.all([
      create(user, { platform: 'google', projectId: project.id }),
      create(other, { platform: 'google', projectId: project.id }),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const ids = answers.map((answer) => answer.json<CreateConnectorResponse>().connectorId);
    expect(ids[0]).toBe(ids[1]);
    expect(await connectorRows(project.id)).toHaveLength(1);
    const schema = `${project.slug}_google_ads`;
    expect(fivetran.fake.state.connections.filter((c) => c.schema === schema)).toHaveLength(1);

    // A second platform is a second connection.
    await connect(user, project, 'meta');
    const rows = await connectorRows(project.id);
    expect(rows.map((row) => row.platform).sort()).toEqual(['google', 'meta']);
  });

  it('adopts a connection an earlier attempt left in the group instead of creating another', async () => {
    const { project, user } = await projectWithMember();
    const client = new FivetranClient({ baseUrl: fivetran.url, ...fivetran.credentials });
    const left = await client.createConnection({
      groupId: fivetran.credentials.groupId,
      service: 'linkedin_ads',
      schema: `${project.slug}_linkedin_ads`,
    });
    const from = fivetran.requests.length;

    const { connectorId } = await connect(user, project, 'linkedin');

    expect(connectorId).toBe(left.id);
    expect(callsSince(from)).not.toContain('POST /v1/connections');
    expect((await connectorRows(project.id))[0]?.connectorId).toBe(left.id);
  });

  it('after a create refused as a conflict, lists again rather than posting again', async () => {
    const { project, user } = await projectWithMember();
    fivetran.enqueue({ ...fivetranScenarios.conflict(), match: /^POST \/connections$/ });
    const from = fivetran.requests.length;

    const response = await create(user, { platform: 'meta', projectId: project.id });

    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/^Fivetran refused to create a connection/);
    expect(callsSince(from)).toEqual([
      `GET /v1/groups/${fivetran.credentials.groupId}/connections`,
      'POST /v1/connections',
      `GET /v1/groups/${fivetran.credentials.groupId}/connections`,
    ]);
    expect(await connectorRows(project.id)).toHaveLength(0);
  });

  it('never repeats a create that failed with a 5xx, and says so readably', async () => {
    const { project, user } = await projectWithMember();
    fivetran.enqueue({ ...fivetranScenarios.serverError(), match: /^POST \/connections$/ });
    const from = fivetran.requests.length;

    const response = await create(user, { platform: 'meta', projectId: project.id });

    expect(response.statusCode).toBe(502);
    expect(response.json().error).toBe(
      'Fivetran is unavailable (HTTP 500) and could not create a connection. Please try again.',
    );
    expect(callsSince(from).filter((call) => call === 'POST /v1/connections')).toHaveLength(1);
    expect(await connectorRows(project.id)).toHaveLength(0);
  });

  it('replaces a connection Fivetran no longer has', async () => {
    const { project, user } = await projectWithMember();
    const first = await connect(user, project, 'meta');
    await new FivetranClient({ baseUrl: fivetran.url, ...fivetran.credentials }).deleteConnection(
      first.connectorId,
    );

    const second = await connect(user, project, 'meta');

    expect(second.connectorId).not.toBe(first.connectorId);
    const rows = await connectorRows(project.id);
    expect(rows.map((row) => row.connectorId)).toEqual([second.connectorId]);
  });

  it('refuses viewers (403), strangers (404) and anonymous callers (401), creating nothing', async () => {
    const { project } = await projectWithMember();
    const viewer = await createMember(ctx.app, project, 'viewer');
    const stranger = (await projectWithMember()).user;
    const from = fivetran.requests.length;

    const asViewer = await create(viewer, { platform: 'meta', projectId: project.id });
    expect(asViewer.statusCode).toBe(403);
    expect(asViewer.json().error).toBe(PROJECT_MESSAGES.viewerReadOnly);
    const asStranger = await create(stranger, { platform: 'meta', projectId: project.id });
    expect(asStranger.statusCode).toBe(404);
    expect(asStranger.json().error).toBe(PROJECT_MESSAGES.notFound);
    const anonymous = await create(null, { platform: 'meta', projectId: project.id });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe(API_MESSAGES.unauthorized);

    expect(callsSince(from)).toEqual([]);
    expect(await connectorRows(project.id)).toHaveLength(0);
  });

  it('refuses writes to an archived project (403), but still lists it', async () => {
    const { project, user } = await projectWithMember('owner');
    await archiveProject(ctx.app, project.id);
    const refused = await create(user, { platform: 'meta', projectId: project.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(PROJECT_MESSAGES.archivedReadOnly);
    expect((await list(user, project.id)).statusCode).toBe(200);
  });

  it('answers 400 to a bad platform or project id', async () => {
    const { project, user } = await projectWithMember();
    const tiktok = await create(user, { platform: 'tiktok', projectId: project.id });
    expect(tiktok.statusCode).toBe(400);
    expect(tiktok.json().error).toBe('platform: platform must be one of meta, google, linkedin');
    const noPlatform = await create(user, { projectId: project.id });
    expect(noPlatform.statusCode).toBe(400);
    const badProject = await create(user, { platform: 'meta', projectId: 'abc' });
    expect(badProject.statusCode).toBe(400);
    expect(badProject.json().error).toBe(PROJECT_MESSAGES.projectIdRequired);
  });
});

describe('GET /api/fivetran/connectors', () => {
  it('lists the project connectors with the status Fivetran reports', async () => {
    const { project, user } = await projectWithMember();
    const empty = await list(user, project.id);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ mode: 'live', items: [] });

    const { connectorId } = await connect(user, project, 'meta');
    const before = await list(user, project.id);
    expect(before.json<ConnectorsResponse>().items).toEqual([
      {
        platform: 'meta',
        connectorId,
        connected: false,
        paused: true,
        setupState: 'incomplete',
        syncState: 'paused',
        lastSyncAt: null,
      },
    ]);
  });

  it('shows a connector as connected once its card is complete and the callback resumed it', async () => {
    const { project, user } = await projectWithMember();
    const card = await connect(user, project, 'google');
    const redirectUri = finishCard(card);

    // Set up but still paused: not connected yet.
    const waiting = (await list(user, project.id)).json<ConnectorsResponse>();
    expect(waiting.items[0]).toMatchObject({
      setupState: 'connected',
      paused: true,
      connected: false,
    });

    const page = await callback(user, redirectUri);
    expect(outcomeOf(page.body).result).toBe('success');

    const after = (await list(user, project.id)).json<ConnectorsResponse>();
    expect(after.items[0]).toMatchObject({
      platform: 'google',
      connectorId: card.connectorId,
      connected: true,
      paused: false,
      setupState: 'connected',
      syncState: 'scheduled',
    });
    expect(after.items[0]?.lastSyncAt).toEqual(expect.any(String));
    const [row] = await connectorRows(project.id);
    expect(row?.paused).toBe(false);
    expect(row?.lastSyncAt).toBeInstanceOf(Date);
  });

  it('drops a connector Fivetran no longer has, and lists one it cannot reach as unknown', async () => {
    const { project, user } = await projectWithMember();
    const gone = await connect(user, project, 'meta');
    const kept = await connect(user, project, 'linkedin');
    await new FivetranClient({ baseUrl: fivetran.url, ...fivetran.credentials }).deleteConnection(
      gone.connectorId,
    );
    // Three 5xx in a row for the kept one: the client gives up on it.
    const failing = new RegExp(`^GET /connections/${kept.connectorId}$`);
    fivetran.enqueue(
      { ...fivetranScenarios.serverError(), match: failing },
      { ...fivetranScenarios.serverError(), match: failing },
      { ...fivetranScenarios.serverError(), match: failing },
    );

    const response = await list(user, project.id);

    expect(response.statusCode).toBe(200);
    expect(response.json<ConnectorsResponse>().items).toEqual([
      {
        platform: 'linkedin',
        connectorId: kept.connectorId,
        connected: false,
        paused: true,
        setupState: 'unknown',
        syncState: null,
        lastSyncAt: null,
      },
    ]);
    expect((await connectorRows(project.id)).map((row) => row.platform)).toEqual(['linkedin']);
  });

  it('answers 404 for another tenant, 401 anonymously and 400 without a project id; viewers may read', async () => {
    const { project, user } = await projectWithMember();
    await connect(user, project, 'meta');
    const stranger = (await projectWithMember()).user;
    const viewer = await createMember(ctx.app, project, 'viewer');

    const other = await list(stranger, project.id);
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe(PROJECT_MESSAGES.notFound);
    expect((await list(null, project.id)).statusCode).toBe(401);
    const bad = await list(user, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(PROJECT_MESSAGES.projectIdRequired);
    const asViewer = await list(viewer, project.id);
    expect(asViewer.statusCode).toBe(200);
    expect(asViewer.json<ConnectorsResponse>().items.map((item) => item.platform)).toEqual([
      'meta',
    ]);
  });
});

describe('POST /api/fivetran/pause-connector/:connectorId', () => {
  it('pauses the connection at Fivetran and records it; the connector then reads as not connected', async () => {
    const { project, user } = await projectWithMember();
    const card = await connect(user, project, 'meta');
    await callback(user, finishCard(card));
    const from = fivetran.requests.length;

    const response = await pause(user, card.connectorId);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      connectorId: card.connectorId,
      platform: 'meta',
      paused: true,
    });
    expect(callsSince(from)).toEqual([`PATCH /v1/connections/${card.connectorId}`]);
    expect(fivetran.requests.at(-1)?.body).toEqual({ paused: true });
    expect(fivetran.fake.connection(card.connectorId)?.paused).toBe(true);
    expect((await connectorRows(project.id))[0]?.paused).toBe(true);
    const items = (await list(user, project.id)).json<ConnectorsResponse>().items;
    expect(items[0]).toMatchObject({ connected: false, paused: true, setupState: 'connected' });
  });

  it("answers another tenant's connector exactly like an unknown one (404), touching nothing", async () => {
    const { project, user } = await projectWithMember();
    const card = await connect(user, project, 'linkedin');
    const stranger = (await projectWithMember()).user;
    const from = fivetran.requests.length;

    const theirs = await pause(stranger, card.connectorId);
    const unknown = await pause(stranger, 'sandbox_doesnotexist');

    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body);
    expect(theirs.json().error).toBe(CONNECTION_MESSAGES.connectorNotFound);
    expect(callsSince(from)).toEqual([]);
  });

  it('refuses viewers (403) and anonymous callers (401); a malformed id is simply not found', async () => {
    const { project, user } = await projectWithMember();
    const card = await connect(user, project, 'google');
    const viewer = await createMember(ctx.app, project, 'viewer');
    const from = fivetran.requests.length;

    const asViewer = await pause(viewer, card.connectorId);
    expect(asViewer.statusCode).toBe(403);
    expect(asViewer.json().error).toBe(PROJECT_MESSAGES.viewerReadOnly);
    expect((await pause(null, card.connectorId)).statusCode).toBe(401);
    expect((await pause(null, 'no_such_one')).statusCode).toBe(401);
    const malformed = await pause(user, 'not a connector id!');
    expect(malformed.statusCode).toBe(404);
    expect(callsSince(from)).toEqual([]);
  });

  it('answers 404 with noConnector when Fivetran no longer has the connection', async () => {
    const { project, user } = await projectWithMember();
    const card = await connect(user, project, 'meta');
    await new FivetranClient({ baseUrl: fivetran.url, ...fivetran.credentials }).deleteConnection(
      card.connectorId,
    );
    const response = await pause(user, card.connectorId);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(CONNECTION_MESSAGES.noConnector);
    expect(await connectorRows(project.id)).toHaveLength(0);
  });
});

describe('GET /portal/fivetran/callback', () => {
  it('resumes a completed connection and hands the page a success for its script', async () => {
    const { project, user } = await projectWithMember();
    const card = await connect(user, project, 'meta');
    const redirectUri = finishCard(card);
    const from = fivetran.requests.length;

    const page = await callback(user, redirectUri);

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    // Keeps the popup's link to its opener; scripts only from our origin, none inline.
    expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(page.body).toContain('<script src="/fivetran-callback.js" defer></script>');
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    expect(outcomeOf(page.body)).toEqual({
      result: 'success',
      connectorId: card.connectorId,
      platform: 'meta',
      message: undefined,
    });
    expect(callsSince(from)).toEqual([
      `GET /v1/connections/${card.connectorId}`,
      `PATCH /v1/connections/${card.connectorId}`,
    ]);
    expect(fivetran.fake.connection(card.connectorId)?.paused).toBe(false);

    // A reconnect of the running connection (a fresh card) needs no PATCH.
    const reconnectUri = finishCard(await connect(user, project, 'meta'));
    const again = fivetran.requests.length;
    expect(outcomeOf((await callback(user, reconnectUri)).body).result).toBe('success');
    expect(callsSince(again)).toEqual([`GET /v1/connections/${card.connectorId}`]);
  });

  it('reports an unfinished setup as cancelled or incomplete, and resumes nothing', async () => {
    const { project, user } = await projectWithMember();
    const card = await connect(user, project, 'linkedin');
    const redirectUri = finishCard(card, 'abandon');
    const from = fivetran.requests.length;

    const page = await callback(user, redirectUri);

    expect(outcomeOf(page.body)).toEqual({
      result: 'error',
      connectorId: card.connectorId,
      platform: 'linkedin',
      message: CONNECTION_MESSAGES.cancelled,
    });
    expect(callsSince(from)).toEqual([`GET /v1/connections/${card.connectorId}`]);
    expect(fivetran.fake.connection(card.connectorId)?.paused).toBe(true);
  });

  it('names nothing of another tenant, and asks anonymous visitors to sign in', async () => {
    const { project, user } = await projectWithMember();
    const card = await connect(user, project, 'meta');
    const redirectUri = finishCard(card);
    const stranger = (await projectWithMember()).user;
    const from = fivetran.requests.length;

    const theirs = outcomeOf((await callback(stranger, redirectUri)).body);
    expect(theirs).toEqual({
      result: 'error',
      message: CONNECTION_MESSAGES.connectorNotFound,
      connectorId: undefined,
      platform: undefined,
    });
    const anonymous = outcomeOf((await callback(null, redirectUri)).body);
    expect(anonymous.result).toBe('error');
    expect(anonymous.message).toBe(API_MESSAGES.unauthorized);
    expect(anonymous.connectorId).toBeUndefined();
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/portal/fivetran/callback',
      headers: user.headers,
    });
    expect(outcomeOf(missing.body).message).toBe(CONNECTION_MESSAGES.connectorNotFound);
    expect(callsSince(from)).toEqual([]);
    expect(fivetran.fake.connection(card.connectorId)?.paused).toBe(true);
  });
});

describe('GET /portal/fivetran/callback: the state parameter', () => {
  it('resumes nothing without the state issued with the card, for this user and connector', async () => {
    const { project, user } = await projectWithMember();
    const teammate = await createMember(ctx.app, project);
    const card = await connect(user, project, 'meta');
    const redirectUri = new URL(finishCard(card));
    const state = redirectUri.searchParams.get('state')!;
    expect(state).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    const from = fivetran.requests.length;

    const crafted = [
      `/portal/fivetran/callback?connectorId=${card.connectorId}`,
      `/portal/fivetran/callback?connectorId=${card.connectorId}&state=${state.slice(0, -2)}xx`,
      `/portal/fivetran/callback?connectorId=${card.connectorId}&state=0.${state.split('.')[1]}`,
    ];
    for (const url of crafted) {
      const page = await ctx.app.inject({ method: 'GET', url, headers: user.headers });
      expect(outcomeOf(page.body), url).toEqual({
        result: 'error',
        message: CONNECTION_MESSAGES.callbackInvalid,
        connectorId: card.connectorId,
        platform: 'meta',
      });
    }
    // Another member of the project cannot use the state issued to this user.
    const asTeammate = await callback(teammate, redirectUri.toString());
    expect(outcomeOf(asTeammate.body).message).toBe(CONNECTION_MESSAGES.callbackInvalid);
    expect(callsSince(from)).toEqual([]);
    expect(fivetran.fake.connection(card.connectorId)?.paused).toBe(true);

    expect(outcomeOf((await callback(user, redirectUri.toString())).body).result).toBe('success');
  });

  it('is used once: the same return link opened again cannot resume a paused connector', async () => {
    const { project, user } = await projectWithMember();
    const card = await connect(user, project, 'meta');
    const redirectUri = finishCard(card);
    expect(outcomeOf((await callback(user, redirectUri)).body).result).toBe('success');
    // Marked used in the database on both engines, so a restart does not forget it.
    const state = new URL(redirectUri).searchParams.get('state')!;
    const mark = `once:fivetran-callback:${createHash('sha256').update(state).digest('base64url')}`;
    expect(
      await ctx.database.db.select().from(rateLimits).where(eq(rateLimits.key, mark)),
    ).toHaveLength(1);
    expect((await pause(user, card.connectorId)).statusCode).toBe(200);
    expect(fivetran.fake.connection(card.connectorId)?.paused).toBe(true);
    const from = fivetran.requests.length;

    const replay = await callback(user, redirectUri);

    expect(outcomeOf(replay.body)).toEqual({
      result: 'error',
      message: CONNECTION_MESSAGES.callbackInvalid,
      connectorId: card.connectorId,
      platform: 'meta',
    });
    expect(callsSince(from)).toEqual([]);
    expect(fivetran.fake.connection(card.connectorId)?.paused).toBe(true);
  });
});

describe('security headers for the connect popup', () => {
  it('lets app pages keep a handle on the popups they open', async () => {
    // COOP applies to documents: the pages carry it, JSON answers under /api do not.
    const response = await ctx.app.inject({ method: 'GET', url: '/connections' });
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

describe('the audit trail', () => {
  /** The project's entries, oldest first, with what they name. */
  async function entriesOf(projectId: number) {
    const entries = await ctx.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.projectId, projectId))
      .orderBy(asc(auditEntries.id));
    return entries.map(({ action, actorEmail, targetType, targetId, before, after }) => ({
      action,
      actorEmail,
      target: `${targetType}:${targetId}`,
      before,
      after,
    }));
  }

  it('records a connector created, its setup opened again, resumed and paused, by whom', async () => {
    const { project, user } = await projectWithMember();
    const card = await connect(user, project, 'meta');
    const again = await connect(user, project, 'meta');
    expect(outcomeOf((await callback(user, finishCard(again))).body).result).toBe('success');
    expect((await pause(user, card.connectorId)).statusCode).toBe(200);

    const target = `connector:${card.connectorId}`;
    expect(await entriesOf(project.id)).toEqual([
      {
        action: 'connector.created',
        actorEmail: user.email,
        target,
        before: null,
        after: { platform: 'meta', schema: `${project.slug}_facebook_ads`, adopted: false },
      },
      {
        action: 'connector.reconnect_started',
        actorEmail: user.email,
        target,
        before: null,
        after: { platform: 'meta' },
      },
      {
        action: 'connector.resumed',
        actorEmail: user.email,
        target,
        before: { setupState: 'incomplete', paused: true },
        after: { setupState: 'connected', paused: false },
      },
      {
        action: 'connector.paused',
        actorEmail: user.email,
        target,
        before: { paused: false },
        after: { paused: true },
      },
    ]);
  });

  it('records nothing for an action that fails or is refused', async () => {
    const { project, user } = await projectWithMember();
    fivetran.enqueue({ ...fivetranScenarios.serverError(), match: /^POST \/connections$/ });
    expect((await create(user, { platform: 'meta', projectId: project.id })).statusCode).toBe(502);
    expect(await entriesOf(project.id)).toEqual([]);

    const card = await connect(user, project, 'linkedin');
    const created = await entriesOf(project.id);
    expect(created.map((entry) => entry.action)).toEqual(['connector.created']);
    // The card cannot be issued again; the setup is left unfinished; the pause is refused.
    fivetran.enqueue({ ...fivetranScenarios.forbidden(), match: /^POST \/connections\/.*card$/ });
    expect((await create(user, { platform: 'linkedin', projectId: project.id })).statusCode).toBe(
      502,
    );
    const abandoned = await callback(user, finishCard(card, 'abandon'));
    expect(outcomeOf(abandoned.body).result).toBe('error');
    fivetran.enqueue({ ...fivetranScenarios.forbidden(), match: /^PATCH / });
    expect((await pause(user, card.connectorId)).statusCode).toBe(502);
    const viewer = await createMember(ctx.app, project, 'viewer');
    expect((await pause(viewer, card.connectorId)).statusCode).toBe(403);

    expect(await entriesOf(project.id)).toEqual(created);
  });
});
