/**
 * The dashboard's cards draw their shape while their reads are on the way, and say so when
 * a read fails.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLATFORM_CHECK_MESSAGES } from '../../../../common/platform-check/messages.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';

const acme = { id: 3, name: 'Acme Holdings', slug: 'acme', status: 'active', role: 'owner' };
const session = {
  body: {
    user: { id: 'u1', email: 'dana@acme.test', name: '', isAdmin: false, emailVerified: true },
    session: { id: 's1', expiresAt: '2030-01-01T00:00:00Z' },
  },
};

beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The platform check and the notes stay on the way; the rest answers. */
function slowApi() {
  const api = mockApi({
    'GET /api/auth/get-session': session,
    'GET /api/user/projects': { body: [acme] },
    'GET /api/metrics': { body: [] },
  });
  const answer = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation((input, init) =>
    /^\/api\/(notes|projects\/3\/platform-check)/.test(input as string)
      ? new Promise<Response>(() => {})
      : answer(input, init),
  );
}

describe('the dashboard while its reads load', () => {
  it('shows the platform check and the checklist as busy placeholders, not nothing', async () => {
    slowApi();
    renderRoute('/portal/dashboard');
    const platformCard = await screen.findByRole(
      'region',
      { name: PLATFORM_CHECK_MESSAGES.title },
      { timeout: 25_000 },
    );
    const check = within(platformCard).getByRole('status', { name: 'Loading the platform check' });
    expect(check).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Loading your checklist' })).toBeInTheDocument();
  });
});

describe('the dashboard when a read fails', () => {
  it('says the checklist could not be loaded, with the status, instead of leaving a gap', async () => {
    mockApi({
      'GET /api/auth/get-session': session,
      'GET /api/user/projects': { body: [acme] },
      'GET /api/metrics': { body: [] },
      'GET /api/notes': {
        status: 503,
        body: { error: 'Unavailable', code: 'service_unavailable' },
      },
    });
    renderRoute('/portal/dashboard');
    const title = await screen.findByText('Could not load your checklist', {}, { timeout: 25_000 });
    // A read's failure reads "{status}: {statusText}" from 500 up (docs/product.md#errors).
    expect(title.closest('[role="alert"]')).toHaveTextContent(/^Could not load your checklist503:/);
    expect(screen.queryByText(/Your information is \d+% complete/)).not.toBeInTheDocument();
  });
});
