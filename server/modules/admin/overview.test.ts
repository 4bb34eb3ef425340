/**
 * The admin's Overview (docs/product.md#workspace): the reasons a project needs
 * attention, the initial reports overdue or due soon (marked and first), the orders, stable
 * cursor pages, archived projects left out, the stored completeness, who drafted the newest
 * initial report, and who may call it. The route matrix covers 401/403 for every caller too.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectCompleteness } from '../../../common/brief/completeness.ts';
import { REPORT_DUE_SOON_HOURS } from '../../../common/reports/constants.ts';
import { PLATFORMS, type Platform } from '../../../common/connections/constants.ts';
import type { FivetranSetupState } from '../../../common/connections/contract.ts';
import {
  OVERVIEW_PAGE_SIZE,
  STALE_SUBMISSION_DAYS,
  STUCK_WITHOUT_SUBMISSION_DAYS,
  overviewQuerySchema,
  overviewResponseSchema,
  type OverviewRow,
} from '../../../common/admin/overview-contract.ts';
import {
  authSessions,
  authUsers,
  dataConnectors,
  metrics,
  projects,
} from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import { overviewReader } from './overview.ts';
import {
  archiveProject,
  createAdmin,
  createMember,
  createProject,
  removeMember,
  submitMetrics,
  uniqueId,
  type TestProject,
  type TestUser,
} from '../../testing/factories.ts';

let ctx: TestContext;
let admin: TestUser;
let projectOverview: ReturnType<typeof overviewReader>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx.app);
  projectOverview = overviewReader(ctx.database.db);
});
afterAll(() => ctx.close());

function get(query: Record<string, string>, user: TestUser | null = admin) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/admin/overview?${new URLSearchParams(query)}`,
    headers: user?.headers ?? {},
  });
}

async function page(query: Record<string, string>) {
  const response = await get(query);
  expect(response.statusCode, response.body).toBe(200);
  return overviewResponseSchema.parse(response.json());
}

/** Every page of the list, following nextCursor. */
async function allRows(query: Record<string, string>): Promise<OverviewRow[]> {
  const rows: OverviewRow[] = [];
  let cursor: string | null = null;
  do {
    const next = await page(cursor ? { ...query, cursor } : query);
    rows.push(...next.items);
    cursor = next.nextCursor;
  } while (cursor);
  return rows;
}

const FIELDS = { trailingTwelveMonthRevenue: '1000.00', industry: 'b2b', seasonality: 'Q4' };

/** The stored score of a project with this latest submission and nothing else. */
const scoreOf = (fields: Record<string, unknown>) =>
  projectCompleteness({ latestSubmission: fields, noteCount: 0, connectedPlatforms: [] }).score;

const submit = (user: TestUser, project: TestProject, fields: Record<string, unknown>) =>
  submitMetrics(ctx.app, user, project, fields);

/** A project whose member signed in, confirmed their address and just submitted. */
async function healthyProject(name: string) {
  const project = await createProject(ctx.app, { name });
  const member = await createMember(ctx.app, project);
  await submit(member, project, FIELDS);
  return { project, member };
}

/** A stored Fivetran connector of the project (Google's, created, never synced, unless told). */
async function addConnector(
  { project, member }: { project: TestProject; member: TestUser },
  {
    platform = 'google',
    ...state
  }: {
    platform?: Platform;
    lastSyncAt?: Date;
    paused?: boolean;
    setupState?: FivetranSetupState;
  } = {},
) {
  await ctx.database.db.insert(dataConnectors).values({
    projectId: project.id,
    userId: member.userId,
    connectorId: `c_${uniqueId()}`,
    platform,
    service: `${platform}_ads`,
    schema: `s_${uniqueId()}`,
    ...state,
  });
}

/** A connector Fivetran reports set up and running. */
const running = (platform: Platform) =>
  ({ platform, setupState: 'connected', lastSyncAt: new Date() }) as const;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

describe('GET /api/admin/overview', () => {
  it('flags each reason a project needs attention, and not a fresh complete one', async () => {
    const tag = `flags-${uniqueId()}`;
    const empty = await createProject(ctx.app, { name: `${tag} empty` });
    const fresh = await healthyProject(`${tag} fresh`);
    const stale = await healthyProject(`${tag} stale`);
    await ctx.database.db
      .update(metrics)
      .set({ createdAt: daysAgo(STALE_SUBMISSION_DAYS + 1) })
      .where(eq(metrics.projectId, stale.project.id));
    const people = await healthyProject(`${tag} people`);
    await ctx.database.db
      .delete(authSessions)
      .where(eq(authSessions.userId, people.member.authUserId));
    await ctx.database.db
      .update(authUsers)
      .set({ emailVerified: false })
      .where(eq(authUsers.id, people.member.authUserId));
    const connector = await healthyProject(`${tag} connector`);
    await addConnector(connector, { lastSyncAt: new Date(), paused: true });
    const archived = await createProject(ctx.app, { name: `${tag} archived` });
    await archiveProject(ctx.app, archived.id);

    const rows = await allRows({ search: tag, sort: 'name' });
    const byName = Object.fromEntries(rows.map((row) => [row.name.slice(tag.length + 1), row]));
    expect(Object.keys(byName)).toEqual(['connector', 'empty', 'fresh', 'people', 'stale']);
    expect(byName.empty).toMatchObject({
      completeness: null,
      daysSinceSubmission: null,
      lastActivityAt: null,
      members: 0,
      reasons: ['no_submission'],
    });
    expect(byName.fresh).toMatchObject({
      completeness: scoreOf(FIELDS),
      daysSinceSubmission: 0,
      members: 1,
      neverSignedIn: 0,
      unverified: 0,
      incompleteConnections: 0,
      reasons: [],
    });
    expect(byName.stale).toMatchObject({
      daysSinceSubmission: STALE_SUBMISSION_DAYS + 1,
      reasons: ['stale_submission'],
    });
    expect(byName.people).toMatchObject({
      neverSignedIn: 1,
      unverified: 1,
      reasons: ['never_signed_in', 'unverified'],
    });
    expect(byName.connector).toMatchObject({
      incompleteConnections: 1,
      reasons: ['incomplete_connection'],
    });
    // Last client activity: the member's sign-in or the submission, whichever is newer.
    expect(Date.now() - Date.parse(byName.fresh!.lastActivityAt!)).toBeLessThan(60_000);
    // The submission is old, the member's sign-in is not: the sign-in is the activity.
    expect(Date.now() - Date.parse(byName.stale!.lastActivityAt!)).toBeLessThan(60_000);
    expect(byName.people!.lastActivityAt).not.toBeNull();

    const attention = await allRows({ search: tag, attention: 'true', sort: 'name' });
    expect(attention.map((row) => row.id)).toEqual(
      [connector.project, empty, people.project, stale.project].map((project) => project.id),
    );
    expect(fresh.project.id).not.toBe(empty.id);
  });

  it('says who is stuck in words: the platforms missing by name, the members, the health', async () => {
    const tag = `health-${uniqueId()}`;
    await createProject(ctx.app, { name: `${tag} a-memberless` });
    const partial = await healthyProject(`${tag} b-partial`);
    await addConnector(partial, running('meta'));
    const full = await healthyProject(`${tag} c-full`);
    for (const platform of PLATFORMS) await addConnector(full, running(platform));
    const paused = await healthyProject(`${tag} d-paused`);
    await addConnector(paused, { ...running('google'), paused: true });
    const silent = await createProject(ctx.app, { name: `${tag} e-silent` });
    await createMember(ctx.app, silent);
    const createdDaysAgo = STUCK_WITHOUT_SUBMISSION_DAYS + 1;
    await ctx.database.db
      .update(projects)
      .set({ createdAt: daysAgo(createdDaysAgo) })
      .where(eq(projects.id, silent.id));

    const rows = await allRows({ search: tag, sort: 'name' });
    const byName = Object.fromEntries(rows.map((row) => [row.name.slice(tag.length + 1), row]));
    const none = '3 of 3 platforms missing: Meta (Facebook) Ads, Google Ads, LinkedIn Ads';
    expect(byName['a-memberless']).toMatchObject({
      daysSinceCreated: 0,
      connectors: [],
      health: {
        level: 'stuck',
        reason: 'No member yet',
        members: 'No member yet',
        connections: none,
      },
    });
    expect(byName['b-partial']).toMatchObject({
      connectors: [{ platform: 'meta', state: 'connected' }],
      health: {
        level: 'on_track',
        reason: 'Nothing needs attention',
        members: 'All signed in',
        connections: '2 of 3 platforms missing: Google Ads, LinkedIn Ads',
      },
    });
    expect(byName['c-full']!.health).toMatchObject({
      level: 'on_track',
      connections: 'All 3 platforms connected',
    });
    expect(byName['d-paused']).toMatchObject({
      connectors: [{ platform: 'google', state: 'paused' }],
      health: {
        level: 'at_risk',
        reason: 'Connection incomplete',
        connections:
          '3 of 3 platforms missing: Meta (Facebook) Ads, Google Ads (paused), LinkedIn Ads',
      },
    });
    expect(byName['e-silent']).toMatchObject({
      daysSinceCreated: createdDaysAgo,
      health: {
        level: 'stuck',
        reason: `No submission ${createdDaysAgo} days after creation`,
        members: 'All signed in',
        connections: none,
      },
    });
  });

  it('names who drafted each project’s newest initial report, none before a draft', async () => {
    const tag = `drafter-${uniqueId()}`;
    const undrafted = await createProject(ctx.app, { name: `${tag} a-undrafted` });
    for (const [name, source] of [
      ['b-rules', 'rules'],
      ['c-model', 'gpt-4.1-mini'],
    ] as const) {
      const project = await createProject(ctx.app, { name: `${tag} ${name}` });
      await ctx.database.db
        .update(projects)
        .set({ latestDraftSource: source })
        .where(eq(projects.id, project.id));
    }
    const rows = await allRows({ search: tag, sort: 'name' });
    expect(rows.map((row) => [row.name.slice(tag.length + 1), row.draftSource])).toEqual([
      ['a-undrafted', null],
      ['b-rules', 'rules'],
      ['c-model', 'gpt-4.1-mini'],
    ]);
    expect(rows[0]!.id).toBe(undrafted.id);
  });

  it('orders needs-attention first, then by the oldest client activity; by each column; filtered by stage', async () => {
    const tag = `order-${uniqueId()}`;
    const never = await createProject(ctx.app, { name: `${tag} b-never` });
    const fresh = await healthyProject(`${tag} a-fresh`);
    const rich = await healthyProject(`${tag} c-rich`);
    await submit(rich.member, rich.project, {
      ...FIELDS,
      targetCac: '10.00',
      targetRoi: '2.00',
      roas: '3.00',
    });
    const old = await healthyProject(`${tag} d-old`);
    await ctx.database.db
      .update(metrics)
      .set({ createdAt: daysAgo(STALE_SUBMISSION_DAYS + 5) })
      .where(eq(metrics.projectId, old.project.id));
    await ctx.database.db
      .delete(authSessions)
      .where(eq(authSessions.userId, old.member.authUserId));

    await ctx.database.db
      .update(projects)
      .set({ stage: 'ai_analysis' })
      .where(eq(projects.id, rich.project.id));
    await ctx.database.db
      .update(projects)
      .set({ stage: 'acquisition_decision' })
      .where(eq(projects.id, fresh.project.id));

    const ids = async (query: Record<string, string>) =>
      (await allRows({ search: tag, ...query })).map((row) => row.name.slice(tag.length + 1));

    const orders: [Record<string, string>, string[]][] = [
      // Needs attention: the never-active one (no activity at all), then the old one.
      [{}, ['b-never', 'd-old', 'a-fresh', 'c-rich']],
      [{ direction: 'desc' }, ['c-rich', 'a-fresh', 'd-old', 'b-never']],
      [{ attention: 'true' }, ['b-never', 'd-old']],
      [{ sort: 'name' }, ['a-fresh', 'b-never', 'c-rich', 'd-old']],
      [{ sort: 'name', direction: 'desc' }, ['d-old', 'c-rich', 'b-never', 'a-fresh']],
      // Equal values keep the id's order, in the same direction: d-old was created last.
      [{ sort: 'completeness', direction: 'desc' }, ['c-rich', 'd-old', 'a-fresh', 'b-never']],
      [{ sort: 'activity' }, ['b-never', 'd-old', 'a-fresh', 'c-rich']],
      // Time since the last submission (c-rich submitted last): least first, never last.
      [{ sort: 'submission' }, ['c-rich', 'a-fresh', 'd-old', 'b-never']],
      [{ sort: 'submission', direction: 'desc' }, ['b-never', 'd-old', 'a-fresh', 'c-rich']],
      // The journey's order, then the oldest activity first within a stage.
      [{ sort: 'stage' }, ['b-never', 'd-old', 'c-rich', 'a-fresh']],
      [{ sort: 'stage', direction: 'desc' }, ['a-fresh', 'c-rich', 'd-old', 'b-never']],
      [{ stage: 'initial_data_collection' }, ['b-never', 'd-old']],
      [{ stage: 'ai_analysis', sort: 'name' }, ['c-rich']],
    ];
    for (const [query, expected] of orders) {
      expect(await ids(query), JSON.stringify(query)).toEqual(expected);
      // The same order a row at a time: every cursor (times, nulls, names) resumes exactly.
      const oneByOne: string[] = [];
      let cursor: string | undefined;
      do {
        const next = await projectOverview(
          overviewQuerySchema.parse({ search: tag, ...query, cursor }),
          'firm',
          1,
        );
        oneByOne.push(...next.items.map((row) => row.name.slice(tag.length + 1)));
        cursor = next.nextCursor ?? undefined;
      } while (cursor);
      expect(oneByOne, JSON.stringify(query)).toEqual(expected);
    }
    expect(never.id).toBeGreaterThan(0);
    expect(fresh.project.id).toBeGreaterThan(0);
  });

  it('pages with a cursor: no row twice or missing, even when one is added between pages', async () => {
    const tag = `pages-${uniqueId()}`;
    const created: number[] = [];
    for (let index = 0; index < OVERVIEW_PAGE_SIZE + 5; index += 1) {
      const project = await createProject(ctx.app, {
        name: `${tag} ${String(index).padStart(2, '0')}`,
      });
      created.push(project.id);
    }
    for (const sort of ['attention', 'name', 'submission'] as const) {
      const first = await page({ search: tag, sort });
      expect(first.items).toHaveLength(OVERVIEW_PAGE_SIZE);
      expect(first.nextCursor).not.toBeNull();
      // A project added before the cursor's position: the next page does not shift.
      const added = await createProject(ctx.app, { name: `${tag} 00 ${sort}` });
      const second = await page({ search: tag, sort, cursor: first.nextCursor! });
      expect(second.nextCursor).toBeNull();
      const seen = [...first.items, ...second.items].map((row) => row.id);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.filter((id) => id !== added.id).sort()).toEqual([...created].sort());
      created.push(added.id);
    }
  });

  it('resumes after a page in the needs-attention group, where a project that went stale since joins it', async () => {
    const tag = `crossing-${uniqueId()}`;
    const empty = await createProject(ctx.app, { name: `${tag} empty` });
    const older = await healthyProject(`${tag} older`);
    const newer = await healthyProject(`${tag} newer`);
    const pageAfter = (cursor?: string) =>
      projectOverview(overviewQuerySchema.parse({ search: tag, cursor }), 'firm', 1);
    const first = await pageAfter();
    expect(first.items.map((row) => row.id)).toEqual([empty.id]);
    // The newer one's submission crosses the 30-day line between the pages (its member's
    // sign-in stays its last activity, after the empty project's none).
    await ctx.database.db
      .update(metrics)
      .set({ createdAt: daysAgo(STALE_SUBMISSION_DAYS + 1) })
      .where(eq(metrics.projectId, newer.project.id));
    const second = await pageAfter(first.nextCursor!);
    expect(second.items).toMatchObject([{ id: newer.project.id, reasons: ['stale_submission'] }]);
    const third = await pageAfter(second.nextCursor!);
    expect(third.items.map((row) => row.id)).toEqual([older.project.id]);
    expect(third.nextCursor).toBeNull();
  });

  it('puts the reports overdue, then due soon, first by their due time, marked; pages through them', async () => {
    const tag = `report-${uniqueId()}`;
    const dueAt = {
      soon6: hoursFromNow(6),
      soon2: hoursFromNow(2),
      overdue: hoursFromNow(-1),
      later: hoursFromNow(REPORT_DUE_SOON_HOURS + 18),
      published: hoursFromNow(-5),
    };
    // Created in the reverse of their due order: the oldest activity is the latest due.
    for (const name of ['soon6', 'soon2', 'overdue', 'later', 'published'] as const) {
      const { project } = await healthyProject(`${tag} ${name}`);
      await ctx.database.db
        .update(projects)
        .set({
          reportDueAt: dueAt[name],
          reportPublishedAt: name === 'published' ? hoursFromNow(-1) : null,
        })
        .where(eq(projects.id, project.id));
    }
    // Never submitted: no report due yet, but no submission needs attention.
    await createProject(ctx.app, { name: `${tag} unsubmitted` });
    const names = (rows: OverviewRow[]) => rows.map((row) => row.name.slice(tag.length + 1));

    const rows = await allRows({ search: tag });
    const reportDue = ['overdue', 'soon2', 'soon6'];
    expect(names(rows)).toEqual([...reportDue, 'unsubmitted', 'later', 'published']);
    const byName = Object.fromEntries(rows.map((row) => [row.name.slice(tag.length + 1), row]));
    for (const name of ['overdue', 'soon2', 'soon6'] as const) {
      const { report } = byName[name]!;
      expect(report?.state, name).toBe(name === 'overdue' ? 'overdue' : 'due_soon');
      expect(Date.parse(report!.dueAt), name).toBe(dueAt[name].getTime());
      // The report alone puts it first: nothing else about it needs attention.
      expect(byName[name]!.reasons, name).toEqual([]);
    }
    expect(byName.later!.report).toBeNull();
    expect(byName.published!.report).toBeNull();
    expect(byName.unsubmitted).toMatchObject({ report: null, reasons: ['no_submission'] });

    // Needs attention: the reports due, before the other reasons.
    const attention = [...reportDue, 'unsubmitted'];
    expect(names(await allRows({ search: tag, attention: 'true' }))).toEqual(attention);
    expect(names(await allRows({ search: tag, attention: 'true', sort: 'name' }))).toEqual(
      [...attention].sort(),
    );

    // Pages of every size cross the groups without a row twice or missing, both ways.
    const expected = {
      asc: [...attention, 'later', 'published'],
      desc: [...attention, 'later', 'published'].reverse(),
    };
    for (const direction of ['asc', 'desc'] as const) {
      for (const size of [1, 2, 4]) {
        const paged: string[] = [];
        let cursor: string | undefined;
        do {
          const next = await projectOverview(
            overviewQuerySchema.parse({ search: tag, direction, cursor }),
            'firm',
            size,
          );
          paged.push(...names(next.items));
          cursor = next.nextCursor ?? undefined;
        } while (cursor);
        expect(paged, `${direction} ${size}`).toEqual(expected[direction]);
      }
    }
  });

  it('follows the writes that change a figure, in their own transaction', async () => {
    const tag = `writes-${uniqueId()}`;
    const { project, member } = await healthyProject(`${tag} p`);
    const row = async () => (await page({ search: tag })).items[0]!;
    await addConnector({ project, member });
    expect(await row()).toMatchObject({ incompleteConnections: 1 });
    await ctx.database.db
      .update(dataConnectors)
      .set({ lastSyncAt: new Date() })
      .where(eq(dataConnectors.projectId, project.id));
    expect(await row()).toMatchObject({ incompleteConnections: 0, reasons: [] });
    const second = await createMember(ctx.app, project);
    await ctx.database.db.delete(authSessions).where(eq(authSessions.userId, second.authUserId));
    expect(await row()).toMatchObject({ members: 2, neverSignedIn: 1 });
    await removeMember(ctx.app, second, project);
    expect(await row()).toMatchObject({ members: 1, neverSignedIn: 0, reasons: [] });
  });

  it('leaves archived projects out', async () => {
    const tag = `archived-${uniqueId()}`;
    const project = await createProject(ctx.app, { name: `${tag} gone` });
    expect((await page({ search: tag })).items.map((row) => row.id)).toEqual([project.id]);
    await archiveProject(ctx.app, project.id);
    expect((await page({ search: tag })).items).toEqual([]);
  });

  it('answers 400 for a bad sort, a forged cursor, another order’s cursor or an unknown key', async () => {
    const tag = `bad-${uniqueId()}`;
    for (let index = 0; index <= OVERVIEW_PAGE_SIZE; index += 1) {
      await createProject(ctx.app, { name: `${tag} ${index}` });
    }
    const cursor = (await page({ search: tag, sort: 'name' })).nextCursor!;
    const forged = Buffer.from(
      JSON.stringify({ sort: 'name', direction: 'asc', keys: [1], id: 1 }),
    ).toString('base64url');
    // The attention order's first key is its group: 0, 1 or 2.
    const noRank = Buffer.from(
      JSON.stringify({ sort: 'attention', direction: 'asc', keys: [3, null], id: 1 }),
    ).toString('base64url');
    const queries: Record<string, string>[] = [
      { sort: 'members' },
      { stage: 'done' },
      { direction: 'up' },
      { attention: 'yes' },
      { cursor: 'not-a-cursor' },
      { sort: 'name', cursor: forged },
      { cursor: noRank },
      { sort: 'completeness', cursor },
      { sort: 'name', direction: 'desc', cursor },
      { page: '2' },
      { search: 'x'.repeat(101) },
    ];
    for (const query of queries) {
      const response = await get(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_request' });
    }
  });

  it('answers 401 signed out and 403 to a project owner', async () => {
    const project = await createProject(ctx.app);
    const owner = await createMember(ctx.app, project, 'owner');
    expect((await get({}, null)).statusCode).toBe(401);
    expect((await get({}, owner)).statusCode).toBe(403);
  });
});

describe('projects.completeness', () => {
  it('is written with each submission and note as common/brief/completeness.ts computes it', async () => {
    const project = await createProject(ctx.app);
    const member = await createMember(ctx.app, project);
    const read = async () =>
      (
        await ctx.database.db
          .select({ completeness: projects.completeness })
          .from(projects)
          .where(eq(projects.id, project.id))
      )[0]!.completeness;
    expect(await read()).toBeNull();
    const full = { ...FIELDS, targetCac: '5.00', actualCac: '6.00' };
    await submit(member, project, full);
    // Revenue, industry and both CACs: 12 of 19.
    expect(await read()).toBe(63);
    expect(scoreOf(full)).toBe(63);
    // The latest submission counts, even when it clears fields (a save is a patch).
    await submit(member, project, {
      trailingTwelveMonthRevenue: '1.00',
      industry: null,
      targetCac: null,
      actualCac: null,
      seasonality: null,
    });
    expect(await read()).toBe(scoreOf({ trailingTwelveMonthRevenue: '1.00' }));
    expect(await read()).toBe(16);
    // A note is an input too: 3 + 2 of 19.
    const note = await ctx.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: member.headers,
      payload: { projectId: project.id, content: 'Q4 is our season', category: 'context' },
    });
    expect(note.statusCode).toBe(201);
    expect(await read()).toBe(26);
  });
});
