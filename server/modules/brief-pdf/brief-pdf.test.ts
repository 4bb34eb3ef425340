/**
 * The diligence brief as a PDF (docs/product.md#brief-pdf, decision 106) through both routes:
 * the project's members and viewers, the administrator and the project's analyst get the same
 * document, a download named by the project; another tenant's member and an unassigned analyst
 * get 404. The PDF is read back page by page as a viewer extracts its text (unpdf): page 1 is
 * the summary (period, stage, sources, key figures, red flags, a chart), every page has its
 * number and the confidentiality line, the inputs list only what was given, a euro Google
 * Ads account's figures stay in euros, and the platform check says where Google Ads' figures
 * come from and sets every connected channel's warehouse figures beside the stated ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformSpend, metricsBrief } from '../../../common/brief/brief.ts';
import { BRIEF_PDF_API } from '../../../common/brief/contract.ts';
import { BRIEF_PDF_MESSAGES as M } from '../../../common/brief/pdf-messages.ts';
import type { ChannelsResponse } from '../../../common/channels/contract.ts';
import { CHANNEL_MESSAGES } from '../../../common/channels/messages.ts';
import { monthLabel } from '../../../common/channels/performance.ts';
import { PLATFORM_LABELS } from '../../../common/connections/constants.ts';
import type { PlatformCheck } from '../../../common/platform-check/contract.ts';
import { REPORT_API, type FirmReport } from '../../../common/reports/contract.ts';
import { PLATFORM_CHECK_MESSAGES as CHECK } from '../../../common/platform-check/messages.ts';
import type { WorkspaceSubmissionsResponse } from '../../../common/admin/workspace-contract.ts';
import {
  formatDateLong,
  formatDateShort,
  formatMoneyExact,
  formatNumber,
  formatPercentValue,
  formatSignedPercent,
} from '../../../common/shared/format.ts';
import { ENGAGEMENT_STAGE_LABELS } from '../../../common/stages/constants.ts';
import type { ProjectStage } from '../../../common/stages/contract.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import { auditTrailOf } from '../../testing/audit.ts';
import { connectPlatform, createTenant } from '../../testing/tenants.ts';
import {
  createAdmin,
  createAnalyst,
  createMember,
  createProject,
  submitMetrics,
  type TestProject,
  type TestUser,
} from '../../testing/factories.ts';
import { KEY_FIGURES } from './document.ts';
import { normalizeSpace, pdfPages, pdfText } from '../../testing/pdf-text.ts';

const OUTDOOR = '9000000002'; // a sandbox account in USD
const HOTELS = '9000000003'; // a sandbox account in EUR

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

async function latestSubmission(of = project) {
  const response = await get(admin, `/api/admin/projects/${of.id}/submissions`);
  return response.json<WorkspaceSubmissionsResponse>().items[0]!;
}

async function platformCheck(user: TestUser, of: TestProject) {
  const response = await get(user, `/api/projects/${of.id}/platform-check`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PlatformCheck>();
}

/** The text from `start` up to the next of `ends`, to read one part of a document. */
function between(text: string, start: string, ends: string[]): string {
  const from = text.indexOf(start);
  expect(from, `"${start}" in the document`).toBeGreaterThanOrEqual(0);
  const rest = text.slice(from + start.length);
  const to = Math.min(...ends.map((end) => rest.indexOf(end)).filter((index) => index >= 0));
  return Number.isFinite(to) ? rest.slice(0, to) : rest;
}

/** Every page numbered "Page n of N" and carrying the confidentiality line. */
function expectFurniture(pages: string[], projectName: string) {
  pages.forEach((page, index) => {
    expect(page).toContain(M.page(index + 1, pages.length));
    expect(page).toContain(normalizeSpace(M.confidential(projectName)));
  });
}

const NOT_GIVEN = /not (given|stated)/i;

/** The pages without the initial report's: from its title's page to the figures' page. */
function withoutReport(pages: string[]): string[] {
  const first = pages.findIndex((page) => page.startsWith(M.reportTitle));
  if (first < 0) return pages;
  const after = pages.findIndex((page) => page.startsWith(M.figures));
  return [...pages.slice(0, first), ...pages.slice(after)];
}

/** What follows the platform check in the document. */
const CHANNELS_TITLE = CHANNEL_MESSAGES.title;

/** A gap as the PDF writes it: "+40.6%". */
const formatPercentText = (gap: number) => formatSignedPercent(Math.round(gap * 1000) / 10);

describe('the brief as a PDF', () => {
  it('answers a download named by the project and the day, the summary on page 1', async () => {
    const response = await get(owner, BRIEF_PDF_API.member(project.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${project.slug}-brief-${today}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const pages = await pdfPages(response.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const [first, ...rest] = pages as [string, ...string[]];
    const latest = await latestSubmission();
    const check = await platformCheck(owner, project);
    const snapshot = check.accounts[0]!.snapshot!;
    expect(snapshot).not.toBeNull();

    // Page 1: the company, the period, the stage, the sources, the date.
    expect(first).toContain(project.name);
    expect(first).toContain(M.periodValue(formatDateLong(latest.createdAt)));
    const { stage } = (await get(owner, `/api/projects/${project.id}/stage`)).json<ProjectStage>();
    expect(first).toContain(`${M.stage} ${ENGAGEMENT_STAGE_LABELS[stage]}`);
    expect(first).toContain(
      M.googleAdsSource(check.accounts[0]!.name, OUTDOOR, formatDateShort(snapshot.date)),
    );
    expect(first).toContain(formatDateLong(new Date()));

    // The key figures, the red flags (with what they rest on) and the funnel's chart.
    const brief = metricsBrief(latest, { platformSpend: platformSpend(check) });
    const key = brief.figures.filter((figure) => KEY_FIGURES.includes(figure.id));
    expect(key.map((figure) => figure.id)).toEqual(
      expect.arrayContaining([
        'ltvToCac',
        'cacPayback',
        'cacGap',
        'funnelConversion',
        'revenuePerMarketer',
      ]),
    );
    for (const figure of key) {
      expect(first).toContain(normalizeSpace(`${figure.label} ${figure.value}`));
    }
    expect(brief.flags.map((flag) => flag.id)).toEqual(
      expect.arrayContaining(['lowLtvToCac', 'highChurn', 'cacAboveTarget', 'weakFunnelStep']),
    );
    for (const flag of brief.flags) {
      expect(first).toContain(normalizeSpace(flag.title));
      expect(first).toContain(normalizeSpace(flag.why));
      const [basis] = flag.figures.map((id) => brief.figures.find((figure) => figure.id === id)!);
      expect(first).toContain(normalizeSpace(M.restsOn(`${basis!.label} ${basis!.value}`)));
    }
    expect(first).toContain(M.redFlags(brief.flags.length));
    expect(first).toContain(M.funnelChart);
    expect(first).toContain(M.weakestStep('SQL to Opportunity'));
    // Rates 40, 30, 5 and 25%: an axis of round ticks to 40%.
    expect(first).toContain('0% 10% 20% 30% 40%');

    // Then every figure with its formula, the platform check, the inputs, the notes.
    const detail = rest.join(' ');
    for (const figure of brief.figures) {
      expect(detail).toContain(normalizeSpace(`${figure.label}: ${figure.value}`));
      expect(detail).toContain(normalizeSpace(figure.formula));
    }
    const account = between(detail, `${check.accounts[0]!.name} (${OUTDOOR})`, [M.inputs]);
    expect(account).toContain(CHECK.fromApi(formatDateShort(snapshot.date)));
    expect(account).toContain(`${CHECK.spend} ${formatMoneyExact(snapshot.spend)}`);
    expect(account).toContain(formatMoneyExact(snapshot.cac.stated!));

    const inputs = between(detail, M.inputs, [M.notes(NOTES.length + 1)]);
    expect(inputs).toContain('Annual Revenue: $1,234,567.89');
    expect(inputs).toContain('Industry: Business-to-Business (B2B)');
    expect(inputs).not.toContain('$1,000,000.00');
    // Only what was given: no empty field's label.
    expect(inputs).not.toContain('Target ROI');
    expect(inputs).not.toContain('Seasonality');

    expect(detail).toContain(M.notes(NOTES.length + 1));
    for (const note of NOTES) expect(detail).toContain(normalizeSpace(note.content));
    expect(detail).toContain(`Data Anomalies · ${owner.email}`);

    // Numbered pages with the confidentiality line; no empty value, no connection mechanics in
    // the brief's own words (a published report is the firm's, as written).
    expectFurniture(pages, project.name);
    const text = withoutReport(pages).join(' ');
    expect(text).not.toMatch(NOT_GIVEN);
    expect(text).not.toMatch(/granted by|Meta \(Facebook\) Ads|LinkedIn Ads|Not connected/);
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
      expect(await pdfText(response.rawPayload)).toContain(normalizeSpace(NOTES[1]!.content));
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
    const text = await pdfText(pdf);
    expect(text).toContain(`${name} ${M.title} · ${M.confidential(name)}`);
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
    expect(await pdfText(response.rawPayload)).toContain('Launch went well ? in ?? − mostly');
  });

  it('says in one sentence each what is missing for a project with no submission, note or account', async () => {
    const fresh = await createProject(ctx.app);
    const response = await get(admin, BRIEF_PDF_API.firm(fresh.id));
    expect(response.statusCode, response.body).toBe(200);
    const pages = await pdfPages(response.rawPayload);
    const text = pages.join(' ');
    expect(pages[0]).toContain(M.noSubmission);
    expect(text).toContain(CHECK.noneChosen);
    expect(text).toContain(M.noNotes);
    expect(text).not.toMatch(NOT_GIVEN);
    expectFurniture(pages, fresh.name);
  });
});

describe('a Google Ads account in euros', () => {
  let euroProject: TestProject;
  let member: TestUser;

  beforeAll(async () => {
    // A project whose member's Google grant reaches the sandbox's euro account.
    ({ project: euroProject, member } = await createTenant(ctx.app, 'demo'));
    // No funnel: page 1 draws current CAC against target instead.
    await submitMetrics(ctx.app, member, euroProject, {
      trailingTwelveMonthRevenue: '4200000',
      actualCac: '410',
      targetCac: '350',
      roas: '4',
    });
    const chosen = await ctx.app.inject({
      method: 'PUT',
      url: `/api/projects/${euroProject.id}/google-ads-accounts`,
      headers: member.headers,
      payload: { accountIds: [HOTELS] },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
  });

  it('shows the account’s figures in euros, none in dollars, and says its CAC is not comparable', async () => {
    const [hotels] = (await platformCheck(member, euroProject)).accounts;
    expect(hotels).toMatchObject({ id: HOTELS, currency: 'EUR', status: 'ok' });
    const snapshot = hotels!.snapshot!;
    const response = await get(member, BRIEF_PDF_API.member(euroProject.id));
    expect(response.statusCode, response.body).toBe(200);
    const pages = await pdfPages(response.rawPayload);
    const text = pages.join(' ');
    // The brief does not set euro spend against dollar revenue, and says so on page 1.
    const brief = metricsBrief(await latestSubmission(euroProject), {
      platformSpend: platformSpend({ channels: null, accounts: [hotels!] }),
    });
    expect(brief.notes).toHaveLength(1);
    expect(pages[0]).toContain(normalizeSpace(brief.notes[0]!));

    const account = between(text, `${hotels!.name} (${HOTELS})`, [M.inputs]);
    expect(account).toContain(`${CHECK.spend} ${formatMoneyExact(snapshot.spend, 'EUR')}`);
    expect(account).toContain(
      `${CHECK.conversionsValue} ${formatMoneyExact(snapshot.conversionsValue, 'EUR')}`,
    );
    expect(account).toContain(formatMoneyExact(snapshot.costPerConversion!, 'EUR'));
    expect(account).toContain('€');
    expect(account).not.toContain('$');
    expect(account).toContain(CHECK.notComparableWhy('EUR'));
    // ROAS is a ratio of two euro amounts: still compared with the target.
    expect(account).toContain('submitted 4.0x');
  });

  it('draws current CAC against target on page 1 with round ticks in compact dollars', async () => {
    const response = await get(member, BRIEF_PDF_API.member(euroProject.id));
    const [first] = await pdfPages(response.rawPayload);
    expect(first).toContain(M.cacChart);
    // $410 against $350: ticks at $0, $200, $400 and $600, not at $205 and $410.
    expect(first).toContain(`${M.currentCac} $410`);
    expect(first).toContain(`${M.targetCac} $350`);
    expect(first).toContain('$0 $200 $400 $600');
  });
});

describe('the platform check across the connected channels', () => {
  it('sets a synced Meta connection’s monthly average beside the stated CAC and revenue', async () => {
    const tenant = await createTenant(ctx.app, 'demo');
    // Coming back from the connect card syncs the sandbox connection; the firm reads it.
    const back = await get(tenant.member, tenant.callbackUrl);
    expect(back.statusCode, back.body).toBe(200);
    await submitMetrics(ctx.app, tenant.member, tenant.project, {
      trailingTwelveMonthRevenue: '600000',
      actualCac: '40',
    });
    const refresh = async () => {
      const refreshed = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/projects/${tenant.project.id}/channels/refresh`,
        headers: admin.headers,
      });
      const { channels } = refreshed.json<ChannelsResponse>();
      expect(channels.every((channel) => channel.months.length > 0)).toBe(true);
    };
    await refresh();
    const { channels } = await platformCheck(tenant.member, tenant.project);
    const [usd] = channels!.currencies;
    const [meta] = usd!.channels;

    const response = await get(tenant.member, BRIEF_PDF_API.member(tenant.project.id));
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload);
    const part = between(text, CHECK.channelsTitle, [CHANNELS_TITLE]);
    expect(part).toContain(
      normalizeSpace(
        `${CHECK.channelsWindow(monthLabel(channels!.from), monthLabel(channels!.to), 3)} ${CHECK.fromWarehouse(formatDateShort(channels!.dataAsOf!))}.`,
      ),
    );
    // "Meta (Facebook) Ads: $4,321.00 a month, 55.2 conversions a month; cost per conversion …"
    expect(part).toContain(
      normalizeSpace(
        `${PLATFORM_LABELS.meta}: ${CHECK.perMonth(formatMoneyExact(meta!.spend), formatNumber(meta!.conversions))}; ${CHECK.cacAgainst(formatMoneyExact(meta!.costPerConversion!), '$40.00', formatPercentText(meta!.cac.gap!))}`,
      ),
    );
    expect(part).toContain(
      normalizeSpace(
        CHECK.spendShare(
          formatMoneyExact(usd!.revenue!.annualSpend),
          formatPercentValue(usd!.revenue!.percent),
          '$600,000.00',
        ),
      ),
    );
    expect(part).toContain(normalizeSpace(CHECK.noStatedSpend));
    // Google Ads from the API until its warehouse connection has months.
    expect(between(text, CHECK.adminTitle, [CHECK.channelsTitle])).toContain(CHECK.noneChosen);

    const google = await connectPlatform(ctx.app, tenant.member, tenant.project, 'google');
    expect((await get(tenant.member, google.callbackUrl)).statusCode).toBe(200);
    await refresh();
    const check = await platformCheck(tenant.member, tenant.project);
    const dataAsOf = check.google.source === 'warehouse' ? check.google.dataAsOf : null;
    expect(dataAsOf).not.toBeNull();
    const after = await pdfText(
      (await get(tenant.member, BRIEF_PDF_API.member(tenant.project.id))).rawPayload,
    );
    const googlePart = between(after, CHECK.adminTitle, [CHECK.channelsTitle]);
    const window = check.channels!;
    expect(googlePart).toContain(
      normalizeSpace(
        `${PLATFORM_LABELS.google} ${CHECK.fromWarehouse(formatDateShort(dataAsOf!))}. ${CHECK.warehouseWindow(monthLabel(window.from), monthLabel(window.to), 3)}.`,
      ),
    );
    expect(googlePart).not.toContain(CHECK.noneChosen);
  });
});

describe('the initial report after the summary page', () => {
  const send = (method: 'POST' | 'PUT', url: string, payload: object = {}) =>
    ctx.app.inject({ method, url, headers: admin.headers, payload });

  /**
   * A project with figures and the rules drafter's draft of its report, asked for through the
   * firm's "draft again" so that only this project's draft is made (the queue holds the others').
   */
  async function draftedProject() {
    const fresh = await createProject(ctx.app);
    const member = await createMember(ctx.app, fresh, 'owner');
    await submitMetrics(ctx.app, member, fresh, {
      trailingTwelveMonthRevenue: '2500000',
      ltv: '3000',
      actualCac: '800',
      targetCac: '700',
    });
    const drafted = await send('POST', REPORT_API.draft(fresh.id));
    expect(drafted.statusCode, drafted.body).toBe(200);
    return { project: fresh, member };
  }

  const firm = async (of: TestProject) => {
    const response = await get(admin, REPORT_API.firm(of.id));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FirmReport>();
  };

  /** The newest version's text replaced by `body`: the new version. */
  async function write(of: TestProject, body: string) {
    const { current } = await firm(of);
    const edited = await send('PUT', REPORT_API.firm(of.id), { basedOn: current!.id, body });
    expect(edited.statusCode, edited.body).toBe(200);
    return edited.json<FirmReport>().current!;
  }

  async function approve(of: TestProject, versionId: number) {
    const approved = await send('POST', REPORT_API.approve(of.id, versionId));
    expect(approved.statusCode, approved.body).toBe(200);
  }

  /** `body` written, approved and published: when it was published. */
  async function publish(of: TestProject, body: string) {
    const version = await write(of, body);
    await approve(of, version.id);
    const published = await send('POST', REPORT_API.publish(of.id, version.id), {
      confirmedNumbers: version.unsupported.map((found) => found.text),
    });
    expect(published.statusCode, published.body).toBe(200);
    return published.json<FirmReport>().current!.publishedAt!;
  }

  const opening = (publishedAt: string) =>
    `${M.reportTitle} ${M.reportPublished(formatDateLong(publishedAt))}`;

  const REPORT = [
    '# A first read of the company',
    '',
    'The **unit economics** hold up, with *one caveat* on churn. A <script>alert("x")</script> stays text.',
    '',
    '## What we found',
    '',
    '- Paid search brings the **cheapest** customers.',
    '- Churn is *concentrated* in the smallest plans.',
    '',
    '### Next steps',
    '',
    '1. Interview the head of sales.',
    '2. Rebuild the CAC with ***salaries*** included.',
  ].join('\n');

  it('begins page 2 with the published report: title, day, headings, lists and marks as text', async () => {
    const { project: fresh, member } = await draftedProject();
    const publishedAt = await publish(fresh, REPORT);

    const response = await get(member, BRIEF_PDF_API.member(fresh.id));
    expect(response.statusCode, response.body).toBe(200);
    const pages = await pdfPages(response.rawPayload);
    expect(pages[0]).not.toContain(M.reportTitle);
    const report = pages[1]!;
    expect(report.startsWith(opening(publishedAt))).toBe(true);
    for (const text of [
      'A first read of the company',
      'The unit economics hold up, with one caveat on churn.',
      'A <script>alert("x")</script> stays text.',
      'What we found',
      '• Paid search brings the cheapest customers.',
      '• Churn is concentrated in the smallest plans.',
      'Next steps',
      '1. Interview the head of sales.',
      '2. Rebuild the CAC with salaries included.',
    ]) {
      expect(report).toContain(text);
    }
    expect(report).not.toMatch(/[*#]/);
    // Bold and italics in the brand's faces; then the rest of the brief, every page numbered.
    const fonts = [
      ...response.rawPayload.toString('latin1').matchAll(/\/FontName \/[A-Z]{6}\+([\w-]+)/g),
    ];
    expect(new Set(fonts.map(([, font]) => font))).toEqual(
      new Set(['Inter-Regular', 'Inter-Bold', 'Inter-Italic', 'Inter-BoldItalic']),
    );
    expect(pages[2]!.startsWith(M.figures)).toBe(true);
    expect(pages.join(' ')).toContain(M.inputs);
    expectFurniture(pages, fresh.name);
  });

  it('shows the published version only, not a newer draft or approved version, on both routes', async () => {
    const { project: fresh, member } = await draftedProject();
    const publishedAt = await publish(fresh, 'The **published** text the client was given.');
    const draft = await write(fresh, 'A newer text only the firm has seen.');

    const read = async () => {
      for (const [user, url] of [
        [member, BRIEF_PDF_API.member(fresh.id)],
        [admin, BRIEF_PDF_API.firm(fresh.id)],
      ] as const) {
        const pages = await pdfPages((await get(user, url)).rawPayload);
        expect(pages[1]!.startsWith(opening(publishedAt))).toBe(true);
        expect(pages[1]).toContain('The published text the client was given.');
        expect(pages.join(' ')).not.toContain('only the firm has seen');
      }
    };
    await read();
    await approve(fresh, draft.id);
    await read();
  });

  it('leaves the PDF as it was while the report is only a draft', async () => {
    const { project: fresh, member } = await draftedProject();
    const { current } = await firm(fresh);
    expect(current).toMatchObject({ status: 'draft' });

    const pages = await pdfPages((await get(member, BRIEF_PDF_API.member(fresh.id))).rawPayload);
    expect(pages[1]!.startsWith(M.figures)).toBe(true);
    const text = pages.join(' ');
    expect(text).not.toContain(M.reportTitle);
    expect(text).not.toContain(normalizeSpace(current!.draft.summary));
  });

  it('flows a long report over numbered pages, the brief after it', async () => {
    const { project: fresh, member } = await draftedProject();
    await publish(fresh, longReport(1500));

    const response = await get(member, BRIEF_PDF_API.member(fresh.id));
    const pages = await pdfPages(response.rawPayload);
    const last = pages.findIndex((page) => page.includes(LONG_REPORT_END));
    expect(last).toBeGreaterThan(2);
    for (const page of pages.slice(1, last + 1)) expect(page).not.toContain(M.figures);
    expect(pages[last + 1]!.startsWith(M.figures)).toBe(true);
    expectFurniture(pages, fresh.name);
  });
});

const LONG_REPORT_END = 'That is the end of the long report.';

/** A report of about `words` words: sections of a heading, a paragraph and a short list. */
function longReport(words: number): string {
  const names = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel'];
  const sentence =
    'The channel mix leans on paid search, whose **cost per customer** rose as the *market* tightened over the year.';
  const sections: string[] = [];
  let count = 0;
  for (let index = 0; count < words; index++) {
    const name = `${names[index % names.length]} ${names[Math.floor(index / names.length) % names.length]}`;
    const paragraph = Array.from({ length: 5 }, () => sentence).join(' ');
    const items = [
      '- Check the attribution model.',
      '- Compare the stated CAC with the platforms.',
    ];
    const section = [`## Section ${name}`, '', paragraph, '', ...items, ''].join('\n');
    sections.push(section);
    count += section.split(/\s+/).filter(Boolean).length;
  }
  return [...sections, LONG_REPORT_END].join('\n');
}
