/**
 * Per platform, what is stored of the project's connections: the Fivetran connector's state
 * as the background worker last read it (connected, setup incomplete, paused, broken), its
 * last sync, who connected it and when Fivetran last answered; for Google Ads, the members'
 * own grants. Nothing here calls Fivetran (docs/decisions/100-connection-state-worker.md).
 */
import { PLATFORM_LABELS, PLATFORMS } from '../../../../../common/connections/constants.ts';
import {
  CONNECTION_STATE_MAX_AGE_MINUTES,
  type ConnectionState,
} from '../../../../../common/connections/contract.ts';
import type { WorkspaceResponse } from '../../../../../common/admin/workspace-contract.ts';
import { PROJECT_PAGE_MESSAGES } from '../../../../../common/admin/messages.ts';
import { Badge, type BadgeProps } from '../../../../components/ui/badge.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../../components/ui/card.tsx';
import { formatDate, formatDateTime } from '../../../../lib/format.ts';

const STATE_BADGES: Record<ConnectionState, BadgeProps['variant']> = {
  connected: 'default',
  setup_incomplete: 'accent',
  paused: 'secondary',
  broken: 'destructive',
  not_checked: 'outline',
};

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

export function ConnectionsCard({
  workspace,
}: {
  workspace: Pick<WorkspaceResponse, 'connectors' | 'googleGrants'>;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Connections</CardTitle>
        <CardDescription>
          Each platform&apos;s connection as Fivetran last reported it, checked again every{' '}
          {CONNECTION_STATE_MAX_AGE_MINUTES} minutes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-border" aria-label="Connections">
          {PLATFORMS.map((platform) => {
            const connector = workspace.connectors.find((item) => item.platform === platform);
            const grants = platform === 'google' ? workspace.googleGrants : [];
            const state = connector && PROJECT_PAGE_MESSAGES.connectionStates[connector.state];
            return (
              <li key={platform} className="flex flex-col gap-1 py-3 text-sm first:pt-0">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{PLATFORM_LABELS[platform]}</span>
                  {connector && state ? (
                    <Badge variant={STATE_BADGES[connector.state]}>{state.label}</Badge>
                  ) : (
                    <Badge variant="outline">{PROJECT_PAGE_MESSAGES.noConnector}</Badge>
                  )}
                  {connector?.syncState === 'syncing' && (
                    <span className="text-muted-foreground">Syncing now</span>
                  )}
                </div>
                {connector && state && (
                  <>
                    <p className="text-muted-foreground">{state.hint}</p>
                    <p className="text-muted-foreground wrap-anywhere">
                      Added by {connector.connectedBy ?? 'a deleted account'} on{' '}
                      {formatDate(connector.connectedAt)} · Last sync:{' '}
                      {connector.lastSyncAt ? <Time iso={connector.lastSyncAt} /> : 'none yet'}
                      {connector.checkedAt && (
                        <>
                          {' '}
                          · Checked with Fivetran: <Time iso={connector.checkedAt} />
                        </>
                      )}
                    </p>
                  </>
                )}
                {grants.map((grant) => (
                  <p key={grant.memberEmail} className="text-muted-foreground wrap-anywhere">
                    Google Ads access granted by {grant.memberEmail}
                    {grant.googleEmail && ` with ${grant.googleEmail}`} on{' '}
                    {formatDate(grant.grantedAt)}
                  </p>
                ))}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
