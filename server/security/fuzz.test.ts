/**
 * The fuzz pass (issue 11, security point 2): every route of the route table gets at least
 * FUZZ_PER_ROUTE generated bad requests (server/testing/fuzz.ts, seeded), sent with a
 * session of the role the route needs; no answer may be a 5xx or show a stack trace,
 * a file path or a database message. Public bodies are capped: 413 with a readable error.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../common/messages.ts';
import { createTestApp, type TestContext } from '../testing/app.ts';
import {
  createAdmin,
  createMember,
  TEST_PASSWORD,
  uniqueId,
  type TestUser,
} from '../testing/factories.ts';
import { fuzzRequests, type FuzzRequest } from '../testing/fuzz.ts';
import { createTenant, type Tenant } from '../testing/tenants.ts';
import { ROUTE_TABLE, sendCall, type RouteEntry, type RouteKey } from './route-table.ts';

const FUZZ_PER_ROUTE = 220;
const FUZZ_SEED = 20_251_111;
const FUZZ_BATCH = 8;
const FUZZ_ROUTE_TIMEOUT_MS = 120_000;
const APP_BODY_LIMIT = 64 * 1024;

/** What an answer must never show: stack frames, file paths, database or runtime errors. */
const LEAKS: readonly RegExp[] = [
  /\n\s+at\s/,
  /node_modules/,
  /file:\/\//,
  /\.(?:ts|js|mjs):\d+/,
  new RegExp(process.cwd().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError: Unexpected)\b/,
  /syntax error at or near|violates \w+ constraint|duplicate key value|invalid input syntax for|out of range for type|invalid byte sequence/i,
];

let ctx: TestContext;
let tenant: Tenant;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ BENCH_METRICS: 'true' });
  tenant = await createTenant(ctx.app, 'demo');
  admin = await createAdmin(ctx.app);
});
afterAll(async () => {
  await ctx?.close();
});

const entries = Object.entries(ROUTE_TABLE) as [RouteKey, RouteEntry][];

function sessionFor(entry: RouteEntry): Record<string, string> {
  switch (entry.access) {
    case 'admin':
      return admin.headers;
    case 'signed-in':
    case 'project-read':
    case 'project-write':
    case 'google-ads':
    case 'vendor-callback':
      return tenant.member.headers;
    default:
      return {};
  }
}

/** Reads before writes, and the disconnect last, so later routes still find their records. */
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const ordered = [...entries].sort(
  ([a], [b]) => METHOD_ORDER.indexOf(a.split(' ')[0]!) - METHOD_ORDER.indexOf(b.split(' ')[0]!),
);

let address = 0;
/** A new client address per request: per-IP rate limits must not hide the handlers. */
function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

function send(key: RouteKey, request: FuzzRequest, session: Record<string, string>) {
  const [method, route] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
  const path = route.replace(/:(\w+)|\*/g, (_whole, name: string | undefined) => {
    return request.params[name ?? '*'] ?? '';
  });
  return ctx.app.inject({
    method,
    url: request.query ? `${path}?${request.query}` : path,
    headers: {
      ...session,
      ...(request.body !== undefined && request.contentType
        ? { 'content-type': request.contentType }
        : {}),
    },
    ...(request.body === undefined ? {} : { payload: request.body }),
    remoteAddress: nextAddress(),
  });
}

const statuses = new Map<number, number>();
let sent = 0;
let routesFuzzed = 0;
afterAll(() => {
  const serverErrors = [...statuses].filter(([status]) => status >= 500);
  console.log(
    `fuzz summary: ${routesFuzzed} routes and endpoints, ${sent} payloads (seed ${FUZZ_SEED}), ` +
      `${serverErrors.reduce((sum, [, n]) => sum + n, 0)} 5xx, ` +
      `${statuses.get(429) ?? 0} rate-limited, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
});

/**
 * Sends the valid request, then the bad ones a batch at a time (password hashing runs on
 * the thread pool, so sign-in bodies go faster side by side); answers what went wrong.
 */
async function fuzzRoute(
  key: RouteKey,
  requests: FuzzRequest[],
  session: Record<string, string>,
  ok: number,
): Promise<string[]> {
  expect(requests.length).toBeGreaterThanOrEqual(200);
  routesFuzzed += 1;
  const failures: string[] = [];
  const check = (number: number, request: FuzzRequest, response: LightMyRequestResponse) => {
    sent += 1;
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    const where = `#${number} (${request.label})`;
    if (number === 0 && response.statusCode !== ok) {
      failures.push(`${where}: the valid request answered ${response.statusCode}`);
    }
    if (response.statusCode >= 500) {
      failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    const leak = LEAKS.find((pattern) => pattern.test(response.body));
    if (leak) failures.push(`${where}: ${leak} in ${response.body.slice(0, 300)}`);
  };
  check(0, requests[0]!, await send(key, requests[0]!, session));
  for (let start = 1; start < requests.length; start += FUZZ_BATCH) {
    const batch = requests.slice(start, start + FUZZ_BATCH);
    const responses = await Promise.all(batch.map((request) => send(key, request, session)));
    responses.forEach((response, offset) => check(start + offset, batch[offset]!, response));
  }
  return failures;
}

describe('fuzz of every route of the table', () => {
  // One test per route, in the order above (tests of a file run one after another).
  it.each(ordered.map(([key, entry], index) => ({ key, entry, index })))(
    `$key: ${FUZZ_PER_ROUTE} bad requests, no 5xx, no internals`,
    async ({ key, entry, index }) => {
      const requests = fuzzRequests(entry.call(tenant), FUZZ_PER_ROUTE, FUZZ_SEED + index);
      expect(await fuzzRoute(key, requests, sessionFor(entry), entry.ok)).toEqual([]);
    },
    // Sign-in bodies hash a password each: ~20 s on a loaded host, so room for a 4x slower one.
    FUZZ_ROUTE_TIMEOUT_MS,
  );
});

/**
 * The identity library's own endpoints behind `/api/auth/*` (the route table calls only
 * sign-in): each gets the same pass, from a fresh account so that the endpoints that end
 * sessions (sign-out, change-password, revoke-*) cannot end another's.
 */
const IDENTITY_ENDPOINTS: { endpoint: string; method: 'GET' | 'POST'; body?: object }[] = [
  { endpoint: 'sign-up/email', method: 'POST' },
  { endpoint: 'sign-in/email', method: 'POST' },
  { endpoint: 'get-session', method: 'GET' },
  { endpoint: 'list-sessions', method: 'GET' },
  { endpoint: 'update-user', method: 'POST', body: { name: 'Dana' } },
  {
    endpoint: 'change-password',
    method: 'POST',
    body: { currentPassword: TEST_PASSWORD, newPassword: `${TEST_PASSWORD}-2` },
  },
  { endpoint: 'revoke-session', method: 'POST', body: { token: 'not-a-token' } },
  { endpoint: 'revoke-other-sessions', method: 'POST', body: {} },
  { endpoint: 'revoke-sessions', method: 'POST', body: {} },
  { endpoint: 'sign-out', method: 'POST', body: {} },
];

describe("fuzz of the identity library's endpoints", () => {
  it.each(IDENTITY_ENDPOINTS.map((entry, index) => ({ ...entry, index })))(
    `$method /api/auth/$endpoint: ${FUZZ_PER_ROUTE} bad requests, no 5xx, no internals`,
    async ({ endpoint, method, body, index }) => {
      const user = await createMember(ctx.app, tenant.project);
      const bodies: Record<string, object> = {
        'sign-up/email': {
          email: `${uniqueId()}@${tenant.project.allowedDomains[0]}`,
          password: TEST_PASSWORD,
          name: '',
        },
        'sign-in/email': { email: user.email, password: TEST_PASSWORD },
      };
      const call = {
        params: { '*': endpoint },
        body: method === 'POST' ? (bodies[endpoint] ?? body) : undefined,
      };
      const requests = fuzzRequests(call, FUZZ_PER_ROUTE, FUZZ_SEED + 1000 + index);
      const session = { ...user.headers, origin: ctx.config.publicSiteUrl };
      expect(await fuzzRoute(`${method} /api/auth/*`, requests, session, 200)).toEqual([]);
    },
    FUZZ_ROUTE_TIMEOUT_MS,
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
