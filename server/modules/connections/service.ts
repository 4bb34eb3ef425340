/**
 * Ad platform connections (docs/product.md#connections): a project's Fivetran connections,
 * one per platform, recorded in data_connectors and driven through the Fivetran port.
 *
 * Create is not idempotent at Fivetran, so the service never repeats it blindly: it reuses
 * the project's recorded connection, else one in the group with the project's schema
 * (left by an earlier attempt), and after a failed or conflicting create it lists again
 * rather than posting again (docs/integrations.md#fivetran, "Idempotency").
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../../../common/connections/constants.ts';
import type {
  ConnectorStatus,
  CreateConnectorResponse,
  PauseConnectorResponse,
  SetupState,
} from '../../../common/connections/contract.ts';
import {
  CONNECTION_STATE_MAX_AGE_MINUTES,
  connectionStateOf,
  SETUP_STATES,
} from '../../../common/connections/contract.ts';
import { CONNECTION_MESSAGES } from '../../../common/connections/messages.ts';
import { PROJECT_MESSAGES } from '../../../common/projects/messages.ts';
import { PATHS } from '../../../common/shared/paths.ts';
import type { Database, DatabaseTransaction } from '../../db/client.ts';
import { dataConnectors, projects } from '../../db/schema/index.ts';
import { FivetranError } from '../../integrations/fivetran/client.ts';
import {
  FIVETRAN_SERVICES,
  isConnected,
  schemaNameFor,
  type FivetranConnection,
  type FivetranPort,
} from '../../integrations/fivetran/port.ts';
import { fromNow } from '../../db/from-now.ts';
import type { RunResult } from '../../lib/jobs.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { storeCompleteness } from '../metrics/index.ts';
import type { CallbackStateSigner } from './callback-state.ts';

export type ConnectorRow = typeof dataConnectors.$inferSelect;

const CONNECTION_STATE_MAX_AGE_MS = CONNECTION_STATE_MAX_AGE_MINUTES * 60_000;

/** A connector removeProjectConnectors() paused and deleted at Fivetran. */
export interface RemovedConnector {
  platform: Platform;
  connectorId: string;
  /** Fivetran no longer had it (404): nothing was left to pause or delete. */
  alreadyGone: boolean;
}

export interface ConnectionsServiceOptions {
  db: Database;
  port: FivetranPort;
  groupId: string;
  /** Absolute site address: the connect card's redirect goes back to it. */
  publicSiteUrl: string;
  /** Signs the redirect's `state`, which the callback checks. */
  callbackState: CallbackStateSigner;
  log: FastifyBaseLogger;
  /** Connections one refresh run reads from Fivetran at most. */
  refreshBatch: number;
}

/** A 404 from Fivetran about the connection itself: the row points at nothing. */
function isGone(error: unknown): boolean {
  return (
    error instanceof FivetranError &&
    error.isNotFound &&
    error.fivetran.vendorCode !== 'NotFound_Group'
  );
}

/** A create whose outcome is unknown (network, timeout) or refused as a duplicate. */
function mayHaveCreated(error: unknown): boolean {
  return (
    error instanceof FivetranError &&
    (error.fivetran.status === undefined || error.fivetran.status === 409)
  );
}

function setupStateOf(connection: FivetranConnection): SetupState {
  const state = connection.setupState;
  return (SETUP_STATES as readonly string[]).includes(state ?? '')
    ? (state as SetupState)
    : 'unknown';
}

/**
 * The columns that keep what Fivetran said of a connection, as just read (decision 100). A
 * setup state or last sync Fivetran did not give (or gave in a form we don't know) leaves
 * the stored one.
 */
function stateOf(connection: FivetranConnection) {
  const setupState = setupStateOf(connection);
  const succeededAt = connection.succeededAt ? new Date(connection.succeededAt) : null;
  return {
    paused: connection.paused,
    ...(setupState === 'unknown' ? {} : { setupState }),
    syncState: connection.syncState,
    ...(succeededAt && !Number.isNaN(succeededAt.getTime()) ? { lastSyncAt: succeededAt } : {}),
    checkedAt: sql`now()`,
    nextCheckAt: fromNow(CONNECTION_STATE_MAX_AGE_MS),
  };
}

export class ConnectionsService {
  readonly #db: Database;
  readonly #port: FivetranPort;
  readonly #groupId: string;
  readonly #publicSiteUrl: string;
  readonly #callbackState: CallbackStateSigner;
  readonly #log: FastifyBaseLogger;
  readonly #refreshBatch: number;

  constructor(options: ConnectionsServiceOptions) {
    this.#db = options.db;
    this.#port = options.port;
    this.#groupId = options.groupId;
    this.#publicSiteUrl = options.publicSiteUrl;
    this.#callbackState = options.callbackState;
    this.#log = options.log;
    this.#refreshBatch = options.refreshBatch;
  }

  /** The connect card's redirect: our callback page, with the connection id and a state. */
  redirectUriFor(connectorId: string, userId: number): string {
    const url = new URL(`${this.#publicSiteUrl}${PATHS.fivetranCallback}`);
    url.searchParams.set('connectorId', connectorId);
    url.searchParams.set('state', this.#callbackState.sign(connectorId, userId));
    return url.toString();
  }

  /** The callback's state was issued for this connector and user, and has not expired. */
  isValidCallbackState(state: string | undefined, connectorId: string, userId: number): boolean {
    return this.#callbackState.verify(state, connectorId, userId);
  }

  async findById(connectorId: string): Promise<ConnectorRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(dataConnectors)
      .where(eq(dataConnectors.connectorId, connectorId));
    return row;
  }

  async #findByPlatform(projectId: number, platform: Platform): Promise<ConnectorRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(dataConnectors)
      .where(and(eq(dataConnectors.projectId, projectId), eq(dataConnectors.platform, platform)));
    return row;
  }

  async #drop(row: ConnectorRow, reason: string): Promise<void> {
    this.#log.warn({ connectorId: row.connectorId, reason }, 'dropping a stale connector record');
    await this.#db.delete(dataConnectors).where(eq(dataConnectors.id, row.id));
    if (connectionStateOf(row) === 'connected') await storeCompleteness(this.#db, row.projectId);
  }

  /**
   * POST /api/fivetran/create-connector: the project's connection for the platform (reused
   * when it exists, created paused otherwise) and a fresh connect card for it.
   */
  async createConnector(input: {
    projectId: number;
    userId: number;
    platform: Platform;
    actor: AuditActor;
  }): Promise<CreateConnectorResponse> {
    const existing = await this.#findByPlatform(input.projectId, input.platform);
    if (existing) {
      try {
        const card = await this.#connectCard(existing.connectorId, input.userId);
        await recordAudit(this.#db, input.actor, {
          action: 'connector.reconnect_started',
          target: { type: 'connector', id: existing.connectorId },
          projectId: existing.projectId,
          after: { platform: existing.platform },
        });
        return card;
      } catch (error) {
        if (!isGone(error)) throw error;
        await this.#drop(existing, 'Fivetran no longer has the connection');
      }
    }
    const [project] = await this.#db
      .select({ slug: projects.slug })
      .from(projects)
      .where(eq(projects.id, input.projectId));
    if (!project) throw new AppError('not_found', PROJECT_MESSAGES.notFound);

    const service = FIVETRAN_SERVICES[input.platform];
    const schema = schemaNameFor(project.slug, input.platform);
    const { connection, created } = await this.#findOrCreate(service, schema);
    const row = await this.#record(input, connection, service, schema, created);
    return this.#connectCard(row.connectorId, input.userId);
  }

  async #connectCard(connectorId: string, userId: number): Promise<CreateConnectorResponse> {
    const card = await this.#port.createConnectCard(
      connectorId,
      this.redirectUriFor(connectorId, userId),
    );
    return { connectCardUrl: card.uri, connectorId };
  }

  async #findInGroup(service: string, schema: string): Promise<FivetranConnection | undefined> {
    const connections = await this.#port.listConnections(this.#groupId);
    return connections.find(
      (connection) => connection.schema === schema && connection.service === service,
    );
  }

  async #findOrCreate(
    service: FivetranConnection['service'],
    schema: string,
  ): Promise<{ connection: FivetranConnection; created: boolean }> {
    const found = await this.#findInGroup(service, schema);
    if (found) return { connection: found, created: false };
    try {
      const connection = await this.#port.createConnection({
        groupId: this.#groupId,
        service: service as (typeof FIVETRAN_SERVICES)[Platform],
        schema,
      });
      return { connection, created: true };
    } catch (error) {
      if (!mayHaveCreated(error)) throw error;
      // Fivetran may have created it after all (or another request did): look, don't re-post.
      const again = await this.#findInGroup(service, schema);
      if (again) return { connection: again, created: false };
      throw error;
    }
  }

  /** Stores the connection as the project's connector for the platform (one per platform). */
  async #record(
    input: { projectId: number; userId: number; platform: Platform; actor: AuditActor },
    connection: FivetranConnection,
    service: string,
    schema: string,
    created: boolean,
  ): Promise<ConnectorRow> {
    const row = await this.#db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(dataConnectors)
        .values({
          projectId: input.projectId,
          userId: input.userId,
          connectorId: connection.id,
          platform: input.platform,
          service,
          schema,
          ...stateOf(connection),
        })
        .onConflictDoNothing()
        .returning();
      if (inserted) {
        await recordAudit(tx, input.actor, {
          action: 'connector.created',
          target: { type: 'connector', id: connection.id },
          projectId: input.projectId,
          // adopted: an earlier attempt had created it at Fivetran.
          after: { platform: input.platform, schema, adopted: !created },
        });
      }
      return inserted;
    });
    if (row) return row;
    // A concurrent request recorded the project's connector first: use that one.
    const winner = await this.#findByPlatform(input.projectId, input.platform);
    if (!winner) throw new AppError('conflict', CONNECTION_MESSAGES.createConnectorFailed);
    if (created && winner.connectorId !== connection.id) {
      await this.#port.deleteConnection(connection.id).catch((error: unknown) => {
        this.#log.warn({ err: error, connectorId: connection.id }, 'could not delete a duplicate');
      });
    }
    return winner;
  }

  /**
   * GET /api/fivetran/connectors: the project's connectors with the status Fivetran reports
   * now. A connector Fivetran cannot be asked about just now is listed as `unknown` (not
   * connected); one Fivetran no longer has is dropped.
   */
  async listConnectors(projectId: number): Promise<ConnectorStatus[]> {
    const rows = await this.#db
      .select()
      .from(dataConnectors)
      .where(eq(dataConnectors.projectId, projectId))
      .orderBy(asc(dataConnectors.platform));
    const items = await Promise.all(rows.map((row) => this.#status(row)));
    return items.filter((item): item is ConnectorStatus => item !== null);
  }

  async #status(row: ConnectorRow): Promise<ConnectorStatus | null> {
    let connection: FivetranConnection;
    try {
      connection = await this.#port.getConnection(row.connectorId);
    } catch (error) {
      if (isGone(error)) {
        await this.#drop(row, 'Fivetran no longer has the connection');
        return null;
      }
      this.#log.warn({ err: error, connectorId: row.connectorId }, 'connector status unavailable');
      return {
        platform: row.platform,
        connectorId: row.connectorId,
        connected: false,
        paused: row.paused,
        setupState: 'unknown',
        syncState: null,
        lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
      };
    }
    await this.#remember(row, connection);
    return {
      platform: row.platform,
      connectorId: row.connectorId,
      connected: isConnected(connection),
      paused: connection.paused,
      setupState: setupStateOf(connection),
      syncState: connection.syncState,
      lastSyncAt: connection.succeededAt ?? row.lastSyncAt?.toISOString() ?? null,
    };
  }

  /**
   * Stores what Fivetran just said of the connection (decision 100), `within` the caller's
   * transaction if given; the read counts as the worker's, which reads it again later.
   */
  async #remember(
    row: ConnectorRow,
    connection: FivetranConnection,
    within: Database | DatabaseTransaction = this.#db,
  ): Promise<void> {
    const state = stateOf(connection);
    await within.update(dataConnectors).set(state).where(eq(dataConnectors.id, row.id));
    // A connection starting or stopping to run changes the project's completeness.
    const wasConnected = connectionStateOf(row) === 'connected';
    const isNowConnected =
      connectionStateOf({
        setupState: state.setupState ?? row.setupState,
        paused: state.paused,
      }) === 'connected';
    if (wasConnected !== isNowConnected) await storeCompleteness(within, row.projectId);
  }

  /**
   * POST /api/fivetran/pause-connector/:connectorId ("Disconnect": docs/product.md#connections).
   */
  async pauseConnector(row: ConnectorRow, actor: AuditActor): Promise<PauseConnectorResponse> {
    let connection: FivetranConnection;
    try {
      connection = await this.#port.setPaused(row.connectorId, true);
    } catch (error) {
      if (!isGone(error)) throw error;
      await this.#drop(row, 'Fivetran no longer has the connection');
      throw new AppError('not_found', CONNECTION_MESSAGES.noConnector);
    }
    await this.#db.transaction(async (tx) => {
      await this.#remember(row, connection, tx);
      await recordAudit(tx, actor, {
        action: 'connector.paused',
        target: { type: 'connector', id: row.connectorId },
        projectId: row.projectId,
        before: { paused: row.paused },
        after: { paused: connection.paused },
      });
    });
    return { connectorId: row.connectorId, platform: row.platform, paused: true };
  }

  /**
   * The connect card came back: ask Fivetran (the redirect itself is only a hint) and, when
   * the setup is complete, resume the connection, which was created paused.
   */
  async completeSetup(row: ConnectorRow, actor: AuditActor): Promise<{ connected: boolean }> {
    let connection = await this.#port.getConnection(row.connectorId);
    if (connection.setupState !== 'connected') {
      await this.#remember(row, connection);
      return { connected: false };
    }
    const wasPaused = connection.paused;
    if (wasPaused) connection = await this.#port.setPaused(row.connectorId, false);
    await this.#db.transaction(async (tx) => {
      await this.#remember(row, connection, tx);
      await recordAudit(tx, actor, {
        action: 'connector.resumed',
        target: { type: 'connector', id: row.connectorId },
        projectId: row.projectId,
        before: { setupState: row.setupState, paused: row.paused },
        after: { setupState: 'connected', paused: connection.paused },
      });
    });
    return { connected: isConnected(connection) };
  }

  /**
   * Claims the connector whose stored state is oldest, if one is due, in one statement: its
   * next check moves on at once (a lease), so another process skips it, and a process that
   * dies holding it only delays it.
   */
  async #claimStale(): Promise<ConnectorRow | undefined> {
    const due = this.#db
      .select({ id: dataConnectors.id })
      .from(dataConnectors)
      .where(lte(dataConnectors.nextCheckAt, sql`now()`))
      .orderBy(asc(dataConnectors.nextCheckAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await this.#db
      .update(dataConnectors)
      .set({ nextCheckAt: fromNow(CONNECTION_STATE_MAX_AGE_MS) })
      .where(inArray(dataConnectors.id, due))
      .returning();
    return row;
  }

  /**
   * The background worker's run (decision 100): reads up to `refreshBatch` connectors whose
   * state is due, oldest first, and stores what Fivetran says. A connection Fivetran no
   * longer has is dropped, as the status path does. A failure keeps the stored state, is
   * logged, and ends the run, so an outage is not asked about every connector.
   */
  async refreshStale(stop?: AbortSignal): Promise<RunResult> {
    const result: RunResult = { claimed: 0, delivered: 0, failed: 0 };
    while (result.claimed < this.#refreshBatch && !stop?.aborted) {
      const row = await this.#claimStale();
      if (!row) break;
      result.claimed++;
      let connection: FivetranConnection;
      try {
        connection = await this.#port.getConnection(row.connectorId);
      } catch (error) {
        if (isGone(error)) {
          await this.#drop(row, 'Fivetran no longer has the connection');
          result.delivered++;
          continue;
        }
        result.failed++;
        this.#log.warn(
          { err: error, connectorId: row.connectorId },
          'connection state not refreshed: the stored state stays',
        );
        break;
      }
      await this.#remember(row, connection);
      result.delivered++;
    }
    return result;
  }

  /**
   * Closing an engagement: pauses, then deletes, each of the project's connections at
   * Fivetran (one Fivetran no longer has counts as removed) and deletes our row of each
   * right after Fivetran confirms, so after a failure (thrown) the rows left are exactly the
   * connections still at Fivetran, and calling again carries on. The caller stops new
   * connectors first (an archived project refuses them) and records the close with the list.
   */
  async removeProjectConnectors(projectId: number): Promise<RemovedConnector[]> {
    const rows = await this.#db
      .select()
      .from(dataConnectors)
      .where(eq(dataConnectors.projectId, projectId))
      .orderBy(asc(dataConnectors.platform));
    const removed: RemovedConnector[] = [];
    for (const row of rows) {
      const alreadyGone = await this.#removeAtFivetran(row.connectorId);
      await this.#db.delete(dataConnectors).where(eq(dataConnectors.id, row.id));
      removed.push({ platform: row.platform, connectorId: row.connectorId, alreadyGone });
    }
    return removed;
  }

  /** Paused first, so nothing syncs while the delete is under way. True: it was gone. */
  async #removeAtFivetran(connectorId: string): Promise<boolean> {
    try {
      await this.#port.setPaused(connectorId, true);
      await this.#port.deleteConnection(connectorId);
      return false;
    } catch (error) {
      if (isGone(error)) return true;
      throw error;
    }
  }
}
