/**
 * Rotating AUTH_SECRET and TOKEN_ENCRYPTION_KEY on a running data set (docs/security.md,
 * README "Rotating the secrets"): with the retired ones listed as previous, an administrator
 * still signs in with a code from the app and a client's Google grant is still read; after
 * `npm run secrets:reencrypt` (its two functions) the retired ones can be dropped. What a
 * rotation of AUTH_SECRET does end: every session.
 */
import { randomBytes } from 'node:crypto';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTwoFactors } from './db/schema/index.ts';
import { TokenCipher } from './lib/crypto.ts';
import { reencryptAuthValues } from './modules/auth/index.ts';
import { reencryptGoogleTokens } from './modules/google-ads/index.ts';
import { connectSandbox } from './modules/google-ads/testing.ts';
import { createTestApp, type TestContext } from './testing/app.ts';
import {
  createAdmin,
  createMember,
  createProject,
  sessionCookieOf,
  signIn,
  signInWithCode,
  twoFactorCookieOf,
  type TestUser,
  type TestUserWithTwoFactor,
} from './testing/factories.ts';

const secret = () => randomBytes(32).toString('base64url');
const key = () => randomBytes(32).toString('base64');
const OLD = { AUTH_SECRET: secret(), TOKEN_ENCRYPTION_KEY: key() };
const NEW = { AUTH_SECRET: secret(), TOKEN_ENCRYPTION_KEY: key() };
const ROTATED = {
  ...NEW,
  AUTH_SECRET_PREVIOUS: OLD.AUTH_SECRET,
  TOKEN_ENCRYPTION_KEY_PREVIOUS: OLD.TOKEN_ENCRYPTION_KEY,
};

let before: TestContext;
const opened: TestContext[] = [];
let admin: TestUserWithTwoFactor;
let client: TestUser;

/** The same database served with `env`, as after a restart with a new configuration. */
async function restartWith(env: Record<string, string>): Promise<TestContext> {
  const ctx = await createTestApp(env, { database: before.database });
  opened.push(ctx);
  return ctx;
}

beforeAll(async () => {
  before = await createTestApp(OLD);
  admin = await createAdmin(before.app);
  client = await createMember(before.app, await createProject(before.app));
  await connectSandbox(before.app, client);
  // The authenticator secret as written before key rings: no version, under the old secret.
  const [row] = await before.database.db
    .select()
    .from(authTwoFactors)
    .where(eq(authTwoFactors.userId, admin.authUserId));
  const ring = (await before.app.auth.$context).secretConfig;
  const plain = await symmetricDecrypt({ key: ring, data: row!.secret });
  await before.database.db
    .update(authTwoFactors)
    .set({ secret: await symmetricEncrypt({ key: OLD.AUTH_SECRET, data: plain }) })
    .where(eq(authTwoFactors.id, row!.id));
});
afterAll(async () => {
  for (const ctx of opened) await ctx.close();
  await before?.close();
});

const get = (ctx: TestContext, url: string, cookie: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie } });

/** A Google Ads call that needs the client's decrypted access token. */
async function readsGoogle(ctx: TestContext): Promise<number> {
  const session = await signIn(ctx.app, client.email, client.password);
  return (await get(ctx, '/api/google-ads/accounts', session.cookie)).statusCode;
}

describe('after a rotation, with the retired keys listed as previous', () => {
  let rotated: TestContext;
  beforeAll(async () => {
    rotated = await restartWith(ROTATED);
  });

  it('signs the administrator in with a code, and reads the Google grant', async () => {
    const signedIn = await signInWithCode(rotated.app, admin);
    expect((await get(rotated, '/api/admin/users', signedIn.cookie)).statusCode).toBe(200);
    expect(await readsGoogle(rotated)).toBe(200);
  });

  it('ends the sessions signed with the old secret', async () => {
    expect((await get(rotated, '/api/admin/users', admin.cookie)).statusCode).toBe(401);
  });

  it('re-encrypts everything under the new keys; then the retired keys can go', async () => {
    const { secrets } = rotated.config;
    const cipher = new TokenCipher(secrets.tokenKey, secrets.previousTokenKeys);
    expect(await reencryptAuthValues(rotated.database.db, secrets)).toBeGreaterThanOrEqual(1);
    expect(await reencryptGoogleTokens(rotated.database.db, cipher)).toBe(1);
    // Again: nothing left to rewrite.
    expect(await reencryptAuthValues(rotated.database.db, secrets)).toBe(0);
    expect(await reencryptGoogleTokens(rotated.database.db, cipher)).toBe(0);

    const after = await restartWith(NEW);
    expect(await readsGoogle(after)).toBe(200);
    // A recovery code: the recovery codes were re-encrypted too.
    const challenge = await after.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: after.config.publicSiteUrl },
      payload: { email: admin.email, password: admin.password },
    });
    const recovered = await after.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-backup-code',
      headers: {
        origin: after.config.publicSiteUrl,
        cookie: twoFactorCookieOf(challenge.headers['set-cookie']),
      },
      payload: { code: admin.twoFactor.backupCodes[0] },
    });
    expect(recovered.statusCode, recovered.body).toBe(200);
    const session = sessionCookieOf(recovered.headers['set-cookie']);
    expect((await get(after, '/api/admin/users', session)).statusCode).toBe(200);
  });
});
