/**
 * The leads inbox against a fake API on a fake clock: the search runs as it is typed, once
 * typing pauses (or at once on Enter), and each lead shows its company.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminContact, AdminContactsResponse } from '../../../../common/leads/contract.ts';
import { LEADS_MESSAGES } from '../../../../common/leads/messages.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { TYPING_PAUSE_MS } from '../../../lib/use-debounced-callback.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { ContactsTab } from './contacts-tab.tsx';

const lead = (id: number, firstName: string, workEmail: string): AdminContact => ({
  id,
  firstName,
  lastName: 'Lead',
  workEmail,
  source: 'linkedin',
  createdAt: '2026-05-01T09:00:00.000Z',
  crmSyncStatus: 'synced',
  crmSyncAttempts: 1,
  crmLastError: null,
  crmNextAttemptAt: null,
  crmSyncedAt: '2026-05-01T09:00:01.000Z',
  handledAt: null,
  handledBy: null,
  handledNote: null,
});
const jane = lead(1, 'Jane', 'jane@mail.acme-capital.com');
const bob = lead(2, 'Bob', 'bob@gmail.com');

const page = (contacts: AdminContact[]): { body: AdminContactsResponse } => ({
  body: { contacts, nextCursor: null, pageSize: 25, crmPause: null },
});

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library runs a fake clock only where it finds Jest's: without this, its waits
  // (waitFor, and user-event's after each action) would wait for a clock that never moves.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderInbox() {
  const api = mockApi({
    'GET /api/admin/contacts?pageSize=25': page([jane, bob]),
    'GET /api/admin/contacts?q=zzz&pageSize=25': page([]),
    'GET /api/admin/contacts?q=acme&pageSize=25': page([jane]),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ContactsTab />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(screen.getByRole('table', { name: 'Contacts' })).toBeVisible());
  return {
    /** The terms searched so far, in order. */
    searched: () =>
      api.calls.flatMap((call) => new URLSearchParams(call.path.split('?')[1]).getAll('q')),
    search: screen.getByRole('searchbox', { name: 'Search' }),
    user: userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }),
  };
}

const row = (name: string) =>
  within(screen.getByRole('table', { name: 'Contacts' })).getByRole('row', {
    name: new RegExp(name),
  });

describe('ContactsTab search', () => {
  it('searches once typing pauses, loading rather than the last term’s empty message', async () => {
    const { searched, search, user } = await renderInbox();

    await user.type(search, 'zzz');
    expect(searched()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
    await waitFor(() => expect(screen.getByText(LEADS_MESSAGES.filteredEmpty)).toBeVisible());
    expect(searched()).toEqual(['zzz']);

    await user.clear(search);
    await user.type(search, 'acme');
    expect(screen.queryByText(LEADS_MESSAGES.filteredEmpty)).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading contacts' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS - 1));
    expect(searched()).toEqual(['zzz']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(row('Jane Lead')).toBeVisible());
    expect(screen.queryByText(LEADS_MESSAGES.filteredEmpty)).toBeNull();
    expect(screen.queryByRole('row', { name: /Bob Lead/ })).toBeNull();
    // One request for the term typed, none for "acm" on the way to it.
    expect(searched()).toEqual(['zzz', 'acme']);
  });

  it('searches at once on Enter, and not again when the pause ends', async () => {
    const { searched, search, user } = await renderInbox();
    await user.type(search, 'acme{Enter}');
    expect(searched()).toEqual(['acme']);
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Bob Lead/ })).toBeNull());
    expect(searched()).toEqual(['acme']);
  });

  it('does not search a term shorter than the minimum, and says how long one must be', async () => {
    const { searched, search, user } = await renderInbox();
    await user.type(search, 'ac{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
    expect(screen.getByText(LEADS_MESSAGES.searchHint(3))).toBeVisible();
    expect(row('Bob Lead')).toBeVisible();
    expect(searched()).toEqual([]);
  });
});

describe('ContactsTab rows', () => {
  it('shows the company of a work email, and none for a free-mail address', async () => {
    await renderInbox();
    expect(within(row('Jane Lead')).getByText('acme-capital.com')).toBeVisible();
    const bobRow = row('Bob Lead');
    expect(within(bobRow).getByText('bob@gmail.com')).toBeVisible();
    expect(within(bobRow).queryByText(/^gmail\.com$/)).toBeNull();
  });
});
