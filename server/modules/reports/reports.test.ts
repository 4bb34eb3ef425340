/**
 * The initial report's workflow (docs/product.md#initial-report): a submission queues a draft,
 * made only when a figure changed, which moves the stage forward once; the firm edits,
 * approves and publishes; numbers an analyst added are confirmed at publishing; the members
 * read only what is published and are mailed a link; every step is in the audit trail.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FirmReport,
  MemberReport,
  PublishedReport,
} from '../../../common/reports/contract.ts';
import { REPORT_API } from '../../../common/reports/contract.ts';
import { REPORT_MESSAGES } from '../../../common/reports/messages.ts';
import type { ProjectStage } from '../../../common/stages/contract.ts';
import { initialReports, mailOutbox, projects } from '../../db/schema/index.ts';
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
import { REPORT_DRAFT_QUEUE } from './index.ts';

let ctx: TestContext;
let admin: TestUser;
let project: TestProject;
let owner: TestUser;
let member: TestUser;
let viewer: TestUser;
let analyst: TestUser;
let otherAnalyst: TestUser;
let outsider: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx.app);
  project = await createProject(ctx.app);
  owner = await createMember(ctx.app, project, 'owner');
  member = await createMember(ctx.app, project, 'member');
  viewer = await createMember(ctx.app, project, 'viewer');
  analyst = await createAnalyst(ctx.app, [project]);
  const other = await createProject(ctx.app);
  otherAnalyst = await createAnalyst(ctx.app, [other]);
  outsider = await createMember(ctx.app, other, 'owner');
});
afterAll(() => ctx?.close());

const ACME = {
  industry: 'b2b',
  trailingTwelveMonthRevenue: '12500000',
  ltv: '2400',
  actualCac: '900',
  targetCac: '600',
  churnRate: '2.5',
  grossMargin: '70',
};

const get = (url: string, user: TestUser) =>
  ctx.app.inject({ method: 'GET', url, headers: user.headers });
const send = (method: 'POST' | 'PUT', url: string, user: TestUser, payload: object = {}) =>
  ctx.app.inject({ method, url, headers: user.headers, payload });

const drafts = () => ctx.app.jobs.runDue(REPORT_DRAFT_QUEUE);
const firm = async (user: TestUser = analyst) => {
  const response = await get(REPORT_API.firm(project.id), user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FirmReport>();
};
const stage = async () =>
  (await get(`/api/projects/${project.id}/stage`, member)).json<ProjectStage>();
const actions = async () =>
  (await auditTrailOf(ctx.database.db, { projectId: project.id }))
    .filter((entry) => entry.action.startsWith('report.'))
    .reverse();

describe('the initial report', () => {
  it('is drafted from rules after the first submission, and moves the stage to AI analysis', async () => {
    expect((await firm()).current).toBeNull();
    await submitMetrics(ctx.app, member, project, ACME);
    expect((await drafts()).delivered).toBe(1);

    const report = await firm();
    expect(report.current).toMatchObject({ version: 1, origin: 'rules', status: 'draft' });
    expect(report.current!.unsupported).toEqual([]);
    expect(report.current!.body).toContain('## Summary');
    expect(report.current!.body).toContain('LTV:CAC of 2.7x');
    // The current CAC is 50% over target: a red flag, with its recommendation.
    expect(report.current!.draft.redFlags.map((flag) => flag.figures)).toContainEqual(['cacGap']);
    expect(report.current!.draft.recommendations.map((entry) => entry.title)).toContain(
      REPORT_MESSAGES.rules.recommend.cacAboveTarget.title,
    );
    const cited = new Set(report.current!.figures.map((figure) => figure.key));
    for (const finding of report.current!.draft.findings) {
      for (const key of finding.figures) expect(cited).toContain(key);
    }
    // Due 48 hours after the first submission.
    const [row] = await ctx.database.db
      .select({ due: projects.reportDueAt })
      .from(projects)
      .where(eq(projects.id, project.id));
    expect(report.dueAt).toBe(row!.due!.toISOString());
    expect((await stage()).stage).toBe('ai_analysis');
    expect(await actions()).toEqual([{ action: 'report.drafted', actorEmail: null }]);
  });

  it('is not drafted again when no figure changed, and is when one did', async () => {
    await submitMetrics(ctx.app, member, project, { seasonality: 'Busy in December' });
    expect((await drafts()).delivered).toBe(0);
    expect((await firm()).versions).toHaveLength(1);

    await submitMetrics(ctx.app, member, project, { actualCac: '650' });
    expect((await drafts()).delivered).toBe(1);
    const report = await firm();
    expect(report.current).toMatchObject({ version: 2, origin: 'rules' });
    expect(report.current!.draft.redFlags.map((flag) => flag.figures)).not.toContainEqual([
      'cacGap',
    ]);
  });

  it('never moves the stage back', async () => {
    const moved = await send('POST', `/api/admin/projects/${project.id}/stage`, admin, {
      stage: 'diligence_report_delivery',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await submitMetrics(ctx.app, member, project, { actualCac: '700' });
    expect((await drafts()).delivered).toBe(1);
    expect((await stage()).stage).toBe('diligence_report_delivery');
  });

  it('shows the client nothing before it is published', async () => {
    const { current } = await firm();
    for (const user of [owner, member, viewer]) {
      const report = await get(REPORT_API.member(project.id), user);
      expect(report.statusCode).toBe(200);
      expect(report.json<MemberReport>()).toEqual({ report: null, drafting: 'rules' });
      const version = await get(REPORT_API.memberVersion(project.id, current!.id), user);
      expect(version.statusCode).toBe(404);
      expect(version.json()).toEqual({ error: REPORT_MESSAGES.notFound, code: 'not_found' });
      expect((await get(REPORT_API.firm(project.id), user)).statusCode).toBe(403);
    }
  });

  it('keeps other tenants out', async () => {
    expect((await get(REPORT_API.member(project.id), outsider)).statusCode).toBe(404);
    expect((await get(REPORT_API.firm(project.id), otherAnalyst)).statusCode).toBe(404);
    const { current } = await firm();
    const approve = await send('POST', REPORT_API.approve(project.id, current!.id), otherAnalyst);
    expect(approve.statusCode).toBe(404);
  });

  it('refuses a malformed edit or version id with a readable 400', async () => {
    const empty = await send('PUT', REPORT_API.firm(project.id), analyst, {
      basedOn: 1,
      body: '  ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: string }>().error).toMatch(/body/);
    const badId = await get(`/api/projects/${project.id}/report/versions/abc`, member);
    expect(badId.statusCode).toBe(400);
  });

  it('is edited, approved and published, each number an analyst added confirmed', async () => {
    const before = await firm();
    const stale = await send('PUT', REPORT_API.firm(project.id), analyst, {
      basedOn: before.versions.at(-1)!.id,
      body: 'An edit of an old version',
    });
    expect(stale.statusCode).toBe(409);

    const body = `${before.current!.body}\n\nThe team expects revenue of $14.2M next year.`;
    const edited = await send('PUT', REPORT_API.firm(project.id), analyst, {
      basedOn: before.current!.id,
      body,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const report = edited.json<FirmReport>();
    expect(report.current).toMatchObject({
      origin: 'edited',
      createdBy: analyst.email,
      status: 'draft',
      body,
    });
    expect(report.current!.unsupported.map((found) => found.text)).toEqual(['$14.2M']);
    const versionId = report.current!.id;

    const unapproved = await send('POST', REPORT_API.publish(project.id, versionId), analyst);
    expect(unapproved.statusCode).toBe(409);
    expect(unapproved.json()).toMatchObject({ error: REPORT_MESSAGES.notApproved });

    const approved = await send('POST', REPORT_API.approve(project.id, versionId), admin);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<FirmReport>().current).toMatchObject({
      status: 'approved',
      approvedBy: TEST_ADMIN_EMAIL,
    });

    const unconfirmed = await send('POST', REPORT_API.publish(project.id, versionId), analyst, {
      confirmedNumbers: [],
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toEqual({
      error: REPORT_MESSAGES.unconfirmed('$14.2M'),
      code: 'bad_request',
    });

    const stageBefore = (await stage()).stage;
    const publishedAnswer = await send('POST', REPORT_API.publish(project.id, versionId), analyst, {
      confirmedNumbers: ['$14.2M'],
    });
    expect(publishedAnswer.statusCode, publishedAnswer.body).toBe(200);
    expect(publishedAnswer.json<FirmReport>().current).toMatchObject({
      status: 'published',
      publishedBy: analyst.email,
    });
    expect((await stage()).stage).toBe(stageBefore);
    expect((await stage()).reportPublishedAt).not.toBeNull();

    const [row] = await ctx.database.db
      .select({ confirmed: initialReports.confirmedNumbers })
      .from(initialReports)
      .where(eq(initialReports.id, versionId));
    expect(row!.confirmed).toEqual(['$14.2M']);
    expect((await actions()).map((entry) => entry.action)).toEqual([
      'report.drafted',
      'report.drafted',
      'report.drafted',
      'report.edited',
      'report.approved',
      'report.published',
    ]);
  });

  it('reaches the members: the report, its version, and a mail with a link and no content', async () => {
    const { current } = await firm();
    for (const user of [owner, member, viewer]) {
      const read = (await get(REPORT_API.member(project.id), user)).json<MemberReport>();
      expect(read.report).toMatchObject({ id: current!.id, body: current!.body });
      const version = await get(REPORT_API.memberVersion(project.id, current!.id), user);
      expect(version.statusCode).toBe(200);
      expect(version.json<PublishedReport>().body).toBe(current!.body);
    }
    const mails = await ctx.database.db
      .select({ to: mailOutbox.to, content: mailOutbox.content })
      .from(mailOutbox)
      .where(
        and(sql`${mailOutbox.content}->>'subject' = ${REPORT_MESSAGES.mailSubject(project.name)}`),
      )
      .orderBy(asc(mailOutbox.id));
    expect(
      mails
        .map((mail) => mail.to)
        .flat()
        .sort(),
    ).toEqual([owner.email, member.email, viewer.email].sort());
    const text = JSON.stringify(mails[0]!.content);
    expect(text).toContain(`/portal/dashboard?project=${project.id}#initial-report`);
    expect(text).not.toContain('$14.2M');
    expect(text).not.toContain('LTV:CAC');
  });

  it('keeps the published version for the client while the next one is drafted', async () => {
    await submitMetrics(ctx.app, member, project, { actualCac: '720' });
    expect((await drafts()).delivered).toBe(1);
    const report = await firm();
    expect(report.current!.status).toBe('draft');
    const read = (await get(REPORT_API.member(project.id), member)).json<MemberReport>();
    expect(read.report!.body).toContain('$14.2M');
    const draft = await get(REPORT_API.memberVersion(project.id, report.current!.id), viewer);
    expect(draft.statusCode).toBe(404);
  });
});
