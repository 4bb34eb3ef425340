/**
 * What the account page calls (docs/product.md#accounts), through the identity endpoints: the
 * display name (synced to the application user), the list of sessions (never a token),
 * signing out everywhere else (the current session kept), the sign-in methods.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import { createUserWithoutProject, signIn, type TestUser } from '../../testing/factories.ts';
import { expectSessionsEnded } from './testing.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

function call(
  user: Pick<TestUser, 'headers'>,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  return ctx.app.inject({ method, url, headers: user.headers, payload });
}

describe('the account page', () => {
  it('renames the user: the identity and the application user row', async () => {
    const user = await createUserWithoutProject(ctx.app);
    const renamed = await call(user, 'POST', '/api/auth/update-user', { name: 'Dana Reyes' });
    expect(renamed.statusCode).toBe(200);
    const session = await call(user, 'GET', '/api/auth/get-session');
    expect(session.json().user.name).toBe('Dana Reyes');
    const [row] = await ctx.app.database.db
      .select({ displayName: users.displayName })
      .from(users)
      .where(eq(users.id, user.userId));
    expect(row?.displayName).toBe('Dana Reyes');
    const tooLong = await call(user, 'POST', '/api/auth/update-user', { name: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      error: 'Name must be at most 100 characters',
      code: 'INVALID_PROFILE',
    });
  });

  it('lists the sessions with device, address and last seen, never a token', async () => {
    const user = await createUserWithoutProject(ctx.app);
    await signIn(ctx.app, user.email);
    const list = await call(user, 'GET', '/api/auth/list-sessions');
    expect(list.statusCode).toBe(200);
    const sessions = list.json<Record<string, unknown>[]>();
    expect(sessions).toHaveLength(2);
    for (const session of sessions) {
      expect(session).not.toHaveProperty('token');
      expect(session).toHaveProperty('userAgent');
      expect(session).toHaveProperty('ipAddress');
      expect(session).toHaveProperty('updatedAt');
      expect(session).toHaveProperty('id');
    }
    const token = decodeURIComponent(user.cookie.split('=')[1]!).split('.')[0]!;
    expect(list.body).not.toContain(token);
  });

  it('signs out everywhere else and keeps the current session', async () => {
    const user = await createUserWithoutProject(ctx.app);
    const phone = await signIn(ctx.app, user.email);
    const laptop = await signIn(ctx.app, user.email);
    const revoked = await call(user, 'POST', '/api/auth/revoke-other-sessions', {});
    expect(revoked.statusCode).toBe(200);
    await expectSessionsEnded(ctx.app, [phone, laptop]);
    expect((await call(user, 'GET', '/api/user/projects')).statusCode).toBe(200);
    expect((await call(user, 'GET', '/api/auth/list-sessions')).json()).toHaveLength(1);
  });

  it('lists the sign-in methods', async () => {
    const user = await createUserWithoutProject(ctx.app);
    const accounts = await call(user, 'GET', '/api/auth/list-accounts');
    expect(accounts.statusCode).toBe(200);
    expect(accounts.json<{ providerId: string }[]>().map((row) => row.providerId)).toEqual([
      'credential',
    ]);
    expect(accounts.body).not.toMatch(/accessToken"\s*:\s*"[^"]/);
  });
});
