/**
 * The admin dashboard's tabs and the account page outline with headings that never skip a
 * level (axe's heading-order): the page's h1, then its sections' h2, and so on.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PASSWORD_POLICY } from '../../../../common/auth/contract.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';

const session = (isAdmin: boolean) => ({
  body: {
    user: {
      id: 'u1',
      email: isAdmin ? 'admin@firm.test' : 'dana@acme.test',
      name: 'Alex',
      isAdmin,
      emailVerified: true,
      twoFactorEnabled: isAdmin,
    },
    session: { id: 's1', expiresAt: '2030-01-01T00:00:00Z' },
  },
});

afterEach(() => vi.unstubAllGlobals());

/** Each heading's level, in document order, with its text. */
function outline(): { level: number; text: string }[] {
  return [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => ({
    level: Number(heading.tagName[1]),
    text: heading.textContent ?? '',
  }));
}

/** One h1 first, and no heading deeper than one level below the heading before it. */
function expectNoSkippedLevel() {
  const headings = outline();
  expect(headings[0]?.level).toBe(1);
  const skips = headings.filter(
    (heading, index) => index > 0 && heading.level > headings[index - 1]!.level + 1,
  );
  expect(skips, JSON.stringify(headings)).toEqual([]);
}

/** Every list of the page has loaded (no loading region left) and none failed. */
async function settled() {
  await waitFor(() => expect(screen.queryByRole('status', { busy: true })).toBeNull());
  expect(screen.queryByText(/^Could not load/)).toBeNull();
}

describe('the admin dashboard', () => {
  it.each(['Overview', 'Projects', 'Users', 'Contacts', 'Mail', 'Audit Trail'])(
    'outlines its %s tab without skipping a heading level',
    async (tab) => {
      mockApi({
        'GET /api/auth/get-session': session(true),
        'GET /api/user/projects': { body: [] },
        'GET /api/admin/overview': { body: { items: [], nextCursor: null } },
        'GET /api/admin/projects': { body: [] },
        'GET /api/admin/users': { body: [] },
        'GET /api/admin/analysts': { body: [] },
        'GET /api/admin/contacts': {
          body: { contacts: [], nextCursor: null, pageSize: 25, crmPause: null },
        },
        'GET /api/admin/mail/failed': { body: { messages: [] } },
        'GET /api/admin/audit': { body: { entries: [], nextCursor: null } },
      });
      renderRoute('/portal/admin');
      await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: 25_000 });
      await userEvent.setup().click(screen.getByRole('tab', { name: tab }));
      expect(await screen.findByRole('tabpanel', { name: tab })).toBeVisible();
      await settled();

      expect(screen.getByRole('heading', { level: 2, name: tab })).toBeVisible();
      expectNoSkippedLevel();
    },
  );
});

describe('the account page', () => {
  it('outlines its sections as h2 under the page h1', async () => {
    mockApi({
      'GET /api/auth/get-session': session(false),
      'GET /api/user/projects': { body: [] },
      'GET /api/auth-options': { body: { google: false, passwordPolicy: DEFAULT_PASSWORD_POLICY } },
      'GET /api/auth/list-accounts': { body: [{ providerId: 'credential' }] },
      'GET /api/auth/list-sessions': { body: [] },
    });
    renderRoute('/portal/account');
    await screen.findByRole('heading', { level: 1, name: 'Your account' }, { timeout: 25_000 });
    await settled();

    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Profile', 'Password', 'Two-factor sign-in', 'Active sessions', 'Sign-in methods']);
    expectNoSkippedLevel();
  });
});
