/**
 * The connections screen's state and actions (docs/product.md#connections): the status of each
 * platform for the active project, which platform is busy, connect and disconnect, each
 * ending in its toast (docs/product.md#errors).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { Platform } from '../../../../common/connections/constants.ts';
import type { ConnectorStatus, IntegrationMode } from '../../../../common/connections/contract.ts';
import { CONNECTION_MESSAGES } from '../../../../common/connections/messages.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { useActiveProject } from '../../projects/index.ts';
import {
  createConnector,
  fetchConnectors,
  pauseConnector,
  refreshConnectors,
  useConnectors,
} from '../api/connectors.ts';
import { connectThroughPopup, ConnectFlowError } from '../lib/connect-popup.ts';
import { PLATFORM_LABELS } from '../lib/platforms.ts';

export type Busy = { platform: Platform; action: 'connect' | 'disconnect' } | null;

/** The message a failure shows: ours or the server's, else the default (docs/product.md#errors). */
function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ConnectFlowError || error instanceof ApiRequestError) {
    return error.message || fallback;
  }
  return fallback;
}

export function useConnections() {
  const { activeProjectId, activeProject } = useActiveProject();
  const queryClient = useQueryClient();
  const query = useConnectors(activeProjectId);
  const [busy, setBusy] = useState<Busy>(null);

  // On failure an empty list is used.
  const items: ConnectorStatus[] = useMemo(
    () => (query.isError ? [] : (query.data?.items ?? [])),
    [query.isError, query.data],
  );
  const itemOf = useCallback(
    (platform: Platform) => items.find((item) => item.platform === platform),
    [items],
  );
  const isConnected = useCallback(
    (platform: Platform) => itemOf(platform)?.connected === true,
    [itemOf],
  );
  const mode: IntegrationMode | null = query.data?.mode ?? null;
  const notConfigured = query.error instanceof ApiRequestError && query.error.status === 503;

  const connect = useCallback(
    async (platform: Platform) => {
      if (activeProjectId === null) {
        toast({
          variant: 'destructive',
          title: CONNECTION_MESSAGES.connectFailedTitle,
          description: CONNECTION_MESSAGES.selectProjectToConnect,
        });
        return;
      }
      setBusy({ platform, action: 'connect' });
      try {
        await connectThroughPopup({
          window,
          requestConnector: () => createConnector({ platform, projectId: activeProjectId }),
        });
        await refreshConnectors(queryClient);
        toast({
          title: CONNECTION_MESSAGES.connectedTitle,
          description: CONNECTION_MESSAGES.connectedDescription,
        });
      } catch (error) {
        toast({
          variant: 'destructive',
          title: CONNECTION_MESSAGES.connectFailedTitle,
          description: messageOf(error, CONNECTION_MESSAGES.createConnectorFailed),
        });
      } finally {
        setBusy(null);
      }
    },
    [activeProjectId, queryClient],
  );

  const disconnect = useCallback(
    async (platform: Platform) => {
      if (activeProjectId === null) {
        toast({
          variant: 'destructive',
          title: CONNECTION_MESSAGES.disconnectFailedTitle,
          description: CONNECTION_MESSAGES.selectProjectToDisconnect,
        });
        return;
      }
      setBusy({ platform, action: 'disconnect' });
      try {
        const list = await fetchConnectors(activeProjectId).catch(() => {
          throw new ConnectFlowError(CONNECTION_MESSAGES.fetchConnectorsFailed);
        });
        const connector = list.items.find((item) => item.platform === platform);
        if (!connector) throw new ConnectFlowError(CONNECTION_MESSAGES.noConnector);
        await pauseConnector(connector.connectorId);
        await refreshConnectors(queryClient);
        toast({
          title: CONNECTION_MESSAGES.disconnectedTitle,
          description: CONNECTION_MESSAGES.disconnectedDescription(PLATFORM_LABELS[platform]),
        });
      } catch (error) {
        toast({
          variant: 'destructive',
          title: CONNECTION_MESSAGES.disconnectFailedTitle,
          description: messageOf(error, CONNECTION_MESSAGES.disconnectFailed),
        });
      } finally {
        setBusy(null);
      }
    },
    [activeProjectId, queryClient],
  );

  return {
    activeProject,
    canChange: activeProject?.role !== 'viewer',
    isLoading: activeProjectId !== null && query.isPending,
    itemOf,
    isConnected,
    mode,
    notConfigured,
    busy,
    connect,
    disconnect,
  };
}
