/**
 * The fuzz pass (docs/product.md#security): every route the app registers gets at least
 * FUZZ_PER_ROUTE generated bad requests (fuzz-pass.ts), sent with a session of the role the
 * access it declares needs (server/security/access.ts), around its valid call
 * (route-calls.ts). Public bodies are capped: 413 with a readable error. The identity library's
 * own endpoints: identity-fuzz.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../common/shared/messages.ts';
import { createTestApp, type TestContext } from '../testing/app.ts';
import { createAdmin, type TestUser } from '../testing/factories.ts';
import { fuzzRequests } from '../testing/fuzz.ts';
import { createTenant, type Tenant } from '../testing/tenants.ts';
import { createFuzzPass, describeFuzzPass, FUZZ_PER_ROUTE, FUZZ_SEED } from './fuzz-pass.ts';
import { routeEntries, sendCall, type RouteEntry, type RouteKey } from './route-calls.ts';

const APP_BODY_LIMIT = 64 * 1024;

// Built before the tests are collected: they are generated from its routes.
const ctx: TestContext = await createTestApp({ BENCH_METRICS: 'true' });
const fuzz = createFuzzPass(ctx.app);
let tenant: Tenant;
let admin: TestUser;

beforeAll(async () => {
  tenant = await createTenant(ctx.app, 'demo');
  admin = await createAdmin(ctx.app);
});
afterAll(() => ctx.close());

const entries = routeEntries(ctx.routes);

function sessionFor(entry: RouteEntry): Record<string, string> {
  switch (entry.access) {
    case 'admin':
      return admin.headers;
    case 'project-staff':
    case 'staff':
      return tenant.analyst.headers;
    case 'project-owner':
      return tenant.projectOwner.headers;
    case 'signed-in':
    case 'sandbox-outbox':
    case 'project-reader':
    case 'project-writer':
    case 'google-ads':
    case 'vendor-callback':
      return tenant.member.headers;
    default:
      return {};
  }
}

/**
 * Reads before writes, and the disconnect last, so later routes still find their records;
 * the administrator's writes after everything else: a fuzzed one may archive the tenant's
 * project or change its members' roles, which refuses the owner's writes.
 */
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const rank = ([key, entry]: [RouteKey, RouteEntry]) =>
  (entry.access === 'admin' && !key.startsWith('GET ') ? METHOD_ORDER.length : 0) +
  METHOD_ORDER.indexOf(key.split(' ')[0]!);
const ordered = [...entries].sort((a, b) => rank(a) - rank(b));

describeFuzzPass('fuzz of every registered route', () => {
  afterAll(() => console.log(fuzz.summary('every registered route')));

  // One test per route, in the order above (tests of a file run one after another).
  it.each(ordered.map(([key, entry], index) => ({ key, entry, index })))(
    `$key: ${FUZZ_PER_ROUTE} bad requests, no 5xx, no internals`,
    async ({ key, entry, index }) => {
      const requests = fuzzRequests(entry.call(tenant), FUZZ_PER_ROUTE, FUZZ_SEED + index, {
        readsBody: !key.startsWith('GET '),
      });
      expect(await fuzz.fuzzRoute(key, requests, sessionFor(entry), entry.ok)).toEqual([]);
    },
  );
});

describe('public bodies are capped', () => {
  const publicPosts = entries.filter(
    ([key, entry]) =>
      key.startsWith('POST ') && (entry.access === 'public' || entry.access === 'sandbox-vendor'),
  );

  it.each(publicPosts)('%s: 413 with a readable error past its limit', async (key, entry) => {
    const limit = entry.bodyLimit ?? APP_BODY_LIMIT;
    const call = entry.call(tenant);
    const filler = (size: number) =>
      call.form
        ? { ...call, form: { ...call.form, pad: 'x'.repeat(size) } }
        : { ...call, body: { ...(call.body as object), pad: 'x'.repeat(size) } };
    const sizeOf = (size: number) => {
      const padded = filler(size);
      return padded.form
        ? new URLSearchParams(padded.form).toString().length
        : JSON.stringify(padded.body).length;
    };
    const atLimit = filler(limit - sizeOf(0));
    expect(sizeOf(limit - sizeOf(0))).toBe(limit);

    const fits = await sendCall(ctx.app, key, atLimit);
    expect(fits.statusCode, fits.body).not.toBe(413);
    const tooLarge = await sendCall(ctx.app, key, filler(limit - sizeOf(0) + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.headers['content-type']).toMatch(/^application\/json/);
    expect(tooLarge.json()).toEqual({ error: API_MESSAGES.tooLarge, code: 'payload_too_large' });
  });
});
