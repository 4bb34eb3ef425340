/**
 * Brute-force limits on sign-in and sign-up: per client IP and per account, 429 with
 * Retry-After and our error shape, counted so that two server processes (two apps on one
 * database here) share the count; X-Forwarded-For only with TRUST_PROXY.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../../common/shared/messages.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import { createMember, createProject, TEST_PASSWORD, uniqueId } from '../../testing/factories.ts';
import { pathVariants, sendRawPath } from '../../testing/path-variants.ts';
import { expectAuthLimited } from './testing.ts';

const PER_IP = 4;
const PER_ACCOUNT = 3;
const limits = {
  AUTH_RATE_LIMIT_PER_IP: String(PER_IP),
  AUTH_RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
};

let first: TestContext;
let second: TestContext;
beforeAll(async () => {
  first = await createTestApp(limits);
  // A second "process" on the same database.
  second = await createTestApp(limits, { database: first.database });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

function signIn(
  ctx: TestContext,
  email: string,
  { ip = '203.0.113.10', headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: ip,
    headers: { origin: ctx.config.publicSiteUrl, ...headers },
    payload: { email, password: 'a-wrong-password' },
  });
}

describe('sign-in limits', () => {
  it('limit one account across both processes and every client IP', async () => {
    const project = await createProject(first.app);
    const user = await createMember(first.app, project);
    const answers = [];
    for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) {
      const app = attempt % 2 === 0 ? first : second;
      answers.push((await signIn(app, user.email, { ip: `198.51.100.${attempt + 1}` })).statusCode);
    }
    expect(answers).toEqual(Array(PER_ACCOUNT).fill(401));
    expectAuthLimited(await signIn(second, user.email, { ip: '198.51.100.99' }));
    // Even the right password waits: the limit is on attempts, not failures.
    const right = await first.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '198.51.100.100',
      headers: { origin: first.config.publicSiteUrl },
      payload: { email: user.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(right.statusCode).toBe(429);
  });

  it('path variants of sign-in and sign-up are never routed, so they cannot skip the limits', async () => {
    const project = await createProject(first.app);
    const user = await createMember(first.app, project);
    for (let attempt = 0; attempt <= PER_ACCOUNT; attempt += 1) {
      await signIn(first, user.email, { ip: `198.51.101.${attempt + 1}` });
    }
    expectAuthLimited(await signIn(first, user.email, { ip: '198.51.101.99' }));
    const origin = await first.app.listen({ port: 0, host: '127.0.0.1' });
    for (const path of ['/api/auth/sign-in/email', '/api/auth/sign-up/email']) {
      for (const variant of pathVariants(path)) {
        const response = await sendRawPath(origin, 'POST', variant, {
          headers: { origin: first.config.publicSiteUrl },
          body: { email: user.email, password: TEST_PASSWORD, name: '' },
        });
        expect(response.status, variant).toBe(404);
        expect(JSON.parse(response.body), variant).toEqual({
          error: API_MESSAGES.notFound,
          code: 'not_found',
        });
      }
    }
  });

  it('limit one client IP across both processes and many accounts', async () => {
    const ip = '192.0.2.50';
    for (let attempt = 0; attempt < PER_IP; attempt += 1) {
      const app = attempt % 2 === 0 ? second : first;
      expect((await signIn(app, `${uniqueId()}@nowhere.test`, { ip })).statusCode).toBe(401);
    }
    expectAuthLimited(await signIn(first, `${uniqueId()}@nowhere.test`, { ip }));
    // Another client is not affected.
    expect(
      (await signIn(first, `${uniqueId()}@nowhere.test`, { ip: '192.0.2.51' })).statusCode,
    ).toBe(401);
  });

  it('ignore X-Forwarded-For without TRUST_PROXY', async () => {
    const ip = '192.0.2.60';
    for (let attempt = 0; attempt < PER_IP; attempt += 1) {
      const forwarded = { 'x-forwarded-for': `10.0.0.${attempt + 1}` };
      expect(
        (await signIn(first, `${uniqueId()}@nowhere.test`, { ip, headers: forwarded })).statusCode,
      ).toBe(401);
    }
    expectAuthLimited(
      await signIn(first, `${uniqueId()}@nowhere.test`, {
        ip,
        headers: { 'x-forwarded-for': '10.0.0.200' },
      }),
    );
  });

  it('count the forwarded client with TRUST_PROXY', async () => {
    const proxied = await createTestApp(
      { ...limits, TRUST_PROXY: 'true' },
      { database: first.database },
    );
    try {
      const proxy = '192.0.2.70';
      const from = (client: string) => ({ ip: proxy, headers: { 'x-forwarded-for': client } });
      for (let attempt = 0; attempt < PER_IP; attempt += 1) {
        expect(
          (await signIn(proxied, `${uniqueId()}@nowhere.test`, from('10.1.0.1'))).statusCode,
        ).toBe(401);
      }
      expectAuthLimited(await signIn(proxied, `${uniqueId()}@nowhere.test`, from('10.1.0.1')));
      // Behind the same proxy, another client still gets in.
      expect(
        (await signIn(proxied, `${uniqueId()}@nowhere.test`, from('10.1.0.2'))).statusCode,
      ).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('sign-up limits', () => {
  it('limit sign-ups per client IP and per address, apart from sign-in', async () => {
    const project = await createProject(first.app);
    const signUp = (email: string, ip: string) =>
      second.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: ip,
        headers: { origin: second.config.publicSiteUrl },
        payload: { email, password: TEST_PASSWORD, name: '' },
      });
    const ip = '192.0.2.80';
    const codes = [];
    for (let attempt = 0; attempt < PER_IP; attempt += 1) {
      codes.push((await signUp(`${uniqueId()}@${project.allowedDomains[0]}`, ip)).statusCode);
    }
    expect(codes).toEqual(Array(PER_IP).fill(200));
    expectAuthLimited(await signUp(`${uniqueId()}@${project.allowedDomains[0]}`, ip));

    const address = `${uniqueId()}@${project.allowedDomains[0]}`;
    expect((await signUp(address, '192.0.2.81')).statusCode).toBe(200);
    for (let attempt = 1; attempt < PER_ACCOUNT; attempt += 1) {
      expect((await signUp(address, `192.0.2.${90 + attempt}`)).statusCode).toBe(422);
    }
    expectAuthLimited(await signUp(address, '192.0.2.99'));
  });
});

describe('the domain pre-check', () => {
  it('is limited per client IP like sign-up', async () => {
    const ask = (ip: string) =>
      first.app.inject({
        method: 'GET',
        url: '/api/check-domain?email=probe%40somewhere.test',
        remoteAddress: ip,
      });
    for (let attempt = 0; attempt < PER_IP; attempt += 1) {
      expect((await ask('192.0.2.77')).statusCode).toBe(200);
    }
    expectAuthLimited(await ask('192.0.2.77'));
    expect((await ask('192.0.2.78')).statusCode).toBe(200);
  });
});
