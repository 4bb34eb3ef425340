/**
 * Both Google connections with their true state (docs/product.md#connections): the project's
 * warehouse sync (the Fivetran connector the Connections page manages) and this page's
 * browse access (the user's own Google grant), the same rows the Connections page shows.
 */
import { Unplug } from 'lucide-react';
import { Link } from 'react-router';
import type { GoogleAdsConnection } from '../../../../common/google-ads/contract.ts';
import { GOOGLE_ADS_MESSAGES } from '../../../../common/google-ads/messages.ts';
import { PATHS } from '../../../../common/shared/paths.ts';
import { CONNECTION_KIND_MESSAGES as WORDS } from '../../../../common/connections/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import {
  ConnectionStates,
  browseState,
  useConnectors,
  warehouseState,
} from '../../connections/index.ts';
import { useActiveProject } from '../../projects/index.ts';
import { useDisconnectGoogle } from '../api/google-ads.ts';

export function ConnectionsSummary({
  connection,
  browsing,
  onDisconnected,
}: {
  connection: GoogleAdsConnection;
  /** The grant works (connected, and Google has not refused it since). */
  browsing: boolean;
  onDisconnected: () => void;
}) {
  const { activeProjectId } = useActiveProject();
  const connectors = useConnectors(activeProjectId);
  const disconnect = useDisconnectGoogle();
  const item = connectors.data?.items.find((connector) => connector.platform === 'google');
  const browse = browseState(browsing ? connection : undefined, { loading: false });

  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle as="h2">{WORDS.summaryTitle}</CardTitle>
        <CardDescription>{WORDS.summaryDescription}</CardDescription>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        <ConnectionStates
          label={WORDS.summaryTitle}
          rows={[
            {
              name: WORDS.warehouse,
              hint: WORDS.warehouseHint,
              ...warehouseState(connectors.isError ? undefined : item, {
                loading: activeProjectId !== null && connectors.isPending,
                hasProject: activeProjectId !== null,
              }),
              action: (
                <Link to={PATHS.connections} className="text-accent underline underline-offset-4">
                  {WORDS.manageWarehouse}
                </Link>
              ),
            },
            {
              name: WORDS.browse,
              hint: WORDS.browseHint,
              ...browse,
              action: browsing && (
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto p-0 text-xs"
                  disabled={disconnect.isPending}
                  onClick={() =>
                    disconnect.mutate(undefined, {
                      onSuccess: () => {
                        onDisconnected();
                        toast({ title: GOOGLE_ADS_MESSAGES.disconnected });
                      },
                    })
                  }
                >
                  <Unplug aria-hidden="true" />
                  {GOOGLE_ADS_MESSAGES.disconnect}
                </Button>
              ),
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}
