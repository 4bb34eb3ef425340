/**
 * The isolation matrix (decisions 060, 130): every route the app registers is checked
 * against the rules of the access it declares (server/security/access.ts), between two
 * tenants whose records have the same shapes; route-calls.ts holds each route's valid call.
 * `owner` is the tenant under attack (its member's Google grant reaches the sandbox's
 * accounts); `intruder` is a client of the other tenant.
 * Per-module tests cover each route's own behaviour; this file is the one place that
 * guarantees every route is covered.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../common/shared/messages.ts';
import { VERIFY_MESSAGES } from '../../common/auth/messages.ts';
import { createTestApp, type TestContext } from '../testing/app.ts';
import {
  TEST_PASSWORD,
  addMember,
  createAdmin,
  sessionCookieOf,
  signUp,
  uniqueId,
  type TestUser,
} from '../testing/factories.ts';
import { pathVariants, sendRawPath } from '../testing/path-variants.ts';
import { createTenant, type Tenant } from '../testing/tenants.ts';
import { ACCESS, type Access } from './access.ts';
import {
  ROUTE_CALLS,
  routeEntries,
  sendCall,
  urlOf,
  type RouteCall,
  type RouteEntry,
  type RouteKey,
} from './route-calls.ts';

// Built before the tests are collected: they are generated from its routes. The benchmark
// probe is registered too, so that it is checked as well.
const ctx: TestContext = await createTestApp({ BENCH_METRICS: 'true' });
let owner: Tenant;
let intruder: Tenant;
let admin: TestUser;

beforeAll(async () => {
  owner = await createTenant(ctx.app, 'demo');
  intruder = await createTenant(ctx.app, 'empty');
  admin = await createAdmin(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

const entries = routeEntries(ctx.routes);
const entryOf = new Map(entries);
const withAccess = (...access: Access[]) =>
  entries.filter(([, entry]) => access.includes(entry.access));
const isRead = (key: RouteKey) => key.startsWith('GET ');

/** Everything of the owner's that must never reach another tenant's client. */
function ownerMarkers(): string[] {
  return [
    owner.marker,
    owner.project.slug,
    owner.projectOwner.email,
    owner.member.email,
    owner.viewer.email,
    owner.connectorId,
    ...owner.googleAccountIds,
  ];
}

function expectNoOwnerData(key: RouteKey, body: string) {
  for (const marker of ownerMarkers()) {
    expect(body.includes(marker), `${key} answered the owner's ${marker}`).toBe(false);
  }
}

/** The right caller of a route, per its access. */
function callerOf(entry: RouteEntry, tenant: Tenant): TestUser | null {
  switch (entry.access) {
    case 'admin':
      return admin;
    case 'project-staff':
    case 'staff':
      return tenant.analyst;
    case 'project-owner':
      return tenant.projectOwner;
    case 'signed-in':
    case 'sandbox-outbox':
    case 'project-reader':
    case 'project-writer':
    case 'google-ads':
    case 'vendor-callback':
      return tenant.member;
    default:
      return null;
  }
}

const headersOf = (user: TestUser | null) => user?.headers ?? {};

/** The owner's view of what a write route changes, read by the read route's right caller. */
async function ownerReadBack(entry: RouteEntry) {
  if (!entry.readBack) return null;
  const read = entryOf.get(entry.readBack)!;
  const response = await sendCall(
    ctx.app,
    entry.readBack,
    read.call(owner),
    headersOf(callerOf(read, owner)),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
}

describe('the registered routes', () => {
  const registered = ctx.routes.map((route) => `${route.method} ${route.url}`);

  it('each declare one access of the set, and are recorded once', () => {
    const undeclared = ctx.routes.filter((route) => !ACCESS.includes(route.access));
    expect(undeclared, 'routes without a known access').toEqual([]);
    const twice = registered.filter((route, index) => registered.indexOf(route) !== index);
    expect(twice, 'routes recorded more than once').toEqual([]);
    // Not an empty list that every check below would pass.
    expect(entries.length).toBeGreaterThan(50);
  });

  it('known by a rule are files of the client build, public', () => {
    const root = path.resolve(ctx.config.clientDistDir);
    const byRule = ctx.routes.filter((route) => route.source === 'rule');
    const others = byRule.filter((route) => {
      const file = path.join(root, route.url);
      return (
        !['GET', 'HEAD'].includes(route.method) ||
        route.access !== 'public' ||
        !file.startsWith(root + path.sep) ||
        !statSync(file, { throwIfNoEntry: false })?.isFile()
      );
    });
    expect(others, 'routes a rule recognises that are not files of the build').toEqual([]);
  });

  it('include every route the calls of route-calls.ts name', () => {
    const named = Object.entries(ROUTE_CALLS).flatMap(([key, sample]) => [
      key,
      ...(sample?.readBack ? [sample.readBack] : []),
    ]);
    const stale = named.filter((key) => !registered.includes(key));
    expect(stale, 'route-calls.ts names routes the app does not register').toEqual([]);
  });
});

describe('anonymous callers', () => {
  it.each(
    withAccess(
      'signed-in',
      'sandbox-outbox',
      'project-reader',
      'project-writer',
      'project-owner',
      'google-ads',
      'admin',
      'project-staff',
      'staff',
    ),
  )('%s → 401', async (key, entry) => {
    const response = await sendCall(ctx.app, key, entry.call(owner));
    expect(response.statusCode, response.body).toBe(401);
  });
});

describe('a member whose address is not confirmed (decision 091)', () => {
  let unconfirmed: TestUser;
  beforeAll(async () => {
    const email = `${uniqueId()}@${owner.project.allowedDomains[0]}`;
    unconfirmed = await signUp(ctx.app, { email, verified: false });
    await addMember(ctx.app, unconfirmed, owner.project, 'owner');
  });

  it.each(
    withAccess(
      'project-reader',
      'project-writer',
      'project-owner',
      'google-ads',
      'admin',
      'project-staff',
      'staff',
    ),
  )('%s → 403 with the banner’s sentence, nothing written', async (key, entry) => {
    const before = await ownerReadBack(entry);
    const response = await sendCall(ctx.app, key, entry.call(owner), unconfirmed.headers);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({
      error: VERIFY_MESSAGES.confirmEmail(unconfirmed.email),
      code: 'email_not_verified',
    });
    expect(await ownerReadBack(entry)).toEqual(before);
  });
});

describe('outside the firm', () => {
  it.each(withAccess('admin', 'project-staff', 'staff'))(
    '%s → 403 for a member and a viewer, nothing written',
    async (key, entry) => {
      const before = await ownerReadBack(entry);
      for (const user of [owner.member, owner.viewer]) {
        const response = await sendCall(ctx.app, key, entry.call(owner), user.headers);
        expect(response.statusCode, response.body).toBe(403);
      }
      expect(await ownerReadBack(entry)).toEqual(before);
    },
  );

  it.each(withAccess('admin'))(
    '%s → 403 for an analyst, even on their own project',
    async (key, entry) => {
      const before = await ownerReadBack(entry);
      const response = await sendCall(ctx.app, key, entry.call(owner), owner.analyst.headers);
      expect(response.statusCode, response.body).toBe(403);
      expect(await ownerReadBack(entry)).toEqual(before);
    },
  );
});

describe("another project's analyst, on the owner's project", () => {
  it.each(withAccess('project-staff'))(
    '%s → 404, nothing of the owner answered or written',
    async (key, entry) => {
      const before = await ownerReadBack(entry);
      const response = await sendCall(ctx.app, key, entry.call(owner), intruder.analyst.headers);
      expect(response.statusCode, response.body).toBe(404);
      expectNoOwnerData(key, response.body);
      expect(await ownerReadBack(entry)).toEqual(before);
    },
  );
});

describe('administrators, on the firm’s project routes', () => {
  it.each(withAccess('project-staff', 'staff').filter(([key]) => isRead(key)))(
    '%s answers its call’s status as for the analyst',
    async (key, entry) => {
      const response = await sendCall(ctx.app, key, entry.call(owner), admin.headers);
      expect(response.statusCode, response.body).toBe(entry.ok);
    },
  );
});

describe('viewers', () => {
  it.each(withAccess('project-writer'))('%s → 403, nothing written', async (key, entry) => {
    const before = await ownerReadBack(entry);
    const response = await sendCall(ctx.app, key, entry.call(owner), owner.viewer.headers);
    expect(response.statusCode, response.body).toBe(403);
    expect(await ownerReadBack(entry)).toEqual(before);
  });
});

describe("the project's members and viewers", () => {
  it.each(withAccess('project-owner'))(
    '%s → 403 unless the owner, nothing written',
    async (key, entry) => {
      for (const user of [owner.member, owner.viewer]) {
        const before = await ownerReadBack(entry);
        const response = await sendCall(ctx.app, key, entry.call(owner), user.headers);
        expect(response.statusCode, response.body).toBe(403);
        expect(await ownerReadBack(entry)).toEqual(before);
      }
    },
  );
});

describe("a client of another tenant, on the owner's records (ids in path, query or body)", () => {
  it.each(withAccess('project-reader', 'project-writer', 'project-owner'))(
    '%s → 404, nothing of the owner answered or written',
    async (key, entry) => {
      const before = await ownerReadBack(entry);
      // The other tenant's owner too: owning a project opens no other.
      for (const user of [intruder.member, intruder.projectOwner]) {
        const response = await sendCall(ctx.app, key, entry.call(owner), user.headers);
        expect(response.statusCode, response.body).toBe(404);
        expectNoOwnerData(key, response.body);
      }
      expect(await ownerReadBack(entry)).toEqual(before);
    },
  );

  it.each(withAccess('google-ads', 'vendor-callback', 'signed-in'))(
    '%s → only the caller’s own: nothing of the owner answered or changed',
    async (key, entry) => {
      const before = await ownerReadBack(entry);
      const response = await sendCall(ctx.app, key, entry.call(owner), intruder.member.headers);
      expect(response.statusCode, response.body).toBeLessThan(500);
      if (key.includes(':')) {
        // The owner's id in the path: refused, whatever the vendor's reason.
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      }
      expectNoOwnerData(key, response.body);
      expect(await ownerReadBack(entry)).toEqual(before);
    },
  );
});

describe('lists', () => {
  it.each(entries.filter(([key, entry]) => isRead(key) && entry.access !== 'admin'))(
    '%s shows another tenant’s client no row of the owner',
    async (key, entry) => {
      const response = await sendCall(
        ctx.app,
        key,
        entry.call(intruder),
        headersOf(callerOf(entry, intruder)),
      );
      expect(response.statusCode, response.body).toBeLessThan(500);
      expectNoOwnerData(key, response.body);
    },
  );
});

describe('unknown keys', () => {
  const strict = entries.filter(([, entry]) => !entry.unknownKeysAllowed);
  const withUnknown = (call: RouteCall, part: 'query' | 'body'): RouteCall =>
    part === 'query'
      ? { ...call, query: { ...call.query, unexpected: '1' } }
      : call.multipart
        ? { ...call, multipart: { ...call.multipart, fields: { unexpected: '1' } } }
        : call.form
          ? { ...call, form: { ...call.form, unexpected: '1' } }
          : { ...call, body: { ...(call.body as object), unexpected: true } };

  it.each(strict)('%s refuses an unknown query key', async (key, entry) => {
    const response = await sendCall(
      ctx.app,
      key,
      withUnknown(entry.call(owner), 'query'),
      headersOf(callerOf(entry, owner)),
    );
    expect(response.statusCode, response.body).toBe(entry.refusedStatus ?? 400);
  });

  it.each(strict.filter(([key]) => !isRead(key)))(
    '%s refuses an unknown body key',
    async (key, entry) => {
      const response = await sendCall(
        ctx.app,
        key,
        withUnknown(entry.call(owner), 'body'),
        headersOf(callerOf(entry, owner)),
      );
      expect(response.statusCode, response.body).toBe(entry.refusedStatus ?? 400);
    },
  );
});

describe('ownership fields in a body', () => {
  const ownership = () => ({
    userId: owner.member.userId,
    createdBy: owner.member.userId,
    ownerId: owner.member.userId,
    role: 'owner',
    isAdmin: true,
    id: owner.noteId,
  });

  it.each(
    withAccess('project-writer', 'google-ads').filter(
      ([key, entry]) => entry.readBack && !key.includes(':'),
    ),
  )('%s cannot change who owns what', async (key, entry) => {
    const before = await ownerReadBack(entry);
    const call = entry.call(intruder);
    const response = await sendCall(
      ctx.app,
      key,
      { ...call, body: { ...(call.body as object), ...ownership() } },
      intruder.member.headers,
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(await ownerReadBack(entry)).toEqual(before);
  });

  it('a sign-up carrying role, isAdmin or userId gets a plain account', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ctx.config.publicSiteUrl },
      payload: {
        email: `${uniqueId()}@${intruder.project.allowedDomains[0]}`,
        password: TEST_PASSWORD,
        name: 'Mallory',
        ...ownership(),
        role: 'admin',
        emailVerified: true,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const headers = {
      cookie: sessionCookieOf(response.headers['set-cookie']),
      origin: ctx.config.publicSiteUrl,
    };
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers });

    const session = await get('/api/auth/get-session');
    expect(session.json()).toMatchObject({ user: { isAdmin: false, emailVerified: false } });
    expect((await get('/api/admin/projects')).statusCode).toBe(403);
    expect((await get('/api/user/projects')).json()).toEqual([]);
    const notes = await get(`/api/notes?projectId=${owner.project.id}`);
    expect(notes.json()).toMatchObject({ code: 'email_not_verified' });
  });
});

describe('path variants', () => {
  let origin: string;
  beforeAll(async () => {
    origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it.each(entries.filter(([key]) => key.split(' ')[1]!.startsWith('/api/')))(
    '%s: every non-canonical spelling of the path answers 404, never the route',
    async (key, entry) => {
      const [method, route] = key.split(' ') as [string, string];
      const call = entry.call(owner);
      const [path, query] = urlOf(route, call).split('?');
      for (const variant of pathVariants(path!)) {
        const response = await sendRawPath(
          origin,
          method,
          query ? `${variant}?${query}` : variant,
          {
            headers: { ...headersOf(callerOf(entry, owner)), origin: ctx.config.publicSiteUrl },
            body: call.body,
          },
        );
        expect(response.status, variant).toBe(404);
        expect(JSON.parse(response.body), variant).toEqual({
          error: API_MESSAGES.notFound,
          code: 'not_found',
        });
      }
    },
  );
});

// Last: these calls write (pause, disconnect) on the owner's own records; DELETEs at the end.
describe('the right caller', () => {
  const deletesLast = [...entries].sort(
    ([a], [b]) => Number(a.startsWith('DELETE')) - Number(b.startsWith('DELETE')),
  );
  it.each(deletesLast)('%s answers its call’s status', async (key, entry) => {
    const response = await sendCall(
      ctx.app,
      key,
      entry.call(owner),
      headersOf(callerOf(entry, owner)),
    );
    expect(response.statusCode, response.body).toBe(entry.ok);
    // Every answer may depend on the session: never stored by a browser or a shared cache.
    expect(response.headers['cache-control'], key).toBe('no-store');
  });
});
