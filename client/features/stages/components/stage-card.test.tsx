/** The member's "Engagement status" card on the dashboard, against a fake API. */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectStage } from '../../../../common/stages/contract.ts';
import { STAGE_MESSAGES as M } from '../../../../common/stages/messages.ts';
import { formatDateTimeInText } from '../../../lib/format.ts';
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
  it('marks the current stage, says what happens next, the message and the due date', async () => {
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
    expect(region.getByText(M.reportDue(formatDateTimeInText(dueAt)))).toBeVisible();
  });

  it('shows no due date before the first submission', async () => {
    const region = await card({
      stage: 'initial_data_collection',
      since: null,
      message: null,
      reportDueAt: null,
      reportPublishedAt: null,
    });
    expect(region.getByText(M.next.initial_data_collection)).toBeVisible();
    expect(region.queryByText(/Initial report due by/)).toBeNull();
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
    // In the card, and in its folded summary for phones.
    expect(region.getAllByText(M.reportDue(formatDateTimeInText(dueAt)))[0]).toBeVisible();
  });

  it('hides the due date once the report is being delivered', async () => {
    const region = await card({
      stage: 'diligence_report_delivery',
      since: '2026-03-20',
      message: null,
      reportDueAt: dueAt,
      reportPublishedAt: null,
    });
    expect(region.getByText(M.next.diligence_report_delivery)).toBeVisible();
    expect(region.queryByText(/Initial report due by/)).toBeNull();
  });
});
