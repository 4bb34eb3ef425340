/** "Forgot password?" and the reset link's page (decision 088), against a fake API. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ERROR_CODES } from '../../../../common/auth/accounts.ts';
import { DEFAULT_PASSWORD_POLICY } from '../../../../common/auth/contract.ts';
import { PASSWORD_MESSAGES, RESET_MESSAGES } from '../../../../common/auth/messages.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';

const signedOut = {
  'GET /api/auth/get-session': { body: null },
  'GET /api/auth-options': { body: { google: false, passwordPolicy: DEFAULT_PASSWORD_POLICY } },
};

afterEach(() => vi.unstubAllGlobals());

describe('forgot password', () => {
  it('asks for a link from the sign-in tab and gives the one answer', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...signedOut,
      'POST /api/auth/request-password-reset': { body: { status: true } },
    });
    renderRoute('/portal');
    await user.click(
      await screen.findByRole('button', { name: RESET_MESSAGES.forgotLink }, { timeout: 25_000 }),
    );
    await user.type(screen.getByLabelText('Email'), 'dana@acme.test');
    await user.click(screen.getByRole('button', { name: RESET_MESSAGES.sendLink }));
    expect(await screen.findByText(RESET_MESSAGES.requested)).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'dana@acme.test',
    });
    await user.click(screen.getByRole('button', { name: RESET_MESSAGES.backToSignIn }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
});

describe('the reset page', () => {
  it('checks the policy, sets the password and offers sign-in, signed out', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...signedOut,
      'POST /api/auth/reset-password': { body: { status: true } },
    });
    renderRoute('/portal/reset-password?token=abc');
    const field = await screen.findByLabelText(
      RESET_MESSAGES.newPasswordLabel,
      {},
      { timeout: 25_000 },
    );
    await user.type(field, '123');
    await user.click(screen.getByRole('button', { name: RESET_MESSAGES.submit }));
    expect(await screen.findByText(PASSWORD_MESSAGES.tooShort(6))).toBeVisible();
    await user.type(field, '456789');
    await user.click(screen.getByRole('button', { name: RESET_MESSAGES.submit }));
    expect(await screen.findByText(RESET_MESSAGES.changedTitle)).toBeVisible();
    expect(screen.getByRole('link', { name: RESET_MESSAGES.signIn })).toHaveAttribute(
      'href',
      '/portal',
    );
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts).toEqual([
      {
        method: 'POST',
        path: '/api/auth/reset-password',
        body: { token: 'abc', newPassword: '123456789' },
      },
    ]);
  });

  it('says an expired or used link cannot be used, with a way to ask again', async () => {
    const user = userEvent.setup();
    mockApi({
      ...signedOut,
      'POST /api/auth/reset-password': {
        status: 400,
        body: { error: RESET_MESSAGES.linkInvalid, code: AUTH_ERROR_CODES.invalidToken },
      },
    });
    renderRoute('/portal/reset-password?token=old');
    await user.type(
      await screen.findByLabelText(RESET_MESSAGES.newPasswordLabel, {}, { timeout: 25_000 }),
      'Another-horse-1',
    );
    await user.click(screen.getByRole('button', { name: RESET_MESSAGES.submit }));
    expect(await screen.findByText(RESET_MESSAGES.linkInvalid)).toBeVisible();
    expect(screen.getByRole('link', { name: RESET_MESSAGES.askAgain })).toHaveAttribute(
      'href',
      '/portal?forgot-password',
    );
  });

  it('says a link the identity library refused (expired or used) cannot be used, with no form', async () => {
    mockApi(signedOut);
    renderRoute(`/portal/reset-password?error=${AUTH_ERROR_CODES.invalidToken}`);
    expect(
      await screen.findByText(RESET_MESSAGES.linkInvalid, {}, { timeout: 25_000 }),
    ).toBeVisible();
    expect(screen.queryByLabelText(RESET_MESSAGES.newPasswordLabel)).toBeNull();
    expect(screen.getByRole('link', { name: RESET_MESSAGES.askAgain })).toBeVisible();
  });

  it('says a link without a token is incomplete', async () => {
    mockApi(signedOut);
    renderRoute('/portal/reset-password');
    expect(
      await screen.findByText(RESET_MESSAGES.linkMissing, {}, { timeout: 25_000 }),
    ).toBeVisible();
  });
});
