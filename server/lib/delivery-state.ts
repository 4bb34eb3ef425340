/**
 * The delivery state a row carries (contacts to the CRM, mail to the SMTP server;
 * docs/decisions/012 and 087), worked on by pg-boss wake-up jobs (server/lib/jobs.ts). A row
 * is stored with a job in the transaction of the event that causes it; each failed attempt
 * stores the job of the next one with the row's new state.
 *
 * The row's state (the table names its own columns):
 * - status: `pending` until delivered (the caller's done status) or `failed`;
 * - attempts: attempts started, incremented when an attempt claims the row;
 * - nextAttemptAt: when the row is next due. While an attempt runs it holds a lease
 *   (now + LEASE_MS), so no other job claims the row; a crashed attempt's job runs again once
 *   pg-boss takes it back (after the lease), and claims the row anew;
 * - lastError: the last failure, readable.
 *
 * Jobs are delivered at least once; the claim (one UPDATE, due rows only) makes a second run
 * of the same job, or a job left over from an earlier attempt, do nothing. Recording a result is
 * fenced by the attempt number, so a late, stale attempt cannot overwrite a newer one. The
 * rows are also what the administrator's failure views read.
 */
import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, DatabaseTransaction } from '../db/client.ts';
import { fromNow } from '../db/from-now.ts';
import type { Jobs } from './jobs.ts';

/** The longest wait between two attempts. */
export const RETRY_CAP_MS = 60 * 60_000;
/** How long a claimed row stays reserved for the attempt that claimed it. */
export const LEASE_MS = 2 * 60_000;

/**
 * The wait before the attempt after attempt `attempt` (1-based): `baseMs` doubling per
 * attempt, at most RETRY_CAP_MS, with "equal jitter" (between half and all of the step),
 * never shorter than the peer asked for.
 */
export function retryDelayMs(
  attempt: number,
  random: () => number,
  vendorHintMs: number | undefined,
  baseMs: number,
) {
  const step = Math.min(RETRY_CAP_MS, baseMs * 2 ** Math.max(0, attempt - 1));
  const jittered = Math.round(step / 2 + random() * (step / 2));
  return Math.max(jittered, vendorHintMs ?? 0);
}

/** How an attempt ended. */
export interface DeliveryFailure {
  /** Readable, kept in the row's last error. */
  error: string;
  /** Worth trying again (the peer is down, limiting us, timed out); otherwise failed at once. */
  transient: boolean;
  /** The peer's Retry-After. */
  retryAfterMs?: number;
}

type DeliveryField = 'id' | 'status' | 'attempts' | 'nextAttemptAt' | 'lastError';

export interface DeliveryStateOptions<T extends PgTable> {
  db: Database;
  jobs: Jobs;
  /** The wake-up queue whose jobs carry `{ id }` of a row of `table`. */
  queue: string;
  table: T;
  /** The table's property of each part of the delivery state. */
  fields: Record<DeliveryField, keyof T['$inferSelect'] & string>;
  maxAttempts: number;
  /** First back-off step, doubled per attempt. */
  retryBaseMs: number;
  random?: () => number;
}

/** The job that wakes the worker of one row. */
export interface WakeUp {
  id: number;
}

const wholeSeconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

export function createDeliveryState<T extends PgTable>({
  db,
  jobs,
  queue,
  table,
  fields,
  maxAttempts,
  retryBaseMs,
  random = Math.random,
}: DeliveryStateOptions<T>) {
  type Row = T['$inferSelect'];
  const column = (field: DeliveryField) =>
    (table as unknown as Record<string, PgColumn>)[fields[field]]!;
  const id = column('id');
  const status = column('status');
  const attempts = column('attempts');
  const nextAttemptAt = column('nextAttemptAt');
  const source: PgTable = table;
  const read = (row: Row, field: DeliveryField) => (row as Record<string, unknown>)[fields[field]];
  /** The update of the delivery fields given, by their table property names. */
  const values = (state: Partial<Record<DeliveryField, unknown>>) =>
    Object.fromEntries(
      Object.entries(state).map(([field, value]) => [fields[field as DeliveryField], value]),
    ) as Partial<T['$inferInsert']>;

  /** Only the attempt that holds the claim may record its result. */
  const claimedBy = (row: Row) =>
    and(eq(id, read(row, 'id')), eq(attempts, read(row, 'attempts')), eq(status, 'pending'));
  const dueRow = (rowId: number) =>
    and(eq(id, rowId), eq(status, 'pending'), lte(nextAttemptAt, sql`now()`));

  return {
    /** The state of a new row left to the worker: due at once, no attempt made yet. */
    queuedState: () => values({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` }),
    /** The state of a new row whose first attempt the caller makes now (it holds the lease). */
    leasedState: () => values({ status: 'pending', attempts: 1, nextAttemptAt: fromNow(LEASE_MS) }),

    /**
     * Stores the jobs of new rows `within` the transaction that stores them: due now, or, for
     * rows in `leasedState`, when the lease of the attempt made now runs out.
     */
    wakeUp(within: Database | DatabaseTransaction, rows: { id: number }[], leased = false) {
      return jobs.sendMany(
        queue,
        rows.map((row) => ({
          data: { id: row.id } satisfies WakeUp,
          startAfter: leased ? new Date(Date.now() + LEASE_MS) : undefined,
        })),
        { within },
      );
    },

    /**
     * Stores a job for every pending row, due when the row is: after a restore (a backup holds
     * the rows, not the queue) or rows from before the queue, nothing pending is left without
     * one. A row that already has its job gets a second one, which finds nothing to do.
     */
    async wakeUpPending() {
      const pending = (await db
        .select({ id, nextAttemptAt })
        .from(source)
        .where(eq(status, 'pending'))) as { id: number; nextAttemptAt: Date | null }[];
      await jobs.sendMany(
        queue,
        pending.map((row) => ({ data: { id: row.id }, startAfter: row.nextAttemptAt })),
      );
      return pending.length;
    },

    /**
     * Claims the row for an attempt (attempts + 1, leased) when it is due; null when it is not
     * due, not pending, or gone. A due row whose last allowed attempt never reported back (the
     * process died) ends failed instead.
     */
    async claim(rowId: number): Promise<Row | null> {
      const [row] = (await db
        .update(table)
        .set(values({ attempts: sql`${attempts} + 1`, nextAttemptAt: fromNow(LEASE_MS) }))
        .where(and(dueRow(rowId), lt(attempts, maxAttempts)))
        .returning()) as Row[];
      if (row) return row;
      await db
        .update(table)
        .set(
          values({
            status: 'failed',
            nextAttemptAt: null,
            lastError: sql`coalesce(${column('lastError')}, 'The last attempt was interrupted')`,
          }),
        )
        .where(and(dueRow(rowId), gte(attempts, maxAttempts)));
      return null;
    },

    /**
     * Puts a failed row back in the queue, due now, its attempts from zero (an operator's
     * retry once the cause is fixed), `within` the caller's transaction if given. False when no
     * failed row has that id.
     */
    async requeueFailed(rowId: number, within?: DatabaseTransaction): Promise<boolean> {
      const requeue = async (tx: Database | DatabaseTransaction) => {
        const requeued = await tx
          .update(table)
          .set(
            values({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lastError: null }),
          )
          .where(and(eq(id, rowId), eq(status, 'failed')))
          .returning({ id });
        if (requeued.length > 0) await jobs.send(queue, { id: rowId }, { within: tx });
        return requeued.length > 0;
      };
      return within ? requeue(within) : db.transaction(requeue);
    },

    /** Records the claimed attempt's success: `done` is the final status and other columns. */
    async succeeded(row: Row, done: { status: string } & Record<string, unknown>) {
      const { status: doneStatus, ...rest } = done;
      await db
        .update(table)
        .set({ ...rest, ...values({ status: doneStatus, nextAttemptAt: null, lastError: null }) })
        .where(claimedBy(row));
    },

    /**
     * A refused row, or the last allowed attempt, ends as failed; otherwise the next attempt is
     * scheduled, its job stored with the row's new state.
     */
    async failed(row: Row, failure: DeliveryFailure) {
      const attempt = Number(read(row, 'attempts'));
      const giveUp = !failure.transient || attempt >= maxAttempts;
      const delayMs = retryDelayMs(attempt, random, failure.retryAfterMs, retryBaseMs);
      await db.transaction(async (tx) => {
        const recorded = await tx
          .update(table)
          .set(
            values({
              status: giveUp ? 'failed' : 'pending',
              nextAttemptAt: giveUp ? null : fromNow(delayMs),
              lastError: failure.error,
            }),
          )
          .where(claimedBy(row))
          .returning({ id });
        if (recorded.length > 0 && !giveUp) {
          await jobs.send(
            queue,
            { id: read(row, 'id') },
            { within: tx, startAfter: wholeSeconds(delayMs) },
          );
        }
      });
    },

    /** Defers a pending row to `until` without an attempt (a vendor's pause), with its job. */
    async deferUntil(rowId: number, until: Date) {
      await db.transaction(async (tx) => {
        const deferred = await tx
          .update(table)
          .set(values({ nextAttemptAt: until }))
          .where(and(eq(id, rowId), eq(status, 'pending')))
          .returning({ id });
        if (deferred.length > 0) {
          await jobs.send(queue, { id: rowId }, { within: tx, startAfter: until });
        }
      });
    },
  };
}
