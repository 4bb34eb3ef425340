/**
 * The session cookie as the identity library writes it: SessionReader reads the token out
 * of a cookie signed with better-auth's own signing function, so an upgrade that changes
 * the signed-cookie format breaks this test before it breaks sign-in.
 */
import { makeSignature } from 'better-auth/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/app.ts';

let ctx: TestContext;
let secret: string;
let cookieName: string;
beforeAll(async () => {
  ctx = await createTestApp();
  secret = ctx.config.secrets.authSecret;
  cookieName = (await ctx.app.auth.$context).authCookies.sessionToken.name;
});
afterAll(() => ctx.close());

const tokenOf = (cookie: string) => ctx.app.sessions.tokenOf({ cookie });

async function signedCookie(token: string, key = secret) {
  return `${cookieName}=${encodeURIComponent(`${token}.${await makeSignature(token, key)}`)}`;
}

describe('SessionReader.tokenOf', () => {
  it("reads the token of a cookie signed by the identity library's signing function", async () => {
    const cookie = await signedCookie('tok3n-value');
    expect(tokenOf(`theme=dark; ${cookie}`)).toBe('tok3n-value');
  });

  it('refuses a cookie signed with another secret, tampered with, or unsigned', async () => {
    const foreign = await signedCookie('tok3n-value', 'another-secret-of-32-characters-or-more');
    const tampered = (await signedCookie('tok3n-value')).replace('tok3n', 't0k3n');
    for (const cookie of [foreign, tampered, `${cookieName}=tok3n-value`, `${cookieName}=%E0%A4`]) {
      expect(tokenOf(cookie)).toBeNull();
    }
  });
});
