/**
 * The data-entry wizard against a fake API: navigation rules, the time estimate, the
 * industry branches and validation on the component itself; the draft, saving and the
 * dashboard around it on the real dashboard route.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  METRIC_FIELDS,
  metricsRecordSchema,
  type MetricsRecord,
} from '../../../../common/metrics/contract.ts';
import { SAVE_MESSAGES } from '../../../../common/shared/messages.ts';
import { WRITE_ACCESS_MESSAGES } from '../../../../common/projects/messages.ts';
import { METRICS_MESSAGES } from '../../../../common/metrics/messages.ts';
import { REPORT_MESSAGES } from '../../../../common/reports/messages.ts';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { mockApi, type MockAnswer } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { draftKey } from '../lib/draft.ts';
import { MetricsWizard } from './metrics-wizard.tsx';

const USER_ID = 'auth-user-1';
const acme = { id: 3, name: 'Acme Holdings', slug: 'acme', status: 'active', role: 'member' };
const globex = { id: 4, name: 'Globex', slug: 'globex', status: 'active', role: 'member' };
const session = {
  body: {
    user: {
      id: USER_ID,
      email: 'dana@acme.test',
      name: 'Dana',
      isAdmin: false,
      emailVerified: true,
    },
    session: { id: 's1', expiresAt: '2030-01-01T00:00:00Z' },
  },
};

/** A stored submission as the API answers it: every field absent (null) unless given. */
function record(overrides: Partial<MetricsRecord> = {}): MetricsRecord {
  return metricsRecordSchema.parse({
    ...Object.fromEntries(Object.keys(METRIC_FIELDS).map((field) => [field, null])),
    id: 1,
    projectId: 3,
    userId: 7,
    submittedBy: 'Dana',
    createdAt: '2025-03-13T14:05:00.000Z',
    industry: 'b2c',
    trailingTwelveMonthRevenue: '12500000.50',
    targetCac: '45.00',
    actualCac: null,
    ...overrides,
  });
}

/** What a save sends for a field the form shows but the client left empty: a clear. */
const cleared = (fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, null]));
/** Step 2's funnel, shown for b2b. */
const FUNNEL = [
  'leadToMqlRate',
  'mqlToSqlRate',
  'sqlToOppRate',
  'oppToWonRate',
  'leadToMqlTime',
  'mqlToSqlTime',
  'sqlToOppTime',
  'oppToWonTime',
];

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const dueAt = '2025-03-15T14:05:00.000Z';

function api(extra: Record<string, MockAnswer> = {}, projects: unknown[] = [acme]) {
  return mockApi({
    'GET /api/auth/get-session': session,
    'GET /api/user/projects': { body: projects },
    'GET /api/metrics': { body: [] },
    'GET /api/notes': { body: [] },
    'GET /api/fivetran/connectors': { body: { mode: 'sandbox', items: [] } },
    ...extra,
  });
}

/** The wizard alone, for project 3, with the app's providers. */
function openWizard() {
  return render(
    <AppProviders>
      <MetricsWizard userId={USER_ID} projectId={3} />
    </AppProviders>,
  );
}

async function openDashboard(ready = 'Company Context') {
  const view = renderRoute('/portal/dashboard');
  await screen.findByRole('heading', { name: ready }, { timeout: 25_000 });
  return view;
}

const progress = () => within(screen.getByRole('navigation', { name: 'Wizard progress' }));
const stepButton = (title: RegExp) => progress().getByRole('button', { name: title });

async function chooseIndustry(user: UserEvent, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Industry' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('navigation', () => {
  it('starts on step 1 with 8.0 minutes, Previous disabled and only step 2 ahead reachable', async () => {
    api();
    openWizard();
    expect(screen.getByTestId('time-remaining')).toHaveTextContent('8.0 min');
    expect(screen.getByTestId('step-counter')).toHaveTextContent('Step 1 of 4');
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(stepButton(/Company Context/)).toHaveAttribute('aria-current', 'step');
    expect(stepButton(/Unit Economics Lite/)).toBeEnabled();
    expect(stepButton(/Data Access/)).toBeDisabled();
    expect(stepButton(/Review & Submit/)).toBeDisabled();
    expect(progress().getByText('about 3 min')).toBeInTheDocument();
  });

  it('moves one step with Next and Previous, 2 minutes less per step, scrolling to the top', async () => {
    const user = userEvent.setup();
    api();
    openWizard();
    const expectations: [string, string, string][] = [
      ['Unit Economics Lite', '6.0 min', 'Step 2 of 4'],
      ['Data Access', '4.0 min', 'Step 3 of 4'],
      ['Review & Submit', '2.0 min', 'Step 4 of 4'],
    ];
    for (const [title, minutes, counter] of expectations) {
      scrollTo.mockClear();
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('heading', { level: 2, name: title })).toHaveFocus();
      expect(screen.getByTestId('time-remaining')).toHaveTextContent(minutes);
      expect(screen.getByTestId('step-counter')).toHaveTextContent(counter);
      expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    }
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: METRICS_MESSAGES.saveData })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Data Access' })).toBeVisible();
    // Going back gives no time back (docs/decisions/021-wizard-rules.md): three steps were
    // advanced.
    expect(screen.getByTestId('time-remaining')).toHaveTextContent('2.0 min');
    expect(screen.getByTestId('step-counter')).toHaveTextContent('Step 3 of 4');
  });

  it('jumps to any earlier step and at most one step ahead', async () => {
    const user = userEvent.setup();
    api();
    openWizard();
    await user.click(stepButton(/Unit Economics Lite/));
    expect(screen.getByRole('heading', { level: 2, name: 'Unit Economics Lite' })).toBeVisible();
    expect(stepButton(/Data Access/)).toBeEnabled();
    expect(stepButton(/Review & Submit/)).toBeDisabled();
    await user.click(stepButton(/Data Access/));
    expect(stepButton(/Review & Submit/)).toBeEnabled();
    await user.click(stepButton(/Company Context/));
    expect(screen.getByRole('heading', { level: 2, name: 'Company Context' })).toBeVisible();
    expect(stepButton(/Data Access/)).toBeDisabled();
    // A disabled step does nothing when clicked.
    await user.click(stepButton(/Review & Submit/));
    expect(screen.getByRole('heading', { level: 2, name: 'Company Context' })).toBeVisible();
  });
});

describe('step 2 by industry', () => {
  it('asks for the b2c economics when the industry is B2C', async () => {
    const user = userEvent.setup();
    api();
    openWizard();
    await chooseIndustry(user, 'Business-to-Consumer (B2C)');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    for (const label of [
      'Target CAC ($)',
      'Current CAC ($)',
      'Customer LTV ($)',
      'Target ROAS',
      'Average Deal Size ($)',
      'Monthly Churn Rate (%)',
    ]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('step', '0.01');
    }
    expect(screen.queryByRole('heading', { name: 'Lead-to-Sale Journey' })).not.toBeInTheDocument();
  });

  it('shows the Lead-to-Sale funnel for any other industry', async () => {
    const user = userEvent.setup();
    api();
    openWizard();
    await chooseIndustry(user, 'Healthcare');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Lead-to-Sale Journey' })).toBeVisible();
    const stages = screen.getByRole('list', { name: 'Funnel stages' });
    expect(
      within(stages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lead', 'MQL', 'SQL', 'Opportunity', 'Won Deal']);
    for (const [from, to] of [
      ['Lead', 'MQL'],
      ['MQL', 'SQL'],
      ['SQL', 'Opportunity'],
      ['Opportunity', 'Won Deal'],
    ]) {
      expect(screen.getByLabelText(`${from} to ${to} Conversion Rate (%)`)).toBeVisible();
      expect(screen.getByRole('combobox', { name: `${from} to ${to} Average Time` })).toBeVisible();
    }
    expect(screen.queryByLabelText('Customer LTV ($)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Lead to MQL Average Time' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '1 Day',
      '1-7 Days',
      '7-14 Days',
      '14+ Days',
    ]);
  });

  it('points back to the industry when none is chosen', async () => {
    const user = userEvent.setup();
    api();
    openWizard();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByLabelText('Customer LTV ($)')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lead-to-Sale Journey' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose industry' }));
    expect(screen.getByRole('combobox', { name: 'Industry' })).toBeVisible();
  });
});

describe('validation', () => {
  it('checks a field when it is left, and the review lists the problem with an Edit link to it', async () => {
    const user = userEvent.setup();
    api();
    openWizard();
    const revenue = screen.getByLabelText(/Annual Revenue/);
    await user.type(revenue, '12.345');
    expect(revenue).not.toHaveAttribute('aria-invalid');
    await user.tab();
    await waitFor(() =>
      expect(revenue).toHaveAccessibleDescription(
        /Annual Revenue can have at most 2 decimal places/,
      ),
    );
    expect(stepButton(/Company Context/)).toHaveTextContent('needs attention');
    for (let step = 0; step < 3; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    const problems = await screen.findByRole('region', { name: /to fix before you can save/ });
    expect(problems).toHaveTextContent(
      'Company Context: Annual Revenue can have at most 2 decimal places',
    );
    // The value is shown as typed, not as the "$12.345" of a valid amount.
    expect(screen.queryByText('$12.345')).not.toBeInTheDocument();
    await user.click(within(problems).getByRole('button', { name: 'Edit Annual Revenue' }));
    await waitFor(() => expect(screen.getByLabelText(/Annual Revenue/)).toHaveFocus());
    expect(screen.getByRole('heading', { level: 2, name: 'Company Context' })).toBeVisible();
    expect(screen.getByTestId('time-remaining')).toHaveTextContent('2.0 min');
  });

  it('opens the step of the first error and shows every error at its field, without saving', async () => {
    const user = userEvent.setup();
    const calls = api();
    openWizard();
    await user.click(screen.getByRole('button', { name: 'Add competitor' }));
    await user.type(screen.getByLabelText('Competitor 1 website'), 'acme.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Marketing Team Size'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText(/Team Member Emails/), 'ana@client.test\nnot-an-email');
    const problems = await screen.findByRole('region', { name: /to fix before you can save/ });
    await waitFor(() => expect(problems).toHaveTextContent('Annual Revenue is required'));
    await user.click(screen.getByRole('button', { name: METRICS_MESSAGES.saveData }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Company Context' })).toBeVisible();
    const revenue = screen.getByLabelText(/Annual Revenue/);
    expect(revenue).toHaveAccessibleDescription(/Annual Revenue is required/);
    expect(revenue).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(revenue).toHaveFocus());
    expect(screen.getByText('Competitor 1 name', { exact: true }).parentElement).toHaveTextContent(
      'Competitor name is required',
    );
    expect(screen.getByLabelText('Competitor 1 website')).toHaveAccessibleDescription(
      'Competitor website must be a full web address, e.g. https://example.com',
    );
    expect(stepButton(/Data Access/)).toHaveTextContent('needs attention');
    expect(stepButton(/Review & Submit/)).toHaveTextContent('needs attention');
    await user.click(stepButton(/Unit Economics Lite/));
    await user.click(stepButton(/Data Access/));
    expect(screen.getByLabelText('Marketing Team Size')).toHaveAccessibleDescription(
      /Marketing Team Size must be a whole number/,
    );
    await user.click(stepButton(/Review & Submit/));
    expect(screen.getByRole('textbox', { name: /Team Member Emails/ })).toHaveAccessibleDescription(
      /Line 2 is not a valid email address: not-an-email/,
    );
    expect(calls.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('refuses amounts beyond the column precision with a readable message', async () => {
    const user = userEvent.setup();
    api();
    openWizard();
    await user.type(screen.getByLabelText(/Annual Revenue/), '99999999999.99');
    for (let step = 0; step < 3; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    await user.click(screen.getByRole('button', { name: METRICS_MESSAGES.saveData }));
    expect(await screen.findByLabelText(/Annual Revenue/)).toHaveAccessibleDescription(
      /Annual Revenue must be at most 9,999,999,999.99/,
    );
  });

  it('ignores errors in the branch the industry hides', async () => {
    const user = userEvent.setup();
    const calls = api({ 'POST /api/metrics': { status: 201, body: record() } });
    openWizard();
    await chooseIndustry(user, 'Business-to-Consumer (B2C)');
    await user.type(screen.getByLabelText(/Annual Revenue/), '1000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Monthly Churn Rate (%)'), '250');
    await user.click(stepButton(/Company Context/));
    await chooseIndustry(user, 'Business-to-Business (B2B)');
    for (let step = 0; step < 3; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    await user.click(screen.getByRole('button', { name: METRICS_MESSAGES.saveData }));
    await waitFor(() => expect(calls.calls.some((call) => call.method === 'POST')).toBe(true));
    const body = calls.calls.find((call) => call.method === 'POST')!.body as Record<
      string,
      unknown
    >;
    // The b2b form's fields, the empty ones as null; never the b2c churn it hides.
    expect(body).toEqual({
      ...cleared([
        'customerSegments',
        'topThreeCompetitors',
        'competitors',
        'targetCac',
        'actualCac',
        ...FUNNEL,
        'sourceOfTruth',
        'techStack',
        'marketingTeamSize',
        'growthInitiatives',
      ]),
      projectId: 3,
      industry: 'b2b',
      trailingTwelveMonthRevenue: '1000',
    });
  });
});

describe('saving', () => {
  it('posts the visible values with the project, says so, resets the form and refreshes the lists', async () => {
    const user = userEvent.setup();
    let saved = false;
    const calls = api({
      'POST /api/metrics': () => {
        saved = true;
        return { status: 201, body: record() };
      },
      'GET /api/metrics': () => ({ body: saved ? [record()] : [] }),
      // The first submission sets the due date: the stage is read again after the save.
      'GET /api/projects/3/stage': () => ({
        body: {
          stage: 'ai_analysis',
          since: null,
          message: null,
          reportDueAt: saved ? dueAt : null,
          reportPublishedAt: null,
        },
      }),
    });
    await openDashboard();
    await chooseIndustry(user, 'Business-to-Consumer (B2C)');
    await user.type(screen.getByLabelText('Key Customer Segments'), 'Families\nStudents');
    await user.type(screen.getByLabelText(/Annual Revenue/), '12500000.50');
    await user.type(screen.getByLabelText('Top 3 Competitors'), 'Acme, Globex');
    await user.click(screen.getByRole('button', { name: 'Add competitor' }));
    await user.type(screen.getByLabelText('Competitor 1 name'), 'Acme');
    await user.type(screen.getByLabelText('Competitor 1 website'), 'https://acme.example');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Target CAC ($)'), '45');
    await user.type(screen.getByLabelText('Customer LTV ($)'), '640');
    await user.type(screen.getByLabelText('Monthly Churn Rate (%)'), '3.25');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Primary Data Source'), 'Shopify');
    await user.type(screen.getByLabelText('Marketing Team Size'), '6');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = screen.getByRole('heading', { name: 'Ready to Submit' }).parentElement!
      .parentElement!;
    expect(summary).toHaveTextContent('$12,500,000.50');
    expect(summary).toHaveTextContent('3.25%');
    await user.type(
      screen.getByLabelText(/Team Member Emails/),
      ' ana@client.test \n\nbo@client.test',
    );
    await user.click(screen.getByRole('button', { name: METRICS_MESSAGES.saveData }));

    expect(await screen.findByText(METRICS_MESSAGES.metricsSaved)).toBeVisible();
    const post = calls.calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/api/metrics');
    expect(post.body).toEqual({
      ...cleared(['actualCac', 'roas', 'averageDealSize', 'techStack']),
      projectId: 3,
      industry: 'b2c',
      customerSegments: 'Families\nStudents',
      trailingTwelveMonthRevenue: '12500000.5',
      topThreeCompetitors: 'Acme, Globex',
      competitors: [{ name: 'Acme', website: 'https://acme.example' }],
      targetCac: '45',
      ltv: '640',
      churnRate: '3.25',
      sourceOfTruth: 'Shopify',
      marketingTeamSize: 6,
      growthInitiatives: 'ana@client.test\nbo@client.test',
    });
    // The submitted state replaces the wizard, with the brief; the draft is gone.
    const submitted = await screen.findByRole('region', { name: 'Submitted' });
    expect(submitted).toHaveTextContent('by Dana');
    await waitFor(() =>
      expect(submitted).toHaveTextContent(
        REPORT_MESSAGES.submittedLabel + REPORT_MESSAGES.submittedWindow(formatDateTime(dueAt)),
      ),
    );
    expect(submitted).toHaveTextContent('StageAI analysis');
    expect(screen.queryByRole('heading', { name: 'Company Context' })).not.toBeInTheDocument();
    // The brief of the saved submission: monthly revenue, its formula on the exact revenue.
    expect(screen.getByRole('region', { name: 'Metrics brief' })).toHaveTextContent(
      'Annual revenue ÷ 12 = $12,500,000.50 ÷ 12',
    );
    expect(localStorage.getItem(draftKey(USER_ID, 3))).toBeNull();
    // "Update your data" starts from the saved values (docs/product.md#wizard).
    await user.click(within(submitted).getByRole('button', { name: 'Update your data' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Company Context' })).toBeVisible();
    expect(screen.getByLabelText(/Annual Revenue/)).toHaveValue(12500000.5);
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveTextContent(
      'Business-to-Consumer (B2C)',
    );
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('region', { name: 'Submitted' })).toBeVisible();
    const metricsReads = calls.calls.filter((call) => call.path === '/api/metrics?projectId=3');
    const notesReads = calls.calls.filter((call) => call.path === '/api/notes?projectId=3');
    expect(metricsReads.length).toBeGreaterThanOrEqual(2);
    expect(notesReads.length).toBeGreaterThanOrEqual(2);
  });

  it('shows Saving... while the request runs, and the server message when it fails', async () => {
    const user = userEvent.setup();
    let release: (answer: { status: number; body: unknown }) => void = () => {};
    const calls = mockApi({
      'GET /api/auth/get-session': session,
      'GET /api/user/projects': { body: [acme] },
      'GET /api/metrics': { body: [] },
      'GET /api/notes': { body: [] },
    });
    const original = calls.fetchMock.getMockImplementation()!;
    calls.fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') {
        const answer = await new Promise<{ status: number; body: unknown }>((resolve) => {
          release = resolve;
        });
        return new Response(JSON.stringify(answer.body), { status: answer.status });
      }
      return original(input, init);
    });
    await openDashboard();
    await user.type(screen.getByLabelText(/Annual Revenue/), '100');
    for (let step = 0; step < 3; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    await user.click(screen.getByRole('button', { name: METRICS_MESSAGES.saveData }));
    expect(await screen.findByRole('button', { name: SAVE_MESSAGES.saving })).toBeDisabled();
    await act(async () => release({ status: 403, body: { error: 'This project is archived.' } }));
    expect(await screen.findByText(SAVE_MESSAGES.errorTitle)).toBeVisible();
    expect(screen.getByText('This project is archived.')).toBeVisible();
    // The values stay for another try.
    expect(screen.getByRole('button', { name: METRICS_MESSAGES.saveData })).toBeEnabled();
    await user.click(stepButton(/Company Context/));
    expect(screen.getByLabelText(/Annual Revenue/)).toHaveValue(100);
  });

  it('reads "Select a project to save" and cannot save without a project', () => {
    mockApi({});
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MetricsWizard userId={USER_ID} projectId={null} />
      </QueryClientProvider>,
    );
    return (async () => {
      const user = userEvent.setup();
      for (let step = 0; step < 3; step += 1) {
        await user.click(screen.getByRole('button', { name: 'Next' }));
      }
      expect(
        screen.getByRole('button', { name: METRICS_MESSAGES.selectProjectToSave }),
      ).toBeDisabled();
    })();
  });
});

describe('an update', () => {
  /** Acme (b2b): LTV, churn and conversion rate were given earlier, outside the b2b form. */
  const acmeLatest = () =>
    record({
      industry: 'b2b',
      targetCac: '350.00',
      actualCac: '400.00',
      ltv: '2400.00',
      churnRate: '2.50',
      conversionRate: '3.10',
      techStack: 'HubSpot',
    });

  it('lists the values it will remove before the save, and sends only what the form shows', async () => {
    const user = userEvent.setup();
    const calls = api({
      'GET /api/metrics': { body: [acmeLatest()] },
      'POST /api/metrics': { status: 201, body: acmeLatest() },
    });
    await openDashboard('Submitted');
    await user.click(screen.getByRole('button', { name: 'Update your data' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const cac = screen.getByLabelText('Current CAC ($)');
    await user.clear(cac);
    await user.type(cac, '410');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.clear(screen.getByLabelText('Key Marketing Tools'));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const removed = screen.getByRole('region', {
      name: METRICS_MESSAGES.willBeRemovedTitle(1),
    });
    expect(removed).toHaveTextContent('Key Marketing Tools');
    expect(removed).toHaveTextContent('HubSpot');
    expect(removed).not.toHaveTextContent('Customer LTV');
    // Its Edit link opens the field, where the value can be given again.
    await user.click(within(removed).getByRole('button', { name: 'Edit Key Marketing Tools' }));
    await waitFor(() => expect(screen.getByLabelText('Key Marketing Tools')).toHaveFocus());
    await user.click(stepButton(/Review & Submit/));
    expect(
      screen.getByRole('region', { name: METRICS_MESSAGES.willBeRemovedTitle(1) }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: METRICS_MESSAGES.saveData }));
    await waitFor(() => expect(calls.calls.some((call) => call.method === 'POST')).toBe(true));
    const body = calls.calls.find((call) => call.method === 'POST')!.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ actualCac: '410', techStack: null, targetCac: '350' });
    for (const kept of ['ltv', 'churnRate', 'conversionRate', 'roas', 'averageDealSize']) {
      expect(body).not.toHaveProperty(kept);
    }
  });

  it('lists nothing to remove when no earlier value was emptied', async () => {
    const user = userEvent.setup();
    api({ 'GET /api/metrics': { body: [acmeLatest()] } });
    await openDashboard('Submitted');
    await user.click(screen.getByRole('button', { name: 'Update your data' }));
    for (let step = 0; step < 3; step += 1) {
      await user.click(await screen.findByRole('button', { name: 'Next' }));
    }
    expect(screen.getByRole('heading', { name: 'Ready to Submit' })).toBeVisible();
    expect(screen.queryByText(/will be removed/)).not.toBeInTheDocument();
  });
});

describe('the brief asks for what it needs', () => {
  const title = METRICS_MESSAGES.addFiguresTitle;
  const b2b = (overrides: Partial<MetricsRecord> = {}) =>
    record({ industry: 'b2b', actualCac: '410.00', ...overrides });

  it('offers the b2b owner LTV and churn, saves a patch, then asks only for what is still missing', async () => {
    const user = userEvent.setup();
    let latest = b2b();
    const calls = api({
      'GET /api/metrics': () => ({ body: [latest] }),
      'POST /api/metrics': () => {
        latest = b2b({ id: 2, ltv: '2400.00' });
        return { status: 201, body: latest };
      },
    });
    await openDashboard('Submitted');
    const form = await screen.findByRole('region', { name: title({ ltv: true, churnRate: true }) });
    await user.type(within(form).getByLabelText('Customer LTV ($)'), '2400');
    await user.click(within(form).getByRole('button', { name: METRICS_MESSAGES.addFiguresSave }));

    expect(await screen.findByText(METRICS_MESSAGES.metricsSaved)).toBeVisible();
    const post = calls.calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({ projectId: 3, ltv: '2400' });
    expect(
      await screen.findByRole('region', { name: title({ ltv: false, churnRate: true }) }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Metrics brief' })).toHaveTextContent('LTV:CAC');
  });

  it('is not offered to viewers', async () => {
    api({ 'GET /api/metrics': { body: [b2b()] } }, [{ ...acme, role: 'viewer' }]);
    await openDashboard('Submitted');
    expect(screen.getByRole('region', { name: 'Metrics brief' })).toBeVisible();
    expect(screen.queryByText(title({ ltv: true, churnRate: true }))).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Customer LTV ($)')).not.toBeInTheDocument();
  });
});

describe('the draft', () => {
  it('keeps the values and the step across a reload, per project, until saved', async () => {
    const user = userEvent.setup();
    api({}, [acme, globex]);
    const first = await openDashboard();
    await user.type(screen.getByLabelText(/Annual Revenue/), '750000');
    await user.type(screen.getByLabelText('Top 3 Competitors'), 'Initech');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Target CAC ($)'), '99.5');
    first.unmount();

    // "Reload": a fresh app with the same storage.
    const second = await renderAgain();
    expect(screen.getByRole('heading', { level: 2, name: 'Unit Economics Lite' })).toBeVisible();
    expect(screen.getByLabelText('Target CAC ($)')).toHaveValue(99.5);
    await user.click(stepButton(/Company Context/));
    expect(screen.getByLabelText(/Annual Revenue/)).toHaveValue(750000);
    expect(screen.getByLabelText('Top 3 Competitors')).toHaveValue('Initech');

    // Another project has its own (empty) draft; coming back restores the first.
    await user.click(screen.getByRole('combobox', { name: 'Active project' }));
    await user.click(await screen.findByRole('option', { name: 'Globex' }));
    expect(await screen.findByText('Working on: Globex')).toBeVisible();
    expect(screen.getByLabelText(/Annual Revenue/)).toHaveValue(null);
    await user.type(screen.getByLabelText(/Annual Revenue/), '1');
    await user.click(screen.getByRole('combobox', { name: 'Active project' }));
    await user.click(await screen.findByRole('option', { name: 'Acme Holdings' }));
    expect(await screen.findByText('Working on: Acme Holdings')).toBeVisible();
    expect(screen.getByLabelText(/Annual Revenue/)).toHaveValue(750000);
    expect(JSON.parse(localStorage.getItem(draftKey(USER_ID, 4))!).values).toMatchObject({
      trailingTwelveMonthRevenue: '1',
    });
    second.unmount();
  });

  it('survives switching to the connections tab and back', async () => {
    const user = userEvent.setup();
    api();
    await openDashboard();
    await user.type(screen.getByLabelText('Key Customer Segments'), 'Dentists');
    await user.click(screen.getByRole('tab', { name: /Connections/ }));
    expect(
      await screen.findByRole('heading', { name: 'Connect data sources' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Company Context' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Data/ }));
    expect(await screen.findByLabelText('Key Customer Segments')).toHaveValue('Dentists');
  });
});

async function renderAgain() {
  const view = renderRoute('/portal/dashboard');
  await screen.findByRole('navigation', { name: 'Wizard progress' }, { timeout: 25_000 });
  return view;
}

describe('read-only access', () => {
  it('shows viewers the submitted state and the brief, with no wizard and no update', async () => {
    api({ 'GET /api/metrics': { body: [record()] } }, [{ ...acme, role: 'viewer' }]);
    await openDashboard('Submitted');
    expect(screen.getAllByText(WRITE_ACCESS_MESSAGES.viewerReadOnly).length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Metrics brief' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Update your data' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Annual Revenue/)).not.toBeInTheDocument();
    expect(localStorage.getItem(draftKey(USER_ID, 3))).toBeNull();
  });

  it('tells a viewer nothing was submitted yet instead of a disabled wizard', async () => {
    api({}, [{ ...acme, role: 'viewer' }]);
    await openDashboard('Nothing submitted yet');
    expect(screen.getAllByText(WRITE_ACCESS_MESSAGES.viewerReadOnly).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Company Context' })).not.toBeInTheDocument();
  });

  it('keeps an archived project read-only for members', async () => {
    api({ 'GET /api/metrics': { body: [record()] } }, [{ ...acme, status: 'archived' }]);
    await openDashboard('Submitted');
    expect(screen.getAllByText(WRITE_ACCESS_MESSAGES.archivedReadOnly).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Update your data' })).not.toBeInTheDocument();
  });
});

describe('the dashboard', () => {
  it('greets the user, shows both tabs with the metrics tab first, and the latest submission', async () => {
    api({ 'GET /api/metrics': { body: [record(), record({ id: 0 })] } });
    await openDashboard('Submitted');
    expect(screen.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible();
    expect(screen.getByText('Working on: Acme Holdings')).toBeVisible();
    expect(screen.getByText('Welcome back, Dana')).toBeVisible();
    const tabs = screen.getAllByRole('tab');
    expect(tabs[0]).toHaveTextContent('Data & Context Gathering');
    expect(tabs[0]).toHaveTextContent('Data Gathering');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveTextContent('Ad Platform Connections');
    const latest = await screen.findByRole('region', { name: 'Submitted' });
    await waitFor(() => expect(latest).toHaveTextContent('$12,500,000.50'));
    expect(latest).toHaveTextContent('2 submissions in total');
    expect(within(latest).getByText(/March 13, 2025/)).toHaveAttribute(
      'datetime',
      '2025-03-13T14:05:00.000Z',
    );
  });

  it('lists what is missing, and a link to a step opens the wizard there on the saved values', async () => {
    const user = userEvent.setup();
    api({ 'GET /api/metrics': { body: [record()] } });
    await openDashboard('Submitted');
    // B2C with revenue and target CAC (9 of 19 with the industry): no current CAC, no LTV.
    const checklist = await screen.findByRole('region', {
      name: 'Your information is 47% complete',
    });
    expect(within(checklist).getByRole('link', { name: 'At least one note' })).toHaveAttribute(
      'href',
      '#notes',
    );
    await user.click(within(checklist).getByRole('link', { name: 'Current CAC' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Unit Economics Lite' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Target CAC ($)')).toHaveValue(45);
    // A platform to connect opens the connections tab.
    await user.click(screen.getByRole('link', { name: 'Connect Google Ads' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Connections/ })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
  });

  it('shows No Project Selected without a project, and fetches no metrics', async () => {
    const calls = api({}, []);
    renderRoute('/portal/dashboard');
    expect(
      await screen.findByRole(
        'heading',
        { name: METRICS_MESSAGES.noProjectTitle },
        { timeout: 25_000 },
      ),
    ).toBeVisible();
    expect(screen.getByText(METRICS_MESSAGES.noProject)).toBeVisible();
    expect(screen.getByText('Please select a project to begin')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Company Context' })).not.toBeInTheDocument();
    expect(calls.calls.some((call) => call.path.startsWith('/api/metrics'))).toBe(false);
  });

  it('asks for the metrics only while the metrics tab is shown', async () => {
    const user = userEvent.setup();
    const calls = api();
    await openDashboard();
    await waitFor(() =>
      expect(calls.calls.some((call) => call.path === '/api/metrics?projectId=3')).toBe(true),
    );
    await user.click(screen.getByRole('tab', { name: /Connections/ }));
    const before = calls.calls.length;
    // The connections tab has rendered with its own read answered: whatever it asks for is asked.
    expect(await screen.findByTestId('sandbox-badge')).toBeVisible();
    expect(calls.calls.slice(before).some((call) => call.path.startsWith('/api/metrics'))).toBe(
      false,
    );
  });
});
