/**
 * CRM delivery for stored contacts: one attempt right after the contact is stored, then
 * background retries (docs/decisions/012-crm-sync-retries.md).
 *
 * All state lives in the contacts row, so it survives restarts and is shared by every
 * server process:
 * - `crm_sync_status`: pending -> synced | failed (not_configured when HubSpot is off);
 * - `crm_sync_attempts`: attempts started, incremented when an attempt is claimed;
 * - `crm_next_attempt_at`: when the row is next due. While an attempt runs it holds a lease
 *   (now + LEASE_MS), so no other process claims the row; a crashed attempt is retried when
 *   the lease runs out;
 * - `crm_last_error`, `crm_contact_id`, `crm_synced_at`.
 *
 * Claiming is one statement: `UPDATE ... WHERE id IN (SELECT ... FOR UPDATE SKIP LOCKED)`,
 * so two workers never get the same row. Recording a result is fenced by the attempt number,
 * so a late, stale attempt cannot overwrite a newer one.
 *
 * HubSpot's daily limit pauses the sync of every contact until it resets (midnight in the
 * account's time zone, or an hour later when the zone is not configured): the pause is a
 * `crm_sync_pauses` row, so every process honours it, and the admin's Contacts tab says so.
 */
import { and, asc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { contacts, crmSyncPauses } from '../../db/schema/index.ts';
import { toHubSpotProperties } from '../../integrations/hubspot/contact-properties.ts';
import { HubSpotError } from '../../integrations/hubspot/errors.ts';
import type { HubSpotContacts } from '../../integrations/hubspot/port.ts';

export type ContactRow = typeof contacts.$inferSelect;

/**
 * Back-off between attempts: 30 s doubling per attempt (CRM_SYNC_RETRY_BASE_MS), at most 1 h,
 * with jitter.
 */
export const RETRY_BASE_MS = 30_000;
export const RETRY_CAP_MS = 60 * 60_000;
/** How long a claimed row stays reserved for the attempt that claimed it. */
export const LEASE_MS = 2 * 60_000;
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
/** Rows one worker run claims at most (one at a time, so each lease covers its own attempt). */
export const WORKER_BATCH = 20;

/**
 * The wait before the attempt after attempt `attempt` (1-based): exponential with "equal
 * jitter" (between half and all of the step), never shorter than HubSpot asked for.
 */
export function retryDelayMs(
  attempt: number,
  random: () => number,
  vendorHintMs?: number,
  baseMs: number = RETRY_BASE_MS,
) {
  const step = Math.min(RETRY_CAP_MS, baseMs * 2 ** Math.max(0, attempt - 1));
  const jittered = Math.round(step / 2 + random() * (step / 2));
  return Math.max(jittered, vendorHintMs ?? 0);
}

const fromNow = (ms: number) =>
  sql`now() + ${`${Math.max(0, Math.round(ms))} milliseconds`}::interval`;

/** The `crm` of HubSpot's row in crm_sync_pauses. */
export const HUBSPOT_CRM = 'hubspot';

/** Until when HubSpot's sync is paused (its daily limit); null when it is not. */
export async function crmSyncPausedUntil(db: Database): Promise<Date | null> {
  const [pause] = await db
    .select({ until: crmSyncPauses.until })
    .from(crmSyncPauses)
    .where(and(eq(crmSyncPauses.crm, HUBSPOT_CRM), gt(crmSyncPauses.until, sql`now()`)));
  return pause?.until ?? null;
}

export interface CrmSyncDeps {
  db: Database;
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

export interface WorkerRunResult {
  claimed: number;
  synced: number;
  failed: number;
}

export interface CrmSync {
  /** The values a new contact row starts with, given that its first attempt runs now. */
  initialState(): { crmSyncStatus: 'pending'; crmSyncAttempts: number; crmNextAttemptAt: SQL };
  /** The values of a new contact left to the worker: due at once, no attempt made yet. */
  queuedState(): { crmSyncStatus: 'pending'; crmSyncAttempts: number; crmNextAttemptAt: SQL };
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
   * Claims due rows one by one and attempts each; what a background tick does (nothing while
   * HubSpot's daily limit pauses the sync). `stop` (the app closing) ends the run early: no
   * new claim, and the HubSpot call in flight is cut short.
   */
  runOnce(stop?: AbortSignal): Promise<WorkerRunResult>;
}

export function createCrmSync({
  db,
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

  /** Only the attempt that holds the claim may record its result. */
  const claimedBy = (row: ContactRow) =>
    and(
      eq(contacts.id, row.id),
      eq(contacts.crmSyncAttempts, row.crmSyncAttempts),
      eq(contacts.crmSyncStatus, 'pending'),
    );

  /** A refused contact, or the last allowed attempt, ends as failed; otherwise the retry is scheduled. */
  async function recordFailure(
    row: ContactRow,
    failure: Required<Omit<AttemptResult, 'synced'>>,
    retryAfterMs?: number,
  ) {
    const giveUp = !failure.transient || row.crmSyncAttempts >= maxAttempts;
    await db
      .update(contacts)
      .set({
        crmSyncStatus: giveUp ? 'failed' : 'pending',
        crmNextAttemptAt: giveUp
          ? null
          : fromNow(retryDelayMs(row.crmSyncAttempts, random, retryAfterMs, retryBaseMs)),
        crmLastError: failure.error,
      })
      .where(claimedBy(row));
  }

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
      await db
        .update(contacts)
        .set({
          crmSyncStatus: 'synced',
          crmContactId: result.id,
          crmSyncedAt: sql`now()`,
          crmNextAttemptAt: null,
          crmLastError: null,
        })
        .where(claimedBy(row));
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
        await recordFailure(row, result, failure.retryAfterMs);
      } catch (recordError) {
        // The lease runs out and the row is retried; nothing is lost.
        log.error({ contactId: row.id, err: recordError }, 'could not record the CRM sync failure');
      }
      return result;
    }
  }

  /** Claims at most one due row (attempts + 1, leased); null when none is due. */
  async function claimOne(): Promise<ContactRow | null> {
    const due = db
      .select({ id: contacts.id })
      .from(contacts)
      .where(
        and(
          eq(contacts.crmSyncStatus, 'pending'),
          lte(contacts.crmNextAttemptAt, sql`now()`),
          lt(contacts.crmSyncAttempts, maxAttempts),
        ),
      )
      .orderBy(asc(contacts.crmNextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(contacts)
      .set({
        crmSyncAttempts: sql`${contacts.crmSyncAttempts} + 1`,
        crmNextAttemptAt: fromNow(LEASE_MS),
      })
      .where(inArray(contacts.id, due))
      .returning();
    return row ?? null;
  }

  /** A row whose last allowed attempt never reported back (the process died): give up on it. */
  async function failAbandoned(): Promise<void> {
    await db
      .update(contacts)
      .set({
        crmSyncStatus: 'failed',
        crmNextAttemptAt: null,
        crmLastError: sql`coalesce(${contacts.crmLastError}, 'The last attempt was interrupted')`,
      })
      .where(
        and(
          eq(contacts.crmSyncStatus, 'pending'),
          lte(contacts.crmNextAttemptAt, sql`now()`),
          gte(contacts.crmSyncAttempts, maxAttempts),
        ),
      );
  }

  return {
    initialState: () => ({
      crmSyncStatus: 'pending' as const,
      crmSyncAttempts: 1,
      crmNextAttemptAt: fromNow(LEASE_MS),
    }),
    queuedState: () => ({
      crmSyncStatus: 'pending' as const,
      crmSyncAttempts: 0,
      crmNextAttemptAt: sql`now()`,
    }),
    inlineAttemptsAllowed: () => Date.now() >= Math.max(inlinePausedUntil, dailyPausedUntil),
    async attemptInline(row) {
      const result = await attempt(row, INLINE_DEADLINE_MS, undefined, false);
      if (result.unanswered) inlinePausedUntil = Date.now() + INLINE_PAUSE_MS;
      return result;
    },
    attempt,
    async runOnce(stop) {
      const result: WorkerRunResult = { claimed: 0, synced: 0, failed: 0 };
      const pausedUntil = await crmSyncPausedUntil(db);
      dailyPausedUntil = pausedUntil?.getTime() ?? 0;
      if (pausedUntil) return result; // HubSpot's daily limit: nothing gets through until it resets
      await failAbandoned();
      while (result.claimed < WORKER_BATCH && !stop?.aborted) {
        const row = await claimOne();
        if (!row) break;
        result.claimed++;
        const outcome = await attempt(row, BACKGROUND_DEADLINE_MS, stop);
        if (outcome.synced) {
          result.synced++;
        } else {
          result.failed++;
          // HubSpot is down, limiting us or refusing the token: the other rows can wait.
          if (outcome.transient) break;
        }
      }
      return result;
    },
  };
}
