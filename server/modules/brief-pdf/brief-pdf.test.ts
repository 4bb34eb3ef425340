/**
 * The diligence brief as a PDF (decision 106) through both routes: the project's members and
 * viewers, the administrator and the project's analyst get the same document, a download
 * named by the project; another tenant's member and an unassigned analyst get 404. The PDF is
 * read back as text: the latest submission's revenue, every figure and red flag of the
 * brief, the platform check, the connections and each note.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsBrief } from '../../../common/brief/brief.ts';
import { BRIEF_PDF_API } from '../../../common/brief/contract.ts';
import type { PlatformCheck } from '../../../common/platform-check/contract.ts';
import type {
  WorkspaceResponse,
  WorkspaceSubmissionsResponse,
} from '../../../common/admin/workspace-contract.ts';
import { PROJECT_PAGE_MESSAGES } from '../../../common/admin/messages.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import { auditTrailOf } from '../../testing/audit.ts';
import { createTenant } from '../../testing/tenants.ts';
import {
  createAdmin,
  createAnalyst,
  createMember,
  createProject,
  submitMetrics,
  type TestProject,
  type TestUser,
} from '../../testing/factories.ts';
import { normalizeSpace, pdfText } from './testing.ts';

const OUTDOOR = '9000000002'; // a sandbox account in USD

let ctx: TestContext;
let project: TestProject;
let owner: TestUser;
let viewer: TestUser;
let admin: TestUser;
let analyst: TestUser;
let otherAnalyst: TestUser;
let outsider: TestUser;
let otherProject: TestProject;

const NOTES = [
  { category: 'anomaly', content: 'March revenue includes a one-off licence sale of $90k.' },
  {
    category: 'methodology',
    content:
      'We moved attribution from last click to a 30-day data-driven model in January, so paid search looks stronger from then on; the sales team also started logging MQLs in the CRM instead of a spreadsheet, which is why the lead to MQL rate jumps in the second quarter.',
  },
  { category: 'context', content: 'Café opening in Zürich next spring — “flagship” store.' },
];

beforeAll(async () => {
  ctx = await createTestApp();
  // A project with a Meta connection and the member's Google grant (and a note, a submission).
  const tenant = await createTenant(ctx.app, 'demo');
  ({ project, member: owner, viewer, analyst } = tenant);
  admin = await createAdmin(ctx.app);
  otherProject = await createProject(ctx.app);
  otherAnalyst = await createAnalyst(ctx.app, [otherProject]);
  outsider = await createMember(ctx.app, otherProject, 'owner');

  await submitMetrics(ctx.app, owner, project, {
    industry: 'b2b',
    trailingTwelveMonthRevenue: '1234567.89',
    ltv: '2000',
    actualCac: '1000',
    targetCac: '500',
    churnRate: '8',
    roas: '4',
    leadToMqlRate: '40',
    mqlToSqlRate: '30',
    sqlToOppRate: '5',
    oppToWonRate: '25',
    leadToMqlTime: '1_7_days',
    mqlToSqlTime: '7_14_days',
    sqlToOppTime: '1_day',
    oppToWonTime: '14_plus_days',
    marketingTeamSize: 4,
  });
  for (const note of NOTES) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: owner.headers,
      payload: { projectId: project.id, ...note },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  const chosen = await ctx.app.inject({
    method: 'PUT',
    url: `/api/projects/${project.id}/google-ads-accounts`,
    headers: owner.headers,
    payload: { accountIds: [OUTDOOR] },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
});
afterAll(() => ctx?.close());

const get = (user: TestUser | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

async function latestSubmission() {
  const response = await get(admin, `/api/admin/projects/${project.id}/submissions`);
  return response.json<WorkspaceSubmissionsResponse>().items[0]!;
}

describe('the brief as a PDF', () => {
  it('answers a download named by the project and the day, holding the brief', async () => {
    const response = await get(owner, BRIEF_PDF_API.member(project.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${project.slug}-brief-${today}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = pdfText(response.rawPayload);
    expect(text).toContain(project.name);
    // The latest submission, not the tenant's earlier one, with the wizard's labels.
    expect(text).toContain('Annual Revenue: $1,234,567.89');
    expect(text).toContain('Industry: Business-to-Business (B2B)');
    expect(text).not.toContain('Annual Revenue: $1,000,000.00');

    const { figures, flags } = metricsBrief(await latestSubmission());
    expect(figures.length).toBeGreaterThanOrEqual(6);
    expect(flags.map((flag) => flag.id)).toEqual(
      expect.arrayContaining(['lowLtvToCac', 'highChurn', 'cacAboveTarget', 'weakFunnelStep']),
    );
    for (const figure of figures) {
      expect(text).toContain(normalizeSpace(`${figure.label}: ${figure.value}`));
      expect(text).toContain(normalizeSpace(figure.formula));
    }
    for (const flag of flags) {
      expect(text).toContain(normalizeSpace(flag.title));
      expect(text).toContain(normalizeSpace(flag.why));
    }

    const check = (
      await get(owner, `/api/projects/${project.id}/platform-check`)
    ).json<PlatformCheck>();
    const account = check.accounts[0]!;
    expect(account.snapshot).not.toBeNull();
    expect(text).toContain(`${account.name} (${OUTDOOR})`);
    const workspace = (
      await get(admin, `/api/admin/projects/${project.id}/workspace`)
    ).json<WorkspaceResponse>();
    const meta = workspace.connectors.find((row) => row.platform === 'meta')!;
    expect(text).toContain(
      `Meta (Facebook) Ads: ${PROJECT_PAGE_MESSAGES.connectionStates[meta.state].label}`,
    );
    expect(text).toContain('LinkedIn Ads: Not connected');
    expect(text).toContain(`Google Ads granted by ${owner.email}`);

    // The tenant's own note, and ours.
    expect(text).toContain(`Notes (${NOTES.length + 1})`);
    for (const note of NOTES) expect(text).toContain(normalizeSpace(note.content));
    expect(text).toContain(`Data Anomalies · ${owner.email}`);
  });

  it('gives the same document to a viewer, the administrator and the project’s analyst', async () => {
    for (const [user, url] of [
      [viewer, BRIEF_PDF_API.member(project.id)],
      [admin, BRIEF_PDF_API.firm(project.id)],
      [analyst, BRIEF_PDF_API.firm(project.id)],
    ] as const) {
      const response = await get(user, url);
      expect(response.statusCode, `${user.email} ${response.body}`).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(pdfText(response.rawPayload)).toContain(normalizeSpace(NOTES[1]!.content));
    }
  });

  it('records each download as an export in the project’s audit trail', async () => {
    const before = (await auditTrailOf(ctx.app.database.db, { projectId: project.id })).length;
    await get(viewer, BRIEF_PDF_API.member(project.id));
    await get(analyst, BRIEF_PDF_API.firm(project.id));
    const trail = await auditTrailOf(ctx.app.database.db, { projectId: project.id });
    expect(trail.length).toBe(before + 2);
    expect(trail.slice(0, 2)).toEqual([
      { action: 'export.downloaded', actorEmail: analyst.email },
      { action: 'export.downloaded', actorEmail: viewer.email },
    ]);
  });

  it('answers 404 to another tenant’s member and an unassigned analyst, 403 to a client on the firm’s route, 401 signed out', async () => {
    expect((await get(outsider, BRIEF_PDF_API.member(project.id))).statusCode).toBe(404);
    expect((await get(otherAnalyst, BRIEF_PDF_API.firm(project.id))).statusCode).toBe(404);
    expect((await get(owner, BRIEF_PDF_API.firm(project.id))).statusCode).toBe(403);
    expect((await get(null, BRIEF_PDF_API.member(project.id))).statusCode).toBe(401);
    expect((await get(admin, BRIEF_PDF_API.firm(2147483000))).statusCode).toBe(404);
    expect((await get(owner, '/api/projects/abc/brief.pdf')).statusCode).toBe(400);
  });

  it('draws Latin names beyond WinAnsi in the brand font, as written', async () => {
    const name = 'Zoë Łukasiewicz – Café';
    const fresh = await createProject(ctx.app, { name });
    const member = await createMember(ctx.app, fresh);
    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: member.headers,
      payload: { projectId: fresh.id, content: `Met ${name} in Kraków.`, category: 'context' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const response = await get(member, BRIEF_PDF_API.member(fresh.id));
    const pdf = response.rawPayload;
    const text = pdfText(pdf);
    expect(text).toContain(`Diligence brief ${name}`);
    expect(text).toContain(`Met ${name} in Kraków.`);
    // Embedded (a subset, named "ABCDEF+Inter-…"), in both weights, and no other font's glyphs.
    const fonts = [...pdf.toString('latin1').matchAll(/\/FontName \/[A-Z]{6}\+([\w-]+)/g)];
    expect(new Set(fonts.map(([, font]) => font))).toEqual(
      new Set(['Inter-Regular', 'Inter-Bold']),
    );
  });

  it('draws a character the brand font lacks as "?", not as an empty box', async () => {
    const fresh = await createProject(ctx.app);
    const member = await createMember(ctx.app, fresh);
    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: member.headers,
      payload: {
        projectId: fresh.id,
        content: 'Launch went well 🎉 in 東京 − mostly',
        category: 'other',
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const response = await get(member, BRIEF_PDF_API.member(fresh.id));
    expect(pdfText(response.rawPayload)).toContain('Launch went well ? in ?? − mostly');
  });

  it('says what is missing for a project with no submission, note or account yet', async () => {
    const fresh = await createProject(ctx.app);
    const response = await get(admin, BRIEF_PDF_API.firm(fresh.id));
    expect(response.statusCode, response.body).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('No metrics have been submitted yet.');
    expect(text).toContain('No Google Ads account chosen for this project yet.');
    expect(text).toContain('No notes yet.');
  });
});
