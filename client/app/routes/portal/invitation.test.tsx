/** The invitation link's page (decision 090) in each of its states, against a fake API. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PASSWORD_POLICY } from '../../../../common/auth/contract.ts';
import { INVITATION_MESSAGES as M } from '../../../../common/invitations/messages.ts';
import { TWO_FACTOR_MESSAGES } from '../../../../common/auth/messages.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';

afterEach(() => vi.unstubAllGlobals());

const LOOKUP = 'GET /api/invitations/lookup';
const pending = (accountExists: boolean) => ({
  body: {
    state: 'pending',
    projectId: 7,
    projectName: 'Acme Holdings',
    role: 'viewer',
    email: 'ivy@acme.test',
    accountExists,
    expiresAt: '2026-12-02T10:00:00.000Z',
  },
});
const options = {
  body: { google: false, passwordPolicy: DEFAULT_PASSWORD_POLICY },
};
const sessionOf = (email: string) => ({
  body: {
    session: { id: 's', userId: 'u', expiresAt: '2026-12-31T00:00:00.000Z' },
    user: { id: 'u', email, name: '', isAdmin: false, emailVerified: false },
  },
});

const open = () => renderRoute('/portal/invitation?token=tok');
const find = (text: string) => screen.findByText(text, {}, { timeout: 25_000 });

describe('the invitation page', () => {
  it('signed out, without an account: sign-up with the address fixed, then accept', async () => {
    const user = userEvent.setup();
    let signedUp = false;
    const api = mockApi({
      [LOOKUP]: pending(false),
      'GET /api/auth-options': options,
      'GET /api/auth/get-session': () => (signedUp ? sessionOf('ivy@acme.test') : { body: null }),
      'POST /api/auth/sign-up/email': () => {
        signedUp = true;
        return sessionOf('ivy@acme.test');
      },
      'POST /api/invitations/accept': {
        body: { projectId: 7, projectName: 'Acme Holdings', role: 'viewer' },
      },
    });
    open();
    expect(await find(M.createAccount)).toBeVisible();
    expect(screen.getByText(M.pageTitle('Acme Holdings'))).toBeVisible();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ivy@acme.test');
    expect(email).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText('Password'), 'Secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
        {
          method: 'POST',
          path: '/api/auth/sign-up/email',
          body: { email: 'ivy@acme.test', password: 'Secret-pass-1', name: '' },
        },
        { method: 'POST', path: '/api/invitations/accept', body: { token: 'tok' } },
      ]),
    );
  });

  it('signed out, with an account: sign-in instead', async () => {
    mockApi({
      [LOOKUP]: pending(true),
      'GET /api/auth-options': options,
      'GET /api/auth/get-session': { body: null },
    });
    open();
    expect(await find(M.signInToAccept)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  it('signed out, with two-factor sign-in: the code step, then accept', async () => {
    const user = userEvent.setup();
    let verified = false;
    const api = mockApi({
      [LOOKUP]: pending(true),
      'GET /api/auth-options': options,
      'GET /api/auth/get-session': () => (verified ? sessionOf('ivy@acme.test') : { body: null }),
      'POST /api/auth/sign-in/email': { body: { twoFactorRedirect: true } },
      'POST /api/auth/two-factor/verify-totp': () => {
        verified = true;
        return sessionOf('ivy@acme.test');
      },
      'POST /api/invitations/accept': {
        body: { projectId: 7, projectName: 'Acme Holdings', role: 'viewer' },
      },
    });
    open();
    expect(await find(M.signInToAccept)).toBeVisible();
    await user.type(screen.getByLabelText('Password'), 'Secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.type(await screen.findByLabelText(TWO_FACTOR_MESSAGES.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_MESSAGES.verify }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
        '/api/auth/sign-in/email',
        '/api/auth/two-factor/verify-totp',
        '/api/invitations/accept',
      ]),
    );
  });

  it('signed in as the address: one Accept button', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [LOOKUP]: pending(true),
      'GET /api/auth/get-session': sessionOf('ivy@acme.test'),
      'POST /api/invitations/accept': {
        status: 409,
        body: { error: M.accepted, code: 'conflict' },
      },
    });
    open();
    await user.click(
      await screen.findByRole('button', { name: M.acceptButton }, { timeout: 25_000 }),
    );
    expect(await find(M.accepted)).toBeVisible();
    expect(api.calls.at(-1)).toMatchObject({ path: '/api/invitations/accept' });
  });

  it('signed in as another address: says so and offers sign-out', async () => {
    mockApi({
      [LOOKUP]: pending(true),
      'GET /api/auth/get-session': sessionOf('dana@acme.test'),
    });
    open();
    expect(await find(M.signedInAs('dana@acme.test'))).toBeVisible();
    expect(screen.getByText(M.wrongAccount('ivy@acme.test'))).toBeVisible();
    expect(screen.getByRole('button', { name: M.signOut })).toBeVisible();
  });

  it('a revoked link says so', async () => {
    mockApi({
      [LOOKUP]: { body: { state: 'revoked', message: M.revoked } },
      'GET /api/auth/get-session': { body: null },
    });
    open();
    expect(await find('This invitation was revoked.')).toBeVisible();
    expect(screen.getByRole('link', { name: M.goToPortal })).toHaveAttribute('href', '/portal');
  });
});
