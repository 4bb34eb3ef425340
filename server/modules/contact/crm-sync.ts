/**
 * CRM delivery for stored contacts: one attempt right after the contact is stored, then
 * background retries (docs/decisions/012-crm-sync-retries.md).
 *
 * All state lives in the contacts row (`crm_sync_status`, `crm_sync_attempts`,
 * `crm_next_attempt_at`, `crm_last_error`, then `crm_contact_id`, `crm_synced_at`), so it
 * survives restarts and is shared by every server process; each attempt is a pg-boss job of
 * the `crm-sync` queue, and claiming, leases, back-off and fencing are the delivery state's
 * (server/lib/delivery-state.ts).
 *
 * HubSpot's daily limit pauses the sync of every contact until it resets (midnight in the
 * account's time zone, or an hour later when the zone is not configured): the pause is a
 * `crm_sync_pauses` row, so every process honours it, and the admin's Contacts tab says so.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseTransaction } from '../../db/client.ts';
import { contacts, crmSyncPauses } from '../../db/schema/index.ts';
import { fromNow } from '../../db/from-now.ts';
import { createDeliveryState } from '../../lib/delivery-state.ts';
import { noRun, type Jobs, type RunResult } from '../../lib/jobs.ts';
import { toHubSpotProperties } from '../../integrations/hubspot/contact-properties.ts';
import { HubSpotError } from '../../integrations/hubspot/errors.ts';
import type { HubSpotContacts } from '../../integrations/hubspot/port.ts';

export type ContactRow = typeof contacts.$inferSelect;

/** The first wait after a failed sync (CRM_SYNC_RETRY_BASE_MS), doubled per attempt. */
export const RETRY_BASE_MS = 30_000;
/**
 * The attempt made while the visitor waits: one request, no retry, at most this long. The
 * background worker does the retrying.
 */
export const INLINE_DEADLINE_MS = 3_000;
/**
 * After an inline attempt got no answer in time, new contacts are not tried inline for this
 * long (or until an attempt succeeds): during an outage every visitor is answered at once.
 */
export const INLINE_PAUSE_MS = 30_000;
/** Deadline of a background attempt (HubSpot's client retries inside it); well under LEASE_MS. */
export const BACKGROUND_DEADLINE_MS = 45_000;
/** The job queue of CRM sync attempts. */
export const CRM_SYNC_QUEUE = 'crm-sync';
/** The `crm` of HubSpot's row in crm_sync_pauses. */
export const HUBSPOT_CRM = 'hubspot';

const hubSpotPauseLasting = and(
  eq(crmSyncPauses.crm, HUBSPOT_CRM),
  gt(crmSyncPauses.until, sql`now()`),
);

/** Until when HubSpot's sync is paused (its daily limit); null when it is not. */
export async function crmSyncPausedUntil(db: Database): Promise<Date | null> {
  const [pause] = await db
    .select({ until: crmSyncPauses.until })
    .from(crmSyncPauses)
    .where(hubSpotPauseLasting);
  return pause?.until ?? null;
}

/** The same end as a column of another statement (one round trip instead of two). */
export const crmSyncPauseEnd =
  sql<Date | null>`(select ${crmSyncPauses.until} from ${crmSyncPauses} where ${hubSpotPauseLasting})`.mapWith(
    crmSyncPauses.until,
  );

export interface CrmSyncDeps {
  db: Database;
  jobs: Jobs;
  hubspot: HubSpotContacts;
  maxAttempts: number;
  log: FastifyBaseLogger;
  /** First back-off step (doubles per attempt). Default RETRY_BASE_MS. */
  retryBaseMs?: number;
  random?: () => number;
}

export interface AttemptResult {
  synced: boolean;
  /** Set when the attempt failed: the readable reason (kept in crm_last_error). */
  error?: string;
  /** True when the failure was a transient one (HubSpot down, rate limit, network, token). */
  transient?: boolean;
  /** True when HubSpot did not answer before the deadline. */
  unanswered?: boolean;
}

export interface CrmSync {
  /** The values a new contact row starts with, given that its first attempt runs now. */
  initialState(): Partial<typeof contacts.$inferInsert>;
  /** The values of a new contact left to the worker: due at once, no attempt made yet. */
  queuedState(): Partial<typeof contacts.$inferInsert>;
  /**
   * False while HubSpot is known not to answer (INLINE_PAUSE_MS after an unanswered attempt)
   * or its daily limit is reached.
   */
  inlineAttemptsAllowed(): boolean;
  /** The attempt made while the visitor waits (INLINE_DEADLINE_MS, no retry); never throws. */
  attemptInline(row: ContactRow): Promise<AttemptResult>;
  /** Runs the attempt a row was claimed for and records its result; never throws. */
  attempt(row: ContactRow, deadlineMs: number, stop?: AbortSignal): Promise<AttemptResult>;
  /**
   * Stores the sync's job of a new contact `within` the transaction that stores it (due when
   * the inline attempt's lease runs out when `inline`, otherwise now).
   */
  wakeUp(within: DatabaseTransaction, contact: ContactRow, inline: boolean): Promise<void>;
  /**
   * What a job of the queue does: claims the contact when it is due and attempts it (nothing
   * while HubSpot's daily limit pauses the sync: the job is put off until it resets). `stop`
   * (the app closing) cuts the HubSpot call in flight short.
   */
  work(contactId: number, stop?: AbortSignal): Promise<RunResult>;
  /** Runs the due jobs here and now (tests, with the worker off). */
  runOnce(options?: { ignoreStartAfter?: boolean }): Promise<RunResult>;
  /** Stores a job for every pending contact (after a restore; see delivery-state.ts). */
  wakeUpPending(): Promise<number>;
  /** Puts a contact whose sync failed back in the queue, due now; false when it had not failed. */
  retry(contactId: number, within?: DatabaseTransaction): Promise<boolean>;
}

export function createCrmSync({
  db,
  jobs,
  hubspot,
  maxAttempts,
  log,
  retryBaseMs = RETRY_BASE_MS,
  random = Math.random,
}: CrmSyncDeps): CrmSync {
  /** Until when new contacts skip the inline attempt (0: they do not). */
  let inlinePausedUntil = 0;
  /** HubSpot's daily-limit pause as this process last saw it (the row is the truth). */
  let dailyPausedUntil = 0;

  /** Pauses every contact's sync until HubSpot's daily limit resets. */
  async function pauseForDailyLimit(waitMs: number) {
    dailyPausedUntil = Date.now() + waitMs;
    const until = fromNow(waitMs);
    await db
      .insert(crmSyncPauses)
      .values({ crm: HUBSPOT_CRM, until })
      .onConflictDoUpdate({ target: crmSyncPauses.crm, set: { until } });
  }

  const queue = createDeliveryState({
    db,
    jobs,
    queue: CRM_SYNC_QUEUE,
    table: contacts,
    fields: {
      id: 'id',
      status: 'crmSyncStatus',
      attempts: 'crmSyncAttempts',
      nextAttemptAt: 'crmNextAttemptAt',
      lastError: 'crmLastError',
    },
    maxAttempts,
    retryBaseMs,
    random,
  });

  async function attempt(
    row: ContactRow,
    deadlineMs: number,
    stop?: AbortSignal,
    retry = true,
  ): Promise<AttemptResult> {
    const started = Date.now();
    try {
      const result = await hubspot.upsertContact(toHubSpotProperties(row), {
        signal: stop
          ? AbortSignal.any([stop, AbortSignal.timeout(deadlineMs)])
          : AbortSignal.timeout(deadlineMs),
        retry,
      });
      inlinePausedUntil = 0;
      await queue.succeeded(row, {
        status: 'synced',
        crmContactId: result.id,
        crmSyncedAt: sql`now()`,
      });
      log.info(
        {
          contactId: row.id,
          attempt: row.crmSyncAttempts,
          created: result.created,
          ms: Date.now() - started,
        },
        'contact synced to HubSpot',
      );
      return { synced: true };
    } catch (error) {
      const failure =
        error instanceof HubSpotError
          ? { error: error.message, transient: error.transient, retryAfterMs: error.retryAfterMs }
          : {
              error: 'Unexpected error during the CRM sync',
              transient: true,
              retryAfterMs: undefined,
            };
      log.warn(
        {
          contactId: row.id,
          attempt: row.crmSyncAttempts,
          kind: error instanceof HubSpotError ? error.kind : 'unexpected',
          status: error instanceof HubSpotError ? error.status : undefined,
          // Unexpected errors are logged whole: they are ours, not HubSpot's, and hold no token.
          ...(error instanceof HubSpotError ? { reason: error.message } : { err: error }),
        },
        'contact sync to HubSpot failed',
      );
      const unanswered =
        error instanceof HubSpotError && (error.kind === 'timeout' || error.kind === 'aborted');
      if (error instanceof HubSpotError && error.isDailyLimit && error.retryAfterMs) {
        await pauseForDailyLimit(error.retryAfterMs).catch((pauseError: unknown) =>
          log.error({ err: pauseError }, 'could not record the HubSpot daily-limit pause'),
        );
      }
      const result = {
        synced: false,
        error: failure.error,
        transient: failure.transient,
        unanswered,
      };
      try {
        await queue.failed(row, failure);
      } catch (recordError) {
        // The lease runs out and the row is retried; nothing is lost.
        log.error({ contactId: row.id, err: recordError }, 'could not record the CRM sync failure');
      }
      return result;
    }
  }

  return {
    initialState: queue.leasedState,
    queuedState: queue.queuedState,
    inlineAttemptsAllowed: () => Date.now() >= Math.max(inlinePausedUntil, dailyPausedUntil),
    async attemptInline(row) {
      const result = await attempt(row, INLINE_DEADLINE_MS, undefined, false);
      if (result.unanswered) inlinePausedUntil = Date.now() + INLINE_PAUSE_MS;
      return result;
    },
    attempt,
    wakeUp: (within, contact, inline) => queue.wakeUp(within, [contact], inline),
    retry: (contactId, within) => queue.requeueFailed(contactId, within),
    async work(contactId, stop) {
      const pausedUntil = await crmSyncPausedUntil(db);
      dailyPausedUntil = pausedUntil?.getTime() ?? 0;
      // HubSpot's daily limit: nothing gets through until it resets.
      if (pausedUntil) {
        await queue.deferUntil(contactId, pausedUntil);
        return noRun();
      }
      const row = await queue.claim(contactId);
      if (!row) return noRun();
      const outcome = await attempt(row, BACKGROUND_DEADLINE_MS, stop);
      return { claimed: 1, delivered: outcome.synced ? 1 : 0, failed: outcome.synced ? 0 : 1 };
    },
    runOnce: (options) => jobs.runDue(CRM_SYNC_QUEUE, options),
    wakeUpPending: () => queue.wakeUpPending(),
  };
}
