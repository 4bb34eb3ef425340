/**
 * The firm's review of the initial report, against a fake API: the draft's sections with the
 * figures they cite, editing the text as a new version, approving and publishing with the
 * numbers no figure supports confirmed one by one, who drafted each version, and the project's
 * drafting setting.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  REPORT_API,
  type FirmReport,
  type ReportFigure,
  type ReportVersionSummary,
  type UnsupportedNumber,
} from '../../../../common/reports/contract.ts';
import { REPORT_MESSAGES as M } from '../../../../common/reports/messages.ts';
import { AppProviders } from '../../../app/providers.tsx';
import { mockApi, type MockAnswer } from '../../../testing/mock-api.ts';
import { ReportReview } from './report-review.tsx';

const PROJECT_ID = 3;
const FIRM = REPORT_API.firm(PROJECT_ID);

const figures: ReportFigure[] = [
  {
    key: 'ltvToCac',
    label: 'LTV:CAC',
    value: '5.9x',
    formula: 'Customer LTV $2,400 ÷ current CAC $410 = 5.9x',
    numbers: [{ value: 5.9, kind: 'multiple' }],
  },
  {
    key: 'input.actualCac',
    label: 'Current CAC',
    value: '$410',
    formula: 'Stated by the client in the latest submission',
    numbers: [{ value: 410, kind: 'money' }],
  },
  {
    key: 'completeness',
    label: 'Completeness',
    value: '72%',
    formula: '13 of the 18 fields given',
    numbers: [{ value: 72, kind: 'percent' }],
  },
];

const draft = {
  summary: 'Acme Holdings states annual revenue of $4.2M, with LTV:CAC of 5.9x.',
  findings: [
    {
      severity: 'high' as const,
      title: 'Current CAC is 17% above target',
      text: 'The client states a current CAC of $410 against a target of $350.',
      figures: ['input.actualCac'],
    },
    {
      severity: 'low' as const,
      title: 'LTV:CAC of 5.9x clears 3x',
      text: 'Each customer returns at least three times what it costs to acquire.',
      figures: ['ltvToCac'],
    },
  ],
  redFlags: [
    {
      title: 'CAC more than 20% above target',
      why: 'The plan’s growth costs more than budgeted.',
      figures: ['input.actualCac'],
    },
  ],
  recommendations: [
    {
      horizon: 'first_100_days' as const,
      title: 'Re-base the CAC target or cut the spend that misses it',
      rationale: 'The target or the channel mix has to change.',
      figures: ['input.actualCac'],
    },
    {
      horizon: 'value_creation_plan' as const,
      title: 'Build the value-creation plan on the confirmed figures',
      rationale: 'Channel budgets, CAC targets and a revenue forecast.',
      figures: [],
    },
  ],
  questions: ['How is current CAC computed?'],
  dataGaps: ['Gross margin: not provided yet.'],
};

const RULES_BODY = '## Summary\n\nAcme Holdings states annual revenue of $4.2M.';

function summary(fields: Partial<ReportVersionSummary>): ReportVersionSummary {
  return {
    id: 11,
    version: 1,
    origin: 'rules',
    status: 'draft',
    createdBy: null,
    createdAt: '2026-05-02T10:00:00.000Z',
    approvedBy: null,
    approvedAt: null,
    publishedBy: null,
    publishedAt: null,
    modelId: null,
    fallbackReason: null,
    ...fields,
  };
}

/** The firm's view with `fields` as its newest version, which `older` versions follow. */
function firmReport(
  fields: Partial<ReportVersionSummary> & { body?: string; unsupported?: UnsupportedNumber[] },
  older: ReportVersionSummary[] = [],
  report: Partial<FirmReport> = {},
): FirmReport {
  const { body = RULES_BODY, unsupported = [], ...version } = fields;
  const newest = summary(version);
  return {
    dueAt: '2099-05-04T10:00:00.000Z',
    firstPublishedAt: null,
    current: { ...newest, body, draft, figures, unsupported },
    versions: [newest, ...older],
    modelUse: 'off',
    model: null,
    ...report,
  };
}

afterEach(() => vi.unstubAllGlobals());

async function review(routes: Record<string, MockAnswer>) {
  const api = mockApi(routes);
  render(
    <AppProviders>
      <ReportReview projectId={PROJECT_ID} />
    </AppProviders>,
  );
  // A first render may take long on a loaded host (the other client tests wait as long).
  const region = await screen.findByRole('region', { name: M.reviewTitle }, { timeout: 25_000 });
  await within(region).findByRole('button', { name: M.edit }, { timeout: 25_000 });
  return { region, api, user: userEvent.setup() };
}

const finding = (region: HTMLElement, title: string) =>
  within(region).getByText(title).closest('li')!;

describe('ReportReview', () => {
  it('shows the draft’s sections, each entry with the figures it cites, beside those figures', async () => {
    const { region } = await review({ [`GET ${FIRM}`]: { body: firmReport({}) } });
    const view = within(region);

    expect(region).toHaveTextContent(M.due('May 4, 2099'));
    expect(region).toHaveTextContent(`${M.version(1)}${M.status.draft}${M.origin.rules}`);
    expect(region).toHaveTextContent(M.drafterRulesHint);
    for (const heading of [M.summary, M.findings, M.redFlags, M.recommendations]) {
      expect(view.getByRole('heading', { name: heading, level: 3 })).toBeVisible();
    }
    expect(view.getByText(draft.summary)).toBeVisible();
    expect(view.getByText(M.horizons.value_creation_plan)).toBeVisible();
    expect(view.getByText('How is current CAC computed?')).toBeVisible();
    expect(view.getByText('Gross margin: not provided yet.')).toBeVisible();

    const high = finding(region, draft.findings[0]!.title);
    expect(high).toHaveTextContent(M.severity.high);
    expect(within(high).getByRole('button', { name: 'Current CAC $410' })).toBeVisible();
    const low = finding(region, draft.findings[1]!.title);
    expect(low).toHaveTextContent(M.severity.low);
    expect(within(low).getByRole('button', { name: 'LTV:CAC 5.9x' })).toBeVisible();
    const flag = finding(region, draft.redFlags[0]!.title);
    expect(within(flag).getByRole('button', { name: 'Current CAC $410' })).toBeVisible();
    // A recommendation that cites nothing shows no citation.
    expect(
      within(finding(region, draft.recommendations[1]!.title)).queryByRole('button'),
    ).toBeNull();

    // The column lists the cited figures, with their formulas, and only those.
    const column = view.getByRole('complementary', { name: M.figuresTitle });
    expect(column).toHaveTextContent('LTV:CAC5.9x');
    expect(column).toHaveTextContent(figures[0]!.formula);
    expect(column).toHaveTextContent('Current CAC$410');
    expect(column).not.toHaveTextContent('Completeness');
  });

  it('opens a cited figure’s formula in place, and closes it again', async () => {
    const { region, user } = await review({ [`GET ${FIRM}`]: { body: firmReport({}) } });
    const low = finding(region, draft.findings[1]!.title);
    const citation = within(low).getByRole('button', { name: 'LTV:CAC 5.9x' });
    expect(citation).toHaveAttribute('aria-expanded', 'false');
    expect(within(low).queryByText(figures[0]!.formula)).toBeNull();

    await user.click(citation);
    expect(citation).toHaveAttribute('aria-expanded', 'true');
    const formula = within(low).getByText(figures[0]!.formula);
    expect(formula).toBeVisible();
    expect(document.getElementById(citation.getAttribute('aria-controls')!)).toContainElement(
      formula,
    );

    await user.keyboard('{Escape}');
    expect(citation).toHaveAttribute('aria-expanded', 'false');
    expect(within(low).queryByText(figures[0]!.formula)).toBeNull();
  });

  it('says there is no draft yet before the first one', async () => {
    const api = mockApi({
      [`GET ${FIRM}`]: {
        body: {
          dueAt: null,
          firstPublishedAt: null,
          current: null,
          versions: [],
          modelUse: 'off',
          model: null,
        } satisfies FirmReport,
      },
    });
    render(
      <AppProviders>
        <ReportReview projectId={PROJECT_ID} />
      </AppProviders>,
    );
    expect(await screen.findByText(M.noDraftYet)).toBeVisible();
    expect(screen.queryByRole('button', { name: M.edit })).toBeNull();
    // The drafting choice can be made before the first draft.
    expect(screen.getByText(M.draftingCurrent(M.modelUses.off.label))).toBeVisible();
    expect(api.calls).toHaveLength(1);
  });

  it('saves an edited text as a new version on the version it was read from', async () => {
    const body = '## Summary\n\nRevenue grew in every quarter.';
    const edited = firmReport(
      { id: 12, version: 2, origin: 'edited', createdBy: 'analyst@firm.test', body },
      [summary({})],
    );
    const { region, api, user } = await review({
      [`GET ${FIRM}`]: { body: firmReport({}) },
      [`PUT ${FIRM}`]: { body: edited },
    });
    await user.click(within(region).getByRole('button', { name: M.edit }));
    const textarea = within(region).getByLabelText(M.editLabel);
    expect(textarea).toHaveValue(RULES_BODY);
    expect(within(region).getByText(M.editHint)).toBeVisible();

    await user.clear(textarea);
    await user.click(textarea);
    await user.paste(body);
    // The preview reads the Markdown as the client will.
    const preview = within(region).getByRole('region', { name: M.preview });
    expect(within(preview).getByRole('heading', { name: 'Summary' })).toBeVisible();
    expect(preview).toHaveTextContent('Revenue grew in every quarter.');

    await user.click(within(region).getByRole('button', { name: M.save }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')).toEqual({
        method: 'PUT',
        path: FIRM,
        body: { basedOn: 11, body },
      }),
    );
    // The newest version's line (the folded versions list repeats it, hidden).
    await waitFor(() =>
      expect(
        within(region).getAllByText(`${M.origin.edited} ${M.byWhom('analyst@firm.test')}`)[0],
      ).toBeVisible(),
    );
    expect(within(region).queryByLabelText(M.editLabel)).toBeNull();
    expect(await screen.findByText(M.saved)).toBeVisible();
  });

  it('shows the server’s words when someone saved another version meanwhile, and keeps the text', async () => {
    const { region, user } = await review({
      [`GET ${FIRM}`]: { body: firmReport({}) },
      [`PUT ${FIRM}`]: { status: 409, body: { error: M.staleVersion, code: 'conflict' } },
    });
    await user.click(within(region).getByRole('button', { name: M.edit }));
    const textarea = within(region).getByLabelText(M.editLabel);
    await user.type(textarea, ' More.');
    await user.click(within(region).getByRole('button', { name: M.save }));

    expect(await within(region).findByText(M.staleVersion)).toBeVisible();
    expect(textarea).toHaveAccessibleDescription(expect.stringContaining(M.staleVersion));
    expect(textarea).toHaveValue(`${RULES_BODY} More.`);
  });

  it('approves a draft, then publishes it once each number no figure supports is confirmed', async () => {
    const body = '## Summary\n\nRevenue will reach $9.9M next year. Margins hold.';
    const start = body.indexOf('$9.9M');
    const unsupported = [{ text: '$9.9M', start, end: start + 5 }];
    const edited = { id: 12, version: 2, origin: 'edited' as const, createdBy: 'a@firm.test' };
    const approvedAt = '2026-05-03T09:00:00.000Z';
    const publishedAt = '2026-05-03T10:00:00.000Z';
    let report = firmReport({ ...edited, body, unsupported }, [summary({})]);
    const { region, api, user } = await review({
      [`GET ${FIRM}`]: () => ({ body: report }),
      [`POST ${REPORT_API.approve(PROJECT_ID, 12)}`]: () => {
        report = firmReport({ ...edited, body, unsupported, status: 'approved', approvedAt }, [
          summary({}),
        ]);
        return { body: report };
      },
      [`POST ${REPORT_API.publish(PROJECT_ID, 12)}`]: () => {
        report = firmReport(
          { ...edited, body, unsupported, status: 'published', approvedAt, publishedAt },
          [summary({})],
          { firstPublishedAt: publishedAt },
        );
        return { body: report };
      },
    });

    // Before publishing, the number is flagged and marked in the full text.
    expect(region).toHaveTextContent(M.unsupportedIntro(1));
    await user.click(within(region).getByRole('tab', { name: M.textTab }));
    const mark = within(region).getByText('$9.9M', { selector: 'mark' });
    expect(mark.closest('p')).toHaveTextContent('Revenue will reach $9.9M next year.');

    expect(within(region).queryByRole('button', { name: M.publish })).toBeNull();
    await user.click(within(region).getByRole('button', { name: M.approve }));
    expect(await screen.findByText(M.approved)).toBeVisible();
    expect(within(region).queryByRole('button', { name: M.approve })).toBeNull();

    await user.click(within(region).getByRole('button', { name: M.publish }));
    const dialog = await screen.findByRole('dialog', { name: M.publishTitle });
    expect(within(dialog).getByText('$9.9M', { selector: 'mark' }).parentElement).toHaveTextContent(
      'Revenue will reach $9.9M next year.',
    );
    const publish = within(dialog).getByRole('button', { name: M.publish });
    expect(publish).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: M.confirmNumber('$9.9M') }));
    expect(publish).toBeEnabled();
    await user.click(publish);

    await waitFor(() =>
      expect(api.calls.find((call) => call.path.endsWith('/publish'))?.body).toEqual({
        confirmedNumbers: ['$9.9M'],
      }),
    );
    expect(await within(region).findByText(M.publishedOn('May 3, 2026'))).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(region).not.toHaveTextContent(M.unsupportedIntro(1));
  });

  it('asks before drafting again over an edited text', async () => {
    const edited = firmReport({ id: 12, version: 2, origin: 'edited', createdBy: 'a@firm.test' }, [
      summary({}),
    ]);
    const drafted = firmReport({ id: 13, version: 3 }, [summary({ id: 12, version: 2 })]);
    const { region, api, user } = await review({
      [`GET ${FIRM}`]: { body: edited },
      [`POST ${REPORT_API.draft(PROJECT_ID)}`]: { body: drafted },
    });
    await user.click(within(region).getByRole('button', { name: M.draftAgain }));
    const dialog = await screen.findByRole('dialog', { name: M.draftAgainTitle });
    expect(dialog).toHaveTextContent(M.draftAgainSupersedes);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: M.draftAgain }));
    expect(await screen.findByText(M.drafted)).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: REPORT_API.draft(PROJECT_ID), body: {} },
    ]);
    expect(within(region).getAllByText(M.version(3))[0]).toBeVisible();
  });

  it('lists every version, newest first, folded until asked for', async () => {
    const report = firmReport(
      { id: 12, version: 2, origin: 'edited', createdBy: 'a@firm.test', status: 'approved' },
      [summary({})],
    );
    const { region, user } = await review({ [`GET ${FIRM}`]: { body: report } });
    const list = within(region).getByRole('list', { name: M.versions, hidden: true });
    expect(list).not.toBeVisible();
    await user.click(within(region).getByText(M.versionsCount(2)));
    expect(list).toBeVisible();
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      `${M.version(2)}${M.status.approved}${M.origin.edited} ${M.byWhom('a@firm.test')}`,
    );
    expect(items[1]).toHaveTextContent(`${M.version(1)}${M.status.draft}${M.origin.rules}`);
  });

  it('says which model drafted the newest version, and why an older one came from the rules', async () => {
    const report = firmReport(
      { id: 13, version: 3, origin: 'model', modelId: 'gpt-4.1-mini' },
      [
        summary({ id: 12, version: 2, fallbackReason: 'model_failed' }),
        summary({ fallbackReason: 'daily_cap' }),
      ],
      { modelUse: 'figures', model: { provider: 'openai', modelId: 'gpt-4.1-mini' } },
    );
    const { region, user } = await review({ [`GET ${FIRM}`]: { body: report } });

    expect(region).toHaveTextContent(`${M.version(3)}${M.status.draft}Drafted by gpt-4.1-mini`);
    expect(within(region).getByText(M.drafterModelHint)).toBeVisible();
    expect(region).not.toHaveTextContent(M.drafterRulesHint);

    await user.click(within(region).getByText(M.versionsCount(3)));
    const items = within(within(region).getByRole('list', { name: M.versions })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(M.draftedBy('gpt-4.1-mini')),
      expect.stringContaining('Drafted from rules: the model could not be reached'),
      expect.stringContaining(M.draftedFromRulesBecause(M.fallbackReasons.daily_cap)),
    ]);

    // With a model configured, the drafting choice names it.
    await user.click(within(region).getByText(M.draftingCurrent(M.modelUses.figures.label)));
    expect(within(region).getByText(M.modelConfigured('gpt-4.1-mini', 'openai'))).toBeVisible();
    expect(within(region).queryByText(M.noModelConfigured)).toBeNull();
  });

  it('says why a draft meant for a model came from the rules', async () => {
    const report = firmReport({ fallbackReason: 'not_grounded' }, [], { modelUse: 'figures' });
    const { region } = await review({ [`GET ${FIRM}`]: { body: report } });
    expect(region).toHaveTextContent(
      `${M.version(1)}${M.status.draft}Drafted from rules: the model’s drafts did not pass the number check`,
    );
    expect(within(region).getByText(M.drafterRulesHint)).toBeVisible();
  });

  it('saves the drafting choice, each with what it sends, and says when no model is configured', async () => {
    const SETTINGS = REPORT_API.settings(PROJECT_ID);
    const { region, api, user } = await review({
      [`GET ${FIRM}`]: { body: firmReport({}) },
      [`PUT ${SETTINGS}`]: { body: firmReport({}, [], { modelUse: 'figures_and_notes' }) },
    });
    const fold = within(region).getByText(M.draftingCurrent(M.modelUses.off.label));
    await user.click(fold);
    expect(within(region).getByText(M.noModelConfigured)).toBeVisible();

    const save = within(region).getByRole('button', { name: M.draftingSave });
    expect(within(region).getByRole('radio', { name: M.modelUses.off.label })).toBeChecked();
    expect(save).toBeDisabled();
    const withNotes = within(region).getByRole('radio', {
      name: M.modelUses.figures_and_notes.label,
    });
    expect(withNotes).toHaveAccessibleDescription(M.modelUses.figures_and_notes.hint);
    await user.click(withNotes);
    expect(save).toBeEnabled();
    await user.click(save);

    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')).toEqual({
        method: 'PUT',
        path: SETTINGS,
        body: { modelUse: 'figures_and_notes' },
      }),
    );
    expect(await screen.findByText(M.draftingSaved)).toBeVisible();
    expect(fold).toHaveTextContent(M.draftingCurrent(M.modelUses.figures_and_notes.label));
    expect(save).toBeDisabled();
  });

  it('on a closed engagement shows the drafting choice with no way to change it', async () => {
    mockApi({ [`GET ${FIRM}`]: { body: firmReport({}, [], { modelUse: 'figures' }) } });
    render(
      <AppProviders>
        <ReportReview projectId={PROJECT_ID} readOnly />
      </AppProviders>,
    );
    const region = await screen.findByRole('region', { name: M.reviewTitle }, { timeout: 25_000 });
    expect(
      await within(region).findByText(M.draftingCurrent(M.modelUses.figures.label)),
    ).toBeVisible();
    expect(within(region).getByText(M.closed)).toBeVisible();
    // Not merely folded away: not there.
    expect(within(region).queryByRole('radio', { hidden: true })).toBeNull();
    expect(within(region).queryByRole('button', { name: M.draftingSave, hidden: true })).toBeNull();
    expect(within(region).queryByRole('button', { name: M.edit })).toBeNull();
  });
});
