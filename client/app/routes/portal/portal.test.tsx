/** The portal gate, the sign-in screen and the portal frame, against a fake API. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PASSWORD_POLICY } from '../../../../common/auth/contract.ts';
import { API_MESSAGES, OUTAGE_MESSAGES } from '../../../../common/shared/messages.ts';
import {
  AUTH_MESSAGES,
  TWO_FACTOR_MESSAGES,
  VERIFY_MESSAGES,
} from '../../../../common/auth/messages.ts';
import { takeFlashToast } from '../../../lib/flash-toast.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';

const options = (google = false) => ({ body: { google, passwordPolicy: DEFAULT_PASSWORD_POLICY } });
const session = (email: string, isAdmin = false, name = '', emailVerified = true) => ({
  body: {
    user: { id: 'u1', email, name, isAdmin, emailVerified, twoFactorEnabled: isAdmin },
    session: { id: 's1', expiresAt: '2030-01-01T00:00:00Z' },
  },
});
const acme = { id: 3, name: 'Acme Holdings', slug: 'acme', status: 'active', role: 'member' };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('an address not confirmed yet', () => {
  it('shows the banner in place of the page, and Resend mails a new link', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/auth/get-session': session('dana@acme.test', false, '', false),
      'GET /api/user/projects': { body: [acme] },
      'POST /api/auth/send-verification-email': { body: { status: true } },
    });
    renderRoute('/portal/dashboard');
    // The first visit of the file loads the lazy portal modules.
    const banner = await screen.findByText(
      VERIFY_MESSAGES.confirmEmail('dana@acme.test'),
      {},
      { timeout: 25_000 },
    );
    expect(banner).toBeVisible();
    expect(screen.queryByText(/Working on/)).toBeNull();
    await user.click(screen.getByRole('button', { name: VERIFY_MESSAGES.resend }));
    expect(await screen.findByText(VERIFY_MESSAGES.resent('dana@acme.test'))).toBeVisible();
    expect(
      api.calls.find((call) => call.path === '/api/auth/send-verification-email')?.body,
    ).toEqual({ email: 'dana@acme.test' });
  });

  it('says why when Resend is refused', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/auth/get-session': session('dana@acme.test', false, '', false),
      'GET /api/user/projects': { body: [] },
      'POST /api/auth/send-verification-email': {
        status: 429,
        body: { error: API_MESSAGES.rateLimited, code: 'too_many_requests' },
      },
    });
    renderRoute('/portal/dashboard');
    await user.click(await screen.findByRole('button', { name: VERIFY_MESSAGES.resend }));
    expect(await screen.findByText(VERIFY_MESSAGES.resendFailed)).toBeVisible();
    expect(screen.getByText(API_MESSAGES.rateLimited)).toBeVisible();
  });
});

describe('signed out', () => {
  it('shows the sign-in screen with its texts on any /portal path', async () => {
    mockApi({ 'GET /api/auth/get-session': { body: null }, 'GET /api/auth-options': options() });
    renderRoute('/portal/admin');
    // The first visit loads the lazy portal and sign-in modules.
    expect(await screen.findByText(AUTH_MESSAGES.subtitle, {}, { timeout: 25_000 })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/welcome/i);
    expect(screen.getByText('Authentication')).toBeVisible();
    expect(screen.getByText(AUTH_MESSAGES.cardDescription)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /google/i })).not.toBeInTheDocument();
  });

  it('offers Google only when the server has it configured', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: null },
      'GET /api/auth-options': options(true),
    });
    renderRoute('/portal');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeVisible();
  });

  it('shows the note under sign-up and checks the password length before calling the server', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/auth/get-session': { body: null },
      'GET /api/auth-options': options(),
    });
    renderRoute('/portal');
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByText(AUTH_MESSAGES.signUpNote)).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'dana@acme.test');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeVisible();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('refuses sign-up when the domain pre-check says no, without creating the account', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/auth/get-session': { body: null },
      'GET /api/auth-options': options(),
      'GET /api/check-domain': {
        body: { allowed: false, message: AUTH_MESSAGES.domainNotAuthorized },
      },
    });
    renderRoute('/portal');
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText('Email'), 'eve@elsewhere.test');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(AUTH_MESSAGES.domainNotAuthorizedTitle)).toBeVisible();
    expect(screen.getByText(AUTH_MESSAGES.domainNotAuthorized)).toBeVisible();
    expect(api.calls.map((call) => call.path)).toContain(
      '/api/check-domain?email=eve%40elsewhere.test',
    );
    expect(api.calls.some((call) => call.path === '/api/auth/sign-up/email')).toBe(false);
  });

  it('shows the server refusal when sign-up itself is refused for the domain', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/auth/get-session': { body: null },
      'GET /api/auth-options': options(),
      'GET /api/check-domain': { body: { allowed: true, message: 'ok' } },
      'POST /api/auth/sign-up/email': {
        status: 403,
        body: { error: 'Archived just now', code: 'DOMAIN_NOT_AUTHORIZED' },
      },
    });
    renderRoute('/portal');
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText('Email'), 'eve@acme.test');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(AUTH_MESSAGES.domainNotAuthorizedTitle)).toBeVisible();
    expect(screen.getByText('Archived just now')).toBeVisible();
  });

  it('creates the account, says so, and opens the dashboard, which asks to confirm the address', async () => {
    const user = userEvent.setup();
    let signedUp = false;
    const api = mockApi({
      'GET /api/auth/get-session': () =>
        signedUp ? session('dana@acme.test', false, '', false) : { body: null },
      'GET /api/auth-options': options(),
      'GET /api/check-domain': { body: { allowed: true, message: 'ok' } },
      'POST /api/auth/sign-up/email': () => {
        signedUp = true;
        return { body: { user: { id: 'u1', email: 'dana@acme.test' } } };
      },
      'GET /api/user/projects': { body: [] },
    });
    const { router } = renderRoute('/portal');
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText('Email'), 'dana@acme.test');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(AUTH_MESSAGES.accountCreated)).toBeVisible();
    expect(screen.getByText(AUTH_MESSAGES.accountCreatedDescription)).toBeVisible();
    expect(await screen.findByText(VERIFY_MESSAGES.confirmEmail('dana@acme.test'))).toBeVisible();
    expect(screen.queryByText('Please select a project to begin')).toBeNull();
    expect(router.state.location.pathname).toBe('/portal/dashboard');
    expect(api.calls.find((call) => call.path === '/api/auth/sign-up/email')?.body).toEqual({
      email: 'dana@acme.test',
      password: 'secret-123',
      name: '',
    });
  });

  it('shows the server message when sign-in fails', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/auth/get-session': { body: null },
      'GET /api/auth-options': options(),
      'POST /api/auth/sign-in/email': { status: 401, body: { error: 'Invalid email or password' } },
    });
    renderRoute('/portal');
    await user.type(await screen.findByLabelText('Email'), 'dana@acme.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(AUTH_MESSAGES.signInFailed)).toBeVisible();
    expect(screen.getByText(AUTH_MESSAGES.invalidCredentials)).toBeVisible();
  });

  it('asks for the code when the account has two-factor on, shows a wrong one in words, then signs in', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const api = mockApi({
      'GET /api/auth/get-session': () => (signedIn ? session('dana@acme.test') : { body: null }),
      'GET /api/auth-options': options(),
      'POST /api/auth/sign-in/email': {
        body: { twoFactorRedirect: true, twoFactorMethods: ['totp'] },
      },
      'POST /api/auth/two-factor/verify-totp': (init) => {
        if (JSON.parse(init!.body as string).code !== '123456') {
          return {
            status: 401,
            body: { error: TWO_FACTOR_MESSAGES.invalidCode, code: 'INVALID_CODE' },
          };
        }
        signedIn = true;
        return { body: { user: { id: 'u1', email: 'dana@acme.test' } } };
      },
      'POST /api/auth/two-factor/verify-backup-code': {
        body: { user: { id: 'u1', email: 'dana@acme.test' } },
      },
      'GET /api/user/projects': { body: [] },
    });
    const { router } = renderRoute('/portal');
    await user.type(await screen.findByLabelText('Email'), 'dana@acme.test');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const code = await screen.findByLabelText(TWO_FACTOR_MESSAGES.codeLabel);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_MESSAGES.verify }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeFormat)).toBeVisible();
    expect(api.calls.some((call) => call.path.includes('verify-totp'))).toBe(false);

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_MESSAGES.verify }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.invalidCode)).toBeVisible();

    await user.click(screen.getByRole('button', { name: TWO_FACTOR_MESSAGES.useRecoveryCode }));
    expect(screen.getByLabelText(TWO_FACTOR_MESSAGES.recoveryCodeLabel)).toBeVisible();
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_MESSAGES.useApp }));

    await user.type(screen.getByLabelText(TWO_FACTOR_MESSAGES.codeLabel), '123 456');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_MESSAGES.verify }));
    expect(await screen.findByText(AUTH_MESSAGES.signedIn)).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/dashboard'));
    expect(api.calls.filter((call) => call.path.includes('verify-totp')).at(-1)?.body).toEqual({
      code: '123456',
    });
  });

  it('signs in with a recovery code instead', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const api = mockApi({
      'GET /api/auth/get-session': () => (signedIn ? session('dana@acme.test') : { body: null }),
      'GET /api/auth-options': options(),
      'POST /api/auth/sign-in/email': { body: { twoFactorRedirect: true } },
      'POST /api/auth/two-factor/verify-backup-code': () => {
        signedIn = true;
        return { body: { user: { id: 'u1', email: 'dana@acme.test' } } };
      },
      'GET /api/user/projects': { body: [] },
    });
    renderRoute('/portal');
    await user.type(await screen.findByLabelText('Email'), 'dana@acme.test');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.click(
      await screen.findByRole('button', { name: TWO_FACTOR_MESSAGES.useRecoveryCode }),
    );
    await user.type(screen.getByLabelText(TWO_FACTOR_MESSAGES.recoveryCodeLabel), ' abcde-12345 ');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_MESSAGES.verify }));
    expect(await screen.findByText(AUTH_MESSAGES.signedIn)).toBeVisible();
    expect(api.calls.find((call) => call.path.includes('verify-backup-code'))?.body).toEqual({
      code: 'abcde-12345',
    });
  });

  it('explains a refused Google sign-up on return from the provider', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: null },
      'GET /api/auth-options': options(true),
    });
    const { router } = renderRoute(
      `/portal?error=DOMAIN_NOT_AUTHORIZED&error_description=${encodeURIComponent(AUTH_MESSAGES.domainNotAuthorized)}`,
    );
    expect(await screen.findByText(AUTH_MESSAGES.domainNotAuthorizedTitle)).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('signed in', () => {
  it('shows the header with the initial, name and role, and the sidebar', async () => {
    mockApi({
      'GET /api/auth/get-session': session('dana.client@acme.test'),
      'GET /api/user/projects': { body: [acme] },
    });
    renderRoute('/portal');
    expect(await screen.findByText('Working on: Acme Holdings')).toBeVisible();
    const header = within(screen.getByRole('banner'));
    expect(header.getByTestId('portal-user')).toHaveTextContent('D');
    expect(header.getByText('dana.client')).toBeInTheDocument();
    expect(header.getAllByText('Member').length).toBeGreaterThan(0);
    expect(header.getByRole('combobox', { name: 'Active project' })).toHaveTextContent(
      'Acme Holdings',
    );
    const nav = screen.getAllByRole('navigation', { name: 'Portal' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Logout' }).length).toBeGreaterThan(0);
  });

  it('gains a header shadow after more than 10 px of scroll', async () => {
    mockApi({
      'GET /api/auth/get-session': session('dana@acme.test', false, 'Dana'),
      'GET /api/user/projects': { body: [] },
    });
    renderRoute('/portal/dashboard');
    const header = await screen.findByRole('banner');
    for (const [y, shadow] of [
      [10, false],
      [11, true],
      [0, false],
    ] as const) {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
      await waitFor(() => expect(header.classList.contains('shadow-md')).toBe(shadow));
    }
  });

  it('shows Access Denied on /portal/admin to a non-admin, with a way back', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/auth/get-session': session('dana@acme.test'),
      'GET /api/user/projects': { body: [acme] },
    });
    const { router } = renderRoute('/portal/admin');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(screen.getByText(AUTH_MESSAGES.accessDeniedDescription)).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Go to Portal' }));
    expect(await screen.findByText('Working on: Acme Holdings')).toBeVisible();
    expect(router.state.location.pathname).toBe('/portal/dashboard');
  });

  it('links administrators to the admin dashboard', async () => {
    mockApi({
      'GET /api/auth/get-session': session('admin@firm.test', true),
      'GET /api/user/projects': { body: [] },
      'GET /api/admin/projects': { body: [] },
    });
    renderRoute('/portal/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const nav = screen.getAllByRole('navigation', { name: 'Portal' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Admin' })).toBeInTheDocument();
  });

  it('asks an administrator without two-factor to set it up, instead of the tabs', async () => {
    const { body } = session('admin@firm.test', true);
    mockApi({
      'GET /api/auth/get-session': {
        body: { ...body, user: { ...body.user, twoFactorEnabled: false } },
      },
      'GET /api/user/projects': { body: [] },
    });
    renderRoute('/portal/admin');
    expect(
      await screen.findByRole('heading', { name: TWO_FACTOR_MESSAGES.requiredTitle }),
    ).toBeVisible();
    expect(screen.getByText(TWO_FACTOR_MESSAGES.required)).toBeVisible();
    expect(screen.getByRole('link', { name: TWO_FACTOR_MESSAGES.goToAccount })).toHaveAttribute(
      'href',
      '/portal/account',
    );
    expect(screen.queryByRole('tab', { name: 'Projects' })).toBeNull();
  });

  it('links the mail outbox to anyone when the server has the sandbox, and shows its messages', async () => {
    const { body } = session('dana@acme.test');
    mockApi({
      'GET /api/auth/get-session': { body: { ...body, outbox: true } },
      'GET /api/user/projects': { body: [] },
      'GET /api/outbox': {
        body: {
          messages: [
            {
              id: 1,
              to: ['admin@firm.test'],
              subject: 'New consultation request: Ada Lovelace',
              html: '<!doctype html><html><head></head><body><a href="https://x.test/">Open</a></body></html>',
              text: 'Open: https://x.test/',
              link: 'https://x.test/',
              createdAt: '2030-01-01T00:00:00.000Z',
              status: 'failed',
              attempts: 10,
              lastError: 'ECONNECTION: connect ECONNREFUSED',
              sentAt: null,
            },
          ],
        },
      },
    });
    renderRoute('/portal/outbox');
    expect(await screen.findByText('New consultation request: Ada Lovelace')).toBeVisible();
    const nav = screen.getAllByRole('navigation', { name: 'Portal' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Outbox' })).toBeInTheDocument();
    expect(screen.getByText('Sandbox')).toBeVisible();
    expect(screen.getByText('Failed')).toBeVisible();
    expect(screen.getByText('ECONNECTION: connect ECONNREFUSED')).toBeVisible();
    const frame = screen.getByTitle('Message: New consultation request: Ada Lovelace');
    expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('srcdoc')).toContain('<head><base target="_blank">');
  });

  it('has no outbox link without the sandbox (production)', async () => {
    mockApi({
      'GET /api/auth/get-session': session('dana@acme.test'),
      'GET /api/user/projects': { body: [] },
    });
    renderRoute('/portal/dashboard');
    const nav = (await screen.findAllByRole('navigation', { name: 'Portal' }))[0]!;
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Outbox' })).not.toBeInTheDocument();
  });

  it('signs out to the home page (another document), carrying its toast there', async () => {
    const user = userEvent.setup();
    let signedOut = false;
    mockApi({
      'GET /api/auth/get-session': () => (signedOut ? { body: null } : session('dana@acme.test')),
      'GET /api/user/projects': { body: [] },
      'POST /api/auth/sign-out': () => {
        signedOut = true;
        return { body: { success: true } };
      },
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderRoute('/portal/dashboard');
    await user.click((await screen.findAllByRole('button', { name: 'Logout' }))[0]!);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(takeFlashToast()).toBe(AUTH_MESSAGES.signedOut);
    vi.unstubAllGlobals();
  });

  it('stays signed in and says so when sign-out fails', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/auth/get-session': session('dana@acme.test'),
      'GET /api/user/projects': { body: [] },
      'POST /api/auth/sign-out': { status: 500, body: { error: 'down' } },
    });
    const { router } = renderRoute('/portal/dashboard');
    await user.click((await screen.findAllByRole('button', { name: 'Logout' }))[0]!);
    expect(await screen.findByText(AUTH_MESSAGES.signOutFailed)).toBeVisible();
    expect(router.state.location.pathname).toBe('/portal/dashboard');
  });
});

describe('when the server cannot answer', () => {
  it('says the portal is unavailable instead of a blank page or the sign-in screen, and recovers on retry', async () => {
    const user = userEvent.setup();
    let databaseDown = true;
    mockApi({
      'GET /api/auth/get-session': () =>
        databaseDown
          ? {
              status: 503,
              body: { error: API_MESSAGES.databaseUnavailable, code: 'service_unavailable' },
            }
          : session('dana@acme.test'),
      'GET /api/auth-options': options(),
      'GET /api/user/projects': { body: [acme] },
    });
    renderRoute('/portal');
    expect(await screen.findByText(OUTAGE_MESSAGES.title, {}, { timeout: 25_000 })).toBeVisible();
    expect(screen.getByText(OUTAGE_MESSAGES.description)).toBeVisible();
    expect(screen.getByText(/^503/)).toBeVisible();
    expect(screen.queryByText(AUTH_MESSAGES.subtitle)).not.toBeInTheDocument();

    databaseDown = false;
    await user.click(screen.getByRole('button', { name: OUTAGE_MESSAGES.retry }));
    expect(await screen.findByTestId('portal-user')).toBeVisible();
    expect(screen.queryByText(OUTAGE_MESSAGES.title)).not.toBeInTheDocument();
  });
});
