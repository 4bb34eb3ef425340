/**
 * The project guard through small test-only routes shaped like the real project-scoped
 * endpoints (project id in the path, the query or the body; reads and writes).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { projectIdSchema } from '../../../common/projects/contract.ts';
import { API_MESSAGES } from '../../../common/shared/messages.ts';
import { PROJECT_MESSAGES } from '../../../common/projects/messages.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import {
  archiveProject,
  addMember,
  createAdmin,
  createMember,
  createProject,
  removeMember,
  type TestProject,
  type TestUser,
} from '../../testing/factories.ts';
import { callerOf } from './plugin.ts';
import { projectAccessOf } from './project-guard.ts';

const testRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = (request: Parameters<typeof callerOf>[0]) => ({
    projectId: projectAccessOf(request).projectId,
    role: projectAccessOf(request).role,
    userId: callerOf(request).userId,
  });
  const params = z.object({ projectId: projectIdSchema });
  const reader = { access: 'project-reader' as const };
  const writer = { access: 'project-writer' as const };
  app.get('/test/things', { config: reader, preValidation: app.projectGuard() }, async (request) =>
    answer(request),
  );
  app.get(
    '/test/projects/:projectId/things',
    { config: reader, schema: { params }, preValidation: app.projectGuard() },
    async (request) => answer(request),
  );
  app.post(
    '/test/things',
    {
      config: writer,
      schema: { body: z.object({ projectId: z.number(), content: z.string() }) },
      preValidation: app.projectGuard(),
    },
    async (request) => answer(request),
  );
  app.put(
    '/test/projects/:projectId/things',
    { config: writer, schema: { params }, preValidation: app.projectGuard() },
    async (request) => answer(request),
  );
  app.delete(
    '/test/projects/:projectId/things',
    { config: writer, schema: { params }, preValidation: app.projectGuard() },
    async (request) => answer(request),
  );
  app.post(
    '/test/projects/:projectId/search',
    { config: reader, schema: { params }, preValidation: app.projectGuard({ access: 'read' }) },
    async (request) => answer(request),
  );
  app.get(
    '/test/by-header',
    {
      config: reader,
      preValidation: app.projectGuard({ projectId: (request) => request.headers['x-project'] }),
    },
    async (request) => answer(request),
  );
};

let ctx: TestContext;
let projectA: TestProject;
let projectB: TestProject;
let memberA: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({}, { register: (app) => app.register(testRoutes) });
  projectA = await createProject(ctx.app);
  projectB = await createProject(ctx.app);
  memberA = await createMember(ctx.app, projectA, 'member');
  await createMember(ctx.app, projectB, 'owner');
});
afterAll(() => ctx.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };

/** Every read and write shape, for one project id. */
function reads(projectId: number | string): Call[] {
  return [
    { method: 'GET', url: `/test/things?projectId=${projectId}` },
    { method: 'GET', url: `/test/projects/${projectId}/things` },
    { method: 'POST', url: `/test/projects/${projectId}/search` },
  ];
}
function writes(projectId: number): Call[] {
  return [
    { method: 'POST', url: '/test/things', payload: { projectId, content: 'x' } },
    { method: 'PUT', url: `/test/projects/${projectId}/things` },
    { method: 'DELETE', url: `/test/projects/${projectId}/things` },
  ];
}

function send(call: Call, user?: TestUser) {
  return ctx.app.inject({ ...call, headers: user?.headers ?? {} });
}

describe('the project guard', () => {
  it('lets a member read and write their own project, naming the project and role', async () => {
    for (const call of [...reads(projectA.id), ...writes(projectA.id)]) {
      const response = await send(call, memberA);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(200);
      expect(response.json()).toEqual({
        projectId: projectA.id,
        role: 'member',
        userId: memberA.userId,
      });
    }
  });

  it("answers 404 for every read and write of another tenant's project, like a missing one", async () => {
    for (const call of [...reads(projectB.id), ...writes(projectB.id)]) {
      const response = await send(call, memberA);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.json()).toEqual({ error: PROJECT_MESSAGES.notFound, code: 'not_found' });
    }
    // Even a malformed body tells an outsider nothing but 404.
    const malformed = await send(
      { method: 'POST', url: '/test/things', payload: { projectId: projectB.id, content: 42 } },
      memberA,
    );
    expect(malformed.statusCode).toBe(404);
    const missing = await send({ method: 'GET', url: '/test/things?projectId=999999' }, memberA);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: PROJECT_MESSAGES.notFound, code: 'not_found' });
  });

  it('answers 401 to a caller who is not signed in, before anything else', async () => {
    for (const call of [...reads(projectA.id), ...writes(projectA.id), ...reads('abc')]) {
      const response = await send(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json().error).toBe(API_MESSAGES.unauthorized);
    }
  });

  it('lets a viewer read but not write (403)', async () => {
    const viewer = await createMember(ctx.app, projectA, 'viewer');
    for (const call of reads(projectA.id)) {
      expect((await send(call, viewer)).statusCode, `${call.method} ${call.url}`).toBe(200);
    }
    for (const call of writes(projectA.id)) {
      const response = await send(call, viewer);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json()).toEqual({
        error: PROJECT_MESSAGES.viewerReadOnly,
        code: 'forbidden',
      });
    }
  });

  it('makes an archived project read-only for everyone but an administrator', async () => {
    const project = await createProject(ctx.app);
    const owner = await createMember(ctx.app, project, 'owner');
    const admin = await createAdmin(ctx.app);
    await addMember(ctx.app, admin, project, 'member');
    await archiveProject(ctx.app, project.id);

    for (const call of reads(project.id)) {
      expect((await send(call, owner)).statusCode).toBe(200);
    }
    for (const call of writes(project.id)) {
      const refused = await send(call, owner);
      expect(refused.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(refused.json().error).toBe(PROJECT_MESSAGES.archivedReadOnly);
      expect((await send(call, admin)).statusCode, `admin ${call.method} ${call.url}`).toBe(200);
    }
  });

  it('holds administrators to membership too: 404 for a project they are not in', async () => {
    const admin = await createAdmin(ctx.app);
    const response = await send(
      { method: 'GET', url: `/test/things?projectId=${projectB.id}` },
      admin,
    );
    expect(response.statusCode).toBe(404);
  });

  it('takes a membership change into account on the very next request', async () => {
    const project = await createProject(ctx.app);
    const user = await createMember(ctx.app, project, 'member');
    const call: Call = { method: 'PUT', url: `/test/projects/${project.id}/things` };
    expect((await send(call, user)).statusCode).toBe(200);
    await addMember(ctx.app, user, project, 'viewer');
    expect((await send(call, user)).statusCode).toBe(403);
    await removeMember(ctx.app, user, project);
    expect((await send(call, user)).statusCode).toBe(404);
  });

  it('answers 400 when the project id is missing or not a positive whole number', async () => {
    for (const url of ['/test/things', '/test/things?projectId=']) {
      const response = await send({ method: 'GET', url }, memberA);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toBe(PROJECT_MESSAGES.noActiveProject);
    }
    for (const url of [
      '/test/things?projectId=abc',
      '/test/things?projectId=0',
      '/test/things?projectId=1.5',
    ]) {
      const response = await send({ method: 'GET', url }, memberA);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toBe(PROJECT_MESSAGES.projectIdRequired);
    }
    // The guard judges the id before the route's own schema does.
    const invalidParam = await send({ method: 'GET', url: '/test/projects/-3/things' }, memberA);
    expect(invalidParam.statusCode).toBe(400);
  });

  it('reads the project id from wherever the route says', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/test/by-header',
      headers: { ...memberA.headers, 'x-project': String(projectA.id) },
    });
    expect(response.statusCode).toBe(200);
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/test/by-header',
      headers: { ...memberA.headers, 'x-project': String(projectB.id) },
    });
    expect(other.statusCode).toBe(404);
  });
});
