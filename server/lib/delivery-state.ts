/**
 * Durable, exactly-once delivery of rows that carry their own delivery state: contacts to the
 * CRM, mail to the SMTP server (docs/decisions/012 and 087). A row is stored in the
 * transaction of the event that causes it; workers in any number of processes deliver it.
 *
 * The row's state (the table names its own columns):
 * - status: `pending` until delivered (the caller's done status) or `failed`;
 * - attempts: attempts started, incremented when an attempt is claimed;
 * - nextAttemptAt: when the row is next due. While an attempt runs it holds a lease
 *   (now + LEASE_MS), so no other process claims the row; a crashed attempt is retried when
 *   the lease runs out;
 * - lastError: the last failure, readable.
 *
 * Claiming is one statement: `UPDATE ... WHERE id IN (SELECT ... FOR UPDATE SKIP LOCKED)`,
 * so two workers never get the same row. Recording a result is fenced by the attempt number,
 * so a late, stale attempt cannot overwrite a newer one.
 */
import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database, DatabaseTransaction } from '../db/client.ts';

/** The longest wait between two attempts. */
export const RETRY_CAP_MS = 60 * 60_000;
/** How long a claimed row stays reserved for the attempt that claimed it. */
export const LEASE_MS = 2 * 60_000;
/** Rows one worker run claims at most (one at a time, so each lease covers its own attempt). */
const WORKER_BATCH = 20;

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

export const fromNow = (ms: number) =>
  sql`now() + ${`${Math.max(0, Math.round(ms))} milliseconds`}::interval`;

/** How an attempt ended. */
export interface DeliveryFailure {
  /** Readable, kept in the row's last error. */
  error: string;
  /** Worth trying again (the peer is down, limiting us, timed out); otherwise failed at once. */
  transient: boolean;
  /** The peer's Retry-After. */
  retryAfterMs?: number;
}

export interface DeliveryRunResult {
  claimed: number;
  delivered: number;
  failed: number;
}

type DeliveryField = 'id' | 'status' | 'attempts' | 'nextAttemptAt' | 'lastError';

export interface DeliveryQueueOptions<T extends PgTable> {
  db: Database;
  table: T;
  /** The table's property of each part of the delivery state. */
  fields: Record<DeliveryField, keyof T['$inferSelect'] & string>;
  maxAttempts: number;
  /** First back-off step, doubled per attempt. */
  retryBaseMs: number;
  random?: () => number;
}

export function createDeliveryQueue<T extends PgTable>({
  db,
  table,
  fields,
  maxAttempts,
  retryBaseMs,
  random = Math.random,
}: DeliveryQueueOptions<T>) {
  type Row = T['$inferSelect'];
  const column = (field: DeliveryField) =>
    (table as unknown as Record<string, PgColumn>)[fields[field]]!;
  const id = column('id');
  const status = column('status');
  const attempts = column('attempts');
  const nextAttemptAt = column('nextAttemptAt');
  const read = (row: Row, field: DeliveryField) => (row as Record<string, unknown>)[fields[field]];
  /** The update of the delivery fields given, by their table property names. */
  const values = (state: Partial<Record<DeliveryField, unknown>>) =>
    Object.fromEntries(
      Object.entries(state).map(([field, value]) => [fields[field as DeliveryField], value]),
    ) as Partial<T['$inferInsert']>;
  const update = (set: Record<string, unknown>) => db.update(table).set(set);
  const source: PgTable = table;

  /** Only the attempt that holds the claim may record its result. */
  const claimedBy = (row: Row) =>
    and(eq(id, read(row, 'id')), eq(attempts, read(row, 'attempts')), eq(status, 'pending'));

  /** Claims at most one due row (attempts + 1, leased); null when none is due. */
  async function claimOne(): Promise<Row | null> {
    const due = db
      .select({ id })
      .from(source)
      .where(and(eq(status, 'pending'), lte(nextAttemptAt, sql`now()`), lt(attempts, maxAttempts)))
      .orderBy(asc(nextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = (await update(
      values({ attempts: sql`${attempts} + 1`, nextAttemptAt: fromNow(LEASE_MS) }),
    )
      .where(inArray(id, due))
      .returning()) as Row[];
    return row ?? null;
  }

  /** A row whose last allowed attempt never reported back (the process died): give up on it. */
  async function failAbandoned(): Promise<void> {
    await update(
      values({
        status: 'failed',
        nextAttemptAt: null,
        lastError: sql`coalesce(${column('lastError')}, 'The last attempt was interrupted')`,
      }),
    ).where(and(eq(status, 'pending'), lte(nextAttemptAt, sql`now()`), gte(attempts, maxAttempts)));
  }

  return {
    /** The state of a new row left to the workers: due at once, no attempt made yet. */
    queuedState: () => values({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` }),
    /** The state of a new row whose first attempt the caller makes now (it holds the lease). */
    leasedState: () => values({ status: 'pending', attempts: 1, nextAttemptAt: fromNow(LEASE_MS) }),

    /**
     * Puts a failed row back in the queue, due now, its attempts from zero (an operator's
     * retry once the cause is fixed), `within` the caller's transaction if given. False when no
     * failed row has that id.
     */
    async requeueFailed(
      rowId: number,
      within: Database | DatabaseTransaction = db,
    ): Promise<boolean> {
      const requeued = await within
        .update(table)
        .set(values({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lastError: null }))
        .where(and(eq(id, rowId), eq(status, 'failed')))
        .returning({ id });
      return requeued.length > 0;
    },

    /** Records the claimed attempt's success: `done` is the final status and other columns. */
    async succeeded(row: Row, done: { status: string } & Record<string, unknown>) {
      const { status: doneStatus, ...rest } = done;
      await update({
        ...rest,
        ...values({ status: doneStatus, nextAttemptAt: null, lastError: null }),
      }).where(claimedBy(row));
    },

    /** A refused row, or the last allowed attempt, ends as failed; otherwise the retry is scheduled. */
    async failed(row: Row, failure: DeliveryFailure) {
      const attempt = Number(read(row, 'attempts'));
      const giveUp = !failure.transient || attempt >= maxAttempts;
      await update(
        values({
          status: giveUp ? 'failed' : 'pending',
          nextAttemptAt: giveUp
            ? null
            : fromNow(retryDelayMs(attempt, random, failure.retryAfterMs, retryBaseMs)),
          lastError: failure.error,
        }),
      ).where(claimedBy(row));
    },

    /**
     * Claims due rows one by one and runs `attempt` on each (which records its result); a
     * transient failure ends the run, so an outage is not hammered with every due row.
     * `stop` (the app closing) ends it before the next claim.
     */
    async run(
      attempt: (row: Row) => Promise<{ delivered: boolean; transient?: boolean }>,
      stop?: AbortSignal,
    ): Promise<DeliveryRunResult> {
      const result: DeliveryRunResult = { claimed: 0, delivered: 0, failed: 0 };
      await failAbandoned();
      while (result.claimed < WORKER_BATCH && !stop?.aborted) {
        const row = await claimOne();
        if (!row) break;
        result.claimed++;
        const outcome = await attempt(row);
        if (outcome.delivered) {
          result.delivered++;
        } else {
          result.failed++;
          if (outcome.transient) break;
        }
      }
      return result;
    },
  };
}

/**
 * Runs `runOnce` every `intervalMs` once the app is ready (0: never; tests drive runOnce
 * themselves). Before the app closes it stops: no new run, `stop` is aborted for the run in
 * progress, which is awaited, so the database is never closed under it.
 */
export function scheduleWorker(
  app: FastifyInstance,
  {
    name,
    log,
    intervalMs,
    runOnce,
  }: {
    name: string;
    log: FastifyBaseLogger;
    intervalMs: number;
    runOnce: (stop: AbortSignal) => Promise<DeliveryRunResult>;
  },
) {
  if (intervalMs === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const stopping = new AbortController();

  const schedule = () => {
    if (stopping.signal.aborted) return;
    timer = setTimeout(() => {
      running = runOnce(stopping.signal)
        .then((result) => {
          if (result.claimed > 0) log.info(result, `${name} run`);
        })
        .catch((error: unknown) => log.error({ err: error }, `${name} run failed`))
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, intervalMs);
    timer.unref();
  };

  app.addHook('onReady', async () => schedule());
  app.addHook('preClose', async () => {
    stopping.abort();
    clearTimeout(timer);
    await running;
  });
}
