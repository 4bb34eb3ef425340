/**
 * Background jobs on pg-boss, in the product's own PostgreSQL (schema `pgboss`;
 * docs/decisions/129-jobs-on-pg-boss.md).
 *
 * Two kinds of queue:
 * - **wake-ups** (`define`): a job names one row to work on (a contact to sync, a message to
 *   send). It is sent in the transaction of the event that causes it (`send(..., { within: tx })`)
 *   or at the time the row is next due. The row keeps its own delivery state and claims each
 *   attempt (server/lib/delivery-state.ts), so a job that runs twice does no harm: pg-boss
 *   delivers at least once.
 * - **periodic** (`every`): a cron schedule (whole minutes) runs a batch, e.g. refreshing the
 *   connections' state. One process enqueues each occurrence, whichever runs the clock.
 *
 * A queue's worker runs in this process when its poll interval is above 0; tests set 0 and run
 * the due jobs themselves with `runDue`.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromDrizzle, type Job } from 'pg-boss';
import type pg from 'pg';
import { withAdvisoryLock, type Database, type DatabaseTransaction } from '../db/client.ts';

/** pg-boss's adapter for a Drizzle transaction (its types ask for less than Drizzle's give). */
const inTransaction = (within: Database | DatabaseTransaction) =>
  fromDrizzle(within as Parameters<typeof fromDrizzle>[0], sql);

/** The PostgreSQL schema pg-boss keeps its tables in. */
export const JOBS_SCHEMA = 'pgboss';

/**
 * How long a job may stay active before pg-boss takes it back and runs it again: a process
 * killed mid-job leaves its job active. Longer than any attempt's lease (delivery-state.ts), so
 * the job that runs again finds the row free.
 */
const JOB_EXPIRY_SECONDS = 180;
/** Times pg-boss runs a job again after it expired or threw. */
const JOB_RETRY_LIMIT = 5;
/** How long `stop` waits for the jobs in progress (they are cut short by their signal first). */
const STOP_TIMEOUT_MS = 10_000;
/**
 * Key of the session-level advisory lock pg-boss starts under: processes starting together on
 * a fresh database would otherwise install its tables at once and collide.
 */
const START_LOCK_KEY = 727_406_513;
/** Jobs `runDue` takes at most. */
const RUN_DUE_BATCH = 100;

/** What one job did, summed over a run (logged, and read by tests). */
export interface RunResult {
  claimed: number;
  delivered: number;
  failed: number;
}

export const noRun = (): RunResult => ({ claimed: 0, delivered: 0, failed: 0 });

export interface WakeUpQueue<T extends object> {
  name: string;
  /** How often this process's worker looks for due jobs; 0: no worker here. */
  pollMs: number;
  /** Works on what the job names; `signal` aborts when the process stops. */
  handle(data: T, signal: AbortSignal): Promise<RunResult>;
  /** At start: stores a job for every row waiting without one (delivery-state.ts). */
  wakeUpPending?(): Promise<number>;
}

export interface PeriodicQueue {
  name: string;
  /** Every how many minutes it runs; 0: never in this process. */
  everyMinutes: number;
  run(signal: AbortSignal): Promise<RunResult>;
}

export interface SendOptions {
  /** The transaction the job is stored in (with the event that causes it). */
  within?: Database | DatabaseTransaction;
  /** When it is due: a time, or seconds from now; now if not given. */
  startAfter?: Date | number;
}

export type Jobs = ReturnType<typeof createJobs>;

export function createJobs({
  pool,
  log,
}: {
  pool: pg.Pool;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}) {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: JOBS_SCHEMA,
    registerInstance: false,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));

  const wakeUps = new Map<string, WakeUpQueue<object>>();
  /** Aborted when `stop` begins: jobs in progress are cut short rather than waited for. */
  let stopping = new AbortController();
  const periodics = new Map<string, PeriodicQueue>();
  const handlerOf = (name: string) => {
    const queue = wakeUps.get(name) ?? periodics.get(name);
    if (!queue) throw new Error(`No job queue named ${name}`);
    return (job: Job<object>) => {
      // A fetched job (runDue) has no signal of its own; a worker's job has.
      const signal = job.signal ? AbortSignal.any([job.signal, stopping.signal]) : stopping.signal;
      return 'handle' in queue ? queue.handle(job.data, signal) : queue.run(signal);
    };
  };
  const logRun = (name: string, result: RunResult) => {
    if (result.claimed > 0) log.info(result, `${name} run`);
  };
  let started = false;

  return {
    define<T extends object>(queue: WakeUpQueue<T>) {
      wakeUps.set(queue.name, queue);
    },

    every(queue: PeriodicQueue) {
      periodics.set(queue.name, queue);
    },

    /** Stores a job for `name`; with `within`, in that transaction. */
    async send(name: string, data: object, { within, startAfter }: SendOptions = {}) {
      await boss.send(name, data, {
        ...(startAfter !== undefined ? { startAfter } : {}),
        ...(within ? { db: inTransaction(within) } : {}),
      });
    },

    /** Stores one job per item, in one statement; each is due at its `startAfter` (or now). */
    async sendMany(
      name: string,
      items: { data: object; startAfter?: Date | null | undefined }[],
      { within }: Pick<SendOptions, 'within'> = {},
    ) {
      if (items.length === 0) return;
      await boss.insert(
        name,
        items.map(({ data, startAfter }) => ({ data, ...(startAfter ? { startAfter } : {}) })),
        within ? { db: inTransaction(within) } : {},
      );
    },

    /** Installs or updates pg-boss's tables, creates the queues and starts this process's workers. */
    async start() {
      await withAdvisoryLock(pool, START_LOCK_KEY, () => boss.start());
      started = true;
      stopping = new AbortController();
      for (const name of [...wakeUps.keys(), ...periodics.keys()]) {
        await boss.createQueue(name, {
          expireInSeconds: JOB_EXPIRY_SECONDS,
          retryLimit: JOB_RETRY_LIMIT,
          retryDelay: 1,
        });
      }
      for (const queue of wakeUps.values()) {
        const woken = await queue.wakeUpPending?.();
        if (woken) log.info({ queue: queue.name, rows: woken }, 'jobs stored for waiting rows');
        if (queue.pollMs === 0) continue;
        const handle = handlerOf(queue.name);
        await boss.work(
          queue.name,
          { pollingIntervalSeconds: Math.max(0.5, queue.pollMs / 1000) },
          async ([job]) => logRun(queue.name, await handle(job as Job<object>)),
        );
      }
      for (const queue of periodics.values()) {
        if (queue.everyMinutes === 0) {
          await boss.unschedule(queue.name);
          continue;
        }
        await boss.schedule(queue.name, cronEvery(queue.everyMinutes));
        const handle = handlerOf(queue.name);
        await boss.work(queue.name, async ([job]) =>
          logRun(queue.name, await handle(job as Job<object>)),
        );
      }
    },

    /**
     * Runs the jobs of `name` that are due (or all waiting, with `ignoreStartAfter`) here and
     * now, as a worker would: what tests do with the workers off.
     */
    async runDue(name: string, { ignoreStartAfter = false } = {}): Promise<RunResult> {
      const handle = handlerOf(name);
      const total = noRun();
      const jobs = await boss.fetch<object>(name, {
        batchSize: RUN_DUE_BATCH,
        ignoreStartAfter,
        includeMetadata: true,
      });
      // In the order they were stored, as a worker takes them (a batch comes back unordered).
      jobs.sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime());
      for (const job of jobs) {
        try {
          const result = await handle(job);
          total.claimed += result.claimed;
          total.delivered += result.delivered;
          total.failed += result.failed;
          await boss.complete(name, job.id);
        } catch (error) {
          await boss.fail(name, job.id, { message: String(error) });
          throw error;
        }
      }
      return total;
    },

    /** Stops the workers: jobs in progress are signalled and awaited (at most STOP_TIMEOUT_MS). */
    async stop() {
      if (!started) return;
      started = false;
      stopping.abort();
      await boss.stop({ graceful: true, close: false, timeout: STOP_TIMEOUT_MS });
    },
  };
}

/** The cron expression of "every n minutes" (whole hours from 60 minutes up). */
export function cronEvery(minutes: number): string {
  if (minutes >= 60) return `0 */${Math.min(24, Math.round(minutes / 60))} * * *`;
  return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
}

/** A timer interval in milliseconds as whole minutes for `every` (0 stays 0: off). */
export const wholeMinutes = (ms: number) => (ms === 0 ? 0 : Math.max(1, Math.round(ms / 60_000)));
