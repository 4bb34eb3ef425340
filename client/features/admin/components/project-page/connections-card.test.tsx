/** The project page's Connections section: the stored state of each platform, in words. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WorkspaceConnector } from '../../../../../common/admin/workspace-contract.ts';
import { PROJECT_PAGE_MESSAGES } from '../../../../../common/admin/messages.ts';
import { ConnectionsCard } from './connections-card.tsx';

const connector = (overrides: Partial<WorkspaceConnector>): WorkspaceConnector => ({
  platform: 'meta',
  connectorId: 'conn_meta',
  state: 'connected',
  paused: false,
  syncState: 'scheduled',
  lastSyncAt: '2026-05-02T10:00:00.000Z',
  checkedAt: '2026-05-02T11:30:00.000Z',
  connectedBy: 'dana@acme.test',
  connectedAt: '2026-05-01T09:00:00.000Z',
  ...overrides,
});

function platformItem(name: string) {
  const list = screen.getByRole('list', { name: 'Connections' });
  return within(list)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(name))!;
}

describe('ConnectionsCard', () => {
  it('says per platform whether it is connected, broken, set up incompletely or absent', () => {
    render(
      <ConnectionsCard
        workspace={{
          connectors: [
            connector({ state: 'broken' }),
            connector({
              platform: 'google',
              connectorId: 'conn_google',
              state: 'setup_incomplete',
              lastSyncAt: null,
              checkedAt: null,
              connectedBy: null,
            }),
          ],
          googleGrants: [
            {
              memberEmail: 'dana@acme.test',
              googleEmail: 'ads@acme.test',
              grantedAt: '2026-05-01T09:00:00.000Z',
            },
          ],
        }}
      />,
    );
    const { broken, setup_incomplete } = PROJECT_PAGE_MESSAGES.connectionStates;

    const meta = platformItem('Meta');
    expect(meta).toHaveTextContent(broken.label);
    expect(meta).toHaveTextContent(broken.hint);
    expect(meta).toHaveTextContent('Added by dana@acme.test');
    expect(meta).toHaveTextContent(/Last sync: May 2, 2026/);
    expect(meta).toHaveTextContent(/Checked with Fivetran: May 2, 2026/);

    const google = platformItem('Google');
    expect(google).toHaveTextContent(setup_incomplete.label);
    expect(google).toHaveTextContent('Added by a deleted account');
    expect(google).toHaveTextContent('Last sync: none yet');
    expect(google).not.toHaveTextContent('Checked with Fivetran');
    expect(google).toHaveTextContent(
      'Google Ads access granted by dana@acme.test with ads@acme.test',
    );

    expect(platformItem('LinkedIn')).toHaveTextContent(PROJECT_PAGE_MESSAGES.noConnector);
  });
});
