/** The Notes & Context card on the dashboard, against a fake API. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Note } from '../../../../common/notes/contract.ts';
import { SAVE_MESSAGES } from '../../../../common/shared/messages.ts';
import { WRITE_ACCESS_MESSAGES } from '../../../../common/projects/messages.ts';
import { NOTE_MESSAGES } from '../../../../common/notes/messages.ts';
import { mockApi, type MockAnswer } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';

const acme = { id: 3, name: 'Acme Holdings', slug: 'acme', status: 'active', role: 'owner' };
const session = {
  body: {
    user: { id: 'u1', email: 'dana@acme.test', name: '', isAdmin: false, emailVerified: true },
    session: { id: 's1', expiresAt: '2030-01-01T00:00:00Z' },
  },
};
const note = (id: number, content: string, category: Note['category'] = 'context'): Note => ({
  id,
  category,
  content,
  createdAt: '2025-03-13T14:05:00.000Z',
});

beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function api(extra: Record<string, MockAnswer> = {}, projects: unknown[] = [acme]) {
  return mockApi({
    'GET /api/auth/get-session': session,
    'GET /api/user/projects': { body: projects },
    'GET /api/metrics': { body: [] },
    'GET /api/notes': { body: [] },
    ...extra,
  });
}

async function notesCard() {
  renderRoute('/portal/dashboard');
  return within(
    await screen.findByRole('region', { name: 'Notes & Context' }, { timeout: 25_000 }),
  );
}

describe('Notes & Context', () => {
  it('says Loading notes... while the notes load, then lists them newest first', async () => {
    let answer: (value: Response) => void = () => {};
    const calls = api();
    const original = calls.fetchMock.getMockImplementation()!;
    calls.fetchMock.mockImplementation((input, init) =>
      (input as string).startsWith('/api/notes')
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : original(input, init),
    );
    const card = await notesCard();
    expect(await card.findByText(NOTE_MESSAGES.loadingNotes)).toBeVisible();
    const body = [note(2, 'Promo moved\nto Q4', 'anomaly'), note(1, 'Older', 'methodology')];
    await act(async () => answer(new Response(JSON.stringify(body), { status: 200 })));
    const items = await card.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Data Anomalies');
    expect(within(items[0]!).getByText(/Mar 13, 2025/)).toHaveAttribute(
      'datetime',
      '2025-03-13T14:05:00.000Z',
    );
    // Line breaks kept: the text node holds the newline and the paragraph preserves it.
    const content = within(items[0]!).getByText(/Promo moved/);
    expect(content.textContent).toBe('Promo moved\nto Q4');
    expect(content).toHaveClass('whitespace-pre-wrap');
    expect(items[1]).toHaveTextContent('Methodology Changes');
  });

  it('shows the empty text when there are no notes, but not under the open form', async () => {
    const user = userEvent.setup();
    api();
    const card = await notesCard();
    expect(await card.findByText(NOTE_MESSAGES.noNotes)).toBeVisible();
    await user.click(card.getByRole('button', { name: NOTE_MESSAGES.addNote }));
    expect(card.getByRole('form', { name: 'Add a note' })).toBeVisible();
    expect(card.queryByText(NOTE_MESSAGES.noNotes)).toBeNull();
  });

  it('adds a note: form with context by default, Save Note, then back to the list', async () => {
    const user = userEvent.setup();
    let saved: Note | null = null;
    let release: () => void = () => {};
    const calls = api({
      'GET /api/notes': () => ({ body: saved ? [saved] : [] }),
      'POST /api/notes': (init) => {
        const body = JSON.parse(init?.body as string) as { content: string; category: 'context' };
        saved = note(9, body.content, body.category);
        return { status: 201, body: saved };
      },
    });
    const original = calls.fetchMock.getMockImplementation()!;
    calls.fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') await new Promise<void>((resolve) => (release = resolve));
      return original(input, init);
    });
    const card = await notesCard();
    await user.click(card.getByRole('button', { name: NOTE_MESSAGES.addNote }));
    expect(card.getByRole('button', { name: NOTE_MESSAGES.cancel })).toBeVisible();
    expect(card.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Business Context');
    const textarea = card.getByRole('textbox', { name: 'Note' });
    expect(textarea).toHaveAttribute('placeholder', NOTE_MESSAGES.notePlaceholder);
    await user.type(textarea, 'First line{Enter}{Enter}Third line');
    await user.click(card.getByRole('button', { name: NOTE_MESSAGES.saveNote }));
    expect(await card.findByRole('button', { name: SAVE_MESSAGES.saving })).toBeDisabled();
    await act(async () => release());
    expect(await screen.findByText(NOTE_MESSAGES.noteSaved)).toBeVisible();
    expect(calls.calls.find((call) => call.method === 'POST')?.body).toEqual({
      content: 'First line\n\nThird line',
      category: 'context',
      projectId: 3,
    });
    await waitFor(() => expect(card.queryByRole('form')).not.toBeInTheDocument());
    expect(card.getByRole('button', { name: NOTE_MESSAGES.addNote })).toBeVisible();
    const item = await card.findByRole('listitem');
    expect(within(item).getByText(/First line/).textContent).toBe('First line\n\nThird line');
  });

  it('sends the chosen category and refuses an empty note at its field', async () => {
    const user = userEvent.setup();
    const calls = api({ 'POST /api/notes': { status: 201, body: note(1, 'x', 'other') } });
    const card = await notesCard();
    await user.click(card.getByRole('button', { name: NOTE_MESSAGES.addNote }));
    await user.click(card.getByRole('button', { name: NOTE_MESSAGES.saveNote }));
    expect(await card.findByText('Note content is required')).toBeVisible();
    expect(calls.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(card.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Other Information' }));
    await user.type(card.getByRole('textbox', { name: 'Note' }), 'x');
    await user.click(card.getByRole('button', { name: NOTE_MESSAGES.saveNote }));
    await waitFor(() =>
      expect(calls.calls.find((call) => call.method === 'POST')?.body).toEqual({
        content: 'x',
        category: 'other',
        projectId: 3,
      }),
    );
  });

  it('shows a failed save in an Error toast and keeps the form', async () => {
    const user = userEvent.setup();
    api({ 'POST /api/notes': { status: 400, body: { error: 'content: too long' } } });
    const card = await notesCard();
    await user.click(card.getByRole('button', { name: NOTE_MESSAGES.addNote }));
    await user.type(card.getByRole('textbox', { name: 'Note' }), 'Hello');
    await user.click(card.getByRole('button', { name: NOTE_MESSAGES.saveNote }));
    expect(await screen.findByText(SAVE_MESSAGES.errorTitle)).toBeVisible();
    expect(screen.getByText('content: too long')).toBeVisible();
    expect(card.getByRole('textbox', { name: 'Note' })).toHaveValue('Hello');
  });

  it('Cancel closes the form', async () => {
    const user = userEvent.setup();
    api();
    const card = await notesCard();
    await user.click(card.getByRole('button', { name: NOTE_MESSAGES.addNote }));
    await user.click(card.getByRole('button', { name: NOTE_MESSAGES.cancel }));
    expect(card.queryByRole('textbox', { name: 'Note' })).not.toBeInTheDocument();
  });

  it('is disabled and reads Select a project without an active project', async () => {
    api({}, []);
    const card = await notesCard();
    expect(card.getByRole('button', { name: NOTE_MESSAGES.selectProject })).toBeDisabled();
  });

  it('lets viewers read but not add, and says why', async () => {
    api({ 'GET /api/notes': { body: [note(1, 'Visible to viewers')] } }, [
      { ...acme, role: 'viewer' },
    ]);
    const card = await notesCard();
    expect(await card.findByText('Visible to viewers')).toBeVisible();
    const add = card.getByRole('button', { name: NOTE_MESSAGES.addNote });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(WRITE_ACCESS_MESSAGES.viewerReadOnly);
  });
});
