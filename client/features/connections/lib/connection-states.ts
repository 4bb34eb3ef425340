/**
 * The two Google connections as words (docs/product.md#connections): the project's warehouse
 * sync (a Fivetran connector, any platform) and the user's own browse access (Google Ads only).
 */
import type { ConnectorStatus } from '../../../../common/connections/contract.ts';
import type { GoogleAdsConnection } from '../../../../common/google-ads/contract.ts';
import {
  CONNECTION_KIND_MESSAGES as WORDS,
  CONNECTION_MESSAGES,
} from '../../../../common/connections/messages.ts';
import { GOOGLE_ADS_MESSAGES } from '../../../../common/google-ads/messages.ts';
import { formatDateTime } from '../../../lib/format.ts';

export interface ConnectionState {
  /** Connected, Not connected, Paused... */
  state: string;
  /** Working as it should (the connected colour), not, or being changed right now. */
  tone: 'on' | 'off' | 'busy';
  /** The account, or the last sync, when known. */
  detail: string | null;
}

const CHECKING: ConnectionState = { state: WORDS.checking, tone: 'busy', detail: null };

/** A project's connector of one platform; `undefined` when it has none. */
export function warehouseState(
  item: ConnectorStatus | undefined,
  { loading, hasProject }: { loading: boolean; hasProject: boolean },
): ConnectionState {
  if (!hasProject) return { state: WORDS.noProject, tone: 'off', detail: null };
  if (loading) return CHECKING;
  if (!item) return { state: CONNECTION_MESSAGES.notConnected, tone: 'off', detail: null };
  // The state is the card's badge; why a connector is not connected goes beside it.
  const why = item.connected
    ? null
    : item.setupState === 'broken'
      ? WORDS.broken
      : item.setupState === 'incomplete'
        ? WORDS.setupIncomplete
        : item.paused
          ? WORDS.paused
          : null;
  const sync = item.lastSyncAt
    ? WORDS.lastSync(formatDateTime(item.lastSyncAt))
    : item.connected
      ? WORDS.neverSynced
      : null;
  return {
    state: item.connected ? CONNECTION_MESSAGES.connected : CONNECTION_MESSAGES.notConnected,
    tone: item.connected ? 'on' : 'off',
    detail: [why, sync].filter(Boolean).join(' · ') || null,
  };
}

/** The signed-in user's Google grant for browsing accounts on the Google Ads page. */
export function browseState(
  connection: GoogleAdsConnection | undefined,
  { loading }: { loading: boolean },
): ConnectionState {
  if (loading) return CHECKING;
  if (!connection?.connected) {
    return { state: CONNECTION_MESSAGES.notConnected, tone: 'off', detail: null };
  }
  return {
    state: CONNECTION_MESSAGES.connected,
    tone: 'on',
    detail: connection.googleEmail ? GOOGLE_ADS_MESSAGES.connectedAs(connection.googleEmail) : null,
  };
}
