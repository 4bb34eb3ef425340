/**
 * Self-reported vs platform (docs/product.md#platform-check, decision 105): the Google Ads
 * accounts a project member chose for the project, the daily snapshot of their last 30 days, and
 * the check against the client's stated figures, which also reads the project's channel
 * snapshots from the warehouse (Google Ads from there when it has months). The check reads
 * stored snapshots only; the worker (`snapshotDue`, started by module.ts) is the one that asks
 * Google, through the grant of the member who chose the accounts.
 */
import { and, asc, desc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PlatformAccount, PlatformCheck } from '../../../common/platform-check/contract.ts';
import { GOOGLE_ADS_MESSAGES } from '../../../common/google-ads/messages.ts';
import { PLATFORM_CHECK_MESSAGES } from '../../../common/platform-check/messages.ts';
import { warehouseCheck } from '../../../common/platform-check/channel-check.ts';
import { comparePlatform, statedFigure } from '../../../common/platform-check/comparison.ts';
import type { Database } from '../../db/client.ts';
import {
  googleAdsSnapshots,
  metrics,
  projectGoogleAdsAccounts,
  projects,
  users,
} from '../../db/schema/index.ts';
import { fromNow } from '../../db/from-now.ts';
import type { RunResult } from '../../lib/jobs.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { snapshotsOf } from '../channels/index.ts';
import type { GoogleAdsService } from './service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A failed read is tried again after this; a revoked grant too (it may be reconnected). */
const RETRY_MS = 60 * 60 * 1000;

type AccountRow = typeof projectGoogleAdsAccounts.$inferSelect;

export interface PlatformCheckServiceOptions {
  db: Database;
  /** Null when Google is not configured: the check still reads, choosing answers 503. */
  googleAds: GoogleAdsService | null;
  log: FastifyBaseLogger;
  /** Accounts read per worker run. */
  batch: number;
}

export class PlatformCheckService {
  readonly #db: Database;
  readonly #googleAds: GoogleAdsService | null;
  readonly #log: FastifyBaseLogger;
  readonly #batch: number;

  constructor(options: PlatformCheckServiceOptions) {
    this.#db = options.db;
    this.#googleAds = options.googleAds;
    this.#log = options.log;
    this.#batch = options.batch;
  }

  #ready(): GoogleAdsService {
    if (!this.#googleAds) {
      throw new AppError('service_unavailable', GOOGLE_ADS_MESSAGES.unavailable);
    }
    return this.#googleAds;
  }

  /**
   * Replaces the project's accounts with `accountIds`, each of which the member's own grant
   * must reach (asked of Google now): otherwise 400 naming the ones it does not. Accounts
   * kept keep their earlier snapshots. Every chosen account is read right away, as the
   * worker would (today's snapshot), so the member sees the check at once; a failure there
   * is recorded like the worker's.
   */
  async choose(
    projectId: number,
    userId: number,
    accountIds: string[],
    actor: AuditActor,
    log: FastifyBaseLogger,
  ): Promise<void> {
    const googleAds = this.#ready();
    const reachable = new Map(
      (await googleAds.accounts(userId, log)).map((account) => [account.id, account]),
    );
    const outside = accountIds.filter((id) => !reachable.has(id));
    if (outside.length > 0) {
      throw new AppError('bad_request', PLATFORM_CHECK_MESSAGES.notInGrant(outside.join(', ')));
    }
    await this.#db.transaction(async (tx) => {
      const before = await tx
        .select({ id: projectGoogleAdsAccounts.customerId })
        .from(projectGoogleAdsAccounts)
        .where(eq(projectGoogleAdsAccounts.projectId, projectId))
        .orderBy(asc(projectGoogleAdsAccounts.customerId));
      await tx
        .delete(projectGoogleAdsAccounts)
        .where(
          and(
            eq(projectGoogleAdsAccounts.projectId, projectId),
            accountIds.length > 0
              ? notInArray(projectGoogleAdsAccounts.customerId, accountIds)
              : undefined,
          ),
        );
      for (const id of accountIds) {
        const { name, currency } = reachable.get(id)!;
        await tx
          .insert(projectGoogleAdsAccounts)
          .values({ projectId, customerId: id, name, currency, chosenByUserId: userId })
          .onConflictDoUpdate({
            target: [projectGoogleAdsAccounts.projectId, projectGoogleAdsAccounts.customerId],
            // Read again at once: it may now go through another member's grant.
            set: {
              name,
              currency,
              chosenByUserId: userId,
              chosenAt: sql`now()`,
              nextSnapshotAt: sql`now()`,
            },
          });
      }
      await recordAudit(tx, actor, {
        action: 'google_ads.accounts_chosen',
        target: { type: 'project', id: projectId },
        projectId,
        before: { accountIds: before.map((row) => row.id) },
        after: { accountIds: [...accountIds].sort() },
      });
    });
    await this.snapshotDue(undefined, projectId);
  }

  /** The check, as the members' route answers it. */
  check(projectId: number): Promise<PlatformCheck> {
    return platformCheckOf(this.#db, projectId);
  }

  /**
   * The worker's run: claims due accounts one at a time (a lease, as decision 100's claim) up
   * to the batch and stores today's snapshot of each. A revoked grant marks the account so;
   * any other failure keeps the last snapshot, is logged, and the account is tried again
   * after an hour. `projectId` limits the run to one project's accounts.
   */
  async snapshotDue(stop?: AbortSignal, projectId?: number): Promise<RunResult> {
    const result: RunResult = { claimed: 0, delivered: 0, failed: 0 };
    while (result.claimed < this.#batch && !stop?.aborted) {
      const row = await this.#claimDue(projectId);
      if (!row) break;
      result.claimed++;
      try {
        const totals = await this.#ready().accountTotals(row.chosenByUserId, row.customerId);
        await this.#store(row, totals);
        result.delivered++;
      } catch (error) {
        result.failed++;
        const revoked = error instanceof AppError && error.code === 'conflict';
        this.#log.warn(
          { err: error, projectId: row.projectId, customerId: row.customerId, revoked },
          'google ads snapshot not taken: the last one stays',
        );
        await this.#db
          .update(projectGoogleAdsAccounts)
          .set({
            snapshotStatus: revoked ? 'revoked' : 'failed',
            snapshotFailedAt: sql`now()`,
            nextSnapshotAt: fromNow(RETRY_MS),
          })
          .where(eq(projectGoogleAdsAccounts.id, row.id));
      }
    }
    return result;
  }

  async #claimDue(projectId?: number): Promise<AccountRow | undefined> {
    const due = this.#db
      .select({ id: projectGoogleAdsAccounts.id })
      .from(projectGoogleAdsAccounts)
      .where(
        and(
          lte(projectGoogleAdsAccounts.nextSnapshotAt, sql`now()`),
          projectId === undefined ? undefined : eq(projectGoogleAdsAccounts.projectId, projectId),
          // An archived or closed engagement is read no more.
          inArray(
            projectGoogleAdsAccounts.projectId,
            this.#db
              .select({ id: projects.id })
              .from(projects)
              .where(eq(projects.status, 'active')),
          ),
        ),
      )
      .orderBy(asc(projectGoogleAdsAccounts.nextSnapshotAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await this.#db
      .update(projectGoogleAdsAccounts)
      .set({ nextSnapshotAt: fromNow(RETRY_MS) })
      .where(inArray(projectGoogleAdsAccounts.id, due))
      .returning();
    return row;
  }

  async #store(
    row: AccountRow,
    totals: Awaited<ReturnType<GoogleAdsService['accountTotals']>>,
  ): Promise<void> {
    const values = {
      currency: totals.currency,
      spend: totals.spend.toFixed(6),
      clicks: totals.clicks,
      conversions: totals.conversions.toFixed(6),
      conversionsValue: totals.conversionsValue.toFixed(6),
      takenAt: sql`now()`,
    };
    await this.#db.transaction(async (tx) => {
      await tx
        .insert(googleAdsSnapshots)
        .values({ accountRowId: row.id, snapshotDate: sql`current_date`, ...values })
        .onConflictDoUpdate({
          target: [googleAdsSnapshots.accountRowId, googleAdsSnapshots.snapshotDate],
          set: values,
        });
      await tx
        .update(projectGoogleAdsAccounts)
        .set({
          currency: totals.currency,
          snapshotStatus: 'ok',
          snapshotFailedAt: null,
          nextSnapshotAt: fromNow(DAY_MS),
        })
        .where(eq(projectGoogleAdsAccounts.id, row.id));
    });
  }
}

/**
 * The check: the latest submission's stated figures beside each account's last snapshot and
 * the project's channel snapshots. The members' route and the firm's project page (its
 * workspace answer) read it.
 */
export async function platformCheckOf(db: Database, projectId: number): Promise<PlatformCheck> {
  const [latest] = await db
    .select({
      actualCac: metrics.actualCac,
      roas: metrics.roas,
      revenue: metrics.trailingTwelveMonthRevenue,
    })
    .from(metrics)
    .where(eq(metrics.projectId, projectId))
    .orderBy(desc(metrics.createdAt), desc(metrics.id))
    .limit(1);
  const stated = {
    currentCac: statedFigure(latest?.actualCac),
    targetRoas: statedFigure(latest?.roas),
    annualRevenue: statedFigure(latest?.revenue),
  };
  const rows = await db
    .select({
      account: projectGoogleAdsAccounts,
      displayName: users.displayName,
      email: users.email,
    })
    .from(projectGoogleAdsAccounts)
    .innerJoin(users, eq(users.id, projectGoogleAdsAccounts.chosenByUserId))
    .where(eq(projectGoogleAdsAccounts.projectId, projectId))
    .orderBy(asc(projectGoogleAdsAccounts.name), asc(projectGoogleAdsAccounts.customerId));
  const [snapshots, channels] = await Promise.all([
    latestSnapshots(
      db,
      rows.map(({ account }) => account.id),
    ),
    snapshotsOf(db, projectId),
  ]);
  const accounts = rows.map(({ account }) =>
    accountCheck(account, snapshots.get(account.id), stated),
  );
  const first = rows[0];
  return {
    stated,
    chosenBy: first ? { name: first.displayName ?? first.email, email: first.email } : null,
    chosenAt: first ? first.account.chosenAt.toISOString() : null,
    accounts,
    ...warehouseCheck(stated, channels),
  };
}

type SnapshotRow = typeof googleAdsSnapshots.$inferSelect;

/** Each account's newest snapshot, in one read (the day-unique index serves the order). */
async function latestSnapshots(
  db: Database,
  accountRowIds: number[],
): Promise<Map<number, SnapshotRow>> {
  if (accountRowIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([googleAdsSnapshots.accountRowId])
    .from(googleAdsSnapshots)
    .where(inArray(googleAdsSnapshots.accountRowId, accountRowIds))
    .orderBy(asc(googleAdsSnapshots.accountRowId), desc(googleAdsSnapshots.snapshotDate));
  return new Map(rows.map((row) => [row.accountRowId, row]));
}

function accountCheck(
  account: AccountRow,
  snapshot: SnapshotRow | undefined,
  stated: PlatformCheck['stated'],
): PlatformAccount {
  const base = {
    id: account.customerId,
    name: account.name,
    currency: snapshot?.currency ?? account.currency,
    status: account.snapshotStatus as PlatformAccount['status'],
    failedAt: account.snapshotFailedAt?.toISOString() ?? null,
  };
  if (!snapshot) return { ...base, snapshot: null };
  const totals = {
    spend: Number(snapshot.spend),
    clicks: snapshot.clicks,
    conversions: Number(snapshot.conversions),
    conversionsValue: Number(snapshot.conversionsValue),
  };
  const comparison = comparePlatform(stated, totals, snapshot.currency);
  return {
    ...base,
    snapshot: {
      date: snapshot.snapshotDate,
      takenAt: snapshot.takenAt.toISOString(),
      ...totals,
      ...comparison,
    },
  };
}
