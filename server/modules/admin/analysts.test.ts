/**
 * The firm's analysts (decision 099): administrators add them by address
 * and assign them to projects; an analyst reads and works on those projects' pages, the
 * Overview rows and the deliverables, and nothing else. Who may call each route is the
 * isolation matrix (server/security/route-matrix.test.ts); this file checks what the routes do.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analyst } from '../../../common/admin/analysts-contract.ts';
import type { OverviewResponse } from '../../../common/admin/overview-contract.ts';
import type { WorkspaceResponse } from '../../../common/admin/workspace-contract.ts';
import { API_MESSAGES } from '../../../common/shared/messages.ts';
import { TWO_FACTOR_MESSAGES } from '../../../common/auth/messages.ts';
import { ANALYST_MESSAGES } from '../../../common/admin/messages.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestContext } from '../../testing/app.ts';
import { auditTrailOf } from '../../testing/audit.ts';
import {
  createAdmin,
  createAnalyst,
  createProject,
  signUp,
  uniqueId,
  type TestProject,
  type TestUser,
} from '../../testing/factories.ts';
import { multipartBuffer } from '../../testing/multipart.ts';

let ctx: TestContext;
let admin: TestUser;
let assigned: TestProject;
let other: TestProject;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx.app);
  assigned = await createProject(ctx.app);
  other = await createProject(ctx.app);
});
afterAll(() => ctx?.close());

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: TestUser,
  payload?: object,
) {
  return ctx.app.inject({ method, url, headers: user.headers, payload });
}

const analystsList = async () =>
  (await call('GET', '/api/admin/analysts', admin)).json<Analyst[]>();

describe('adding and removing analysts', () => {
  it('adds an address, mails it, records it, and lets it sign up', async () => {
    const email = `Analyst-${uniqueId()}@Firm.test`;
    const added = await call('POST', '/api/admin/analysts', admin, { email });
    expect(added.statusCode, added.body).toBe(201);
    const analyst = added.json<Analyst>();
    expect(analyst).toMatchObject({
      email: email.toLowerCase(),
      userId: null,
      addedBy: TEST_ADMIN_EMAIL,
      projects: [],
    });

    const mail = await ctx.database.db.select().from(mailOutbox);
    expect(mail.some((row) => row.to.includes(email.toLowerCase()))).toBe(true);
    expect(
      await auditTrailOf(ctx.database.db, { targetType: 'analyst', targetId: analyst.id }),
    ).toEqual([{ action: 'analyst.added', actorEmail: TEST_ADMIN_EMAIL }]);

    // firm.test is no project's domain: the analyst's address alone may sign up.
    const user = await signUp(ctx.app, { email: email.toLowerCase() });
    const session = await call('GET', '/api/auth/get-session', user);
    expect(session.json()).toMatchObject({ user: { isAnalyst: true, isAdmin: false } });
    expect((await analystsList()).find((row) => row.id === analyst.id)?.userId).toBe(user.userId);
    await expect(signUp(ctx.app, { email: `colleague-${uniqueId()}@firm.test` })).rejects.toThrow(
      /403/,
    );
  });

  it('refuses an address twice, an administrator, and a malformed one, in words', async () => {
    const email = `analyst-${uniqueId()}@firm.test`;
    expect((await call('POST', '/api/admin/analysts', admin, { email })).statusCode).toBe(201);
    const again = await call('POST', '/api/admin/analysts', admin, { email });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: ANALYST_MESSAGES.exists(email) });

    const administrator = await call('POST', '/api/admin/analysts', admin, {
      email: TEST_ADMIN_EMAIL,
    });
    expect(administrator.statusCode).toBe(400);
    expect(administrator.json()).toMatchObject({
      error: ANALYST_MESSAGES.isAdministrator(TEST_ADMIN_EMAIL),
    });
    const malformed = await call('POST', '/api/admin/analysts', admin, { email: 'not-an-address' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ error: string }>().error).toContain('Enter a valid email address');
  });

  it('removing an analyst ends their access at once; their account stays', async () => {
    const analyst = await createAnalyst(ctx.app, [assigned]);
    const workspace = `/api/admin/projects/${assigned.id}/workspace`;
    expect((await call('GET', workspace, analyst)).statusCode).toBe(200);

    const removed = await call('DELETE', `/api/admin/analysts/${analyst.analystId}`, admin);
    expect(removed.statusCode).toBe(204);
    const after = await call('GET', workspace, analyst);
    expect(after.statusCode).toBe(403);
    expect(after.json()).toMatchObject({ error: API_MESSAGES.forbidden });
    expect((await call('GET', '/api/auth/get-session', analyst)).json()).toMatchObject({
      user: { isAnalyst: false },
    });
    expect(
      await auditTrailOf(ctx.database.db, { targetType: 'analyst', targetId: analyst.analystId }),
    ).toMatchObject([
      { action: 'analyst.removed' },
      { action: 'analyst.assigned' },
      { action: 'analyst.added' },
    ]);
    expect(
      (await call('DELETE', `/api/admin/analysts/${analyst.analystId}`, admin)).statusCode,
    ).toBe(404);
  });
});

describe('an assigned analyst', () => {
  let analyst: TestUser & { analystId: number };
  beforeAll(async () => {
    analyst = await createAnalyst(ctx.app, [assigned]);
  });

  it('reads the project page, and the workspace lists who is assigned', async () => {
    const response = await call('GET', `/api/admin/projects/${assigned.id}/workspace`, analyst);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<WorkspaceResponse>().analysts).toContainEqual({
      id: analyst.analystId,
      email: analyst.email,
      signedUp: true,
    });
  });

  it('answers 404 on a project not assigned to them, 403 on the whole firm’s trail', async () => {
    const other404 = await call('GET', `/api/admin/projects/${other.id}/workspace`, analyst);
    expect(other404.statusCode).toBe(404);
    expect((await call('GET', '/api/admin/audit', analyst)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/audit?projectId=${other.id}`, analyst)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/api/admin/audit?projectId=${assigned.id}`, analyst)).statusCode,
    ).toBe(200);
  });

  it('sees only their projects in the Overview', async () => {
    const overview = await call('GET', '/api/admin/overview?sort=name', analyst);
    expect(overview.json<OverviewResponse>().items.map((row) => row.id)).toEqual([assigned.id]);
    const firm = await call('GET', `/api/admin/overview?search=${other.name}`, admin);
    expect(firm.json<OverviewResponse>().items.map((row) => row.id)).toEqual([other.id]);
  });

  it('uploads to the project a deliverable it then downloads; no other project’s', async () => {
    const upload = (project: TestProject, user: TestUser) => {
      const { payload, contentType } = multipartBuffer({
        file: { name: 'Findings.pdf', content: '%PDF-1.4\n% Findings\n%%EOF\n' },
      });
      return ctx.app.inject({
        method: 'POST',
        url: `/api/admin/projects/${project.id}/deliverables`,
        headers: { ...user.headers, 'content-type': contentType },
        payload,
      });
    };
    const mine = await upload(assigned, analyst);
    expect(mine.statusCode, mine.body).toBe(201);
    expect((await upload(other, analyst)).statusCode).toBe(404);
    const theirs = await upload(other, admin);
    const download = (id: number) => call('GET', `/api/deliverables/${id}/download`, analyst);
    expect((await download(mine.json<{ id: number }>().id)).statusCode).toBe(200);
    expect((await download(theirs.json<{ id: number }>().id)).statusCode).toBe(404);
  });

  it('is refused until two-factor sign-in is on', async () => {
    const email = `analyst-${uniqueId()}@firm.test`;
    const added = await call('POST', '/api/admin/analysts', admin, { email });
    await call(
      'PUT',
      `/api/admin/projects/${assigned.id}/analysts/${added.json<Analyst>().id}`,
      admin,
    );
    const withoutCodes = await signUp(ctx.app, { email });
    const response = await call(
      'GET',
      `/api/admin/projects/${assigned.id}/workspace`,
      withoutCodes,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: TWO_FACTOR_MESSAGES.required,
      code: 'two_factor_required',
    });
  });
});

describe('assigning', () => {
  it('assigns and unassigns once each, audited on the project; unknown ids are 404s', async () => {
    const project = await createProject(ctx.app);
    const analyst = await createAnalyst(ctx.app, []);
    const path = `/api/admin/projects/${project.id}/analysts/${analyst.analystId}`;
    const workspace = `/api/admin/projects/${project.id}/workspace`;
    expect((await call('GET', workspace, analyst)).statusCode).toBe(404);

    expect((await call('PUT', path, admin)).statusCode).toBe(204);
    expect((await call('PUT', path, admin)).statusCode).toBe(204);
    expect((await call('GET', workspace, analyst)).statusCode).toBe(200);
    expect((await call('DELETE', path, admin)).statusCode).toBe(204);
    expect((await call('DELETE', path, admin)).statusCode).toBe(204);
    expect((await call('GET', workspace, analyst)).statusCode).toBe(404);

    expect(await auditTrailOf(ctx.database.db, { projectId: project.id })).toEqual([
      { action: 'analyst.unassigned', actorEmail: TEST_ADMIN_EMAIL },
      { action: 'analyst.assigned', actorEmail: TEST_ADMIN_EMAIL },
    ]);
    const unknownAnalyst = await call(
      'PUT',
      `/api/admin/projects/${project.id}/analysts/2147483000`,
      admin,
    );
    expect(unknownAnalyst.json()).toMatchObject({ error: ANALYST_MESSAGES.notFound });
    expect(unknownAnalyst.statusCode).toBe(404);
    const unknownProject = await call(
      'PUT',
      `/api/admin/projects/2147483000/analysts/${analyst.analystId}`,
      admin,
    );
    expect(unknownProject.statusCode).toBe(404);
    // A refused assignment records nothing.
    expect(await auditTrailOf(ctx.database.db, { projectId: project.id })).toHaveLength(2);
  });

  it('the analysts list names each one’s projects', async () => {
    const analyst = await createAnalyst(ctx.app, [assigned, other]);
    const row = (await analystsList()).find((item) => item.id === analyst.analystId);
    expect(row?.projects.map((project) => project.id).sort()).toEqual(
      [assigned.id, other.id].sort(),
    );
    const [stored] = await ctx.database.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, [analyst.email]));
    expect(stored).toBeDefined();
  });
});
