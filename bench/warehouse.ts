/**
 * `npm run bench -- warehouse`: channel data (docs/product.md#channel-data) read from a
 * PostgreSQL warehouse of a firm's size, through the real server with WAREHOUSE_URL. Not one of
 * the default parts: its seed takes minutes.
 *
 * - A second database on the bench's PostgreSQL is the warehouse: for 50 projects, each
 *   project's three connector schemas with 24 months x 200 ads a day (bench/warehouse-seed.ts,
 *   21-22 million daily rows, plus Meta's actions and the history tables), then VACUUM
 *   ANALYZE, as autovacuum would have left Fivetran's tables.
 * - The product's side: bench/seed.ts's admin and three projects with their clients (over
 *   HTTP), 47 more projects in SQL, and a connector per platform and project whose schema is the
 *   product's name for it.
 * - The server reads the warehouse as a role that may only read the connector schemas (the
 *   README's advice); its channel-snapshot and connection-state workers are off (nothing but the
 *   measured refreshes reads the warehouse; the sandbox Fivetran knows none of these connectors).
 * - One project's refresh (`POST /api/admin/projects/:projectId/channels/refresh`, the
 *   administrator signed in with two-factor): one at a time, every project in turn,
 *   BENCH_WAREHOUSE_ROUNDS times; p99 <= 2 s, every refresh storing all three channels. The
 *   route takes 20 refreshes a minute per user, so they start 3.1 s apart.
 * - The dashboard's channel section (`GET /api/projects/:projectId/channels`, a member of the
 *   first project): a fixed 200 requests/s (loadPaced) in BENCH_ROUNDS runs after a warm-up,
 *   each after hello-world's and the api part's GET /api/notes (the same member) at that rate,
 *   for what the host gives any signed-in read; p99 (median of the runs) <= 50 ms, zero
 *   non-2xx.
 * - EXPLAIN (ANALYZE, BUFFERS) of the three aggregate queries on the first project's schemas,
 *   to bench/results/warehouse-plans.txt: where a refresh's time goes.
 *
 * Knobs: BENCH_WAREHOUSE_SCALE (share of the 50 projects, 1; every project keeps its full
 * size, and figures name any other scale), BENCH_WAREHOUSE_ROUNDS (refreshes of each project,
 * 2), BENCH_PACED_DURATION (seconds per fixed-rate run, 10), BENCH_ROUNDS (fixed-rate runs, 3).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { CHANNEL_MONTHS } from '../common/channels/constants.ts';
import type { ChannelsResponse } from '../common/channels/contract.ts';
import { PLATFORMS } from '../common/connections/constants.ts';
import { dataConnectors, projects, users } from '../server/db/schema/index.ts';
import { FIVETRAN_SERVICES, schemaNameFor } from '../server/integrations/fivetran/port.ts';
import { windowStart } from '../server/integrations/warehouse/port.ts';
import { FIVETRAN_TABLES } from '../server/integrations/warehouse/fivetran-tables.ts';
import { buildChannelQuery } from '../server/integrations/warehouse/query.ts';
import { createScratchDatabase, type ScratchDatabase } from '../server/testing/database.ts';
import { signInWithCode } from '../scripts/lib/two-factor-over-http.ts';
import { knob, median, type BenchPart, type Budget, type Figure } from './lib/figures.ts';
import { describeLoad, load, loadPaced, type LoadResult } from './lib/load.ts';
import {
  createBenchDatabase,
  PORTS,
  resultsDir,
  sleep,
  startBenchPostgres,
  startHelloWorld,
  startServer,
  type BenchDatabase,
  type RunningProcess,
} from './lib/processes.ts';
import { openBenchDatabase, SEED, SEED_SERVER_ENV, seedWithServer, signIn } from './seed.ts';
import { seedWarehouse, WAREHOUSE, type WarehouseProject } from './warehouse-seed.ts';

const SCALE = knob('BENCH_WAREHOUSE_SCALE', 1);
const PROJECT_COUNT = Math.max(1, Math.round(WAREHOUSE.projects * Math.min(SCALE, 1)));
const REFRESH_ROUNDS = Math.round(knob('BENCH_WAREHOUSE_ROUNDS', 2));
const PACED_DURATION = knob('BENCH_PACED_DURATION', 10);
const READ_RUNS = Math.round(knob('BENCH_ROUNDS', 3));
const WARMUP = 2;
/** As the api part: ten times a large firm's busiest hour (docs/product.md#performance). */
const RATE = 200;
/** The refresh route takes 20 a minute per user (server/modules/channels/routes.ts). */
const REFRESH_SPACING_MS = 3_100;

const BUDGETS = {
  refreshP99: { op: '<=', limit: 2000 },
  readP99: { op: '<=', limit: 50 },
  zero: { op: '<=', limit: 0 },
} as const satisfies Record<string, Budget>;

const log = (line: string) => console.log(`  warehouse: ${line}`);
const round1 = (value: number) => Math.round(value * 10) / 10;
const seconds = (since: number) => round1((performance.now() - since) / 1000);
/** Where the warehouse is not the whole firm's, every figure says so. */
const dataSet =
  PROJECT_COUNT === WAREHOUSE.projects
    ? ''
    : ` [${PROJECT_COUNT} of ${WAREHOUSE.projects} projects]`;

function figure(
  figures: Figure[],
  name: string,
  value: number,
  unit: string,
  extra: { budget?: Budget; note?: string } = {},
): void {
  figures.push({ part: 'warehouse', name: `${name}${dataSet}`, value, unit, ...extra });
}

/** The `share` percentile of `values` (nearest rank). */
function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]! * 10) / 10;
}

interface ProductSide {
  adminCookie: string;
  /** A member of the first project, and that project. */
  member: { cookie: string; projectId: number };
  projects: (WarehouseProject & { id: number })[];
}

/**
 * bench/seed.ts through a server of its own (the admin's and the first client's sessions taken
 * while it runs), then the other projects in SQL and a connector per platform for each.
 */
async function seedProduct(database: BenchDatabase): Promise<ProductSide> {
  log('seeding the admin and the bench projects (bench/seed.ts)');
  const seeded = await seedWithServer(database, async (baseUrl, result) => ({
    projects: result.projects,
    adminCookie: await signInWithCode(
      baseUrl,
      { email: SEED.admin.email, password: SEED.password },
      result.adminTotpURI,
    ),
    memberCookie: await signIn(baseUrl, result.projects[0]!.clientEmail),
  }));
  const handle = await openBenchDatabase(database);
  try {
    const { db } = handle;
    const extra = Math.max(0, PROJECT_COUNT - seeded.projects.length);
    const first = seeded.projects.length + 1;
    await db.execute(sql`
      INSERT INTO projects (name, slug, allowed_domains)
      SELECT 'Warehouse client ' || g, 'warehouse_' || g, array['warehouse' || g || '.example.com']
      FROM generate_series(${first}::int, ${first + extra - 1}::int) AS g`);
    const generated = await db
      .select({ id: projects.id, slug: projects.slug })
      .from(projects)
      .where(sql`${projects.slug} LIKE 'warehouse\\_%'`);
    const list = [...seeded.projects, ...generated.sort((a, b) => a.id - b.id)]
      .slice(0, PROJECT_COUNT)
      .map((project, index) => ({ id: project.id, slug: project.slug, number: index + 1 }));
    const [admin] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, SEED.admin.email));
    await db.insert(dataConnectors).values(
      list.flatMap((project) =>
        PLATFORMS.map((platform) => ({
          projectId: project.id,
          userId: admin!.id,
          connectorId: `bench_${schemaNameFor(project.slug, platform)}`,
          platform,
          service: FIVETRAN_SERVICES[platform],
          schema: schemaNameFor(project.slug, platform),
          setupState: 'connected' as const,
          syncState: 'scheduled',
          lastSyncAt: new Date(),
          checkedAt: new Date(),
        })),
      ),
    );
    return {
      adminCookie: seeded.adminCookie,
      member: { cookie: seeded.memberCookie, projectId: seeded.projects[0]!.id },
      projects: list,
    };
  } finally {
    await handle.close();
  }
}

/** Fills the warehouse, then VACUUM ANALYZE; reports the time, the rows and the size. */
async function fillWarehouse(
  pool: pg.Pool,
  list: readonly WarehouseProject[],
  figures: Figure[],
): Promise<string[]> {
  log(
    `filling ${list.length * PLATFORMS.length} connector schemas in SQL (bench/warehouse-seed.ts)`,
  );
  const started = performance.now();
  const seeded = await seedWarehouse(pool, list);
  const filled = seconds(started);
  const vacuumStarted = performance.now();
  await pool.query('VACUUM (ANALYZE)');
  const vacuumed = seconds(vacuumStarted);
  const { rows } = await pool.query<{ size: string }>(
    'SELECT pg_size_pretty(pg_database_size(current_database())) AS size',
  );
  const { daily, actions, history } = seeded.rows;
  const count = (value: number) => value.toLocaleString('en-US');
  log(`${count(daily + actions + history)} rows in ${filled} s, VACUUM ANALYZE ${vacuumed} s`);
  figure(figures, 'Warehouse seed', round1(filled + vacuumed), 's', {
    note: `${seeded.schemas.length} schemas (${list.length} projects x 3 platforms), ${seeded.days} days x ${WAREHOUSE.adsPerDay} ads; INSERT … SELECT ${filled} s, VACUUM ANALYZE ${vacuumed} s; ${rows[0]!.size} on disk`,
  });
  figure(figures, 'Warehouse rows', daily + actions + history, 'rows', {
    note: `${count(daily)} daily ad rows (basic_ad, ad_stats, ad_analytics_by_creative), ${count(actions)} Meta action and action-value rows, ${count(history)} history rows`,
  });
  return seeded.schemas;
}

interface Reader {
  url: string;
  note: string;
  drop(): Promise<void>;
}

/**
 * The README's least-privilege role: it may read the connector schemas' tables and nothing
 * else. A server that will not create roles (no CREATEROLE) leaves the bench's own user, said so.
 */
async function createReader(
  pool: pg.Pool,
  warehouse: ScratchDatabase,
  schemas: string[],
): Promise<Reader> {
  const role = `bench_warehouse_reader_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(18).toString('base64url');
  try {
    await pool.query(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
  } catch (error) {
    return {
      url: warehouse.url,
      note: `the bench's own user (no read-only role: ${(error as Error).message})`,
      drop: async () => {},
    };
  }
  for (const schema of schemas) {
    await pool.query(
      `GRANT USAGE ON SCHEMA "${schema}" TO ${role}; GRANT SELECT ON ALL TABLES IN SCHEMA "${schema}" TO ${role}`,
    );
  }
  const url = new URL(warehouse.url);
  url.username = role;
  url.password = password;
  return {
    url: url.toString(),
    note: 'a role that may only read the connector schemas',
    drop: async () => {
      await pool.query(`DROP OWNED BY ${role}; DROP ROLE ${role}`);
    },
  };
}

interface Context {
  server: RunningProcess;
  hello: RunningProcess;
  side: ProductSide;
  figures: Figure[];
}

/** What is wrong with a refresh's answer: not 200, or a channel without its stored months. */
function problemOf(status: number, text: string): string | undefined {
  if (status !== 200) return `answered ${status}: ${text.slice(0, 200)}`;
  const { channels } = JSON.parse(text) as ChannelsResponse;
  if (channels.length !== PLATFORMS.length) return `${channels.length} channels`;
  const bad = channels.find(
    (channel) =>
      channel.error !== null ||
      channel.source !== 'postgres' ||
      channel.months.length < CHANNEL_MONTHS,
  );
  return bad
    ? `${bad.platform}: ${bad.error ?? `${bad.months.length} months from ${bad.source}`}`
    : undefined;
}

/** Every project's refresh in turn, REFRESH_ROUNDS times, one at a time. */
async function measureRefreshes(ctx: Context) {
  const name = 'POST /api/admin/projects/:projectId/channels/refresh, one project (3 connectors)';
  const rounds: number[][] = [];
  const problems: string[] = [];
  let limited = 0;
  let nextStart = performance.now();
  for (let round = 1; round <= REFRESH_ROUNDS; round++) {
    log(
      `refreshing each of ${ctx.side.projects.length} projects, round ${round}/${REFRESH_ROUNDS}`,
    );
    const times: number[] = [];
    for (const project of ctx.side.projects) {
      for (;;) {
        await sleep(Math.max(0, nextStart - performance.now()));
        const started = performance.now();
        nextStart = started + REFRESH_SPACING_MS;
        const response = await fetch(
          `${ctx.server.baseUrl}/api/admin/projects/${project.id}/channels/refresh`,
          { method: 'POST', headers: { cookie: ctx.side.adminCookie, origin: ctx.server.baseUrl } },
        );
        const text = await response.text();
        const ms = performance.now() - started;
        if (response.status === 429) {
          // The route's own limit: waited out, not a measurement.
          limited += 1;
          nextStart = performance.now() + Number(response.headers.get('retry-after') ?? 5) * 1000;
          continue;
        }
        times.push(ms);
        const problem = problemOf(response.status, text);
        if (problem) problems.push(`${project.slug}: ${problem}`);
        break;
      }
    }
    rounds.push(times);
  }
  const all = rounds.flat();
  const p50 = percentile(all, 0.5);
  const p99 = percentile(all, 0.99);
  log(`refresh p50 ${p50} ms, p99 ${p99} ms, ${problems.length} not stored`);
  const perRound = rounds
    .map(
      (times, index) =>
        `round ${index + 1} p50 ${percentile(times, 0.5)} / max ${percentile(times, 1)} ms`,
    )
    .join('; ');
  figure(ctx.figures, `${name} p99`, p99, 'ms', {
    budget: BUDGETS.refreshP99,
    note: `${all.length} refreshes, one at a time, ${REFRESH_SPACING_MS / 1000} s apart (${perRound})${limited ? `; ${limited} answered 429 and were waited out` : ''}`,
  });
  figure(ctx.figures, `${name} p50`, p50, 'ms');
  figure(
    ctx.figures,
    'Refreshes not stored (non-200, or a channel with an error)',
    problems.length,
    '',
    {
      budget: BUDGETS.zero,
      note: problems.slice(0, 3).join('; ') || 'every refresh stored 3 channels of 24 months',
    },
  );
}

/**
 * Each platform's aggregate query on the first project's schemas, as the adapter runs it
 * (read-only, UTC): EXPLAIN (ANALYZE, BUFFERS) to bench/results/warehouse-plans.txt, where a
 * refresh's time goes; the figure is the execution time without per-node timing (its overhead
 * is large on a virtual machine's clock).
 */
async function explainAggregates(pool: pg.Pool, project: WarehouseProject, figures: Figure[]) {
  const from = windowStart(CHANNEL_MONTHS);
  const plans: string[] = [];
  const client = await pool.connect();
  const explain = async (options: string, query: { sql: string; from: string }) => {
    await client.query(`BEGIN READ ONLY; SET LOCAL TIME ZONE 'UTC'`);
    return client
      .query<{ 'QUERY PLAN': string }>(`EXPLAIN (${options}) ${query.sql}`, [query.from])
      .then((result) => result.rows.map((row) => row['QUERY PLAN']))
      .finally(() => client.query('ROLLBACK'));
  };
  try {
    for (const platform of PLATFORMS) {
      const schema = schemaNameFor(project.slug, platform);
      const query = buildChannelQuery('postgres', platform, { schema }, { from });
      const plan = await explain('ANALYZE, BUFFERS', query);
      plans.push(`-- ${platform}: ${schema}\n${query.sql}\n\n${plan.join('\n')}\n`);
      const untimed = await explain('ANALYZE, TIMING OFF', query);
      const execution = Number(/Execution Time: ([\d.]+)/.exec(untimed.at(-1) ?? '')?.[1]);
      const daily = FIVETRAN_TABLES[platform].facts[0]!.table;
      const scan = untimed.find((line) => line.includes(`Seq Scan on ${daily} `));
      const rows = /actual rows=(\d+)/.exec(scan ?? '')?.[1] ?? '?';
      figure(figures, `${platform} aggregate query on one schema`, round1(execution), 'ms', {
        note: `EXPLAIN ANALYZE's execution time in the warehouse (${daily}: ${rows} rows read); its plan in bench/results/warehouse-plans.txt`,
      });
    }
  } finally {
    client.release();
  }
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'warehouse-plans.txt'), plans.join('\n'));
}

/** A route's p99 over the runs (their median), and the run with that p99. */
function summary(runs: LoadResult[]) {
  const p99s = runs.map((run) => run.p99);
  const typical = [...runs].sort((a, b) => a.p99 - b.p99)[Math.floor((runs.length - 1) / 2)]!;
  return {
    p99: median(p99s),
    note: `median of ${runs.length} runs (${p99s.join(' / ')} ms); the median run: ${describeLoad(typical)}, ${typical.requestsPerSecond} req/s`,
  };
}

/**
 * The dashboard's section at RATE as a member of the first project: READ_RUNS runs, each after
 * hello-world's and the api part's GET /api/notes (the same member, 200 notes) at that rate,
 * which show what this host gives any signed-in read.
 */
async function measureChannelRead(ctx: Context) {
  const { projectId, cookie } = ctx.side.member;
  const route = 'GET /api/projects/:projectId/channels';
  const url = `${ctx.server.baseUrl}/api/projects/${projectId}/channels`;
  const notesUrl = `${ctx.server.baseUrl}/api/notes?projectId=${projectId}`;
  const probe = await fetch(url, { headers: { cookie } });
  const problem = problemOf(probe.status, await probe.text());
  if (problem) throw new Error(`${route} as a member: ${problem}`);
  const helloUrl = `${ctx.hello.baseUrl}/`;
  const paced = (target: string, duration: number) =>
    loadPaced({
      url: target,
      headers: target === helloUrl ? undefined : { cookie },
      overallRate: RATE,
      duration,
      serverPid: target === helloUrl ? ctx.hello.pid : ctx.server.pid,
    });
  const count = (result: LoadResult) => result.non2xx + result.errors;
  for (const target of [helloUrl, notesUrl]) await paced(target, WARMUP);
  let bad = count(await paced(url, WARMUP));
  const runs = {
    hello: [] as LoadResult[],
    notes: [] as LoadResult[],
    channels: [] as LoadResult[],
  };
  for (let run = 1; run <= READ_RUNS; run++) {
    log(`${route} at ${RATE} req/s, run ${run}/${READ_RUNS}`);
    runs.hello.push(await paced(helloUrl, PACED_DURATION));
    runs.notes.push(await paced(notesUrl, PACED_DURATION));
    const result = await paced(url, PACED_DURATION);
    bad += count(result);
    runs.channels.push(result);
  }
  const channels = summary(runs.channels);
  const notes = summary(runs.notes);
  log(`${route} p99 ${channels.p99} ms; GET /api/notes ${notes.p99} ms`);
  figure(ctx.figures, `${route} p99 @${RATE} req/s`, channels.p99, 'ms', {
    budget: BUDGETS.readP99,
    note: `a member of the first project (3 channels of 24 months); ${channels.note}`,
  });
  figure(ctx.figures, `${route} non-2xx + errors @${RATE} req/s`, bad, '', {
    budget: BUDGETS.zero,
    note: 'every run, the warm-up included',
  });
  figure(ctx.figures, `beside it: GET /api/notes p99 @${RATE} req/s`, notes.p99, 'ms', {
    note: `the api part's route, the same member (200 notes); ${notes.note}`,
  });
  figure(
    ctx.figures,
    `beside it: hello-world p99 @${RATE} req/s`,
    median(runs.hello.map((run) => run.p99)),
    'ms',
    {
      note: `median of ${READ_RUNS} runs (${runs.hello.map((run) => run.p99).join(' / ')} ms)`,
    },
  );
}

async function measure(
  database: BenchDatabase,
  warehouse: ScratchDatabase,
  figures: Figure[],
): Promise<void> {
  const side = await seedProduct(database);
  const pool = new pg.Pool({ connectionString: warehouse.url, max: 1 });
  try {
    const schemas = await fillWarehouse(pool, side.projects, figures);
    const reader = await createReader(pool, warehouse, schemas);
    const hello = await startHelloWorld();
    try {
      const server = await startServer({
        database,
        port: PORTS.server,
        logName: 'warehouse-server',
        env: {
          ...SEED_SERVER_ENV,
          WAREHOUSE_URL: reader.url,
          CHANNEL_SNAPSHOT_INTERVAL_MS: '0',
          FIVETRAN_REFRESH_INTERVAL_MS: '0',
        },
      });
      log(`the server reads the warehouse as ${reader.note}`);
      const ctx: Context = { server, hello, side, figures };
      // One failing measurement fails its own figure, not the ones after it.
      const attempt = async (
        name: string,
        budget: Budget | undefined,
        work: () => Promise<void>,
      ) => {
        try {
          await work();
        } catch (error) {
          log(`${name} failed: ${(error as Error).message}`);
          figure(figures, name, Number.NaN, 'ms', { budget, note: (error as Error).message });
        }
      };
      try {
        await load({ url: `${hello.baseUrl}/`, connections: 10, duration: WARMUP });
        const reference = await load({ url: `${hello.baseUrl}/`, connections: 10, duration: 5 });
        figure(figures, 'hello-world req/s @10 conns', reference.requestsPerSecond, 'req/s', {
          note: `the host's speed; ${describeLoad(reference)}`,
        });
        await attempt('One project’s refresh', BUDGETS.refreshP99, () => measureRefreshes(ctx));
        await attempt('Aggregate queries (EXPLAIN ANALYZE)', undefined, () =>
          explainAggregates(pool, side.projects[0]!, figures),
        );
        await attempt('The channel section’s read', BUDGETS.readP99, () => measureChannelRead(ctx));
      } finally {
        await server.stop();
      }
    } finally {
      await hello.stop();
      await reader.drop();
    }
  } finally {
    await pool.end();
  }
}

/**
 * On the bench's PostgreSQL (bench/lib/processes.ts): the product's fresh database and the
 * warehouse's beside it, both dropped afterwards.
 */
async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const postgres = await startBenchPostgres();
  try {
    log(`on fresh databases of the ${postgres.label}`);
    const database = await createBenchDatabase(postgres);
    try {
      const warehouse = await createScratchDatabase(postgres.serverUrl, 'warehouse');
      try {
        await measure(database, warehouse, figures);
      } finally {
        await warehouse.drop();
      }
    } finally {
      await database.remove();
    }
  } finally {
    await postgres.stop();
  }
  return figures;
}

const warehouse: BenchPart = { name: 'warehouse', run };
export default warehouse;
