/**
 * The client's "Initial report" card, before and after the firm publishes, and how the project's
 * drafts are made, against a fake API.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberReport, PublishedReport } from '../../../../common/reports/contract.ts';
import { REPORT_MESSAGES as M } from '../../../../common/reports/messages.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { mockApi, type MockAnswer } from '../../../testing/mock-api.ts';
import { InitialReportCard } from './initial-report-card.tsx';

const REPORT_PATH = '/api/projects/3/report';

const published: PublishedReport = {
  id: 12,
  version: 3,
  body: [
    '## Summary',
    '',
    'Acme Holdings states annual revenue of **$12.5M**.',
    '',
    '## Findings',
    '',
    '- LTV:CAC of 2.5x is below 3x',
    '- CAC payback of 14 months is above 12 months',
  ].join('\n'),
  publishedAt: '2026-03-03T16:10:00.000Z',
  figures: [],
};

const realScrollIntoView = Element.prototype.scrollIntoView;
let scrollIntoView: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
});
afterEach(() => {
  Element.prototype.scrollIntoView = realScrollIntoView;
  vi.unstubAllGlobals();
});

function renderCard(answer: MockAnswer, path = '/portal/dashboard?project=3') {
  const api = mockApi({ [`GET ${REPORT_PATH}`]: answer });
  const router = createMemoryRouter(
    [{ path: '/portal/dashboard', element: <InitialReportCard projectId={3} /> }],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const answered = () =>
    waitFor(() => expect(queryClient.getQueryState([REPORT_PATH])?.status).toBe('success'));
  return { api, answered };
}

/** The card once the read answered (it draws nothing before). */
async function renderedCard(answer: MockAnswer, path?: string) {
  const { api } = renderCard(answer, path);
  const region = await screen.findByRole('region', { name: M.clientTitle });
  return { api, region, card: within(region) };
}

const answer = (
  report: PublishedReport | null,
  drafting: MemberReport['drafting'] = 'rules',
): MockAnswer => ({
  body: { report, drafting } satisfies MemberReport,
});

describe('the initial report on the client’s dashboard', () => {
  it('before publication, with the rules drafting, draws no card: the stage card has the promise', async () => {
    const { answered } = renderCard(answer(null));
    await answered();
    expect(screen.queryByRole('region', { name: M.clientTitle })).toBeNull();
    expect(screen.queryByText(M.clientPending)).toBeNull();
  });

  it('before publication, when a model drafts, says it is delivered within 24-48 hours and how it is drafted', async () => {
    const { region, card } = await renderedCard(answer(null, 'figures'));
    expect(card.getByText(/delivered within 24-48 hours of your data/)).toBeVisible();
    expect(card.getByText(/by a language model from your figures only/)).toBeVisible();
    // The title, the promise and the drafting line: no text, no date, no PDF.
    expect(region.textContent).toBe(
      `${M.clientTitle}${M.clientPending}${M.clientDrafting.figures}`,
    );
    expect(card.queryByRole('link')).toBeNull();
  });

  it('once published says how it was drafted', async () => {
    const { card } = await renderedCard(answer(published, 'figures_and_notes'));
    expect(card.getByText(M.clientPublished('March 3, 2026'))).toBeVisible();
    expect(card.getByText(M.clientDrafting.figures_and_notes)).toBeVisible();
    expect(card.queryByText(M.clientDrafting.rules)).toBeNull();
  });

  it('once published shows its date, its text and the PDF that carries it', async () => {
    const { card } = await renderedCard(answer(published));
    expect(await card.findByText(M.clientPublished('March 3, 2026'))).toBeVisible();
    expect(card.getByRole('heading', { level: 3, name: 'Summary' })).toBeVisible();
    expect(card.getByText('$12.5M').tagName).toBe('STRONG');
    const findings = card.getByRole('list');
    expect(
      within(findings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['LTV:CAC of 2.5x is below 3x', 'CAC payback of 14 months is above 12 months']);
    expect(card.getByRole('link', { name: M.openPdf })).toHaveAttribute(
      'href',
      '/api/projects/3/brief.pdf',
    );
    expect(card.queryByText(M.clientPending)).toBeNull();
  });

  it('shows raw HTML in a report as the text it is, never as markup', async () => {
    const body = 'Spend <script>alert(1)</script> rose <b>fast</b> <img src=x onerror=alert(2)>';
    const { region, card } = await renderedCard(answer({ ...published, body }));
    await card.findByText(M.clientPublished('March 3, 2026'));
    expect(region).toHaveTextContent(body);
    expect(region.querySelector('script, b, img')).toBeNull();
  });

  it('is the anchor the members’ mail links to, and scrolls into view when opened there', async () => {
    const { region, card } = await renderedCard(
      answer(published),
      '/portal/dashboard?project=3#initial-report',
    );
    expect(region).toHaveAttribute('id', 'initial-report');
    await card.findByText(M.clientPublished('March 3, 2026'));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(region);
  });

  it('does not scroll when the page is opened without the fragment', async () => {
    const { card } = await renderedCard(answer(published));
    await card.findByText(M.clientPublished('March 3, 2026'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('draws nothing while loading, then says when it could not be read and tries again', async () => {
    let failing = true;
    const { api } = renderCard(() =>
      failing
        ? { status: 503, body: { error: 'Unavailable', code: 'service_unavailable' } }
        : { body: { report: published, drafting: 'rules' } },
    );
    expect(screen.queryByRole('region', { name: M.clientTitle })).toBeNull();
    const region = await screen.findByRole('region', { name: M.clientTitle });
    const card = within(region);
    const alert = card.getByRole('alert');
    expect(alert).toHaveTextContent(M.clientLoadFailed);
    expect(api.calls).toHaveLength(1);
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: M.clientRetry }));
    expect(await card.findByText(M.clientPublished('March 3, 2026'))).toBeVisible();
    expect(card.queryByRole('alert')).toBeNull();
  });
});
