/**
 * The fuzz pass over the identity library's own endpoints behind `/api/auth/*` (fuzz.test.ts
 * calls only get-session and sign-in): each from a fresh account, so that the endpoints that end
 * sessions (sign-out, change-password, revoke-*) cannot end another's. Apart from
 * fuzz.test.ts so that the two halves run side by side.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/app.ts';
import {
  createMember,
  createProject,
  TEST_PASSWORD,
  uniqueId,
  type TestProject,
} from '../testing/factories.ts';
import { fuzzRequests } from '../testing/fuzz.ts';
import { createFuzzPass, describeFuzzPass, FUZZ_PER_ROUTE, FUZZ_SEED } from './fuzz-pass.ts';

let ctx: TestContext;
let project: TestProject;
let fuzz: ReturnType<typeof createFuzzPass>;
beforeAll(async () => {
  ctx = await createTestApp();
  project = await createProject(ctx.app);
  fuzz = createFuzzPass(ctx.app);
});
afterAll(async () => {
  console.log(fuzz.summary("the identity library's endpoints"));
  await ctx?.close();
});

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

describeFuzzPass("fuzz of the identity library's endpoints", () => {
  it.each(IDENTITY_ENDPOINTS.map((entry, index) => ({ ...entry, index })))(
    `$method /api/auth/$endpoint: ${FUZZ_PER_ROUTE} bad requests, no 5xx, no internals`,
    async ({ endpoint, method, body, index }) => {
      const user = await createMember(ctx.app, project);
      const bodies: Record<string, object> = {
        'sign-up/email': {
          email: `${uniqueId()}@${project.allowedDomains[0]}`,
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
      expect(await fuzz.fuzzRoute(`${method} /api/auth/*`, requests, session, 200)).toEqual([]);
    },
  );
});
