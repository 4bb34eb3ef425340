import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../common/shared/messages.ts';
import { createTestApp, type TestContext } from '../testing/app.ts';
import {
  createMember,
  createProject,
  type TestProject,
  type TestUser,
} from '../testing/factories.ts';

/**
 * The database gone under a running app (its pool ended): every
 * kind of route answers the readable 503, never a 500. The outage of a live PostgreSQL
 * server (and the recovery) is resilience/database-down.test.ts.
 */
describe('with the database gone', () => {
  let ctx: TestContext;
  let project: TestProject;
  let member: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    project = await createProject(ctx.app);
    member = await createMember(ctx.app, project);
    await ctx.database.close();
  });
  afterAll(() => ctx.app.close());

  const unavailable = { error: API_MESSAGES.databaseUnavailable, code: 'service_unavailable' };

  it.each([
    ['readiness', 'GET', '/api/ready'],
    ['a project-scoped read', 'GET', '/api/notes?projectId={project}'],
    ['a project-scoped write', 'POST', '/api/notes'],
    ['a public write', 'POST', '/api/contact'],
    ['a public read', 'GET', '/api/check-domain?email=someone@example.com'],
    ["the identity library's session read", 'GET', '/api/auth/get-session'],
    ["the identity library's sign-in", 'POST', '/api/auth/sign-in/email'],
  ] as const)('%s answers 503 with the readable message', async (_name, method, url) => {
    const payloads: Record<string, Record<string, unknown>> = {
      '/api/notes': { projectId: project.id, content: 'A note' },
      '/api/contact': {
        firstName: 'Ada',
        lastName: 'Lovelace',
        workEmail: 'ada@example.com',
        source: 'google',
      },
      '/api/auth/sign-in/email': { email: member.email, password: member.password },
    };
    const response = await ctx.app.inject({
      method,
      url: url.replace('{project}', String(project.id)),
      headers: member.headers,
      payload: method === 'POST' ? payloads[url] : undefined,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable);
  });
});
