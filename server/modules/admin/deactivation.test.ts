/**
 * Deactivating and reactivating a user (decision 096): the sessions end at
 * once, sign-in (and a password reset) is refused in words, the user's data and memberships
 * stay, pending invitations they sent are revoked; administrators cannot be deactivated.
 * Who may call the routes (401 / 403) is the isolation matrix
 * (server/security/route-matrix.test.ts).
 */
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DEACTIVATED_CODE, type AdminUser } from '../../../common/projects/contract.ts';
import { ADMIN_MESSAGES, DEACTIVATION_MESSAGES } from '../../../common/admin/messages.ts';
import { mailOutbox, users } from '../../db/schema/index.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestContext } from '../../testing/app.ts';
import {
  createAdmin,
  createMember,
  createProject,
  signIn,
  signUp,
  TEST_PASSWORD,
  type TestUser,
} from '../../testing/factories.ts';
import { auditTrailOf } from '../../testing/audit.ts';
import { resetLinkToken } from '../../testing/reset-link.ts';
import { expectSessionsEnded } from '../../testing/sessions.ts';

const SECOND_ADMIN = 'second-admin@elsewhere.test';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp({ ADMIN_EMAILS: `${TEST_ADMIN_EMAIL},${SECOND_ADMIN}` });
  admin = await createAdmin(ctx.app);
});
afterAll(() => ctx?.close());

function post(url: string, user: Pick<TestUser, 'headers'>, payload?: object) {
  return ctx.app.inject({ method: 'POST', url, headers: user.headers, payload });
}

const setActive = (userId: number, action: 'deactivate' | 'reactivate') =>
  post(`/api/admin/users/${userId}/${action}`, admin);

function signInWith(email: string, password = TEST_PASSWORD) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ctx.config.publicSiteUrl },
    payload: { email, password },
  });
}

async function adminViewOf(userId: number): Promise<AdminUser | undefined> {
  const list = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/users',
    headers: admin.headers,
  });
  return list.json<AdminUser[]>().find((user) => user.id === userId);
}

describe('deactivating a user', () => {
  it('ends every session, refuses sign-in in words, keeps the data, and is reversible', async () => {
    const project = await createProject(ctx.app);
    const owner = await createMember(ctx.app, project, 'owner');
    const phone = await signIn(ctx.app, owner.email);
    const note = await post('/api/notes', owner, { projectId: project.id, content: 'Kept note' });
    expect(note.statusCode).toBe(201);
    const invited = await post(`/api/projects/${project.id}/invitations`, owner, {
      email: `someone@${project.allowedDomains[0]}`,
      role: 'viewer',
    });
    expect(invited.statusCode).toBe(201);

    const deactivated = await setActive(owner.userId, 'deactivate');
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json()).toMatchObject({
      id: owner.userId,
      deactivatedAt: expect.any(String),
      deactivatedBy: TEST_ADMIN_EMAIL,
      projects: [{ id: project.id, role: 'owner' }],
    });
    await expectSessionsEnded(ctx.app, [owner, phone]);

    const refused = await signInWith(owner.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: DEACTIVATION_MESSAGES.signInRefused,
      code: ACCOUNT_DEACTIVATED_CODE,
    });
    expect(refused.headers['set-cookie'] ?? '').not.toMatch(/session_token=[^;]/);
    // A wrong password says nothing of the account's state.
    expect((await signInWith(owner.email, 'Not-the-password-1')).json().error).not.toBe(
      DEACTIVATION_MESSAGES.signInRefused,
    );

    // History kept: the note, the membership on the project page; the invitation revoked.
    const notes = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/projects/${project.id}/notes`,
      headers: admin.headers,
    });
    expect(notes.body).toContain('Kept note');
    const workspace = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/projects/${project.id}/workspace`,
      headers: admin.headers,
    });
    expect(workspace.json().members).toEqual([
      expect.objectContaining({ userId: owner.userId, role: 'owner', deactivated: true }),
    ]);
    expect(workspace.json().invitations).toEqual([]);

    // Again: 200, the first mark kept.
    const again = await setActive(owner.userId, 'deactivate');
    expect(again.statusCode).toBe(200);
    expect(again.json().deactivatedAt).toBe(deactivated.json().deactivatedAt);

    const reactivated = await setActive(owner.userId, 'reactivate');
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json()).toMatchObject({ deactivatedAt: null, deactivatedBy: null });
    expect(await adminViewOf(owner.userId)).toMatchObject({ deactivatedAt: null });
    expect((await setActive(owner.userId, 'reactivate')).statusCode).toBe(200);
    // One entry each: the repeated calls changed nothing, and recorded nothing.
    expect(
      await auditTrailOf(ctx.database.db, { targetType: 'user', targetId: owner.userId }),
    ).toEqual([
      { action: 'user.reactivated', actorEmail: admin.email },
      { action: 'user.deactivated', actorEmail: admin.email },
    ]);
    // The old sessions stay ended; a new sign-in works, with the project still there.
    await expectSessionsEnded(ctx.app, [owner]);
    const back = await signIn(ctx.app, owner.email);
    const projects = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/projects',
      headers: back.headers,
    });
    expect(projects.json()).toEqual([expect.objectContaining({ id: project.id, role: 'owner' })]);
  });

  it('lets a password reset set a new password but neither reactivates nor signs in', async () => {
    const user = await createMember(ctx.app, await createProject(ctx.app));
    expect((await setActive(user.userId, 'deactivate')).statusCode).toBe(200);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ctx.config.publicSiteUrl },
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(200);
    await ctx.app.passwordResetRequests.settled();
    const [mail] = await ctx.database.db
      .select({ content: mailOutbox.content })
      .from(mailOutbox)
      .where(sql`${user.email} = any(${mailOutbox.to})`)
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const token = resetLinkToken(mail!.content.action.url);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: ctx.config.publicSiteUrl },
      payload: { token, newPassword: 'Fresh-horse-77' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.headers['set-cookie'] ?? '').not.toMatch(/session_token=[^;]/);
    const refused = await signInWith(user.email, 'Fresh-horse-77');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ACCOUNT_DEACTIVATED_CODE);
    expect(await adminViewOf(user.userId)).toMatchObject({ deactivatedBy: TEST_ADMIN_EMAIL });
  });

  it('refuses a session that outlived the mark (a sign-in racing the deactivation)', async () => {
    const user = await createMember(ctx.app, await createProject(ctx.app));
    // The mark alone, as if a sign-in had written its session after the deactivation's delete.
    await ctx.database.db
      .update(users)
      .set({ deactivatedAt: new Date(), deactivatedBy: TEST_ADMIN_EMAIL })
      .where(eq(users.id, user.userId));
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/projects',
      headers: user.headers,
    });
    expect(refused.statusCode).toBe(401);
  });

  it('refuses the administrator themselves and every ADMIN_EMAILS address, in words', async () => {
    const self = await setActive(admin.userId, 'deactivate');
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({
      error: DEACTIVATION_MESSAGES.cannotDeactivateSelf,
      code: 'bad_request',
    });
    const other = await signUp(ctx.app, { email: SECOND_ADMIN });
    const refused = await setActive(other.userId, 'deactivate');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(DEACTIVATION_MESSAGES.cannotDeactivateAdmin);
    expect(await adminViewOf(other.userId)).toMatchObject({ deactivatedAt: null });
    expect((await signInWith(other.email)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user and 400 for a bad id or a body', async () => {
    for (const action of ['deactivate', 'reactivate'] as const) {
      const unknown = await setActive(2147483000, action);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe(ADMIN_MESSAGES.userNotFound);
      const bad = await post(`/api/admin/users/abc/${action}`, admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/user id/);
      const body = await post(`/api/admin/users/${admin.userId}/${action}`, admin, { x: 1 });
      expect(body.statusCode).toBe(400);
    }
  });
});
