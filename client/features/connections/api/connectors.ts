/** The connections API (docs/product.md#connections) as a query and two writes. */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { QUERY_TIMING } from '../../../../common/shared/constants.ts';
import type { Platform } from '../../../../common/connections/constants.ts';
import {
  connectorsResponseSchema,
  createConnectorResponseSchema,
  pauseConnectorResponseSchema,
  type ConnectorsResponse,
} from '../../../../common/connections/contract.ts';
import { readFailure, readQuery, send, writeFailure } from '../../../lib/api.ts';

const CONNECTORS_PATH = '/api/fivetran/connectors';

function connectorsPath(projectId: number): string {
  return `${CONNECTORS_PATH}?projectId=${projectId}`;
}

/**
 * GET /api/fivetran/connectors: refetched every 60 s, stale after 30 s, 2 retries, only with
 * an active project (docs/product.md#constants). Callers use an empty list when it fails.
 */
export function useConnectors(projectId: number | null) {
  return useQuery({
    ...readQuery(connectorsPath(projectId ?? 0), connectorsResponseSchema),
    enabled: projectId !== null,
    refetchInterval: QUERY_TIMING.connectionsRefetchMs,
    staleTime: QUERY_TIMING.connectionsStaleMs,
    retry: QUERY_TIMING.connectionsRetries,
  });
}

/** Refetches the connectors of every project (after a connect, a disconnect or a return). */
export function refreshConnectors(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(CONNECTORS_PATH),
  });
}

/** A fresh read, for the disconnect flow ("find the connector for the platform"). */
export function fetchConnectors(projectId: number): Promise<ConnectorsResponse> {
  return send(connectorsPath(projectId), {
    response: connectorsResponseSchema,
    failure: readFailure,
  });
}

export function createConnector(input: { platform: Platform; projectId: number }) {
  return send('/api/fivetran/create-connector', {
    method: 'POST',
    body: input,
    response: createConnectorResponseSchema,
    failure: writeFailure,
  });
}

export function pauseConnector(connectorId: string) {
  return send(`/api/fivetran/pause-connector/${encodeURIComponent(connectorId)}`, {
    method: 'POST',
    response: pauseConnectorResponseSchema,
    failure: writeFailure,
  });
}
