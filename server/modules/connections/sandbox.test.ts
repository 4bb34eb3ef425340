/**
 * The connections endpoints without Fivetran credentials: served by the local sandbox
 * (its own connect card page, completing through the same callback), or, in production,
 * refused with 503.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConnectorsResponse,
  CreateConnectorResponse,
} from '../../../common/connections/contract.ts';
import { CONNECTION_MESSAGES } from '../../../common/connections/messages.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import { createMember, createProject, type TestUser } from '../../testing/factories.ts';

let sandbox: TestContext;
let production: TestContext;

beforeAll(async () => {
  [sandbox, production] = await Promise.all([
    createTestApp(),
    createTestApp({ NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://portal.example.com' }),
  ]);
});
afterAll(async () => {
  await Promise.all([sandbox?.close(), production?.close()]);
});

async function member(ctx: TestContext) {
  const project = await createProject(ctx.app);
  const user = await createMember(ctx.app, project);
  return { project, user };
}

function outcomeOf(html: string) {
  const body = /<body([^>]*)>/.exec(html)?.[1] ?? '';
  const attribute = (name: string) => new RegExp(`data-${name}="([^"]*)"`).exec(body)?.[1];
  return { result: attribute('result'), message: attribute('message') };
}

async function createIn(ctx: TestContext, user: TestUser, projectId: number, platform: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/fivetran/create-connector',
    headers: user.headers,
    payload: { platform, projectId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CreateConnectorResponse>();
}

/** Follows the sandbox card's form the way the browser does. */
async function submitCard(connectCardUrl: string, action: 'authorize' | 'cancel') {
  const url = new URL(connectCardUrl);
  return sandbox.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ auth: url.searchParams.get('auth')!, action }).toString(),
  });
}

async function listIn(ctx: TestContext, user: TestUser, projectId: number) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/fivetran/connectors?projectId=${projectId}`,
    headers: user.headers,
  });
}

describe('sandbox (no credentials, not production)', () => {
  it('says it is the sandbox, and its connect card is a page of ours', async () => {
    const { project, user } = await member(sandbox);
    const listed = await listIn(sandbox, user, project.id);
    expect(listed.json()).toEqual({ mode: 'sandbox', items: [] });

    const { connectCardUrl, connectorId } = await createIn(sandbox, user, project.id, 'meta');
    expect(connectorId).toMatch(/^sandbox_/);
    expect(connectCardUrl).toMatch(
      new RegExp(
        `^${sandbox.config.publicSiteUrl}/sandbox/fivetran/connect-card\\?auth=sandbox_card_`,
      ),
    );

    const page = await sandbox.app.inject({
      method: 'GET',
      url: new URL(connectCardUrl).pathname + new URL(connectCardUrl).search,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(page.body).toContain('Connect Meta (Facebook) Ads');
    expect(page.body).toContain(`${project.slug}_facebook_ads`);
    expect(page.body).toMatch(/<button[^>]*value="authorize"[^>]*>Authorize<\/button>/);
    expect(page.body).toMatch(/<button[^>]*value="cancel"[^>]*>Cancel<\/button>/);
    expect(page.body).not.toMatch(/<script/);
  });

  it('Authorize completes the setup and returns through the callback, which resumes the connection', async () => {
    const { project, user } = await member(sandbox);
    const { connectCardUrl, connectorId } = await createIn(sandbox, user, project.id, 'linkedin');

    const authorized = await submitCard(connectCardUrl, 'authorize');
    expect(authorized.statusCode).toBe(303);
    expect(authorized.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const location = new URL(authorized.headers.location as string);
    expect(location.origin + location.pathname).toBe(
      `${sandbox.config.publicSiteUrl}/portal/fivetran/callback`,
    );
    expect(location.searchParams.get('connectorId')).toBe(connectorId);

    const page = await sandbox.app.inject({
      method: 'GET',
      url: location.pathname + location.search,
      headers: user.headers,
    });
    expect(outcomeOf(page.body).result).toBe('success');
    const { items } = (await listIn(sandbox, user, project.id)).json<ConnectorsResponse>();
    expect(items).toEqual([
      expect.objectContaining({ platform: 'linkedin', connectorId, connected: true }),
    ]);

    // The card was used up.
    expect((await submitCard(connectCardUrl, 'authorize')).statusCode).toBe(404);
  });

  it('Cancel returns through the same callback without completing anything', async () => {
    const { project, user } = await member(sandbox);
    const { connectCardUrl } = await createIn(sandbox, user, project.id, 'google');

    const cancelled = await submitCard(connectCardUrl, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    const location = new URL(cancelled.headers.location as string);
    const page = await sandbox.app.inject({
      method: 'GET',
      url: location.pathname + location.search,
      headers: user.headers,
    });
    expect(outcomeOf(page.body)).toEqual({
      result: 'error',
      message: CONNECTION_MESSAGES.cancelled,
    });
    const { items } = (await listIn(sandbox, user, project.id)).json<ConnectorsResponse>();
    expect(items[0]).toMatchObject({ connected: false, setupState: 'incomplete' });
  });

  it('shows an unknown card as no longer valid', async () => {
    const page = await sandbox.app.inject({
      method: 'GET',
      url: '/sandbox/fivetran/connect-card?auth=sandbox_card_nope',
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This connect card is no longer valid');
  });

  it('plays the configured failure scenario through the real client', async () => {
    const limited = await createTestApp({ SANDBOX_SCENARIO: 'unauthorized' });
    try {
      const { project, user } = await member(limited);
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/fivetran/create-connector',
        headers: user.headers,
        payload: { platform: 'meta', projectId: project.id },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toBe(
        'Fivetran rejected the API credentials. Please ask your administrator to check the Fivetran configuration.',
      );
    } finally {
      await limited.close();
    }
  });
});

describe('production without Fivetran credentials', () => {
  it('answers 503 "not configured" on every endpoint, after the usual access checks', async () => {
    const { project, user } = await member(production);
    const created = await production.app.inject({
      method: 'POST',
      url: '/api/fivetran/create-connector',
      headers: user.headers,
      payload: { platform: 'meta', projectId: project.id },
    });
    expect(created.statusCode).toBe(503);
    expect(created.json().error).toBe(CONNECTION_MESSAGES.notConfigured);
    expect(created.json().error).toBe('Ad platform connections are not configured');

    const listed = await listIn(production, user, project.id);
    expect(listed.statusCode).toBe(503);
    expect(listed.json().error).toBe(CONNECTION_MESSAGES.notConfigured);

    const paused = await production.app.inject({
      method: 'POST',
      url: '/api/fivetran/pause-connector/abc',
      headers: user.headers,
    });
    expect(paused.statusCode).toBe(503);
    expect(paused.json().error).toBe(CONNECTION_MESSAGES.notConfigured);

    const anonymous = await production.app.inject({
      method: 'GET',
      url: `/api/fivetran/connectors?projectId=${project.id}`,
    });
    expect(anonymous.statusCode).toBe(401);

    const page = await production.app.inject({
      method: 'GET',
      url: '/portal/fivetran/callback?connectorId=abc',
      headers: user.headers,
    });
    expect(outcomeOf(page.body)).toEqual({
      result: 'error',
      message: CONNECTION_MESSAGES.notConfigured,
    });
  });

  it('offers no sandbox card', async () => {
    const response = await production.app.inject({
      method: 'GET',
      url: '/sandbox/fivetran/connect-card?auth=x',
    });
    expect(response.statusCode).not.toBe(200);
    expect(response.body).not.toContain('Authorize');
  });
});
