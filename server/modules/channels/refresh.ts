/**
 * Refreshing the channel snapshots (docs/product.md#channel-data): each connector's months read
 * from the warehouse (one aggregate query per connector, summed there) and stored. A failed
 * read keeps the last good months and records why. The worker (`refreshDue`, every
 * `warehouse.snapshot.intervalMs`) claims connectors whose snapshot is due, once a day after a
 * success, an hour after a failure, and at once when a connection the warehouse had nothing of
 * has synced since; the firm's refresh (`refreshProject`) reads a project's connectors at once.
 */
import { and, asc, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  CHANNEL_MONTHS,
  type RefreshError,
  type WarehouseSource,
} from '../../../common/channels/constants.ts';
import type { ChannelMonth } from '../../../common/channels/contract.ts';
import type { Platform } from '../../../common/connections/constants.ts';
import { CHANNEL_MESSAGES } from '../../../common/channels/messages.ts';
import type { Database } from '../../db/client.ts';
import { fromNow } from '../../db/from-now.ts';
import { channelSnapshots, dataConnectors, projects } from '../../db/schema/index.ts';
import { schemaNameFor } from '../../integrations/fivetran/port.ts';
import { WarehouseError, type WarehouseSetup } from '../../integrations/warehouse/index.ts';
import { AppError } from '../../lib/errors.ts';
import { noRun, type RunResult } from '../../lib/jobs.ts';
import { assertProjectExists } from './snapshot.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A failed read is tried again after this; it is also the claim's lease. */
const RETRY_MS = 60 * 60 * 1000;

/** A connector as the refresh reads it: the stored record and its project's slug. */
interface Target {
  projectId: number;
  connectorId: string;
  platform: Platform;
  schema: string;
  slug: string;
  lastSyncAt: Date | null;
}

type SnapshotKey = Pick<Target, 'projectId' | 'connectorId' | 'platform'>;

/** What one attempt writes: always when and how it went; the months only after a success. */
interface AttemptValues {
  attemptedAt: SQL;
  lastError: RefreshError | null;
  nextRefreshAt: SQL;
  source?: WarehouseSource;
  months?: ChannelMonth[];
  dataAsOf?: Date | null;
  refreshedAt?: SQL;
}

export interface ChannelRefreshOptions {
  db: Database;
  warehouse: WarehouseSetup;
  log: FastifyBaseLogger;
  /** Connectors one worker run reads at most. */
  batch: number;
  /** After a read: the initial report is drafted again if a figure changed (app.reports). */
  queueDraft: (projectId: number) => Promise<void>;
}

export class ChannelRefresh {
  readonly #db: Database;
  readonly #warehouse: WarehouseSetup;
  readonly #log: FastifyBaseLogger;
  readonly #batch: number;
  readonly #queueDraft: (projectId: number) => Promise<void>;

  constructor(options: ChannelRefreshOptions) {
    this.#db = options.db;
    this.#warehouse = options.warehouse;
    this.#log = options.log;
    this.#batch = options.batch;
    this.#queueDraft = options.queueDraft;
  }

  #targets(where: SQL | undefined) {
    return this.#db
      .select({
        projectId: dataConnectors.projectId,
        connectorId: dataConnectors.connectorId,
        platform: dataConnectors.platform,
        schema: dataConnectors.schema,
        slug: projects.slug,
        lastSyncAt: dataConnectors.lastSyncAt,
      })
      .from(dataConnectors)
      .innerJoin(projects, eq(projects.id, dataConnectors.projectId))
      .where(where)
      .orderBy(asc(dataConnectors.platform));
  }

  /** The firm's refresh: every connector of the project read now. 404 for an unknown project. */
  async refreshProject(projectId: number): Promise<void> {
    if (this.#warehouse.mode === 'unavailable') {
      throw new AppError('service_unavailable', CHANNEL_MESSAGES.unavailable);
    }
    await assertProjectExists(this.#db, projectId);
    for (const target of await this.#targets(eq(dataConnectors.projectId, projectId))) {
      await this.#refresh(target);
    }
  }

  /** The worker's run: due connectors of active projects, one claim at a time, up to the batch. */
  async refreshDue(stop?: AbortSignal): Promise<RunResult> {
    const result = noRun();
    if (this.#warehouse.mode === 'unavailable') return result;
    await this.#addNewConnectors();
    while (result.claimed < this.#batch && !stop?.aborted) {
      const claimed = await this.#claimDue();
      if (!claimed) break;
      result.claimed++;
      const [target] = await this.#targets(
        and(
          eq(dataConnectors.projectId, claimed.projectId),
          eq(dataConnectors.connectorId, claimed.connectorId),
        ),
      );
      if (target && (await this.#refresh(target))) result.delivered++;
      else result.failed++;
    }
    return result;
  }

  /** A snapshot row, due now, for each connector of an active project that has none yet. */
  async #addNewConnectors(): Promise<void> {
    await this.#db.execute(sql`
      INSERT INTO ${channelSnapshots} (project_id, connector_id, platform)
      SELECT ${dataConnectors.projectId}, ${dataConnectors.connectorId}, ${dataConnectors.platform}
      FROM ${dataConnectors}
      JOIN ${projects} ON ${projects.id} = ${dataConnectors.projectId} AND ${projects.status} = 'active'
      WHERE NOT EXISTS (
        SELECT 1 FROM ${channelSnapshots}
        WHERE ${channelSnapshots.projectId} = ${dataConnectors.projectId}
          AND ${channelSnapshots.connectorId} = ${dataConnectors.connectorId}
      )
      ON CONFLICT DO NOTHING`);
  }

  /**
   * Claims the most overdue snapshot, skipping rows another process holds: one due by its
   * time, or one whose warehouse had nothing (`missing`) and whose connection has synced since
   * (the first sync: read within a run, not an hour later). The claim is a lease: the next read
   * moves on and the attempt is stamped, so neither condition holds for another process.
   */
  async #claimDue() {
    const due = this.#db
      .select({ id: channelSnapshots.id })
      .from(channelSnapshots)
      .innerJoin(projects, eq(projects.id, channelSnapshots.projectId))
      .innerJoin(
        dataConnectors,
        and(
          eq(dataConnectors.projectId, channelSnapshots.projectId),
          eq(dataConnectors.connectorId, channelSnapshots.connectorId),
        ),
      )
      .where(
        and(
          eq(projects.status, 'active'),
          or(
            lte(channelSnapshots.nextRefreshAt, sql`now()`),
            and(
              eq(channelSnapshots.lastError, 'missing'),
              gt(dataConnectors.lastSyncAt, channelSnapshots.attemptedAt),
            ),
          ),
        ),
      )
      .orderBy(asc(channelSnapshots.nextRefreshAt))
      .limit(1)
      .for('update', { of: channelSnapshots, skipLocked: true });
    const [row] = await this.#db
      .update(channelSnapshots)
      .set({ nextRefreshAt: fromNow(RETRY_MS), attemptedAt: sql`now()` })
      .where(inArray(channelSnapshots.id, due))
      .returning({
        projectId: channelSnapshots.projectId,
        connectorId: channelSnapshots.connectorId,
      });
    return row;
  }

  /** Reads one connector and stores what came back, or why nothing did. True on success. */
  async #refresh(target: Target): Promise<boolean> {
    const warehouse = this.#warehouse;
    if (warehouse.mode === 'unavailable') return false;
    const { projectId, connectorId, platform, schema } = target;
    const key = { projectId, connectorId, platform };
    try {
      // Only the schema this project's connection writes to is ever read.
      if (schema !== schemaNameFor(target.slug, platform)) {
        throw new WarehouseError('refused', `${connectorId} names schema ${schema}, not its own`);
      }
      if (warehouse.mode === 'sandbox' && target.lastSyncAt) {
        await warehouse.sync({ projectId, platform, schema });
      }
      const figures = await warehouse.port.monthlyChannelFigures(
        { platform, schema },
        CHANNEL_MONTHS,
      );
      await this.#store(key, {
        source: warehouse.port.source,
        months: figures.months,
        dataAsOf: figures.dataAsOf ? new Date(figures.dataAsOf) : null,
        refreshedAt: sql`now()`,
        attemptedAt: sql`now()`,
        lastError: null,
        nextRefreshAt: fromNow(DAY_MS),
      });
      await this.#queueDraft(projectId);
      return true;
    } catch (error) {
      const kind = error instanceof WarehouseError ? error.kind : 'failed';
      this.#log.warn(
        { err: error, projectId, connectorId, kind },
        'channel snapshot not refreshed: the last one stays',
      );
      await this.#store(key, {
        attemptedAt: sql`now()`,
        lastError: kind,
        nextRefreshAt: fromNow(RETRY_MS),
      });
      return false;
    }
  }

  async #store(key: SnapshotKey, values: AttemptValues): Promise<void> {
    await this.#db
      .insert(channelSnapshots)
      .values({ ...key, ...values })
      .onConflictDoUpdate({
        target: [channelSnapshots.projectId, channelSnapshots.connectorId],
        set: values,
      });
  }
}
