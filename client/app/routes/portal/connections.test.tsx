/** The /connections screen against a fake API: cards, states, disconnect, the return banner. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectorsResponse } from '../../../../common/connections/contract.ts';
import { CONNECTION_MESSAGES } from '../../../../common/connections/messages.ts';
import { mockApi, type MockAnswer } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';

const session = {
  body: {
    user: { id: 'u1', email: 'dana@acme.test', name: 'Dana', isAdmin: false, emailVerified: true },
    session: { id: 's1', expiresAt: '2030-01-01T00:00:00Z' },
  },
};
const project = (role = 'member') => ({
  id: 3,
  name: 'Acme Holdings',
  slug: 'acme',
  status: 'active',
  role,
});
const connectors = (items: Partial<ConnectorsResponse['items'][number]>[] = []) => ({
  body: {
    mode: 'sandbox',
    items: items.map((item) => ({
      platform: 'meta',
      connectorId: 'sandbox_1',
      connected: true,
      paused: false,
      setupState: 'connected',
      syncState: 'scheduled',
      lastSyncAt: null,
      ...item,
    })),
  } satisfies ConnectorsResponse,
});

/** The user's own Google grant for browsing (GET /api/google-ads/connection). */
const googleGrant = (connected: boolean) => ({
  body: {
    connected,
    sandbox: true,
    googleEmail: connected ? 'dana@gmail.test' : null,
    connectedAt: null,
  },
});

function api(routes: Record<string, MockAnswer> = {}, role = 'member') {
  return mockApi({
    'GET /api/auth/get-session': session,
    'GET /api/user/projects': { body: [project(role)] },
    'GET /api/fivetran/connectors?projectId=3': connectors([{ platform: 'meta' }]),
    'GET /api/google-ads/connection': googleGrant(false),
    ...routes,
  });
}

const card = (name: string) => screen.getByRole('group', { name });

/** A toast with this text is on screen (Radix also repeats it in a live region). */
async function expectToast(text: string) {
  await waitFor(() => {
    const toast = document.querySelector('li[data-state="open"]');
    expect(toast).not.toBeNull();
    expect(toast).toHaveTextContent(text);
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the connections screen', () => {
  it('shows the title, the three platforms with their state, coming soon, the footer and the sandbox badge', async () => {
    api();
    renderRoute('/connections');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: CONNECTION_MESSAGES.title },
        { timeout: 25_000 },
      ),
    ).toBeVisible();
    expect(await screen.findByText('Connected')).toBeVisible();
    const meta = card('Meta (Facebook) Ads');
    expect(within(meta).getByText('Connected')).toBeVisible();
    expect(
      within(meta).getByRole('button', { name: 'Reconnect Meta (Facebook) Ads' }),
    ).toBeEnabled();
    expect(
      within(meta).getByRole('button', { name: 'Disconnect Meta (Facebook) Ads' }),
    ).toBeEnabled();
    for (const name of ['LinkedIn Ads', 'Google Ads']) {
      expect(within(card(name)).getByTestId(/^platform-status-/)).toHaveTextContent(
        'Not Connected',
      );
      expect(within(card(name)).getByRole('button', { name: `Connect ${name}` })).toBeEnabled();
      expect(within(card(name)).queryByRole('button', { name: /Disconnect/ })).toBeNull();
    }
    expect(screen.getByRole('heading', { name: 'Available Platforms' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
    for (const name of ['TikTok Ads', 'Amazon Ads']) {
      expect(within(card(name)).getByText('Coming Soon')).toBeVisible();
      expect(within(card(name)).getByText(CONNECTION_MESSAGES.comingSoonText)).toBeVisible();
    }
    expect(screen.getByText(CONNECTION_MESSAGES.readOnlyFooter)).toBeVisible();
    expect(screen.getByTestId('sandbox-badge')).toHaveTextContent('Sandbox');
  });

  it("names Google Ads' two connections with each one's state", async () => {
    api({ 'GET /api/google-ads/connection': googleGrant(true) });
    renderRoute('/connections');
    const google = await screen.findByRole(
      'list',
      { name: 'Google Ads connections' },
      { timeout: 25_000 },
    );
    const [warehouse, browse] = within(google).getAllByRole('listitem');
    expect(warehouse).toHaveTextContent(/^Warehouse sync\s*Not Connected/);
    await waitFor(() => expect(browse).toHaveTextContent(/^Browse access\s*Connected/));
    expect(browse).toHaveTextContent('Connected as dana@gmail.test');
    expect(within(browse!).getByRole('link', { name: 'Open the Google Ads page' })).toHaveAttribute(
      'href',
      '/portal/google-ads-test',
    );
    // The other platforms have a warehouse sync only.
    expect(
      within(screen.getByRole('list', { name: 'Meta (Facebook) Ads connections' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(1);
  });

  it('shows the connect and reconnect tooltips', async () => {
    const user = userEvent.setup();
    api();
    renderRoute('/connections');
    await screen.findByText('Connected', {}, { timeout: 25_000 });

    await user.hover(screen.getByRole('button', { name: 'Reconnect Meta (Facebook) Ads' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Reconnect to refresh your credentials',
    );
    await user.unhover(screen.getByRole('button', { name: 'Reconnect Meta (Facebook) Ads' }));
    await user.hover(screen.getByRole('button', { name: 'Connect LinkedIn Ads' }));
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent(
        'Connect your LinkedIn Ads account to import data',
      ),
    );
  });

  it('disconnects: finds the connector, pauses it, and says so', async () => {
    const user = userEvent.setup();
    let paused = false;
    const calls = api({
      'GET /api/fivetran/connectors?projectId=3': () =>
        connectors([{ platform: 'meta', connected: !paused, paused }]),
      'POST /api/fivetran/pause-connector/sandbox_1': () => {
        paused = true;
        return { body: { connectorId: 'sandbox_1', platform: 'meta', paused: true } };
      },
    });
    renderRoute('/connections');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Disconnect Meta (Facebook) Ads' },
        { timeout: 25_000 },
      ),
    );

    await expectToast('Disconnected');
    await expectToast('Successfully paused sync for Meta (Facebook) Ads');
    await waitFor(() =>
      expect(within(card('Meta (Facebook) Ads')).getByText('Not Connected')).toBeVisible(),
    );
    expect(calls.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/fivetran/pause-connector/sandbox_1',
    ]);
  });

  it('says when no connector is found for the platform any more', async () => {
    const user = userEvent.setup();
    let reads = 0;
    api({
      'GET /api/fivetran/connectors?projectId=3': () =>
        (reads += 1) === 1 ? connectors([{ platform: 'meta' }]) : connectors([]),
    });
    renderRoute('/connections');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Disconnect Meta (Facebook) Ads' },
        { timeout: 25_000 },
      ),
    );
    await expectToast('Disconnection Failed');
    await expectToast('No connector found for this platform');
  });

  it("shows the server's reason when pausing fails", async () => {
    const user = userEvent.setup();
    api({
      'POST /api/fivetran/pause-connector/sandbox_1': {
        status: 502,
        body: { error: 'Fivetran is unavailable (HTTP 503) and could not pause a connection.' },
      },
    });
    renderRoute('/connections');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Disconnect Meta (Facebook) Ads' },
        { timeout: 25_000 },
      ),
    );
    await expectToast('Fivetran is unavailable (HTTP 503) and could not pause a connection.');
  });

  it('asks for a project before connecting', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'GET /api/auth/get-session': session,
      'GET /api/user/projects': { body: [] },
    });
    renderRoute('/connections');
    await user.click(
      await screen.findByRole('button', { name: 'Connect LinkedIn Ads' }, { timeout: 25_000 }),
    );
    await expectToast('Connection Failed');
    await expectToast('Please select a project before connecting platforms');
    expect(calls.calls.some((call) => call.path.startsWith('/api/fivetran'))).toBe(false);
  });

  it('retries twice, then uses an empty list (and says when connections are not configured)', async () => {
    // The retries wait 1 s, then 2 s (TanStack Query's default delays): on a fake clock.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = api({
      'GET /api/fivetran/connectors?projectId=3': {
        status: 503,
        body: { error: CONNECTION_MESSAGES.notConfigured },
      },
    });
    const reads = () =>
      calls.calls.filter((call) => call.path.startsWith('/api/fivetran/connectors'));
    renderRoute('/connections');
    await waitFor(() => expect(reads().length).toBeGreaterThanOrEqual(1), { timeout: 25_000 });
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(reads().length).toBeGreaterThanOrEqual(2));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await screen.findByText(CONNECTION_MESSAGES.notConfigured)).toBeVisible();
    expect(reads()).toHaveLength(3);
    const badges = screen.getAllByTestId(/^platform-status-/);
    expect(badges.map((badge) => badge.textContent)).toEqual(Array(3).fill('Not Connected'));
    expect(screen.queryByTestId('sandbox-badge')).toBeNull();
  });

  it('lets viewers look but not change anything', async () => {
    api({}, 'viewer');
    renderRoute('/connections');
    expect(
      await screen.findByText(CONNECTION_MESSAGES.viewerHint, {}, { timeout: 25_000 }),
    ).toBeVisible();
    await screen.findByText('Connected');
    expect(screen.getByRole('button', { name: 'Connect LinkedIn Ads' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reconnect Meta (Facebook) Ads' })).toBeDisabled();
  });
});

describe('the return from the provider', () => {
  it('shows the decoded error in a banner and a toast, and resets the path', async () => {
    const user = userEvent.setup();
    api();
    const { router } = renderRoute(
      '/connections#error=Access%20denied%20by%20the%20user&platform=meta',
    );

    const banner = await screen.findByTestId('connection-result', {}, { timeout: 25_000 });
    expect(banner).toHaveTextContent('Connection Failed');
    expect(banner).toHaveTextContent('Access denied by the user');
    await expectToast('Connection Failed');
    await expectToast('Access denied by the user');
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.pathname).toBe('/connections');

    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('connection-result')).toBeNull();
  });

  it('shows the success banner and toast', async () => {
    api();
    renderRoute('/connections#success=true&platform=linkedin');
    const banner = await screen.findByTestId('connection-result', {}, { timeout: 25_000 });
    expect(banner).toHaveTextContent('Successfully connected to LinkedIn Ads!');
    await expectToast('Connection Successful');
    await expectToast("You've successfully connected to LinkedIn Ads.");
  });

  it('also reacts to a result arriving while the screen is open', async () => {
    api();
    const { router } = renderRoute('/connections');
    await screen.findByText('Connected', {}, { timeout: 25_000 });
    expect(screen.queryByTestId('connection-result')).toBeNull();
    await act(() => router.navigate('/connections#error=Token%20expired'));
    expect(await screen.findByTestId('connection-result')).toHaveTextContent('Token expired');
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    // A second result replaces the first.
    await act(() => router.navigate('/connections#success=true&platform=google'));
    expect(await screen.findByTestId('connection-result')).toHaveTextContent(
      'Successfully connected to Google Ads!',
    );
  });
});
