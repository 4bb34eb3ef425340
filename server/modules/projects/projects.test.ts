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
    expect(response.json()).toEqual([
      { id: alpha.id, name: 'Alpha Partners', slug: alpha.slug, status: 'active', role: 'owner' },
      { id: zeta.id, name: 'Zeta Capital', slug: zeta.slug, status: 'archived', role: 'viewer' },
    ]);
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
