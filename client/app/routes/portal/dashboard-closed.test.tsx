/**
 * The dashboard of a closed engagement (decision 101, docs/product.md#closing): a dated banner
 * above the page the specification requires (heading, project line, welcome, the two tabs), and
 * none of the cards the deleted data would leave empty. An archived project that was not closed
 * keeps them.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSED_PROJECT_MESSAGES } from '../../../../common/projects/messages.ts';
import { PRODUCT_NAME } from '../../../../common/shared/constants.ts';
import { STAGE_MESSAGES } from '../../../../common/stages/messages.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';

const session = {
  body: {
    user: { id: 'u1', email: 'dana@acme.test', name: '', isAdmin: false, emailVerified: true },
    session: { id: 's1', expiresAt: '2030-01-01T00:00:00Z' },
  },
};
const acme = { id: 3, name: 'Acme Holdings', slug: 'acme', status: 'archived', role: 'owner' };

beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the dashboard of a closed engagement', () => {
  it('says when it was closed, keeps the required frame and shows no empty card', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': session,
      'GET /api/user/projects': { body: [{ ...acme, closedAt: '2026-12-07T12:00:00.000Z' }] },
    });
    renderRoute('/portal/dashboard');
    const banner = await screen.findByText(
      CLOSED_PROJECT_MESSAGES.banner('December 7, 2026', PRODUCT_NAME),
      {},
      { timeout: 25_000 },
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Client Portal' });
    expect(banner.compareDocumentPosition(heading)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByText('Working on: Acme Holdings')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Welcome back, dana' })).toBeVisible();
    expect(screen.getByRole('tab', { name: /Data & Context Gathering/ })).toBeVisible();
    expect(screen.getByRole('tab', { name: /Ad Platform Connections/ })).toBeVisible();
    expect(screen.getByText(CLOSED_PROJECT_MESSAGES.nothingToGather)).toBeVisible();

    // No card: not the stage, report, deliverables, checklist, wizard, check, channels or notes.
    expect(screen.queryAllByRole('region')).toEqual([]);
    expect(screen.queryByText(/stage \d of \d|% complete|Nothing submitted yet/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Add Note/ })).toBeNull();
    // And none of them asked the API for the data the close deleted.
    await waitFor(() =>
      expect(new Set(api.calls.map((call) => call.path))).toEqual(
        new Set(['/api/auth/get-session', '/api/user/projects']),
      ),
    );
  });

  it('keeps the cards of a project that is only archived (it can be reactivated)', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': session,
      'GET /api/user/projects': { body: [{ ...acme, closedAt: null }] },
    });
    renderRoute('/portal/dashboard');
    expect(
      await screen.findByRole('region', { name: STAGE_MESSAGES.title }, { timeout: 25_000 }),
    ).toBeVisible();
    expect(screen.queryByText(/This engagement was closed/)).toBeNull();
    expect(screen.getByRole('button', { name: /Add Note/ })).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toContain('/api/projects/3/stage');
  });
});
