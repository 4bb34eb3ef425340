/**
 * Cross-site requests, over the whole route table (collected as the routes register):
 * every state-changing route, ours and the identity library's, refuses a cookie-bearing
 * request from another origin and form or text bodies; no GET route changes stored state.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../common/shared/messages.ts';
import { createTestApp, type TestContext } from '../testing/app.ts';
import {
  createAdmin,
  createMember,
  createProject,
  type TestProject,
  type TestUser,
} from '../testing/factories.ts';
import { AUTH_BASE_PATH } from '../../common/auth/contract.ts';

let ctx: TestContext;
let project: TestProject;
let member: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ CRM_SYNC_INTERVAL_MS: '0', CONTACT_RATE_LIMIT_PER_MINUTE: '1000' });
  project = await createProject(ctx.app);
  member = await createMember(ctx.app, project);
  admin = await createAdmin(ctx.app);
  const note = await ctx.app.inject({
    method: 'POST',
    url: '/api/notes',
    headers: member.headers,
    payload: { projectId: project.id, content: 'A note that must stay' },
  });
  expect(note.statusCode).toBe(201);
});
afterAll(() => ctx?.close());

/** The identity library's endpoints behind the `/api/auth/*` catch-all. */
const AUTH_WRITES = [
  'sign-in/email',
  'sign-up/email',
  'sign-out',
  'change-password',
  'update-user',
  'delete-user',
  'revoke-sessions',
  'revoke-other-sessions',
  'sign-in/social',
];
const AUTH_READS = [
  'get-session',
  'list-sessions',
  'list-accounts',
  'account-info',
  'ok',
  'error',
  'verify-email?token=x',
  'reset-password/x?callbackURL=/',
  'delete-user/callback?token=x',
  'callback/google?code=x&state=y',
];

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Concrete URLs for a route pattern: path parameters filled with real ids. */
function urlsOf(pattern: string): string[] {
  if (pattern === `${AUTH_BASE_PATH}/*`) return [];
  const url = pattern
    .replace(':id', String(project.id))
    .replace(':userId', String(member.userId))
    .replace(':connectorId', 'connector_1')
    .replace(':accountId', '1234567890');
  return [url, `${url}${url.includes('?') ? '&' : '?'}projectId=${project.id}`];
}

function apiRoutes(methods: (method: string) => boolean) {
  return ctx.routes.filter((route) => route.url.startsWith('/api') && methods(route.method));
}

/**
 * A fingerprint of every stored row, table by table (rate-limit counters and the audit trail
 * left out: they are records of the requests themselves, e.g. a download, not changes).
 */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await ctx.database.db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name not in ('rate_limits', 'audit_entries')
        order by table_name`,
  );
  const names = ((tables as { rows?: { name: string }[] }).rows ?? []).map((row) => row.name);
  const select = names
    .map(
      (name) =>
        `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${name}" t) as "${name}"`,
    )
    .join(', ');
  const result = await ctx.database.db.execute(sql.raw(`select ${select}`));
  return ((result as { rows?: Record<string, string>[] }).rows ?? [])[0]!;
}

describe('GET routes', () => {
  it('change no stored row, whoever calls them', async () => {
    const gets = apiRoutes((method) => method === 'GET');
    expect(gets.length).toBeGreaterThan(15);
    const urls = [
      ...gets.flatMap((route) => urlsOf(route.url)),
      ...AUTH_READS.map((path) => `${AUTH_BASE_PATH}/${path}`),
    ];
    const before = await snapshot();
    for (const caller of [member, admin, null]) {
      for (const url of urls) {
        const response = await ctx.app.inject({
          method: 'GET',
          url,
          headers: caller?.headers ?? {},
        });
        expect(response.statusCode, url).toBeLessThan(500);
        expect(await snapshot(), `GET ${url}`).toEqual(before);
      }
    }
  });
});

describe('state-changing routes', () => {
  const writes = () => [
    ...apiRoutes((method) => STATE_CHANGING.has(method)).flatMap((route) =>
      urlsOf(route.url).map((url) => ({ method: route.method, url })),
    ),
    ...AUTH_WRITES.map((path) => ({ method: 'POST', url: `${AUTH_BASE_PATH}/${path}` })),
  ];

  it('refuse a cookie-bearing request from another site, before touching anything', async () => {
    expect(writes().length).toBeGreaterThan(20);
    const before = await snapshot();
    const foreign = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: `${ctx.config.publicSiteUrl}.evil.example` },
      { referer: 'https://evil.example/page' },
      { referer: 'not a url' },
      {}, // a cookie and no origin at all
    ];
    for (const { method, url } of writes()) {
      for (const headers of foreign) {
        const response = await ctx.app.inject({
          method: method as 'POST',
          url,
          headers: { cookie: member.cookie, ...headers },
          payload: { projectId: project.id, content: 'cross-site', email: member.email },
        });
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.json()).toEqual({ error: API_MESSAGES.crossSite, code: 'forbidden' });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuse another origin without a cookie, and let an origin-less one through', async () => {
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'https://evil.example' },
      payload: {},
    });
    expect(foreign.statusCode).toBe(403);
    const plain = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: {} });
    expect(plain.statusCode).toBe(400);
  });

  it('accept the site itself, by Origin or by Referer', async () => {
    const byOrigin = await ctx.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: member.headers,
      payload: { projectId: project.id, content: 'same site' },
    });
    expect(byOrigin.statusCode).toBe(201);
    const byReferer = await ctx.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: { cookie: member.cookie, referer: `${ctx.config.publicSiteUrl}/portal/dashboard` },
      payload: { projectId: project.id, content: 'same site' },
    });
    expect(byReferer.statusCode).toBe(201);
  });

  it('refuse form and text bodies with 415 and a readable JSON error', async () => {
    const bodies = [
      { 'content-type': 'application/x-www-form-urlencoded', payload: 'content=x&projectId=1' },
      { 'content-type': 'text/plain', payload: '{"content":"x","projectId":1}' },
      { 'content-type': 'multipart/form-data; boundary=x', payload: '--x--' },
    ];
    const before = await snapshot();
    // The deliverables upload is the one route that takes multipart (docs/product.md#deliverables).
    const takesMultipart = (method: string, url: string) =>
      method === 'POST' && /^\/api\/admin\/projects\/[^/]+\/deliverables(\?|$)/.test(url);
    for (const { method, url } of writes()) {
      for (const { payload, ...type } of bodies) {
        if (type['content-type'].startsWith('multipart/') && takesMultipart(method, url)) continue;
        const response = await ctx.app.inject({
          method: method as 'POST',
          url,
          // A caller the route lets through its pre-parsing checks.
          headers: { ...(url.startsWith('/api/admin') ? admin : member).headers, ...type },
          payload,
        });
        expect(response.statusCode, `${method} ${url} ${type['content-type']}`).toBe(415);
        expect(response.json()).toEqual({
          error: API_MESSAGES.unsupportedMediaType,
          code: 'unsupported_media_type',
        });
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
