/**
 * Sessions end on the server: a password change ends every session of the account (the
 * old cookie replayed is a 401), signing out ends the session, a session deleted or expired
 * in the database (another process, a tool) is refused, and losing a membership or the
 * project being archived stops the user's writes on their very next request (nothing about
 * the caller is kept between requests).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import { expectSessionsEnded } from './testing.ts';
import {
  createAdmin,
  createMember,
  createProject,
  sessionCookieOf,
  signIn,
  TEST_PASSWORD,
  type TestProject,
  type TestUser,
} from '../../testing/factories.ts';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx.app);
});
afterAll(() => ctx?.close());

const NEW_PASSWORD = 'Another-horse-42';

function addNote(user: Pick<TestUser, 'headers'>, project: TestProject) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/notes',
    headers: user.headers,
    payload: { projectId: project.id, content: 'still writing?' },
  });
}

describe('a password change', () => {
  it('ends every session of the account; the new cookie and password work', async () => {
    const project = await createProject(ctx.app);
    const user = await createMember(ctx.app, project);
    const otherDevice = await signIn(ctx.app, user.email);

    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: user.headers,
      payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    const fresh = sessionCookieOf(change.headers['set-cookie']);
    expect(fresh).not.toBe(user.cookie);

    await expectSessionsEnded(ctx.app, [user, otherDevice]);

    const current = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/projects',
      headers: { ...user.headers, cookie: fresh },
    });
    expect(current.statusCode).toBe(200);
    await expect(signIn(ctx.app, user.email)).rejects.toThrow(/401/);
    expect((await signIn(ctx.app, user.email, NEW_PASSWORD)).userId).toBe(user.userId);
  });
});

describe('signing out', () => {
  it('ends the session for the very next request', async () => {
    const project = await createProject(ctx.app);
    const user = await createMember(ctx.app, project);
    expect((await addNote(user, project)).statusCode).toBe(201);

    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: user.headers,
    });
    expect(signOut.statusCode).toBe(200);
    expect((await addNote(user, project)).statusCode).toBe(401);
  });
});

describe('a session ended in the database, past the identity library', () => {
  it.each([
    ['deleted', () => ctx.database.db.delete(authSessions)],
    ['expired', () => ctx.database.db.update(authSessions).set({ expiresAt: sql`now()` })],
  ])('is refused on the next request when %s', async (_name, end) => {
    const project = await createProject(ctx.app);
    const user = await createMember(ctx.app, project);
    expect((await addNote(user, project)).statusCode).toBe(201);
    await end().where(eq(authSessions.userId, user.authUserId));
    expect((await addNote(user, project)).statusCode).toBe(401);
  });
});

describe('losing access', () => {
  it('stops writes on the next request after the membership is removed', async () => {
    const project = await createProject(ctx.app);
    const user = await createMember(ctx.app, project);
    expect((await addNote(user, project)).statusCode).toBe(201);

    const removal = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.userId}/projects`,
      headers: admin.headers,
      payload: { projectIds: [] },
    });
    expect(removal.statusCode).toBe(200);
    expect((await addNote(user, project)).statusCode).toBe(404);
  });

  it('stops writes on the next request after the project is archived', async () => {
    const project = await createProject(ctx.app);
    const user = await createMember(ctx.app, project);
    expect((await addNote(user, project)).statusCode).toBe(201);

    const archive = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/projects/${project.id}`,
      headers: admin.headers,
      payload: { status: 'archived' },
    });
    expect(archive.statusCode).toBe(200);
    expect((await addNote(user, project)).statusCode).toBe(403);
  });
});
