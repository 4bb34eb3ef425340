/**
 * Per platform, what is stored of the project's connections: the Fivetran connector (paused
 * or not, its last sync as last read, who created it) and, for Google Ads, the members'
 * own grants. Nothing here calls Fivetran: its live setup state is the client's
 * Connections tab's (docs/decisions/093-admin-project-page.md).
 */
import { PLATFORM_LABELS, PLATFORMS, type Platform } from '../../../../../common/constants.ts';
import type { WorkspaceResponse } from '../../../../../common/contracts/workspace.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { AdminTableCard, type AdminColumn } from '../admin-table-card.tsx';
import { formatDate, formatDateTime } from '../dates.ts';
import type { WorkspaceQuery } from './workspace-query.ts';

interface PlatformRow {
  platform: Platform;
  connector: WorkspaceResponse['connectors'][number] | undefined;
  grants: WorkspaceResponse['googleGrants'];
}

const columns: AdminColumn<PlatformRow>[] = [
  { header: 'Platform', className: 'font-medium', cell: (row) => PLATFORM_LABELS[row.platform] },
  {
    header: 'Connector',
    cell: ({ connector }) =>
      !connector ? (
        <Badge variant="outline">Not connected</Badge>
      ) : connector.paused ? (
        <Badge variant="secondary">Paused</Badge>
      ) : (
        <Badge>Created</Badge>
      ),
  },
  {
    header: 'Last sync',
    className: 'whitespace-nowrap',
    cell: ({ connector }) =>
      connector?.lastSyncAt ? (
        <time dateTime={connector.lastSyncAt}>{formatDateTime(connector.lastSyncAt)}</time>
      ) : (
        '—'
      ),
  },
  {
    header: 'Connected by',
    cell: ({ connector }) =>
      connector ? (
        <span className="flex flex-col">
          <span className="break-all">{connector.connectedBy ?? 'A deleted account'}</span>
          <span className="text-muted-foreground">{formatDate(connector.connectedAt)}</span>
        </span>
      ) : (
        '—'
      ),
  },
  {
    header: 'Account',
    cell: ({ grants }) =>
      grants.length === 0 ? (
        '—'
      ) : (
        <ul className="flex flex-col gap-1">
          {grants.map((grant) => (
            <li key={grant.memberEmail} className="break-all">
              {grant.googleEmail ?? 'Google account'}{' '}
              <span className="text-muted-foreground">(granted by {grant.memberEmail})</span>
            </li>
          ))}
        </ul>
      ),
  },
];

export function ConnectionsCard({ workspace }: { workspace: WorkspaceQuery }) {
  const data = workspace.data;
  const rows = data
    ? PLATFORMS.map((platform) => ({
        platform,
        connector: data.connectors.find((connector) => connector.platform === platform),
        grants: platform === 'google' ? data.googleGrants : [],
      }))
    : undefined;
  return (
    <AdminTableCard
      titleAs="h2"
      title="Connections"
      description="What is stored of each platform's connection (Fivetran's live state shows on the client's Connections tab)."
      query={workspace}
      rows={rows}
      rowKey={(row) => row.platform}
      columns={columns}
      empty={null}
    />
  );
}
