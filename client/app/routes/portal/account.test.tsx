/** The account page against a fake API: the password form's answer to a wrong current password. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../../common/account/messages.ts';
import { DEFAULT_PASSWORD_POLICY } from '../../../../common/auth/contract.ts';
import { TWO_FACTOR_MESSAGES } from '../../../../common/auth/messages.ts';
import { SAVE_MESSAGES } from '../../../../common/shared/messages.ts';
import { mockApi, type MockAnswer } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';

const NEW_PASSWORD = 'Another-Passw0rd-2026';

function accountApi(changePassword: MockAnswer) {
  return mockApi({
    'GET /api/auth/get-session': {
      body: {
        user: {
          id: 'u1',
          email: 'dana@acme.test',
          name: 'Dana',
          isAdmin: false,
          emailVerified: true,
          twoFactorEnabled: false,
        },
        session: { id: 's1', expiresAt: '2030-01-01T00:00:00Z' },
      },
    },
    'GET /api/user/projects': { body: [] },
    'GET /api/auth-options': { body: { google: false, passwordPolicy: DEFAULT_PASSWORD_POLICY } },
    'GET /api/auth/list-accounts': { body: [{ providerId: 'credential' }] },
    'GET /api/auth/list-sessions': {
      body: [
        {
          id: 's1',
          userAgent: null,
          ipAddress: '203.0.113.7',
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
      ],
    },
    'POST /api/auth/change-password': changePassword,
  });
}

afterEach(() => vi.unstubAllGlobals());

/** Opens the account page and fills the password form with `current` and a valid new one. */
async function changePasswordWith(current: string) {
  const user = userEvent.setup();
  renderRoute('/portal/account');
  const field = await screen.findByLabelText(
    ACCOUNT_MESSAGES.currentPassword,
    {},
    { timeout: 25_000 },
  );
  await user.type(field, current);
  await user.type(screen.getByLabelText(ACCOUNT_MESSAGES.newPassword), NEW_PASSWORD);
  await user.type(screen.getByLabelText(ACCOUNT_MESSAGES.confirmPassword), NEW_PASSWORD);
  await user.click(screen.getByRole('button', { name: ACCOUNT_MESSAGES.changePassword }));
  return field;
}

describe('changing the password', () => {
  it('shows a wrong current password under its field, focused, and no toast', async () => {
    const api = accountApi({
      status: 400,
      body: { error: 'Invalid password', code: 'INVALID_PASSWORD' },
    });
    const field = await changePasswordWith('not-my-password');

    const problem = await screen.findByText(TWO_FACTOR_MESSAGES.wrongPassword);
    expect(problem).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(problem.id);
    expect(field).toHaveFocus();
    expect(screen.queryByText(SAVE_MESSAGES.errorTitle)).toBeNull();
    // The new password's fields are not the problem.
    expect(screen.getByLabelText(ACCOUNT_MESSAGES.newPassword)).not.toHaveAttribute('aria-invalid');
    expect(api.calls.find((call) => call.path === '/api/auth/change-password')?.body).toEqual({
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
  });

  it('shows any other failure in the error toast, no field marked', async () => {
    accountApi({ status: 503, body: { error: 'Try again shortly', code: 'service_unavailable' } });
    const field = await changePasswordWith('my-password');

    expect(await screen.findByText('Try again shortly')).toBeVisible();
    expect(screen.getByText(SAVE_MESSAGES.errorTitle)).toBeVisible();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('says the password changed and empties the form', async () => {
    accountApi({ body: { user: { id: 'u1', email: 'dana@acme.test' } } });
    const field = await changePasswordWith('my-password');

    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordChanged)).toBeVisible();
    expect(field).toHaveValue('');
  });
});
