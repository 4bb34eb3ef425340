/** The member's "Engagement status" card on the dashboard, against a fake API. */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPORT_MESSAGES } from '../../../../common/reports/messages.ts';
import type { ProjectStage } from '../../../../common/stages/contract.ts';
import { STAGE_MESSAGES as M } from '../../../../common/stages/messages.ts';
import { formatDateInText, formatDateTimeInText } from '../../../lib/format.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';

const acme = { id: 3, name: 'Acme Holdings', slug: 'acme', status: 'active', role: 'viewer' };
const session = {
  body: {
    user: { id: 'u1', email: 'dana@acme.test', name: '', isAdmin: false, emailVerified: true },
    session: { id: 's1', expiresAt: '2030-01-01T00:00:00Z' },
  },
};
const dueAt = '2026-03-04T09:30:00.000Z';
const publishedAt = '2026-03-03T16:10:00.000Z';
const windowLine = REPORT_MESSAGES.stageWindow(formatDateTimeInText(dueAt));
const publishedLine = REPORT_MESSAGES.stagePublished(formatDateInText(publishedAt));

beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function card(stage: ProjectStage) {
  mockApi({
    'GET /api/auth/get-session': session,
    'GET /api/user/projects': { body: [acme] },
    'GET /api/metrics': { body: [] },
    'GET /api/notes': { body: [] },
    'GET /api/deliverables': { body: [] },
    'GET /api/projects/3/stage': { body: stage },
  });
  renderRoute('/portal/dashboard');
  const region = await screen.findByRole('region', { name: M.title }, { timeout: 25_000 });
  await within(region).findByRole('list', { name: M.stagesLabel });
  return within(region);
}

describe('Engagement status on the dashboard', () => {
  it('marks the current stage, says what happens next, the message and the report window', async () => {
    const region = await card({
      stage: 'ai_analysis',
      since: '2026-03-02',
      message: { text: 'We started on your figures.', on: '2026-03-02' },
      reportDueAt: dueAt,
      reportPublishedAt: null,
    });
    const steps = region.getAllByRole('listitem');
    // Each step's number is for the eye only (aria-hidden).
    expect(steps.map((step) => step.textContent?.replace(/^\d/, ''))).toEqual([
      `Initial data collection (${M.done})`,
      `AI analysis (${M.current})`,
      'Diligence report delivery',
      'Acquisition decision',
      'Post-acquisition growth',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(region.getByText(M.since('March 2, 2026'))).toBeVisible();
    expect(region.getByText(M.next.ai_analysis)).toBeVisible();
    expect(region.getByText('We started on your figures.')).toBeVisible();
    expect(region.getByText(M.messageFrom('March 2, 2026'))).toBeVisible();
    expect(region.getByText(windowLine)).toBeVisible();
    expect(
      region.getByText(/^Initial report within 24-48 hours of your data: due by /),
    ).toBeVisible();
  });

  it('shows no report window before the first submission', async () => {
    const region = await card({
      stage: 'initial_data_collection',
      since: null,
      message: null,
      reportDueAt: null,
      reportPublishedAt: null,
    });
    expect(region.getByText(M.next.initial_data_collection)).toBeVisible();
    expect(region.queryByText(/^Initial report/)).toBeNull();
  });

  it('says the analysis has started once the data is in, still at the first stage', async () => {
    const region = await card({
      stage: 'initial_data_collection',
      since: null,
      message: null,
      reportDueAt: dueAt,
      reportPublishedAt: null,
    });
    expect(region.getByText(M.nextOnceSubmitted)).toBeVisible();
    expect(region.queryByText(M.next.initial_data_collection)).toBeNull();
    expect(region.getByText(/your initial report is delivered within 24-48 hours\./)).toBeVisible();
    // In the card, and in its folded summary for phones.
    expect(region.getAllByText(windowLine)).toHaveLength(2);
  });

  it('hides the window once the report is being delivered', async () => {
    const region = await card({
      stage: 'diligence_report_delivery',
      since: '2026-03-20',
      message: null,
      reportDueAt: dueAt,
      reportPublishedAt: null,
    });
    expect(region.getByText(M.next.diligence_report_delivery)).toBeVisible();
    expect(region.queryByText(/^Initial report/)).toBeNull();
  });

  it('says when the report was published instead of its window', async () => {
    const region = await card({
      stage: 'ai_analysis',
      since: '2026-03-02',
      message: null,
      reportDueAt: dueAt,
      reportPublishedAt: publishedAt,
    });
    expect(region.getAllByText(publishedLine)[0]).toBeVisible();
    expect(region.queryByText(windowLine)).toBeNull();
    // What happens next no longer promises the report.
    expect(region.getByText(M.nextOncePublished)).toBeVisible();
    expect(region.queryByText(M.next.ai_analysis)).toBeNull();
  });

  it('still says when the report was published at a later stage', async () => {
    const region = await card({
      stage: 'acquisition_decision',
      since: '2026-04-10',
      message: null,
      reportDueAt: dueAt,
      reportPublishedAt: publishedAt,
    });
    expect(region.getAllByText(publishedLine)[0]).toBeVisible();
    expect(region.queryByText(windowLine)).toBeNull();
  });
});
