import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../../common/shared/messages.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import {
  archiveProject,
  addMember,
  createAdmin,
  createMember,
  createProject,
  createUserWithoutProject,
} from '../../testing/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/user/projects', () => {
  it("lists the caller's projects with their role, sorted by name, and no one else's", async () => {
    const zeta = await createProject(ctx.app, { name: 'Zeta Capital' });
    const alpha = await createProject(ctx.app, { name: 'Alpha Partners' });
    const foreign = await createProject(ctx.app, { name: 'Foreign' });
    await createMember(ctx.app, foreign, 'owner');
    const user = await createMember(ctx.app, zeta, 'viewer');
    await addMember(ctx.app, user, alpha, 'owner');
    await archiveProject(ctx.app, zeta.id);

    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/projects',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    // Archived is not closed: Zeta can be reactivated, and says no closing date.
    expect(response.json()).toEqual([
      {
        id: alpha.id,
        name: 'Alpha Partners',
        slug: alpha.slug,
        status: 'active',
        role: 'owner',
        closedAt: null,
      },
      {
        id: zeta.id,
        name: 'Zeta Capital',
        slug: zeta.slug,
        status: 'archived',
        role: 'viewer',
        closedAt: null,
      },
    ]);
  });

  it('says when a closed engagement was closed, to its members and no one else', async () => {
    const admin = await createAdmin(ctx.app);
    const closing = await createProject(ctx.app, { name: 'Closing Capital' });
    const member = await createMember(ctx.app, closing, 'member');
    const elsewhere = await createProject(ctx.app, { name: 'Elsewhere Partners' });
    const outsider = await createMember(ctx.app, elsewhere, 'owner');
    const closed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/projects/${closing.id}/close`,
      headers: admin.headers,
      payload: { confirmation: closing.slug },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const { closedAt } = closed.json<{ closedAt: string }>();

    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/projects',
      headers: member.headers,
    });
    expect(mine.json()).toEqual([
      {
        id: closing.id,
        name: 'Closing Capital',
        slug: closing.slug,
        status: 'archived',
        role: 'member',
        closedAt,
      },
    ]);
    expect(new Date(closedAt).toISOString()).toBe(closedAt);

    const theirs = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/projects',
      headers: outsider.headers,
    });
    expect(theirs.json()).toEqual([expect.objectContaining({ id: elsewhere.id, closedAt: null })]);
  });

  it('is empty for a new user, admins included, until an administrator adds them', async () => {
    for (const user of [await createUserWithoutProject(ctx.app), await createAdmin(ctx.app)]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/user/projects',
        headers: user.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });

  it('answers 401 without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/user/projects' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(API_MESSAGES.unauthorized);
  });
});
