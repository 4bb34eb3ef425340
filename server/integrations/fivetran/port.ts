/**
 * The Fivetran port: what the product needs from Fivetran's REST API v1
 * (docs/integrations.md#fivetran), independent of the adapter behind it.
 *
 *   real adapter      client.ts, over HTTP to FIVETRAN_API_URL
 *   sandbox adapter   the same client with a custom fetch answering from the fake Fivetran
 *                     (server/sandbox/fivetran/: sandbox.ts, vendor-fake.ts)
 *   contract fake     server/testing/fakes/fivetran/contract-fake.ts, that fake over HTTP for
 *                     the tests
 */
import type { Platform } from '../../../common/connections/constants.ts';

/** Fivetran service ids of the platforms the product connects. */
export const FIVETRAN_SERVICES = {
  meta: 'facebook_ads',
  linkedin: 'linkedin_ads',
  google: 'google_ads',
} as const satisfies Record<Platform, string>;
export type FivetranService = (typeof FIVETRAN_SERVICES)[Platform];

export function platformOfService(service: string): Platform | null {
  const entry = Object.entries(FIVETRAN_SERVICES).find(([, id]) => id === service);
  return entry ? (entry[0] as Platform) : null;
}

/**
 * The destination schema of a project's connection: `<project slug>_<service>`. The slug
 * already follows the warehouse rule (lowercase letters, digits, underscores;
 * docs/product.md#projects-and-roles).
 */
export function schemaNameFor(projectSlug: string, platform: Platform): string {
  return `${projectSlug}_${FIVETRAN_SERVICES[platform]}`;
}

/** A connection as Fivetran describes it (the fields the product reads). */
export interface FivetranConnection {
  id: string;
  groupId: string | null;
  service: string;
  schema: string | null;
  paused: boolean;
  /** incomplete (setup tests never passed) | connected | broken (needs Reconnect). */
  setupState: string | null;
  /** scheduled | syncing | paused | rescheduled. */
  syncState: string | null;
  updateState: string | null;
  succeededAt: string | null;
  failedAt: string | null;
}

export interface CreateConnectionInput {
  groupId: string;
  service: FivetranService;
  /** Permanent destination schema, unique within the group. */
  schema: string;
}

export interface ConnectCard {
  connectorId: string;
  /** Valid for one day; only one card window should be open at a time. */
  uri: string;
}

export interface FivetranPort {
  /** POST /connections, created paused and without setup tests (credentials come later). Never retried. */
  createConnection(input: CreateConnectionInput): Promise<FivetranConnection>;
  /** POST /connections/{id}/connect-card: a fresh card whose Save & Test returns to redirectUri. */
  createConnectCard(connectionId: string, redirectUri: string): Promise<ConnectCard>;
  /** GET /connections/{id}. */
  getConnection(connectionId: string): Promise<FivetranConnection>;
  /** PATCH /connections/{id} {paused}: idempotent, so retried when safe. */
  setPaused(connectionId: string, paused: boolean): Promise<FivetranConnection>;
  /** GET /groups/{groupId}/connections, every page. */
  listConnections(groupId: string): Promise<FivetranConnection[]>;
  /** DELETE /connections/{id}. */
  deleteConnection(connectionId: string): Promise<void>;
}

/** The product's "connected": Fivetran reports the setup complete and the connection runs. */
export function isConnected(connection: Pick<FivetranConnection, 'setupState' | 'paused'>) {
  return connection.setupState === 'connected' && !connection.paused;
}
