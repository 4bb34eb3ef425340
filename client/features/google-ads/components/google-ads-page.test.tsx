/** The Google Ads page against a fake API: states, selection, formatting and the toasts. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_MESSAGES } from '../../../../common/connections/messages.ts';
import { GOOGLE_ADS_MESSAGES } from '../../../../common/google-ads/messages.ts';
import { mockApi, type MockAnswer } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { filenameOf } from '../api/google-ads.ts';
import { enumLabel } from '../lib/format.ts';

const PAGE = '/portal/google-ads-test';
const acme = { id: 3, name: 'Acme Holdings', slug: 'acme', status: 'active', role: 'member' };
const connected = {
  body: { connected: true, sandbox: true, googleEmail: 'ads@example.com', connectedAt: null },
};
const accounts = [
  { id: '1111111111', name: 'Alpha Store', currency: 'USD', timeZone: 'America/New_York' },
  { id: '2222222222', name: 'Beta Hotels', currency: 'EUR', timeZone: 'Europe/Berlin' },
];
const campaigns = [
  {
    id: '11',
    name: 'Brand',
    status: 'ENABLED',
    type: 'SEARCH',
    budget: 1234.5,
    budgetPeriod: 'daily',
    impressions: 15200,
    clicks: 870,
    cost: 123.45,
    conversions: 41.5,
    conversionsValue: 2075.25,
  },
  {
    id: '12',
    name: 'Shopping',
    status: 'PAUSED',
    type: 'PERFORMANCE_MAX',
    budget: 1500,
    budgetPeriod: 'lifetime',
    impressions: 0,
    clicks: 0,
    cost: 0,
    conversions: 0,
    conversionsValue: 0,
  },
];

function api(routes: Record<string, MockAnswer>) {
  return mockApi({
    'GET /api/auth/get-session': {
      body: {
        user: {
          id: 'u1',
          email: 'dana@acme.test',
          name: 'Dana',
          isAdmin: false,
          emailVerified: true,
        },
        session: { id: 's1', expiresAt: '2030-01-01T00:00:00Z' },
      },
    },
    'GET /api/user/projects': { body: [acme] },
    'GET /api/google-ads/connection': connected,
    ...routes,
  });
}

/** The toast list, which mounts with the first toast. */
const toastRegion = () => screen.findByRole('region', { name: /Notifications/ });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.location.hash = '';
});

describe('the Google Ads page', () => {
  it('offers to connect Google when there is no grant, with the Sandbox badge', async () => {
    const calls = api({
      'GET /api/google-ads/connection': {
        body: { connected: false, sandbox: true, googleEmail: null, connectedAt: null },
      },
    });
    renderRoute(PAGE);
    expect(
      await screen.findByRole(
        'button',
        { name: GOOGLE_ADS_MESSAGES.connectButton },
        { timeout: 25_000 },
      ),
    ).toBeVisible();
    expect(screen.getByText('Sandbox')).toBeVisible();
    expect(calls.calls.map((call) => call.path)).not.toContain('/api/google-ads/accounts');
  });

  it('asks to select an account before exporting', async () => {
    const user = userEvent.setup();
    api({ 'GET /api/google-ads/accounts': { body: accounts } });
    renderRoute(PAGE);
    await screen.findByRole('button', { name: /Alpha Store/ }, { timeout: 25_000 });
    await user.click(screen.getByRole('button', { name: GOOGLE_ADS_MESSAGES.exportCampaigns }));
    expect(
      await within(await toastRegion()).findByText(GOOGLE_ADS_MESSAGES.noAccountTitle),
    ).toBeVisible();
    expect(within(await toastRegion()).getByText(GOOGLE_ADS_MESSAGES.noAccount)).toBeVisible();
  });

  it('lists accounts, selects one and shows its campaigns with badges and dollar amounts', async () => {
    const user = userEvent.setup();
    const calls = api({
      'GET /api/google-ads/accounts': { body: accounts },
      'GET /api/google-ads/campaigns/1111111111': { body: campaigns },
    });
    renderRoute(PAGE);
    const alpha = await screen.findByRole('button', { name: /Alpha Store/ }, { timeout: 25_000 });
    expect(alpha).toHaveTextContent('1111111111');
    expect(alpha).toHaveTextContent('USD');
    expect(alpha).toHaveTextContent('America/New_York');
    expect(calls.calls.map((call) => call.path)).not.toContain(
      '/api/google-ads/campaigns/1111111111',
    );
    await user.click(alpha);
    expect(alpha).toHaveAttribute('aria-pressed', 'true');
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    const [, brand, shopping] = within(table).getAllByRole('row');
    const brandCells = within(brand!).getAllByRole('cell');
    expect(brandCells.map((cell) => cell.textContent)).toEqual([
      'Brand11',
      'Enabled',
      'Search',
      '$1,234.50 per day',
      '15,200',
      '870',
      '$123.45',
      '41.50 $2,075.25 value',
    ]);
    expect(within(brandCells[1]!).getByText('Enabled')).toHaveClass('bg-primary'); // default badge
    const shoppingCells = within(shopping!).getAllByRole('cell');
    expect(within(shoppingCells[1]!).getByText('Paused')).toHaveClass('bg-muted'); // secondary
    expect(shoppingCells[2]).toHaveTextContent('Performance Max');
    expect(shoppingCells[3]).toHaveTextContent('$1,500.00 lifetime'); // not $0.00
    expect(shoppingCells[7]).toHaveTextContent('0.00 $0.00 value');
  });

  it('shows the empty states', async () => {
    const user = userEvent.setup();
    api({
      'GET /api/google-ads/accounts': { body: accounts },
      'GET /api/google-ads/campaigns/2222222222': { body: [] },
    });
    renderRoute(PAGE);
    await user.click(
      await screen.findByRole('button', { name: /Beta Hotels/ }, { timeout: 25_000 }),
    );
    expect(await screen.findByText(GOOGLE_ADS_MESSAGES.noCampaigns)).toBeVisible();
  });

  it('shows "No accounts found" with the hint', async () => {
    api({ 'GET /api/google-ads/accounts': { body: [] } });
    renderRoute(PAGE);
    expect(
      await screen.findByText(GOOGLE_ADS_MESSAGES.noAccounts, {}, { timeout: 25_000 }),
    ).toBeVisible();
    expect(screen.getByText(GOOGLE_ADS_MESSAGES.noAccountsHint)).toBeVisible();
  });

  it("shows the error boxes with the server's own words", async () => {
    const user = userEvent.setup();
    api({
      'GET /api/google-ads/accounts': { body: accounts },
      'GET /api/google-ads/campaigns/1111111111': {
        status: 403,
        body: {
          error: 'Your Google account does not have access to this Google Ads account.',
          code: 'forbidden',
          details: { vendorCode: 'USER_PERMISSION_DENIED', requestId: 'req-42' },
        },
      },
    });
    renderRoute(PAGE);
    await user.click(
      await screen.findByRole('button', { name: /Alpha Store/ }, { timeout: 25_000 }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(GOOGLE_ADS_MESSAGES.campaignsErrorTitle);
    expect(alert).toHaveTextContent(
      'Failed to fetch campaigns: Your Google account does not have access to this Google Ads account.',
    );
    // Google's code and request id wait, closed, behind "Details".
    const details = alert.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(within(details).getByText('Details')).toBeVisible();
    expect(details).toHaveTextContent('USER_PERMISSION_DENIED');
    expect(details).toHaveTextContent('req-42');
  });

  it('shows a member of no project why Google Ads waits, not an error', async () => {
    const calls = api({ 'GET /api/user/projects': { body: [] } });
    renderRoute(PAGE);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'You are not in a project yet' },
        { timeout: 25_000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.calls.some((call) => call.path.startsWith('/api/google-ads/'))).toBe(false);
  });

  it('shows the accounts error box', async () => {
    api({
      'GET /api/google-ads/accounts': {
        status: 502,
        body: { error: 'Google Ads did not answer.' },
      },
    });
    renderRoute(PAGE);
    const alert = await screen.findByRole('alert', {}, { timeout: 25_000 });
    expect(alert).toHaveTextContent(GOOGLE_ADS_MESSAGES.accountsErrorTitle);
    expect(alert).toHaveTextContent('Failed to fetch accounts: Google Ads did not answer.');
  });

  it('offers to reconnect when the grant was revoked (409)', async () => {
    api({
      'GET /api/google-ads/accounts': {
        status: 409,
        body: { error: GOOGLE_ADS_MESSAGES.reconnect, code: 'conflict' },
      },
    });
    renderRoute(PAGE);
    expect(
      await screen.findByText(GOOGLE_ADS_MESSAGES.reconnect, {}, { timeout: 25_000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: GOOGLE_ADS_MESSAGES.connectButton })).toBeVisible();
  });

  it('toasts a failed export', async () => {
    const user = userEvent.setup();
    api({
      'GET /api/google-ads/accounts': { body: accounts },
      'GET /api/google-ads/campaigns/1111111111': { body: campaigns },
      'GET /api/google-ads/export/keywords/1111111111': { status: 500, body: { error: 'x' } },
    });
    renderRoute(PAGE);
    await user.click(
      await screen.findByRole('button', { name: /Alpha Store/ }, { timeout: 25_000 }),
    );
    await user.click(screen.getByRole('button', { name: GOOGLE_ADS_MESSAGES.exportKeywords }));
    expect(
      await within(await toastRegion()).findByText(GOOGLE_ADS_MESSAGES.exportFailedTitle),
    ).toBeVisible();
    expect(
      within(await toastRegion()).getByText(GOOGLE_ADS_MESSAGES.exportKeywordsFailed),
    ).toBeVisible();
  });

  it('reads the result of the return from Google in the fragment', async () => {
    window.location.hash = '#error=Google%20Ads%20access%20was%20not%20granted.&platform=google';
    api({
      'GET /api/google-ads/connection': {
        body: { connected: false, sandbox: false, googleEmail: null, connectedAt: null },
      },
    });
    renderRoute(`${PAGE}#error=Google%20Ads%20access%20was%20not%20granted.&platform=google`);
    const banner = await screen.findByRole('alert', {}, { timeout: 25_000 });
    expect(banner).toHaveTextContent(CONNECTION_MESSAGES.connectFailedTitle);
    expect(banner).toHaveTextContent(GOOGLE_ADS_MESSAGES.accessNotGranted);
  });
});

describe('helpers', () => {
  it('write enum values as words', () => {
    expect(enumLabel('PERFORMANCE_MAX')).toBe('Performance Max');
    expect(enumLabel('ENABLED')).toBe('Enabled');
  });

  it('read the file name of a Content-Disposition header', () => {
    expect(filenameOf('attachment; filename="campaigns-1-2026-01-02.csv"')).toBe(
      'campaigns-1-2026-01-02.csv',
    );
    expect(filenameOf(null)).toBeNull();
    expect(filenameOf('attachment')).toBeNull();
  });
});
