/**
 * `npm run bench -- api`: the API budgets (docs/product.md#performance) on the firm-size data set.
 *
 * - Each route below at a fixed 200 requests/s (loadPaced, bench/lib/load.ts): p99 <= 50 ms
 *   and <= 2x its floor, zero non-2xx. The floor is the same SQL statements sent straight
 *   through the `pg` driver at the same rate (bench/lib/floor.ts) plus a bare Fastify
 *   hello-world's p99 at that rate. Per route, BENCH_ROUNDS rounds of three runs back to
 *   back: hello-world, the statements (both with the server frozen by SIGSTOP, so that its
 *   background work, e.g. the mail worker, is not in the floor), then the route; the figures
 *   are the medians (the host's speed swings within a minute).
 * - The trivial route (GET /api/health) keeps >= 80% of hello-world's requests/s, at 10 and
 *   50 connections (medians of back-to-back pairs).
 * - Every acknowledged contact is stored; the brief's PDF p99 <= 1 s (one at a time).
 *
 * The data: bench/seed.ts (the admin, three projects with their clients, over HTTP) and the
 * large firm of bench/scale-seed.ts, on a fresh database of the bench's PostgreSQL (embedded,
 * or the server DATABASE_URL or TEST_DATABASE_URL names; bench/lib/processes.ts). The server
 * is the real entry (scripts/start.ts, what `npm start` runs) with its default logging
 * (LOG_LEVEL=info, to bench/results/api-server.log), BENCH_METRICS=true (its event-loop delay
 * is printed beside the figures) and TRUST_PROXY=true (the contact runs are many visitors
 * behind a proxy, X-Forwarded-For, not one address hammering a public form).
 *
 * Knobs: BENCH_DURATION (seconds per throughput run, 6), BENCH_PACED_DURATION (seconds per
 * fixed-rate run, 10), BENCH_ROUNDS (rounds and pairs, 3), BENCH_FIRM_SCALE (share of the
 * large firm to seed, 1; figures name any other).
 */
import { sql } from 'drizzle-orm';
import { contacts } from '../server/db/schema/index.ts';
import type { EventLoopDelayReport } from '../server/plugins/bench-metrics.ts';
import { EVENT_LOOP_DELAY_PATH } from '../server/plugins/bench-metrics.ts';
import { signInWithCode } from '../scripts/lib/two-factor-over-http.ts';
import { knob, median, type BenchPart, type Budget, type Figure } from './lib/figures.ts';
import {
  openFloorDriver,
  statementCount,
  type Caller,
  type FloorDriver,
  type FloorRoute,
  type FloorValues,
} from './lib/floor.ts';
import { describeLoad, load, loadPaced, type LoadOptions, type LoadResult } from './lib/load.ts';
import {
  PORTS,
  startHelloWorld,
  startServer,
  withBenchDatabase,
  type BenchDatabase,
  type RunningProcess,
} from './lib/processes.ts';
import { seedLargeFirm } from './scale-seed.ts';
import { openBenchDatabase, SEED, SEED_SERVER_ENV, seedWithServer, signIn } from './seed.ts';

const DURATION = knob('BENCH_DURATION', 6);
const PACED_DURATION = knob('BENCH_PACED_DURATION', 10);
const ROUNDS = Math.round(knob('BENCH_ROUNDS', 3));
const FIRM_SCALE = knob('BENCH_FIRM_SCALE', 1);
const WARMUP = 2;
/** Ten times a large firm's busiest hour (docs/product.md#performance). */
const RATE = 200;

const BUDGETS = {
  trivialShareOfHelloWorld: { op: '>=', limit: 80 },
  p99: { op: '<=', limit: 50 },
  p99TimesFloor: { op: '<=', limit: 2 },
  zero: { op: '<=', limit: 0 },
  briefPdfP99: { op: '<=', limit: 1000 },
} as const satisfies Record<string, Budget>;

const log = (line: string) => console.log(`  api: ${line}`);
const round2 = (value: number) => Math.round(value * 100) / 100;
const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;
const countBad = (result: LoadResult) => result.non2xx + result.errors;
/** Where the data set is not the whole firm, every figure says so. */
const dataSet = FIRM_SCALE === 1 ? '' : ` [firm × ${FIRM_SCALE}]`;

interface Context {
  hello: RunningProcess;
  server: RunningProcess;
  /** The floors' statements, and what they are sent with. */
  floor: FloorDriver;
  values: FloorValues;
  figures: Figure[];
  /** Hello-world's p99 at RATE in every round of every route. */
  helloP99s: number[];
}

function figure(
  figures: Figure[],
  name: string,
  value: number,
  unit: string,
  extra: { budget?: Budget; note?: string } = {},
): void {
  figures.push({ part: 'api', name: `${name}${dataSet}`, value, unit, ...extra });
}

/** Reads (and restarts) a process's event-loop delay window (our server or hello-world). */
async function eventLoopP99(server: RunningProcess): Promise<number> {
  const answer = await fetch(`${server.baseUrl}${EVENT_LOOP_DELAY_PATH}`);
  if (answer.status !== 200) return Number.NaN;
  return ((await answer.json()) as EventLoopDelayReport).eventLoopDelay.p99;
}

/** The run whose req/s is the median of `runs`. */
function medianRun(runs: LoadResult[]): LoadResult {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Server CPU per request against hello-world's: the noise-resistant view of the same ratio. */
function cpuComparison(ours: LoadResult, hello: LoadResult): string {
  if (ours.cpuMicrosPerRequest === undefined || hello.cpuMicrosPerRequest === undefined) return '';
  return `; server CPU ${ours.cpuMicrosPerRequest} µs/req vs hello-world ${hello.cpuMicrosPerRequest} µs/req`;
}

/**
 * Hello-world against our full stack on a trivial route: ROUNDS back-to-back pairs per
 * connection count; the share is the median of the pairs' ratios, since the two runs of a
 * pair see about the same background load on a shared machine.
 */
async function measureTrivialRoute(ctx: Context) {
  const helloUrl = `${ctx.hello.baseUrl}/`;
  const healthUrl = `${ctx.server.baseUrl}/api/health`;
  log('warming up');
  await load({ url: helloUrl, connections: 10, duration: WARMUP });
  await load({ url: healthUrl, connections: 10, duration: WARMUP });
  for (const connections of [10, 50]) {
    const hellos: LoadResult[] = [];
    const healths: LoadResult[] = [];
    const shares: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      log(`hello-world vs GET /api/health @${connections} conns, pair ${round}/${ROUNDS}`);
      const run = (url: string, pid: number) =>
        load({ url, connections, duration: DURATION, serverPid: pid });
      const hello = await run(helloUrl, ctx.hello.pid);
      const health = await run(healthUrl, ctx.server.pid);
      hellos.push(hello);
      healths.push(health);
      shares.push(percent(health.requestsPerSecond, hello.requestsPerSecond));
    }
    const hello = medianRun(hellos);
    const health = medianRun(healths);
    figure(
      ctx.figures,
      `hello-world req/s @${connections} conns`,
      hello.requestsPerSecond,
      'req/s',
      {
        note: `median of ${ROUNDS}; ${describeLoad(hello)}`,
      },
    );
    figure(
      ctx.figures,
      `GET /api/health share of hello-world req/s @${connections} conns`,
      median(shares),
      '%',
      {
        budget: BUDGETS.trivialShareOfHelloWorld,
        note: `median of ${ROUNDS} pairs (${shares.join(', ')} %); GET /api/health ${health.requestsPerSecond} req/s, ${healths.reduce((sum, run) => sum + countBad(run), 0)} non-2xx + errors${cpuComparison(health, hello)}`,
      },
    );
  }
}

/** What a route's fixed-rate runs send (besides its URL). */
type RouteRequest = Omit<LoadOptions, 'url' | 'connections' | 'duration'> & { path: string };

/** Runs `work` with the server stopped (SIGSTOP): its background work stays out of a floor. */
async function withServerFrozen<T>(server: RunningProcess, work: () => Promise<T>): Promise<T> {
  process.kill(server.pid, 'SIGSTOP');
  try {
    return await work();
  } finally {
    process.kill(server.pid, 'SIGCONT');
  }
}

interface Round {
  p99: number;
  /** Hello-world's p99 at RATE just before, and the route's SQL p99 (0 without SQL). */
  helloP99: number;
  sqlP99: number;
  floorP99: number;
  result: LoadResult;
  /** The server's event-loop delay p99 during the run, ms. */
  eventLoop: number;
}

/**
 * A route at RATE against its floor, in ROUNDS rounds of three runs back to back (the host's
 * speed swings within a minute): hello-world and the route's statements through pg, with the
 * server frozen, then the route itself after a warm-up. The figures are the medians.
 */
async function measureRoute(ctx: Context, route: FloorRoute, request: RouteRequest) {
  const options = {
    ...request,
    url: `${ctx.server.baseUrl}${request.path}`,
    serverPid: ctx.server.pid,
  };
  const helloUrl = `${ctx.hello.baseUrl}/`;
  const statements = statementCount(route, ctx.values);
  const rounds: Round[] = [];
  let bad = 0;
  let floorFailure: string | undefined;
  for (let round = 1; round <= ROUNDS; round++) {
    log(`${route} at ${RATE} req/s, round ${round}/${ROUNDS}`);
    const floor = await withServerFrozen(ctx.server, async () => {
      if (round === 1) await loadPaced({ url: helloUrl, overallRate: RATE, duration: WARMUP });
      const hello = await loadPaced({ url: helloUrl, overallRate: RATE, duration: PACED_DURATION });
      if (!statements) return { helloP99: hello.p99, sqlP99: 0 };
      try {
        if (round === 1) await ctx.floor.measure(route, { rate: RATE, duration: WARMUP });
        const { p99 } = await ctx.floor.measure(route, { rate: RATE, duration: PACED_DURATION });
        return { helloP99: hello.p99, sqlP99: p99 };
      } catch (error) {
        floorFailure = `its statements failed (bench/lib/floor.ts out of date?): ${(error as Error).message}`;
        return { helloP99: hello.p99, sqlP99: Number.NaN };
      } finally {
        if (route === 'POST /api/contact') await ctx.floor.removeQueuedMail();
      }
    });
    bad += countBad(await loadPaced({ ...options, overallRate: RATE, duration: WARMUP }));
    await eventLoopP99(ctx.server);
    const result = await loadPaced({ ...options, overallRate: RATE, duration: PACED_DURATION });
    const eventLoop = await eventLoopP99(ctx.server);
    bad += countBad(result);
    const floorP99 = round2(floor.helloP99 + floor.sqlP99);
    rounds.push({ ...floor, p99: result.p99, floorP99, result, eventLoop });
    ctx.helloP99s.push(floor.helloP99);
  }
  const p99 = median(rounds.map((r) => r.p99));
  const typical = [...rounds].sort((a, b) => a.p99 - b.p99)[Math.floor((rounds.length - 1) / 2)]!;
  const list = (pick: (r: Round) => number) => rounds.map(pick).join(' / ');
  figure(ctx.figures, `${route} p99 @${RATE} req/s`, p99, 'ms', {
    budget: BUDGETS.p99,
    note: `${request.path}; median of ${ROUNDS} rounds (${list((r) => r.p99)} ms); the median run: ${describeLoad(typical.result)}, ${typical.result.requestsPerSecond} req/s, server event-loop p99 ${typical.eventLoop} ms`,
  });
  figure(
    ctx.figures,
    `${route} p99 @${RATE} req/s ÷ its floor`,
    floorFailure ? Number.NaN : round2(median(rounds.map((r) => r.p99 / r.floorP99))),
    '×',
    {
      budget: BUDGETS.p99TimesFloor,
      note:
        floorFailure ??
        `median of the rounds' ratios; floors ${list((r) => r.floorP99)} ms = ${statements ? `its ${statements} statements through pg, p99 ${list((r) => r.sqlP99)} ms, + ` : ''}hello-world's p99 ${list((r) => r.helloP99)} ms`,
    },
  );
  figure(ctx.figures, `${route} non-2xx + errors @${RATE} req/s`, bad, '', {
    budget: BUDGETS.zero,
    note: 'every run, warm-ups included',
  });
}

let contactCounter = 0;
/** A contact request with unique values: its e-mail identifies its row. */
function contactBody() {
  contactCounter += 1;
  return {
    firstName: 'Load',
    lastName: `Test ${contactCounter}`,
    workEmail: `load-${contactCounter}@bench-contact.example.com`,
    phoneNumber: '+1 555 0100',
    source: 'google',
  };
}
/** A different visitor address per request: 10.x.y.z from the counter. */
const visitorAddress = () =>
  `10.${(contactCounter >> 16) & 255}.${(contactCounter >> 8) & 255}.${contactCounter & 255}`;

/** POST /api/contact's requests; the e-mails answered 2xx (acknowledged) are collected. */
function contactRequest(acknowledged: Set<string>): RouteRequest {
  return {
    path: '/api/contact',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    setupRequest: (request, context) => {
      const body = contactBody();
      context.workEmail = body.workEmail;
      request.body = JSON.stringify(body);
      request.headers = { ...request.headers, 'x-forwarded-for': visitorAddress() };
      return request;
    },
    onResponse: (status, context) => {
      if (status >= 200 && status < 300) acknowledged.add(String(context.workEmail));
    },
  };
}

/** Downloads of the brief's PDF timed one after another (the generation is CPU-bound). */
const BRIEF_PDF_REQUESTS = 100;

/**
 * The brief's PDF (decision 106) of the last seeded project (50 submissions, 500 notes) as
 * its client downloads it: each request timed to the answer's last byte, one at a time.
 */
async function measureBriefPdf(ctx: Context, projectId: number, cookie: string) {
  const name = 'GET /api/projects/:projectId/brief.pdf p99, 50 submissions and 500 notes';
  const url = `${ctx.server.baseUrl}/api/projects/${projectId}/brief.pdf`;
  const download = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const bytes = (await response.arrayBuffer()).byteLength;
    return { status: response.status, bytes, ms: performance.now() - started };
  };
  log('GET brief.pdf, one at a time');
  const first = await download();
  if (first.status !== 200) {
    return figure(ctx.figures, name, Number.NaN, 'ms', {
      budget: BUDGETS.briefPdfP99,
      note: `answered ${first.status}`,
    });
  }
  for (let i = 0; i < 5; i++) await download();
  const times: number[] = [];
  let bad = 0;
  for (let i = 0; i < BRIEF_PDF_REQUESTS; i++) {
    const answer = await download();
    if (answer.status !== 200) bad += 1;
    times.push(answer.ms);
  }
  const sorted = times.sort((a, b) => a - b);
  const at = (share: number) => round2(sorted[Math.ceil(share * sorted.length) - 1]!);
  figure(ctx.figures, name, at(0.99), 'ms', {
    budget: BUDGETS.briefPdfP99,
    note: `${BRIEF_PDF_REQUESTS} requests; p50 ${at(0.5)} ms; ${(first.bytes / 1024).toFixed(0)} kB per PDF; ${bad} non-200`,
  });
}

/** The session token of a Cookie header (its signed value, before the signature). */
function sessionTokenOf(cookie: string): string {
  const value = /session_token=([^;]+)/.exec(cookie)?.[1];
  if (!value) throw new Error('No session cookie');
  return decodeURIComponent(value).split('.')[0]!;
}

interface Seeded {
  /** The notes' project's client, the brief's project's client, the admin. */
  cookies: { client: string; briefClient: string; admin: string };
  values: FloorValues;
  /** The client's project (notes) and the project whose brief is timed. */
  projectIds: { notes: number; brief: number };
}

/**
 * bench/seed.ts through a server of its own with the two sessions the runs use, then the
 * large firm straight into the database.
 */
async function seed(database: BenchDatabase, figures: Figure[]): Promise<Seeded> {
  log('seeding the admin and the bench projects (bench/seed.ts)');
  const seeded = await seedWithServer(database, async (baseUrl, result) => {
    const client = result.projects[0]!;
    const brief = result.projects.at(-1)!;
    return {
      cookies: {
        client: await signIn(baseUrl, client.clientEmail),
        briefClient: await signIn(baseUrl, brief.clientEmail),
        admin: await signInWithCode(
          baseUrl,
          { email: SEED.admin.email, password: SEED.password },
          result.adminTotpURI,
        ),
      },
      projectIds: { notes: client.id, brief: brief.id },
      siteUrl: baseUrl,
      clientEmail: client.clientEmail,
    };
  });
  const handle = await openBenchDatabase(database);
  try {
    log(`generating the large firm${dataSet} in SQL (bench/scale-seed.ts)`);
    const firm = await seedLargeFirm(handle.db, FIRM_SCALE);
    figure(figures, 'firm-size data set: seed time', firm.seconds.total!, 's', {
      note: Object.entries(firm.counts)
        .map(([key, count]) => `${count.toLocaleString('en-US')} ${key}`)
        .join(', '),
    });
    const caller = async (cookie: string, email: string): Promise<Caller> => {
      const sessionToken = sessionTokenOf(cookie);
      const result: unknown = await handle.db.execute(
        sql`select user_id from auth_sessions where token = ${sessionToken}`,
      );
      const [row] = (result as { rows: { user_id: string }[] }).rows;
      if (!row) throw new Error(`No session row for ${email}`);
      return { sessionToken, authUserId: row.user_id, email };
    };
    return {
      ...seeded,
      values: {
        client: await caller(seeded.cookies.client, seeded.clientEmail),
        admin: await caller(seeded.cookies.admin, SEED.admin.email),
        projectId: seeded.projectIds.notes,
        siteUrl: seeded.siteUrl,
      },
    };
  } finally {
    await handle.close();
  }
}

async function measure(database: BenchDatabase, figures: Figure[]) {
  const seeded = await seed(database, figures);
  const handle = await openBenchDatabase(database);
  const floor = openFloorDriver(database.url, seeded.values);
  const hello = await startHelloWorld();
  try {
    const server = await startServer({
      database,
      port: PORTS.server,
      logName: 'api-server',
      env: { ...SEED_SERVER_ENV, BENCH_METRICS: 'true', TRUST_PROXY: 'true' },
    });
    const acknowledged = new Set<string>();
    const ctx: Context = {
      hello,
      server,
      floor,
      values: seeded.values,
      figures,
      helloP99s: [],
    };
    try {
      await measureTrivialRoute(ctx);
      await measureRoute(ctx, 'GET /api/health', { path: '/api/health' });
      await measureRoute(ctx, 'GET /api/notes', {
        path: `/api/notes?projectId=${seeded.projectIds.notes}`,
        headers: { cookie: seeded.cookies.client },
      });
      await measureRoute(ctx, 'GET /api/admin/audit', {
        path: '/api/admin/audit',
        headers: { cookie: seeded.cookies.admin },
      });
      await measureBriefPdf(ctx, seeded.projectIds.brief, seeded.cookies.briefClient);
      await measureRoute(ctx, 'POST /api/contact', contactRequest(acknowledged));
    } finally {
      await server.stop();
    }
    figure(figures, `hello-world p99 @${RATE} req/s`, median(ctx.helloP99s), 'ms', {
      note: `median of its ${ctx.helloP99s.length} runs (${ctx.helloP99s.join(', ')} ms)`,
    });
    const rows = await handle.db.select({ workEmail: contacts.workEmail }).from(contacts);
    const stored = new Set(rows.map((row) => row.workEmail));
    const lost = [...acknowledged].filter((email) => !stored.has(email)).length;
    figure(figures, 'POST /api/contact acknowledged but not stored', lost, '', {
      budget: BUDGETS.zero,
      note: `${acknowledged.size} requests answered 2xx, ${acknowledged.size - lost} of them found by e-mail among ${stored.size} stored rows`,
    });
  } finally {
    await hello.stop();
    await floor.close();
    await handle.close();
  }
}

async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  await withBenchDatabase(log, (database) => measure(database, figures));
  return figures;
}

const api: BenchPart = { name: 'api', run };
export default api;
