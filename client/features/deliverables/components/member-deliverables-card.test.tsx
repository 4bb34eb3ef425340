/** The member's "Deliverables from …" card on the dashboard, against a fake API. */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_NAME } from '../../../../common/shared/constants.ts';
import type { Deliverable } from '../../../../common/deliverables/contract.ts';
import { DELIVERABLE_MESSAGES } from '../../../../common/deliverables/messages.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';

const acme = { id: 3, name: 'Acme Holdings', slug: 'acme', status: 'active', role: 'member' };
const session = {
  body: {
    user: { id: 'u1', email: 'dana@acme.test', name: '', isAdmin: false, emailVerified: true },
    session: { id: 's1', expiresAt: '2030-01-01T00:00:00Z' },
  },
};
const report: Deliverable = {
  id: 7,
  projectId: 3,
  fileName: 'Diligence report Q3.pdf',
  kind: 'pdf',
  sizeBytes: 3_145_728,
  sha256: 'a'.repeat(64),
  uploadedBy: 'partner@firm.test',
  createdAt: '2026-03-13T14:05:00.000Z',
};

beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function card(deliverables: Deliverable[]) {
  const api = mockApi({
    'GET /api/auth/get-session': session,
    'GET /api/user/projects': { body: [acme] },
    'GET /api/metrics': { body: [] },
    'GET /api/notes': { body: [] },
    'GET /api/deliverables': { body: deliverables },
  });
  renderRoute('/portal/dashboard');
  const region = await screen.findByRole(
    'region',
    { name: DELIVERABLE_MESSAGES.memberTitle(PRODUCT_NAME) },
    { timeout: 25_000 },
  );
  return { region: within(region), api };
}

describe('Deliverables on the dashboard', () => {
  it('lists the active project’s files with their kind, size and a download link', async () => {
    const { region, api } = await card([report]);
    const list = await region.findByRole('list', { name: DELIVERABLE_MESSAGES.title });
    expect(list).toHaveTextContent('Diligence report Q3.pdf');
    expect(list).toHaveTextContent('PDF');
    expect(list).toHaveTextContent('3.1 MB');
    expect(list).not.toHaveTextContent('partner@firm.test');
    const link = region.getByRole('link', {
      name: DELIVERABLE_MESSAGES.downloadLabel(report.fileName),
    });
    expect(link).toHaveAttribute('href', '/api/deliverables/7/download');
    expect(link).toHaveAttribute('download', report.fileName);
    expect(api.calls.map((call) => call.path)).toContain('/api/deliverables?projectId=3');
  });

  it('says what will appear there while there is nothing', async () => {
    const { region } = await card([]);
    expect(await region.findByText(DELIVERABLE_MESSAGES.memberEmpty(PRODUCT_NAME))).toBeVisible();
  });
});
