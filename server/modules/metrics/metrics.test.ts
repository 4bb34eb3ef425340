/**
 * POST /api/metrics and GET /api/metrics: every validation rule with its message, the
 * precision edges of each kind of column, exact decimals, a save as a patch of the latest
 * submission, history order and tenancy.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_COMPETITORS,
  METRICS_TEXT_MAX,
  type MetricsRecord,
} from '../../../common/metrics/contract.ts';
import { API_MESSAGES, VALIDATION_MESSAGES } from '../../../common/shared/messages.ts';
import { PROJECT_MESSAGES } from '../../../common/projects/messages.ts';
import { METRICS_MESSAGES } from '../../../common/metrics/messages.ts';
import { metricsBrief } from '../../../common/brief/brief.ts';
import { projectCompleteness } from '../../../common/brief/completeness.ts';
import { metrics, projects } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import { auditTrailOf } from '../../testing/audit.ts';
import {
  archiveProject,
  addMember,
  createAdmin,
  createMember,
  createProject,
  setDisplayName,
  type TestProject,
  type TestUser,
} from '../../testing/factories.ts';

let ctx: TestContext;
let project: TestProject;
let member: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  project = await createProject(ctx.app);
  member = await createMember(ctx.app, project, 'member');
});
afterAll(() => ctx.close());

function submit(user: TestUser | null, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/metrics',
    headers: user?.headers ?? {},
    payload,
  });
}

function list(user: TestUser | null, projectId: number | string | null = project.id) {
  return ctx.app.inject({
    method: 'GET',
    url: projectId === null ? '/api/metrics' : `/api/metrics?projectId=${projectId}`,
    headers: user?.headers ?? {},
  });
}

async function rowCount(projectId: number) {
  return (await ctx.database.db.select().from(metrics).where(eq(metrics.projectId, projectId)))
    .length;
}

/** Submits one field (with the required revenue) and returns the answer. */
function submitField(field: string, value: unknown) {
  return submit(member, {
    projectId: project.id,
    trailingTwelveMonthRevenue: '1000',
    [field]: value,
  });
}

/** Expects a 400 whose message names the field and says what is wrong. */
async function expectRefused(field: string, value: unknown, message: string) {
  const before = await rowCount(project.id);
  const response = await submitField(field, value);
  expect(response.statusCode, `${field} = ${JSON.stringify(value)}`).toBe(400);
  expect(response.json().error).toBe(`${field}: ${message}`);
  expect(response.json().issues).toEqual([{ path: field, message }]);
  expect(await rowCount(project.id)).toBe(before);
}

async function expectStored(field: string, value: unknown, stored: unknown) {
  const response = await submitField(field, value);
  expect(response.statusCode, `${field} = ${JSON.stringify(value)}: ${response.body}`).toBe(201);
  const record = response.json<MetricsRecord>();
  expect(record[field as keyof MetricsRecord]).toEqual(stored);
  const [row] = await ctx.database.db.select().from(metrics).where(eq(metrics.id, record.id));
  expect(row![field as keyof typeof row]).toEqual(stored);
}

/** A b2c company through all four wizard steps. */
const b2cSubmission = {
  industry: 'b2c',
  customerSegments: 'Young urban professionals\nFamilies with toddlers',
  trailingTwelveMonthRevenue: '12500000.50',
  topThreeCompetitors: 'Acme, Globex, Initech',
  competitors: [{ name: 'Acme', website: 'https://acme.example.com' }, { name: 'Globex' }],
  targetCac: '45.00',
  actualCac: '52.75',
  ltv: '640',
  roas: '4.5',
  averageDealSize: '89.99',
  churnRate: '3.25',
  sourceOfTruth: 'Shopify + GA4',
  techStack: 'Klaviyo, Meta Ads, Google Ads',
  marketingTeamSize: 6,
  growthInitiatives: 'ana@client.test\nbo@client.test',
};

/** A b2b company: the Lead-to-Sale funnel instead of the b2c economics. */
const b2bSubmission = {
  industry: 'b2b',
  trailingTwelveMonthRevenue: '48000000',
  targetCac: '1200',
  actualCac: '1450.5',
  leadToMqlRate: '22.5',
  mqlToSqlRate: '40',
  sqlToOppRate: '35.75',
  oppToWonRate: '18',
  leadToMqlTime: '1_day',
  mqlToSqlTime: '1_7_days',
  sqlToOppTime: '7_14_days',
  oppToWonTime: '14_plus_days',
  marketingTeamSize: '14',
};

describe('POST /api/metrics', () => {
  it('stores a b2c submission and answers the stored record', async () => {
    const response = await submit(member, { projectId: project.id, ...b2cSubmission });
    expect(response.statusCode).toBe(201);
    const record = response.json<MetricsRecord>();
    expect(record).toMatchObject({
      projectId: project.id,
      userId: member.userId,
      submittedBy: member.email,
      industry: 'b2c',
      customerSegments: b2cSubmission.customerSegments,
      trailingTwelveMonthRevenue: '12500000.50',
      topThreeCompetitors: 'Acme, Globex, Initech',
      competitors: [{ name: 'Acme', website: 'https://acme.example.com' }, { name: 'Globex' }],
      targetCac: '45.00',
      actualCac: '52.75',
      ltv: '640.00',
      roas: '4.50',
      averageDealSize: '89.99',
      churnRate: '3.25',
      sourceOfTruth: 'Shopify + GA4',
      techStack: 'Klaviyo, Meta Ads, Google Ads',
      marketingTeamSize: 6,
      growthInitiatives: 'ana@client.test\nbo@client.test',
      leadToMqlRate: null,
      leadToMqlTime: null,
      marketSize: null,
    });
    expect(Date.now() - Date.parse(record.createdAt)).toBeLessThan(60_000);
    expect(
      await auditTrailOf(ctx.database.db, { targetType: 'submission', targetId: record.id }),
    ).toEqual([{ action: 'metrics.saved', actorEmail: member.email }]);
  });

  it('stores a b2b submission with its funnel rates and times', async () => {
    const response = await submit(member, { projectId: project.id, ...b2bSubmission });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      industry: 'b2b',
      trailingTwelveMonthRevenue: '48000000.00',
      leadToMqlRate: '22.50',
      mqlToSqlRate: '40.00',
      sqlToOppRate: '35.75',
      oppToWonRate: '18.00',
      leadToMqlTime: '1_day',
      mqlToSqlTime: '1_7_days',
      sqlToOppTime: '7_14_days',
      oppToWonTime: '14_plus_days',
      marketingTeamSize: 14,
      // A patch of the b2c submission before it: the economics it left out stay.
      ltv: '640.00',
      churnRate: '3.25',
    });
  });

  it('names the submitter by display name when there is one', async () => {
    await setDisplayName(ctx.app, member, 'Dana Client');
    const response = await submit(member, { projectId: project.id, ...b2bSubmission });
    expect(response.json().submittedBy).toBe('Dana Client');
    expect((await list(member)).json<MetricsRecord[]>()[0]!.submittedBy).toBe('Dana Client');
    await setDisplayName(ctx.app, member, null);
  });

  it('stores empty strings and nulls of optional fields as absent in a first submission', async () => {
    const fresh = await createProject(ctx.app);
    const owner = await createMember(ctx.app, fresh, 'owner');
    const response = await submit(owner, {
      projectId: fresh.id,
      trailingTwelveMonthRevenue: '1',
      industry: '',
      targetCac: '',
      ltv: null,
      customerSegments: '   ',
      marketingTeamSize: '',
      leadToMqlTime: '',
      competitors: [],
      growthInitiatives: null,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      industry: null,
      targetCac: null,
      ltv: null,
      customerSegments: null,
      marketingTeamSize: null,
      leadToMqlTime: null,
      competitors: null,
      growthInitiatives: null,
    });
  });

  describe('Annual Revenue (trailingTwelveMonthRevenue) is required', () => {
    const required = `trailingTwelveMonthRevenue: ${VALIDATION_MESSAGES.required('Annual Revenue')}`;

    it('refuses a first submission without it', async () => {
      const fresh = await createProject(ctx.app);
      const owner = await createMember(ctx.app, fresh, 'owner');
      const response = await submit(owner, { projectId: fresh.id, industry: 'b2c' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(required);
      expect(await rowCount(fresh.id)).toBe(0);
    });

    it.each([
      ['empty', ''],
      ['blank', '  '],
      ['null', null],
    ])('refuses it %s, even in an update: it can be changed, never cleared', async (_, value) => {
      expect(await rowCount(project.id)).toBeGreaterThan(0);
      const before = await rowCount(project.id);
      const response = await submit(member, {
        projectId: project.id,
        industry: 'b2c',
        trailingTwelveMonthRevenue: value,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(required);
      expect(await rowCount(project.id)).toBe(before);
    });

    it('accepts zero', async () => {
      await expectStored('trailingTwelveMonthRevenue', '0', '0.00');
    });
  });

  describe('precision edges: the largest value is stored, one digit more is refused', () => {
    it('money, NUMERIC(10,2): 99,999,999.99', async () => {
      await expectStored('targetCac', '99999999.99', '99999999.99');
      await expectRefused('targetCac', '999999999.99', 'Target CAC must be at most 99,999,999.99');
      await expectRefused('ltv', '100000000', 'Customer LTV must be at most 99,999,999.99');
    });

    it('large money, NUMERIC(12,2): 9,999,999,999.99', async () => {
      await expectStored('trailingTwelveMonthRevenue', '9999999999.99', '9999999999.99');
      await expectRefused(
        'trailingTwelveMonthRevenue',
        '99999999999.99',
        'Annual Revenue must be at most 9,999,999,999.99',
      );
      await expectStored('marketSize', '9999999999.99', '9999999999.99');
      await expectRefused(
        'marketSize',
        '10000000000',
        'Market Size must be at most 9,999,999,999.99',
      );
    });

    it('rates, NUMERIC(5,2): 999.99', async () => {
      await expectStored('roas', '999.99', '999.99');
      await expectRefused('roas', '9999.99', 'Target ROAS must be at most 999.99');
    });

    it('percentages: 0 to 100', async () => {
      await expectStored('churnRate', '100', '100.00');
      await expectStored('leadToMqlRate', '0', '0.00');
      await expectRefused('churnRate', '100.01', 'Monthly Churn Rate must be at most 100');
      await expectRefused(
        'oppToWonRate',
        '101',
        'Opportunity to Won Deal conversion rate must be at most 100',
      );
    });

    it('scale 2: a third decimal place is refused, trailing zeros are not', async () => {
      await expectStored('actualCac', '0.01', '0.01');
      await expectStored('actualCac', '12.5000', '12.50');
      await expectRefused('actualCac', '0.001', 'Current CAC can have at most 2 decimal places');
      await expectRefused(
        'churnRate',
        '3.255',
        'Monthly Churn Rate can have at most 2 decimal places',
      );
    });

    it('whole numbers: up to 2,147,483,647', async () => {
      await expectStored('customerCount', '2147483647', 2147483647);
      await expectRefused(
        'customerCount',
        '2147483648',
        'Customer Count must be at most 2,147,483,647',
      );
    });
  });

  describe('exact decimals', () => {
    it('round-trips decimals digit for digit, with no floating-point drift', async () => {
      const values = {
        targetCac: '0.10',
        actualCac: '0.20',
        averageDealSize: '12345678.91',
        trailingTwelveMonthRevenue: '1234567890.12',
        churnRate: '33.33',
        roas: '0.07',
      };
      const response = await submit(member, { projectId: project.id, ...values });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject(values);
      const listed = (await list(member)).json<MetricsRecord[]>()[0]!;
      expect(listed).toMatchObject(values);
    });

    it('takes JSON numbers and exponent notation as the same exact values', async () => {
      await expectStored('targetCac', 1234.5, '1234.50');
      await expectStored('targetCac', '1.5e3', '1500.00');
      await expectStored('targetCac', '.5', '0.50');
      await expectStored('targetCac', ' 42 ', '42.00');
    });

    it('refuses a JSON number it cannot store exactly, as it refuses the same text', async () => {
      const cases: [string, string, string][] = [
        ['trailingTwelveMonthRevenue', '9999999999.989999999999', 'Annual Revenue'],
        ['targetRoi', '1.00000000000000001', 'Target ROI'],
      ];
      for (const [field, text, label] of cases) {
        const before = await rowCount(project.id);
        const asNumber = await ctx.app.inject({
          method: 'POST',
          url: '/api/metrics',
          headers: { ...member.headers, 'content-type': 'application/json' },
          // Raw text: JSON.stringify would round the number before it is sent.
          payload: `{"projectId":${project.id},"trailingTwelveMonthRevenue":"1","${field}":${text}}`,
        });
        const asString = await submit(member, {
          projectId: project.id,
          trailingTwelveMonthRevenue: '1',
          [field]: text,
        });
        expect(asNumber.statusCode, field).toBe(400);
        expect(asNumber.json().error, field).toBe(asString.json().error);
        expect(asNumber.json().error).toContain(`${label} can have at most 2 decimal places`);
        expect(await rowCount(project.id)).toBe(before);
      }
    });

    it('refuses what is not a plain number', async () => {
      for (const value of ['abc', '1,234.50', '$12', '12..5', 'NaN', 'Infinity', '0x1A', true]) {
        await expectRefused('targetCac', value, VALIDATION_MESSAGES.notANumber('Target CAC'));
      }
    });
  });

  describe('other field rules', () => {
    it('refuses negative amounts and rates where they make no sense', async () => {
      await expectRefused('targetCac', '-1', 'Target CAC cannot be negative');
      await expectRefused('churnRate', '-0.5', 'Monthly Churn Rate cannot be negative');
      await expectRefused('marketingTeamSize', -3, 'Marketing Team Size cannot be negative');
      // A loss is a number too.
      await expectStored('profitPerOrder', '-12.5', '-12.50');
    });

    it('wants whole numbers for counts', async () => {
      await expectStored('marketingTeamSize', '12', 12);
      await expectStored('avgSalesCycle', 45, 45);
      await expectRefused(
        'marketingTeamSize',
        '2.5',
        VALIDATION_MESSAGES.wholeNumber('Marketing Team Size'),
      );
      await expectRefused(
        'avgTestDuration',
        'two',
        VALIDATION_MESSAGES.wholeNumber('Average Test Duration'),
      );
    });

    it('takes only the listed values of an enumeration', async () => {
      await expectStored('industry', 'real_estate', 'real_estate');
      await expectRefused(
        'industry',
        'retail',
        'Industry must be one of: b2b, b2c, energy, healthcare, it, industrials, financial, real_estate, utilities',
      );
      await expectRefused(
        'leadToMqlTime',
        '2_days',
        'Lead to MQL average time must be one of: 1_day, 1_7_days, 7_14_days, 14_plus_days',
      );
      await expectStored('abTestFrequency', 'biweekly', 'biweekly');
      await expectRefused(
        'testFrequency',
        'daily',
        'Test Frequency must be one of: no_testing, weekly, biweekly, monthly, quarterly',
      );
    });

    it(`limits free text to ${METRICS_TEXT_MAX} characters`, async () => {
      const longest = 'x'.repeat(METRICS_TEXT_MAX);
      await expectStored('customerSegments', longest, longest);
      await expectRefused(
        'customerSegments',
        `${longest}x`,
        'Key Customer Segments must be at most 5,000 characters',
      );
    });

    it('takes every free-text field at its longest in one submission', async () => {
      const longest = 'é'.repeat(METRICS_TEXT_MAX);
      const texts = [
        'customerSegments',
        'seasonality',
        'topThreeCompetitors',
        'competitiveDifferentiation',
        'techStack',
        'pastMarketingPlans',
        'conversionImprovements',
        'testInsights',
        'gdprCompliance',
        'dataHandlingProtocols',
        'dataAccessPermissions',
        'dataTransferProtocols',
        'sourceOfTruth',
        'testMethodology',
        'recentAbTest',
        'durableLearnings',
        'recentChanges',
        'growthInitiatives',
        'challengesAndRisks',
      ];
      const response = await submit(member, {
        projectId: project.id,
        trailingTwelveMonthRevenue: '1',
        ...Object.fromEntries(texts.map((field) => [field, longest])),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().challengesAndRisks).toBe(longest);
    });

    it('wants a name for each competitor and a full web address when a website is given', async () => {
      await expectStored(
        'competitors',
        [
          { name: '  Acme ', website: 'http://acme.test.example' },
          { name: 'Globex', website: '' },
        ],
        [{ name: 'Acme', website: 'http://acme.test.example' }, { name: 'Globex' }],
      );
      await expectRefusedAt(
        [{ name: '', website: 'https://acme.example' }],
        'competitors.0.name',
        METRICS_MESSAGES.competitorNameRequired,
      );
      await expectRefusedAt(
        [{ website: 'https://acme.example' }],
        'competitors.0.name',
        METRICS_MESSAGES.competitorNameRequired,
      );
      for (const website of ['acme.com', 'ftp://acme.com', 'https://', 'not a url']) {
        await expectRefusedAt(
          [{ name: 'Acme' }, { name: 'Globex', website }],
          'competitors.1.website',
          METRICS_MESSAGES.competitorWebsite,
        );
      }
      await expectRefusedAt(
        Array.from({ length: MAX_COMPETITORS + 1 }, (_, i) => ({ name: `C${i}` })),
        'competitors',
        METRICS_MESSAGES.tooManyCompetitors(MAX_COMPETITORS),
      );
    });

    async function expectRefusedAt(competitors: unknown, path: string, message: string) {
      const response = await submitField('competitors', competitors);
      expect(response.statusCode, JSON.stringify(competitors)).toBe(400);
      expect(response.json().issues).toEqual([{ path, message }]);
    }

    it('reports every problem at once, each at its field', async () => {
      const response = await submit(member, {
        projectId: project.id,
        trailingTwelveMonthRevenue: '',
        targetCac: '1.234',
        churnRate: '120',
        marketingTeamSize: '1.5',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        { path: 'targetCac', message: 'Target CAC can have at most 2 decimal places' },
        { path: 'trailingTwelveMonthRevenue', message: 'Annual Revenue is required' },
        { path: 'churnRate', message: 'Monthly Churn Rate must be at most 100' },
        { path: 'marketingTeamSize', message: 'Marketing Team Size must be a whole number' },
      ]);
    });

    it('refuses the fields the server owns and unknown ones', async () => {
      for (const field of ['userId', 'createdAt', 'id', 'revenue']) {
        const response = await submitField(field, 1);
        expect(response.statusCode, field).toBe(400);
        expect(response.json().error).toMatch(new RegExp(`Unrecognized key: "${field}"`));
      }
    });

    it('refuses a body that is not a JSON object', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/metrics',
        headers: { ...member.headers, 'content-type': 'application/json' },
        payload: '{"projectId": ',
      });
      expect(response.statusCode).toBe(400);
    });
  });

  it('says no project is selected when the body names none', async () => {
    const response = await submit(member, { trailingTwelveMonthRevenue: '1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: PROJECT_MESSAGES.noActiveProject,
      code: 'bad_request',
    });
    const bad = await submit(member, { projectId: 'x', trailingTwelveMonthRevenue: '1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(PROJECT_MESSAGES.projectIdRequired);
  });

  it('refuses anonymous callers, outsiders and viewers, whatever they send', async () => {
    const other = await createProject(ctx.app);
    const outsider = await createMember(ctx.app, other, 'owner');
    const viewer = await createMember(ctx.app, project, 'viewer');
    const before = await rowCount(project.id);
    for (const body of [{ ...b2bSubmission }, { nonsense: true }]) {
      const payload = { projectId: project.id, ...body };
      const anonymous = await submit(null, payload);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error).toBe(API_MESSAGES.unauthorized);
      const foreign = await submit(outsider, payload);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error).toBe(PROJECT_MESSAGES.notFound);
      const viewing = await submit(viewer, payload);
      expect(viewing.statusCode).toBe(403);
      expect(viewing.json().error).toBe(PROJECT_MESSAGES.viewerReadOnly);
    }
    expect(await rowCount(project.id)).toBe(before);
  });

  it('keeps an archived project read-only for members, not for administrators', async () => {
    const archived = await createProject(ctx.app);
    const owner = await createMember(ctx.app, archived, 'owner');
    const admin = await createAdmin(ctx.app);
    await addMember(ctx.app, admin, archived, 'member');
    await archiveProject(ctx.app, archived.id);
    const refused = await submit(owner, { projectId: archived.id, ...b2bSubmission });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(PROJECT_MESSAGES.archivedReadOnly);
    const corrected = await submit(admin, { projectId: archived.id, ...b2bSubmission });
    expect(corrected.statusCode).toBe(201);
    const read = await list(owner, archived.id);
    expect(read.statusCode).toBe(200);
    expect(read.json<MetricsRecord[]>()).toHaveLength(1);
  });
});

describe('an update is a patch of the latest submission', () => {
  /** A fresh project with its owner, and how to read its stored submissions, newest first. */
  async function freshProject() {
    const fresh = await createProject(ctx.app);
    const owner = await createMember(ctx.app, fresh, 'owner');
    const history = async () => (await list(owner, fresh.id)).json<MetricsRecord[]>();
    const save = async (fields: Record<string, unknown>) => {
      const response = await submit(owner, { projectId: fresh.id, ...fields });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<MetricsRecord>();
    };
    return { fresh, owner, history, save };
  }

  /** Acme (b2b), as the issue found it: LTV, churn and conversion given in an earlier save. */
  const acme = {
    industry: 'b2b',
    trailingTwelveMonthRevenue: '4200000',
    targetCac: '350',
    actualCac: '400',
    ltv: '2400',
    churnRate: '2.5',
    conversionRate: '3.1',
    leadToMqlRate: '30',
    mqlToSqlRate: '40',
    sqlToOppRate: '50',
    oppToWonRate: '8',
    marketingTeamSize: 6,
  };

  it('keeps LTV, churn and conversion rate when a b2b update changes only CAC, and the brief keeps LTV:CAC', async () => {
    const { history, save } = await freshProject();
    const first = await save(acme);
    // What the b2b wizard sends: every field it shows (an empty one as null), not LTV,
    // churn or conversion rate, which it does not show.
    const update = await save({
      industry: 'b2b',
      customerSegments: null,
      trailingTwelveMonthRevenue: '4200000.00',
      topThreeCompetitors: null,
      competitors: null,
      targetCac: '350.00',
      actualCac: '410',
      leadToMqlRate: '30.00',
      mqlToSqlRate: '40.00',
      sqlToOppRate: '50.00',
      oppToWonRate: '8.00',
      leadToMqlTime: null,
      mqlToSqlTime: null,
      sqlToOppTime: null,
      oppToWonTime: null,
      sourceOfTruth: null,
      techStack: null,
      marketingTeamSize: 6,
      growthInitiatives: null,
    });
    expect(update).toMatchObject({
      actualCac: '410.00',
      ltv: '2400.00',
      churnRate: '2.50',
      conversionRate: '3.10',
    });
    const [latest, earlier] = await history();
    expect(latest).toEqual(update);
    expect(latest).toMatchObject({ ltv: '2400.00', churnRate: '2.50', conversionRate: '3.10' });
    // A new submission: the earlier one is kept as it was.
    expect(earlier).toEqual(first);
    expect(earlier!.actualCac).toBe('400.00');
    // LTV:CAC = 2,400 / 410 = 5.9x, computed from the stored latest submission.
    const ltvToCac = metricsBrief(latest!).figures.find((figure) => figure.id === 'ltvToCac');
    expect(ltvToCac?.value).toContain('5.9');
  });

  it('leaves out, or an empty string: kept; null: cleared; an empty competitors list: cleared', async () => {
    const { history, save } = await freshProject();
    await save({ ...acme, seasonality: 'Q4', competitors: [{ name: 'Globex' }] });
    const patched = await save({ ltv: null, churnRate: '', seasonality: null, competitors: [] });
    expect(patched).toMatchObject({
      ltv: null,
      churnRate: '2.50',
      seasonality: null,
      competitors: null,
      actualCac: '400.00',
      trailingTwelveMonthRevenue: '4200000.00',
      industry: 'b2b',
      marketingTeamSize: 6,
    });
    expect((await history()).map((record) => record.ltv)).toEqual([null, '2400.00']);
  });

  it('refuses a null annual revenue in an update, and stores nothing', async () => {
    const { fresh, owner, history, save } = await freshProject();
    await save(acme);
    const response = await submit(owner, {
      projectId: fresh.id,
      trailingTwelveMonthRevenue: null,
      actualCac: '410',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: `trailingTwelveMonthRevenue: ${VALIDATION_MESSAGES.required('Annual Revenue')}`,
      issues: [
        {
          path: 'trailingTwelveMonthRevenue',
          message: VALIDATION_MESSAGES.required('Annual Revenue'),
        },
      ],
    });
    const stored = await history();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.actualCac).toBe('400.00');
  });

  it("refuses a patch of another tenant's project, touching neither", async () => {
    const mine = await freshProject();
    const theirs = await freshProject();
    await mine.save(acme);
    await theirs.save(acme);
    const foreign = await submit(mine.owner, { projectId: theirs.fresh.id, ltv: null });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe(PROJECT_MESSAGES.notFound);
    expect(await theirs.history()).toHaveLength(1);
    expect((await theirs.history())[0]!.ltv).toBe('2400.00');
    expect(await mine.history()).toHaveLength(1);
  });

  it('audits each save and stores the completeness of the merged submission', async () => {
    const { fresh, save } = await freshProject();
    const first = await save(acme);
    const second = await save({ actualCac: '410' });
    for (const record of [first, second]) {
      expect(
        await auditTrailOf(ctx.database.db, { targetType: 'submission', targetId: record.id }),
      ).toHaveLength(1);
    }
    const [stored] = await ctx.database.db
      .select({ completeness: projects.completeness })
      .from(projects)
      .where(eq(projects.id, fresh.id));
    // The kept fields still count: the patch did not empty the submission.
    expect(stored!.completeness).toBe(
      projectCompleteness({ latestSubmission: second, noteCount: 0, connectedPlatforms: [] }).score,
    );
    expect(stored!.completeness).toBeGreaterThan(
      projectCompleteness({
        latestSubmission: { trailingTwelveMonthRevenue: '1', actualCac: '410' },
        noteCount: 0,
        connectedPlatforms: [],
      }).score,
    );
  });
});

describe('GET /api/metrics', () => {
  it('keeps every submission and lists them newest first', async () => {
    const fresh = await createProject(ctx.app);
    const owner = await createMember(ctx.app, fresh, 'owner');
    expect((await list(owner, fresh.id)).json()).toEqual([]);
    const ids: number[] = [];
    for (const revenue of ['100', '200', '300']) {
      const response = await submit(owner, {
        projectId: fresh.id,
        trailingTwelveMonthRevenue: revenue,
      });
      ids.push(response.json<MetricsRecord>().id);
    }
    const response = await list(owner, fresh.id);
    expect(response.statusCode).toBe(200);
    const listed = response.json<MetricsRecord[]>();
    expect(listed.map((record) => record.trailingTwelveMonthRevenue)).toEqual([
      '300.00',
      '200.00',
      '100.00',
    ]);
    expect(listed.map((record) => record.id)).toEqual([...ids].reverse());
    const times = listed.map((record) => Date.parse(record.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(listed[0]).toMatchObject({ projectId: fresh.id, userId: owner.userId });
  });

  it("never shows another project's submissions", async () => {
    const mine = await createProject(ctx.app);
    const theirs = await createProject(ctx.app);
    const me = await createMember(ctx.app, mine, 'member');
    const them = await createMember(ctx.app, theirs, 'member');
    await submit(me, { projectId: mine.id, trailingTwelveMonthRevenue: '1' });
    await submit(them, { projectId: theirs.id, trailingTwelveMonthRevenue: '2' });
    const listed = (await list(me, mine.id)).json<MetricsRecord[]>();
    expect(listed.map((record) => record.trailingTwelveMonthRevenue)).toEqual(['1.00']);
    const foreign = await list(me, theirs.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe(PROJECT_MESSAGES.notFound);
    expect((await list(me, 999_999)).body).toBe(foreign.body);
  });

  it('lets viewers read', async () => {
    const viewer = await createMember(ctx.app, project, 'viewer');
    const response = await list(viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json<MetricsRecord[]>().length).toBeGreaterThan(0);
  });

  it('answers 401 signed out, 400 without or with a bad project id', async () => {
    const anonymous = await list(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe(API_MESSAGES.unauthorized);
    const missing = await list(member, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(PROJECT_MESSAGES.noActiveProject);
    for (const bad of ['abc', '0', '1.5']) {
      const response = await list(member, bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error).toBe(PROJECT_MESSAGES.projectIdRequired);
    }
  });
});
