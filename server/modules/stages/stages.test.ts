/**
 * The engagement's stage (docs/product.md#stages): an administrator moves it with a
 * day and a message; the move, the project's stage, the `stage.moved` audit entry and each
 * member's mail are one transaction (a refused move leaves none of them); members and
 * viewers read their own project's stage and the report's due time; analysts read it on the
 * project page but do not move it; a closed engagement does not move. Who may call each
 * route is also the route matrix's.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGAGEMENT_STAGE_LABELS } from '../../../common/stages/constants.ts';
import type { OverviewResponse } from '../../../common/admin/overview-contract.ts';
import type { AdminStage, ProjectStage } from '../../../common/stages/contract.ts';
import type { WorkspaceResponse } from '../../../common/admin/workspace-contract.ts';
import { STAGE_MESSAGES } from '../../../common/stages/messages.ts';
import { mailOutbox, metrics, projects } from '../../db/schema/index.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestContext } from '../../testing/app.ts';
import { auditTrailOf } from '../../testing/audit.ts';
import {
  createAdmin,
  createAnalyst,
  createMember,
  createProject,
  submitMetrics,
  type TestProject,
  type TestUser,
} from '../../testing/factories.ts';

let ctx: TestContext;
let admin: TestUser;
let project: TestProject;
let owner: TestUser;
let member: TestUser;
let viewer: TestUser;
let analyst: TestUser;
let outsider: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx.app);
  project = await createProject(ctx.app);
  owner = await createMember(ctx.app, project, 'owner');
  member = await createMember(ctx.app, project, 'member');
  viewer = await createMember(ctx.app, project, 'viewer');
  analyst = await createAnalyst(ctx.app, [project]);
  outsider = await createMember(ctx.app, await createProject(ctx.app), 'owner');
});
afterAll(() => ctx?.close());

const read = (user: TestUser, projectId = project.id) =>
  ctx.app.inject({ method: 'GET', url: `/api/projects/${projectId}/stage`, headers: user.headers });

const move = (payload: object, user: TestUser = admin, projectId = project.id) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/projects/${projectId}/stage`,
    headers: user.headers,
    payload,
  });

/** The project's audit entries, its stage and its members' stage mails: what a move writes. */
async function written(projectId = project.id) {
  const { db } = ctx.database;
  const [row] = await db
    .select({ stage: projects.stage, name: projects.name })
    .from(projects)
    .where(eq(projects.id, projectId));
  const name = row!.name;
  const mails = await db
    .select({ to: mailOutbox.to, content: mailOutbox.content })
    .from(mailOutbox)
    .where(sql`${mailOutbox.content}->>'subject' like ${`${name}: %`}`)
    .orderBy(asc(mailOutbox.id));
  const moves = (await auditTrailOf(db, { projectId })).filter(
    (entry) => entry.action === 'stage.moved',
  );
  return { stage: row!.stage, mails, moves };
}

describe('the engagement stage', () => {
  it('starts at initial data collection, with no message and no due date', async () => {
    for (const user of [owner, member, viewer]) {
      const response = await read(user);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ProjectStage>()).toEqual({
        stage: 'initial_data_collection',
        since: null,
        message: null,
        reportDueAt: null,
        reportPublishedAt: null,
      });
    }
  });

  it('dates the initial report 48 hours after the first submission, not a later one', async () => {
    await submitMetrics(ctx.app, member, project, { trailingTwelveMonthRevenue: '1000' });
    await submitMetrics(ctx.app, owner, project, { trailingTwelveMonthRevenue: '2000' });
    const [first] = await ctx.database.db
      .select({ at: metrics.createdAt })
      .from(metrics)
      .where(eq(metrics.projectId, project.id))
      .orderBy(asc(metrics.createdAt))
      .limit(1);
    const response = await read(viewer);
    expect(response.json<ProjectStage>().reportDueAt).toBe(
      new Date(first!.at.getTime() + 48 * 3_600_000).toISOString(),
    );
  });

  it('moves with a day and a message: audited, mailed to each member, read by all', async () => {
    const response = await move({
      stage: 'ai_analysis',
      effectiveOn: '2026-03-02',
      message: '  The analysis has started.  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const stage = response.json<AdminStage>();
    expect(stage).toMatchObject({
      stage: 'ai_analysis',
      since: '2026-03-02',
      message: { text: 'The analysis has started.', on: '2026-03-02' },
      history: [
        {
          stage: 'ai_analysis',
          effectiveOn: '2026-03-02',
          message: 'The analysis has started.',
          movedBy: TEST_ADMIN_EMAIL,
        },
      ],
    });

    const { moves, mails } = await written();
    expect(moves).toEqual([{ action: 'stage.moved', actorEmail: TEST_ADMIN_EMAIL }]);
    // One mail per member, each to one address.
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [[owner.email], [member.email], [viewer.email]].sort(),
    );
    expect(mails[0]!.content.subject).toBe(
      STAGE_MESSAGES.mailSubject(project.name, ENGAGEMENT_STAGE_LABELS.ai_analysis),
    );
    expect(mails[0]!.content.paragraphs).toContain('The analysis has started.');
    // The day as text reads "March 2, 2026" (docs/product.md#formats), not 2026-03-02.
    expect(mails[0]!.content.paragraphs[0]).toContain('since March 2, 2026.');

    for (const user of [member, viewer]) {
      const seen = (await read(user)).json<ProjectStage>();
      expect(seen).toMatchObject({
        stage: 'ai_analysis',
        since: '2026-03-02',
        message: { text: 'The analysis has started.', on: '2026-03-02' },
      });
      expect(seen).not.toHaveProperty('history');
    }
  });

  it('moves back without a message, dated today; the latest message stays', async () => {
    const response = await move({ stage: 'initial_data_collection' });
    expect(response.statusCode, response.body).toBe(200);
    const stage = response.json<AdminStage>();
    const today = new Date().toISOString().slice(0, 10);
    expect(stage.since).toBe(today);
    expect(stage.history.map((entry) => entry.stage)).toEqual([
      'initial_data_collection',
      'ai_analysis',
    ]);
    expect(stage.message).toEqual({ text: 'The analysis has started.', on: '2026-03-02' });
    const { moves, mails } = await written();
    expect(moves).toHaveLength(2);
    expect(mails).toHaveLength(6);
  });

  it('refuses a move to the current stage, a later day or a bad body, writing nothing', async () => {
    const before = await written();
    const same = await move({ stage: 'initial_data_collection', message: 'again' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({
      error: STAGE_MESSAGES.sameStage(ENGAGEMENT_STAGE_LABELS.initial_data_collection),
      code: 'conflict',
    });
    const later = await move({ stage: 'ai_analysis', effectiveOn: '2999-01-01' });
    expect(later.statusCode).toBe(400);
    expect(later.json()).toEqual({ error: STAGE_MESSAGES.futureDate, code: 'bad_request' });
    for (const body of [
      { stage: 'done' },
      { stage: 'ai_analysis', effectiveOn: '2026-02-30' },
      { stage: 'ai_analysis', message: 'x'.repeat(2001) },
      {},
    ]) {
      const response = await move(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ error: string }>().error.length).toBeGreaterThan(0);
    }
    expect(await written()).toEqual(before);
  });

  it('is moved by administrators only: the analyst, members and viewers get 403', async () => {
    const before = await written();
    for (const user of [analyst, owner, member, viewer]) {
      const response = await move({ stage: 'ai_analysis' }, user);
      expect(response.statusCode, response.body).toBe(403);
    }
    expect(await written()).toEqual(before);
  });

  it('is read by the analyst on the project page, with its history', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/projects/${project.id}/workspace`,
      headers: analyst.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { stage } = response.json<WorkspaceResponse>();
    expect(stage.stage).toBe('initial_data_collection');
    expect(stage.history).toHaveLength(2);
  });

  it('is shown in the Overview row', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/overview?search=${encodeURIComponent(project.name)}`,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = response.json<OverviewResponse>().items;
    expect(row).toMatchObject({ id: project.id, stage: 'initial_data_collection' });
  });

  it("answers 404 to another project's member, nothing of this one", async () => {
    const response = await read(outsider);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('analysis');
  });

  it('does not move a closed engagement (409), writing nothing', async () => {
    const closed = await createProject(ctx.app);
    await createMember(ctx.app, closed, 'owner');
    await ctx.database.db
      .update(projects)
      .set({ status: 'archived', closedAt: new Date(), closedBy: TEST_ADMIN_EMAIL })
      .where(eq(projects.id, closed.id));
    const response = await move({ stage: 'ai_analysis', message: 'late' }, admin, closed.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: STAGE_MESSAGES.closed, code: 'conflict' });
    expect(await written(closed.id)).toEqual({
      stage: 'initial_data_collection',
      mails: [],
      moves: [],
    });
  });

  it('answers 404 for a project that does not exist', async () => {
    const response = await move({ stage: 'ai_analysis' }, admin, 2_147_483_000);
    expect(response.statusCode).toBe(404);
  });
});
