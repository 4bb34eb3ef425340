/**
 * Per platform, what is stored of the project's connections: the Fivetran connector (paused
 * or not, its last sync as last read, who created it) and, for Google Ads, the members'
 * own grants. Nothing here calls Fivetran: its live setup state is the client's
 * Connections tab's (docs/decisions/093-admin-project-page.md).
 */
import { PLATFORM_LABELS, PLATFORMS } from '../../../../../common/constants.ts';
import type { WorkspaceResponse } from '../../../../../common/contracts/workspace.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../../components/ui/card.tsx';
import { formatDate, formatDateTime } from '../dates.ts';

export function ConnectionsCard({ workspace }: { workspace: WorkspaceResponse }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Connections</CardTitle>
        <CardDescription>
          What is stored of each platform&apos;s connection. Fivetran&apos;s live state shows on the
          client&apos;s Connections tab.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-border" aria-label="Connections">
          {PLATFORMS.map((platform) => {
            const connector = workspace.connectors.find((item) => item.platform === platform);
            const grants = platform === 'google' ? workspace.googleGrants : [];
            return (
              <li key={platform} className="flex flex-col gap-1 py-3 text-sm first:pt-0">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{PLATFORM_LABELS[platform]}</span>
                  {!connector ? (
                    <Badge variant="outline">No connector</Badge>
                  ) : connector.paused ? (
                    <Badge variant="secondary">Paused</Badge>
                  ) : (
                    <Badge>Connector created</Badge>
                  )}
                </div>
                {connector && (
                  <p className="text-muted-foreground wrap-anywhere">
                    Created by {connector.connectedBy ?? 'a deleted account'} on{' '}
                    {formatDate(connector.connectedAt)} · Last sync:{' '}
                    {connector.lastSyncAt ? (
                      <time dateTime={connector.lastSyncAt}>
                        {formatDateTime(connector.lastSyncAt)}
                      </time>
                    ) : (
                      'none seen yet'
                    )}
                  </p>
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
