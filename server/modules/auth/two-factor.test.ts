/**
 * Two-factor sign-in (decision 089): turning it on with the password
 * and a first code, signing in with a code or a recovery code (once), wrong codes refused in
 * words and limited, turning it off, and the administrator's requirement on /api/admin/*.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../../common/shared/messages.ts';
import { TWO_FACTOR_MESSAGES } from '../../../common/auth/messages.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import {
  createAdmin,
  createProject,
  createUserWithoutProject,
  sessionCookieOf,
  setUpTwoFactor,
  signInWithCode,
  signUp,
  TEST_PASSWORD,
  twoFactorCookieOf,
  uniqueId,
  type TestUser,
} from '../../testing/factories.ts';
import { nextCode, totpCode } from '../../testing/totp.ts';
import { expectAuthLimited } from './testing.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

function post(url: string, cookie: string, payload: object, ip = '203.0.113.40') {
  return ctx.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { cookie, origin: ctx.config.publicSiteUrl },
    payload,
  });
}

/** Signs in with the password of a user who has two-factor on: the pending cookie. */
async function passwordStep(user: TestUser, ip?: string): Promise<string> {
  const response = await post(
    '/api/auth/sign-in/email',
    '',
    { email: user.email, password: user.password },
    ip,
  );
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
  expect(JSON.stringify(response.headers['set-cookie'])).not.toMatch(/session_token=[^;]/);
  return twoFactorCookieOf(response.headers['set-cookie']);
}

function getSession(cookie: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
}

describe('turning two-factor sign-in on', () => {
  it('needs the password, then a code from the app; sign-in then asks for a code', async () => {
    const user = await createUserWithoutProject(ctx.app);
    const wrong = await post('/api/auth/two-factor/enable', user.cookie, { password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: TWO_FACTOR_MESSAGES.wrongPassword,
      code: 'INVALID_PASSWORD',
    });

    const enabled = await post('/api/auth/two-factor/enable', user.cookie, {
      password: user.password,
    });
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Diligence%20Intelligence:/);
    expect(new URL(totpURI).searchParams.get('issuer')).toBe('Diligence Intelligence');
    expect(backupCodes).toHaveLength(10);
    // Not on until a code confirms the app has the secret.
    expect((await getSession(user.cookie)).json().user.twoFactorEnabled).toBe(false);
    const password = await post('/api/auth/sign-in/email', '', {
      email: user.email,
      password: user.password,
    });
    expect(sessionCookieOf(password.headers['set-cookie'])).toBeTruthy();

    const badCode = await post('/api/auth/two-factor/verify-totp', user.cookie, {
      code: '000000',
    });
    expect(badCode.statusCode).toBe(401);
    expect(badCode.json()).toEqual({
      error: TWO_FACTOR_MESSAGES.invalidCode,
      code: 'INVALID_CODE',
    });

    const confirmed = await post('/api/auth/two-factor/verify-totp', user.cookie, {
      code: await nextCode(totpURI),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(JSON.stringify(confirmed.json())).not.toContain('token');
    const fresh = sessionCookieOf(confirmed.headers['set-cookie']);
    expect((await getSession(fresh)).json().user.twoFactorEnabled).toBe(true);

    const pending = await passwordStep(user);
    // The pending sign-in is no session.
    expect((await getSession(pending)).json()).toBeNull();
    const signedIn = await post('/api/auth/two-factor/verify-totp', pending, {
      code: await nextCode(totpURI),
    });
    expect(signedIn.statusCode).toBe(200);
    const session = sessionCookieOf(signedIn.headers['set-cookie']);
    expect((await getSession(session)).json().user.email).toBe(user.email);
  });

  it('refuses a wrong code at sign-in in words, and a code without the password step', async () => {
    const user = await setUpTwoFactor(ctx.app, await createUserWithoutProject(ctx.app));
    const pending = await passwordStep(user);
    const wrong = await post('/api/auth/two-factor/verify-totp', pending, { code: '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: TWO_FACTOR_MESSAGES.invalidCode, code: 'INVALID_CODE' });
    expect(wrong.headers['set-cookie'] ?? []).not.toContainEqual(
      expect.stringMatching(/session_token=[^;]/),
    );

    const noChallenge = await post('/api/auth/two-factor/verify-totp', '', {
      code: await totpCode(user.twoFactor.totpURI),
    });
    expect(noChallenge.statusCode).toBe(401);
    expect(noChallenge.json()).toEqual({
      error: TWO_FACTOR_MESSAGES.challengeExpired,
      code: 'INVALID_TWO_FACTOR_COOKIE',
    });
  });

  it('accepts each recovery code once', async () => {
    const user = await setUpTwoFactor(ctx.app, await createUserWithoutProject(ctx.app));
    const [code] = user.twoFactor.backupCodes;

    const first = await post('/api/auth/two-factor/verify-backup-code', await passwordStep(user), {
      code,
    });
    expect(first.statusCode).toBe(200);
    expect(sessionCookieOf(first.headers['set-cookie'])).toBeTruthy();

    const again = await post('/api/auth/two-factor/verify-backup-code', await passwordStep(user), {
      code,
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      error: TWO_FACTOR_MESSAGES.invalidRecoveryCode,
      code: 'INVALID_BACKUP_CODE',
    });
  });

  it('gives recovery codes without look-alike characters, at set-up and when renewed', async () => {
    // Ten codes of two groups of six from letters and digits less 0, O, 1, l and I: 70 bits.
    const readable = /^[a-km-zA-HJ-NP-Z2-9]{6}-[a-km-zA-HJ-NP-Z2-9]{6}$/;
    const user = await setUpTwoFactor(ctx.app, await createUserWithoutProject(ctx.app));
    const renewed = await post('/api/auth/two-factor/generate-backup-codes', user.cookie, {
      password: user.password,
    });
    expect(renewed.statusCode).toBe(200);
    const renewedCodes = renewed.json<{ backupCodes: string[] }>().backupCodes;
    for (const codes of [user.twoFactor.backupCodes, renewedCodes]) {
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) {
        expect(code).toMatch(readable);
        expect(code).not.toMatch(/[0O1lI]/);
      }
    }
    // The renewed codes are the ones that now sign in.
    const signedIn = await post(
      '/api/auth/two-factor/verify-backup-code',
      await passwordStep(user),
      { code: renewedCodes[0] },
    );
    expect(signedIn.statusCode).toBe(200);
  });

  it('turns off with the password only; sign-in then needs no code', async () => {
    const user = await setUpTwoFactor(ctx.app, await createUserWithoutProject(ctx.app));
    const wrong = await post('/api/auth/two-factor/disable', user.cookie, { password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(TWO_FACTOR_MESSAGES.wrongPassword);

    const off = await post('/api/auth/two-factor/disable', user.cookie, {
      password: user.password,
    });
    expect(off.statusCode).toBe(200);
    const signIn = await post('/api/auth/sign-in/email', '', {
      email: user.email,
      password: user.password,
    });
    expect(sessionCookieOf(signIn.headers['set-cookie'])).toBeTruthy();
  });
});

describe('a code used once', () => {
  // RFC 6238, section 5.2: a verifier should refuse a code's second use.
  const refusedAsUsed = {
    error: TWO_FACTOR_MESSAGES.codeAlreadyUsed,
    code: 'CODE_ALREADY_USED',
  };

  it('signs in one of two pending sign-ins sent the same code, even sent at once', async () => {
    const user = await setUpTwoFactor(ctx.app, await createUserWithoutProject(ctx.app));
    const code = await nextCode(user.twoFactor.totpURI);
    const pendings = [await passwordStep(user), await passwordStep(user)];
    const answers = await Promise.all(
      pendings.map((pending) => post('/api/auth/two-factor/verify-totp', pending, { code })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    expect(answers.find((answer) => answer.statusCode === 401)!.json()).toEqual(refusedAsUsed);
  });

  it("refuses the code that turned two-factor on, and an earlier step's after a later one", async () => {
    const user = await createUserWithoutProject(ctx.app);
    const enabled = await post('/api/auth/two-factor/enable', user.cookie, {
      password: user.password,
    });
    const { totpURI } = enabled.json<{ totpURI: string }>();
    const current = await totpCode(totpURI);
    const on = await post('/api/auth/two-factor/verify-totp', user.cookie, { code: current });
    expect(on.statusCode).toBe(200);

    const again = await post('/api/auth/two-factor/verify-totp', await passwordStep(user), {
      code: current,
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(refusedAsUsed);

    const next = await post('/api/auth/two-factor/verify-totp', await passwordStep(user), {
      code: await totpCode(totpURI, 1),
    });
    expect(next.statusCode).toBe(200);
    const previous = await post('/api/auth/two-factor/verify-totp', await passwordStep(user), {
      code: await totpCode(totpURI, -1),
    });
    expect(previous.statusCode).toBe(401);
    expect(previous.json()).toEqual(refusedAsUsed);
  });
});

describe('limits on code guessing', () => {
  it('ends a pending sign-in after 5 wrong codes, even with the right one next', async () => {
    const user = await setUpTwoFactor(ctx.app, await createUserWithoutProject(ctx.app));
    const pending = await passwordStep(user);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await post('/api/auth/two-factor/verify-totp', pending, { code: '000001' });
      expect(wrong.statusCode).toBe(401);
    }
    const right = await post('/api/auth/two-factor/verify-totp', pending, {
      code: await nextCode(user.twoFactor.totpURI),
    });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({
      error: TWO_FACTOR_MESSAGES.tooManyAttempts,
      code: 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
    });
  });

  it('limits code and recovery-code attempts per IP (429 with Retry-After)', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '3' });
    try {
      const project = await createProject(limited.app);
      const email = `${uniqueId()}@${project.allowedDomains[0]}`;
      const user = await signUp(limited.app, { email, password: TEST_PASSWORD });
      const ip = '198.51.100.77';
      for (const url of [
        '/api/auth/two-factor/verify-totp',
        '/api/auth/two-factor/verify-backup-code',
      ]) {
        const attempt = () =>
          limited.app.inject({
            method: 'POST',
            url,
            remoteAddress: ip,
            headers: { cookie: user.cookie, origin: limited.config.publicSiteUrl },
            payload: { code: '000000' },
          });
        for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).not.toBe(429);
        expectAuthLimited(await attempt());
      }
    } finally {
      await limited.close();
    }
  });
});

describe('administrators', () => {
  it('are refused the admin API until two-factor sign-in is on (after 401 and 403)', async () => {
    const other = await createTestApp({ ADMIN_EMAILS: 'boss@firm.test' });
    try {
      const boss = await signUp(other.app, { email: 'boss@firm.test' });
      const call = (cookie: string) =>
        other.app.inject({ method: 'GET', url: '/api/admin/projects', headers: { cookie } });
      expect((await call('')).statusCode).toBe(401);

      const refused = await call(boss.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: TWO_FACTOR_MESSAGES.required,
        code: 'two_factor_required',
      });

      const withCode = await setUpTwoFactor(other.app, boss);
      // At once: the caller is read afresh on every request.
      expect((await call(withCode.cookie)).statusCode).toBe(200);
      expect((await call((await signInWithCode(other.app, withCode)).cookie)).statusCode).toBe(200);

      const off = await other.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/disable',
        headers: withCode.headers,
        payload: { password: withCode.password },
      });
      const afterOff = sessionCookieOf(off.headers['set-cookie']);
      expect((await call(afterOff)).json().code).toBe('two_factor_required');
    } finally {
      await other.close();
    }
  });

  it('the not-an-admin answer is unchanged for clients with two-factor on', async () => {
    const client = await setUpTwoFactor(ctx.app, await createUserWithoutProject(ctx.app));
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/projects',
      headers: client.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: API_MESSAGES.forbidden, code: 'forbidden' });
  });

  it('createAdmin gives an administrator with two-factor on', async () => {
    const admin = await createAdmin(ctx.app);
    expect((await getSession(admin.cookie)).json().user.twoFactorEnabled).toBe(true);
  });
});
