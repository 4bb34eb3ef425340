/**
 * `npm run bench -- api`: the API budgets of DESIGN.md, measured against a bare Fastify
 * hello-world in the same run.
 *
 * The server is the real entry (scripts/start.ts, what `npm start` runs) with its default
 * logging (LOG_LEVEL=info, to bench/results/api-server.log), on a fresh database seeded
 * by bench/seed.ts: a temporary PGlite data directory, or a new database on the
 * PostgreSQL server of DATABASE_URL (dropped afterwards). It runs with BENCH_METRICS=true
 * so the harness can read its event-loop delay, and TRUST_PROXY=true so the contact run can
 * play many visitors behind a proxy (X-Forwarded-For) rather than one address hammering a
 * public form.
 *
 * An endpoint that has not landed yet gives failing "endpoint not available" rows, never
 * made-up numbers.
 *
 * Knobs: BENCH_DURATION (seconds per throughput run, 6), BENCH_PACED_DURATION (seconds per
 * fixed-rate run, 10), BENCH_ROUNDS (hello-world/health pairs per connection count, 3).
 */
import { contacts } from '../server/db/schema/index.ts';
import type { EventLoopDelayReport } from '../server/plugins/bench-metrics.ts';
import { EVENT_LOOP_DELAY_PATH } from '../server/plugins/bench-metrics.ts';
import { ensureBuild } from '../scripts/lib/build.ts';
import { median, type BenchPart, type Budget, type Figure } from './lib/figures.ts';
import { describeLoad, load, loadPaced, type LoadOptions, type LoadResult } from './lib/load.ts';
import {
  createBenchDatabase,
  PORTS,
  startHelloWorld,
  startServer,
  type BenchDatabase,
  type RunningProcess,
} from './lib/processes.ts';
import {
  call,
  openBenchDatabase,
  SEED_SERVER_ENV,
  seedDatabase,
  signIn,
  type SeedResult,
} from './seed.ts';

const seconds = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const DURATION = seconds('BENCH_DURATION', 6);
const PACED_DURATION = seconds('BENCH_PACED_DURATION', 10);
const ROUNDS = Math.round(seconds('BENCH_ROUNDS', 3));
const WARMUP = 2;

/** DESIGN.md "Budgets", per engine. */
const BUDGETS = {
  stackShareOfHelloWorld: { op: '>=', limit: 80 },
  eventLoopP99: { op: '<=', limit: 20 },
  zero: { op: '<=', limit: 0 },
  /** POST /api/contact: >= 10% of hello-world's req/s; p99 at 300 req/s within 10x its. */
  contactShareOfHelloWorld: { op: '>=', limit: 10 },
  contactP99TimesHelloWorld: { op: '<=', limit: 10 },
  contactRate: 300,
  /** GET /api/projects/:projectId/brief.pdf, one at a time: 50 submissions, 500 notes. */
  briefPdfP99: { op: '<=', limit: 1000 },
  /**
   * GET /api/notes: on PGlite >= 2,000 req/s at 10 connections, on PostgreSQL >= 10% of
   * hello-world's; on both, p99 at 1,000 req/s within 10x hello-world's at the same rate.
   */
  notesThroughputOnPGlite: { op: '>=', limit: 2000 },
  notesShareOfHelloWorldOnPostgreSQL: { op: '>=', limit: 10 },
  notesP99TimesHelloWorld: { op: '<=', limit: 10 },
  notesRate: 1000,
} as const satisfies Record<string, unknown>;

const log = (line: string) => console.log(`  api: ${line}`);

interface Context {
  engine: BenchDatabase['label'];
  hello: RunningProcess;
  server: RunningProcess;
  figures: Figure[];
}

function figure(
  ctx: Context,
  name: string,
  value: number,
  unit: string,
  extra: { budget?: Budget; note?: string } = {},
): void {
  ctx.figures.push({ part: 'api', name: `${name} [${ctx.engine}]`, value, unit, ...extra });
}

/** A budgeted figure that cannot be measured yet: NaN fails its budget. */
function unavailable(ctx: Context, name: string, unit: string, budget: Budget, reason: string) {
  figure(ctx, name, Number.NaN, unit, { budget, note: reason });
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;
const times = (part: number, whole: number) =>
  `×${(part / Math.max(whole, 0.01)).toFixed(1)} hello-world`;

/** Reads (and restarts) a process's event-loop delay window (our server or hello-world). */
async function eventLoop(server: RunningProcess): Promise<EventLoopDelayReport | undefined> {
  const answer = await fetch(`${server.baseUrl}${EVENT_LOOP_DELAY_PATH}`);
  if (answer.status !== 200) return undefined;
  return (await answer.json()) as EventLoopDelayReport;
}

/** Runs `measure` and returns its result with the server's event-loop delay p99 meanwhile. */
async function withEventLoop<T>(
  server: RunningProcess,
  measure: () => Promise<T>,
): Promise<{ result: T; eventLoopP99: number }> {
  await eventLoop(server);
  const result = await measure();
  const report = await eventLoop(server);
  return { result, eventLoopP99: report?.eventLoopDelay.p99 ?? Number.NaN };
}

interface HelloWorldFigures {
  throughput: Record<number, LoadResult>;
  /** Hello-world's event-loop delay p99 (ms) under load, per connection count. */
  eventLoopP99: Record<number, number>;
}

/** The run whose req/s is the median of `runs`. */
function medianRun(runs: LoadResult[]): LoadResult {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/**
 * Hello-world against our full stack on a trivial route: ROUNDS back-to-back pairs per
 * connection count; the share is the median of the pairs' ratios, since the two runs of a
 * pair see about the same background load on a shared machine.
 */
async function measureTrivialRoute(ctx: Context): Promise<HelloWorldFigures> {
  const helloUrl = `${ctx.hello.baseUrl}/`;
  const healthUrl = `${ctx.server.baseUrl}/api/health`;
  log('warming up');
  await load({ url: helloUrl, connections: 10, duration: WARMUP });
  await load({ url: healthUrl, connections: 10, duration: WARMUP });

  const throughput: Record<number, LoadResult> = {};
  const helloEventLoop: Record<number, number> = {};
  for (const connections of [10, 50]) {
    const hellos: LoadResult[] = [];
    const healths: LoadResult[] = [];
    const shares: number[] = [];
    const eventLoops: number[] = [];
    const helloEventLoops: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      log(`hello-world vs GET /api/health @${connections} conns, pair ${round}/${ROUNDS}`);
      const hello = await withEventLoop(ctx.hello, () =>
        load({ url: helloUrl, connections, duration: DURATION, serverPid: ctx.hello.pid }),
      );
      const health = await withEventLoop(ctx.server, () =>
        load({ url: healthUrl, connections, duration: DURATION, serverPid: ctx.server.pid }),
      );
      hellos.push(hello.result);
      healths.push(health.result);
      shares.push(percent(health.result.requestsPerSecond, hello.result.requestsPerSecond));
      eventLoops.push(health.eventLoopP99);
      helloEventLoops.push(hello.eventLoopP99);
    }
    const hello = medianRun(hellos);
    const health = medianRun(healths);
    throughput[connections] = hello;
    const share = median(shares);
    const pairs = `median of ${ROUNDS} pairs (${shares.join(', ')} %)`;
    figure(ctx, `hello-world req/s @${connections} conns`, hello.requestsPerSecond, 'req/s', {
      note: `median of ${ROUNDS}; ${describeLoad(hello)}`,
    });
    figure(ctx, `GET /api/health req/s @${connections} conns`, health.requestsPerSecond, 'req/s', {
      note: `median of ${ROUNDS}; p99 ${times(health.p99, hello.p99)}; ${describeLoad(health)}`,
    });
    helloEventLoop[connections] = round2(median(helloEventLoops));
    figure(ctx, `GET /api/health share of hello-world req/s @${connections} conns`, share, '%', {
      budget: BUDGETS.stackShareOfHelloWorld,
      note: `${pairs}; ${cpuComparison(health, hello)}`,
    });
    const bad = healths.reduce((sum, run) => sum + countBad(run), 0);
    figure(ctx, `GET /api/health non-2xx + errors @${connections} conns`, bad, '', {
      budget: BUDGETS.zero,
    });
    if (connections === 50) {
      figure(
        ctx,
        'event-loop delay p99 under GET /api/health @50 conns',
        median(eventLoops),
        'ms',
        {
          budget: BUDGETS.eventLoopP99,
          note: `median of ${ROUNDS} runs (${eventLoops.join(', ')} ms); hello-world under the same load: ${round2(median(helloEventLoops))} ms (${helloEventLoops.join(', ')}), i.e. what the machine alone causes`,
        },
      );
    }
  }
  return { throughput, eventLoopP99: helloEventLoop };
}

/** Server CPU per request against hello-world's: the noise-resistant view of the same ratio. */
function cpuComparison(ours: LoadResult, hello: LoadResult): string {
  if (ours.cpuMicrosPerRequest === undefined || hello.cpuMicrosPerRequest === undefined) return '';
  return `server CPU ${ours.cpuMicrosPerRequest} µs/req vs hello-world ${hello.cpuMicrosPerRequest} µs/req (hello-world needs ${percent(hello.cpuMicrosPerRequest, ours.cpuMicrosPerRequest)}% of ours)`;
}

const countBad = (result: LoadResult) => result.non2xx + result.errors;

/** Authenticated, project-guarded GET /api/notes as a member of the project. */
async function measureNotes(ctx: Context, seed: SeedResult, hello: HelloWorldFigures) {
  const rate = BUDGETS.notesRate;
  const onPGlite = ctx.engine === 'PGlite';
  const names = {
    throughput: 'GET /api/notes req/s @10 conns',
    share: 'GET /api/notes share of hello-world req/s @10 conns',
    p99: `GET /api/notes p99 @${rate} req/s`,
    p99Times: `GET /api/notes p99 @${rate} req/s, times hello-world's`,
    bad: 'GET /api/notes non-2xx + errors (all runs)',
    eventLoop: 'event-loop delay p99 under GET /api/notes @50 conns',
  };
  const fail = (reason: string) => {
    log(`GET /api/notes not measured: ${reason}`);
    if (onPGlite) {
      unavailable(ctx, names.throughput, 'req/s', BUDGETS.notesThroughputOnPGlite, reason);
    } else {
      unavailable(ctx, names.share, '%', BUDGETS.notesShareOfHelloWorldOnPostgreSQL, reason);
    }
    unavailable(ctx, names.p99Times, '×', BUDGETS.notesP99TimesHelloWorld, reason);
    unavailable(ctx, names.bad, '', BUDGETS.zero, reason);
    unavailable(ctx, names.eventLoop, 'ms', BUDGETS.eventLoopP99, reason);
  };
  if (!seed.available) return fail(`not seeded: ${seed.reason}`);

  const project = seed.projects[0]!;
  const cookie = await signIn(ctx.server.baseUrl, project.clientEmail);
  const url = `${ctx.server.baseUrl}/api/notes?projectId=${project.id}`;
  const probe = await call(ctx.server.baseUrl, 'GET', `/api/notes?projectId=${project.id}`, {
    cookie,
  });
  if (probe.status === 404) {
    return fail(`GET /api/notes answered 404 ${probe.text.slice(0, 80)}: endpoint not available`);
  }
  const notesInAnswer = Array.isArray(probe.body)
    ? probe.body.length
    : (Object.values(probe.body ?? {}).find(Array.isArray)?.length ?? 0);
  const answerShape = `${probe.status}, ${notesInAnswer} notes, ${(probe.text.length / 1024).toFixed(1)} kB per answer`;
  const options: Omit<LoadOptions, 'connections' | 'duration'> = {
    url,
    headers: { cookie },
    serverPid: ctx.server.pid,
  };

  log('warming up GET /api/notes');
  await load({ ...options, connections: 10, duration: WARMUP });
  let bad = 0;
  let worstEventLoop = 0;
  for (const connections of [10, 50]) {
    log(`GET /api/notes @${connections} conns`);
    const run = await withEventLoop(ctx.server, () =>
      load({ ...options, connections, duration: DURATION }),
    );
    bad += countBad(run.result);
    if (connections === 50) worstEventLoop = run.eventLoopP99;
    const reference = hello.throughput[connections]!;
    const note = `${percent(run.result.requestsPerSecond, reference.requestsPerSecond)}% of hello-world, p99 ${times(run.result.p99, reference.p99)}; ${describeLoad(run.result)}; ${answerShape}`;
    figure(
      ctx,
      `GET /api/notes req/s @${connections} conns`,
      run.result.requestsPerSecond,
      'req/s',
      {
        note,
        ...(connections === 10 && onPGlite ? { budget: BUDGETS.notesThroughputOnPGlite } : {}),
      },
    );
    if (connections === 10 && !onPGlite) {
      figure(
        ctx,
        names.share,
        percent(run.result.requestsPerSecond, reference.requestsPerSecond),
        '%',
        {
          budget: BUDGETS.notesShareOfHelloWorldOnPostgreSQL,
          note: `against hello-world's ${reference.requestsPerSecond} req/s @10 conns in this run`,
        },
      );
    }
  }

  log(`hello-world and GET /api/notes paced at ${rate} req/s`);
  const helloPaced = await loadPaced({
    url: `${ctx.hello.baseUrl}/`,
    overallRate: rate,
    duration: PACED_DURATION,
    serverPid: ctx.hello.pid,
  });
  const paced = await withEventLoop(ctx.server, () =>
    loadPaced({ ...options, overallRate: rate, duration: PACED_DURATION }),
  );
  bad += countBad(paced.result);
  figure(ctx, `hello-world p99 @${rate} req/s`, helloPaced.p99, 'ms', {
    note: describeLoad(helloPaced),
  });
  figure(ctx, names.p99, paced.result.p99, 'ms', {
    note: `achieved ${paced.result.requestsPerSecond} req/s; ${describeLoad(paced.result)}; event-loop p99 ${paced.eventLoopP99} ms`,
  });
  figure(ctx, names.p99Times, round2(paced.result.p99 / Math.max(helloPaced.p99, 0.01)), '×', {
    budget: BUDGETS.notesP99TimesHelloWorld,
    note: `${paced.result.p99} ms against hello-world's ${helloPaced.p99} ms at the same rate`,
  });

  log(`GET /api/notes with autocannon overallRate ${rate} (bursty, for comparison)`);
  const burst = await load({ ...options, connections: 10, overallRate: rate, duration: DURATION });
  bad += countBad(burst);
  figure(ctx, `GET /api/notes p99 @${rate} req/s, autocannon overallRate bursts`, burst.p99, 'ms', {
    note: `each second's quota sent back to back on 10 connections; ${describeLoad(burst)}`,
  });

  figure(ctx, names.bad, bad, '', { budget: BUDGETS.zero });
  figure(ctx, names.eventLoop, worstEventLoop, 'ms', {
    budget: BUDGETS.eventLoopP99,
    note: `hello-world at 50 connections in this run: ${hello.eventLoopP99[50]} ms, i.e. what the machine alone causes`,
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

/**
 * POST /api/contact at a fixed 300 requests/s, then at 10 connections in ROUNDS
 * back-to-back pairs with hello-world (as for the trivial route). Returns the e-mails of
 * the requests answered 2xx (acknowledged), to be looked up among the stored rows once the
 * server has stopped.
 */
async function measureContact(ctx: Context): Promise<Set<string> | undefined> {
  const rate = BUDGETS.contactRate;
  const names = {
    p99: `POST /api/contact p99 @${rate} req/s`,
    p99Times: `POST /api/contact p99 @${rate} req/s, times hello-world's`,
    throughput: 'POST /api/contact req/s @10 conns',
    share: 'POST /api/contact share of hello-world req/s @10 conns',
    bad: 'POST /api/contact non-2xx + errors (all runs)',
    lost: 'POST /api/contact acknowledged but not stored',
  };
  const probeBody = contactBody();
  const probe = await fetch(`${ctx.server.baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress() },
    body: JSON.stringify(probeBody),
  });
  const probeText = await probe.text();
  if (probe.status === 404) {
    const reason = `POST /api/contact answered 404 ${probeText.slice(0, 80)}: endpoint not available`;
    log(`POST /api/contact not measured: ${reason}`);
    unavailable(ctx, names.p99Times, '×', BUDGETS.contactP99TimesHelloWorld, reason);
    unavailable(ctx, names.share, '%', BUDGETS.contactShareOfHelloWorld, reason);
    unavailable(ctx, names.bad, '', BUDGETS.zero, reason);
    unavailable(ctx, names.lost, '', BUDGETS.zero, reason);
    return undefined;
  }
  const acknowledged = new Set<string>();
  if (probe.ok) acknowledged.add(probeBody.workEmail);
  let bad = probe.ok ? 0 : 1;
  const options = {
    url: `${ctx.server.baseUrl}/api/contact`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    serverPid: ctx.server.pid,
    setupRequest: (
      request: Parameters<NonNullable<LoadOptions['setupRequest']>>[0],
      context: Record<string, unknown>,
    ) => {
      const body = contactBody();
      context.workEmail = body.workEmail;
      request.body = JSON.stringify(body);
      request.headers = { ...request.headers, 'x-forwarded-for': visitorAddress() };
      return request;
    },
    onResponse: (status: number, context: Record<string, unknown>) => {
      if (status >= 200 && status < 300) acknowledged.add(String(context.workEmail));
    },
  };
  const tally = (result: LoadResult) => {
    bad += countBad(result);
    return result;
  };
  const helloUrl = `${ctx.hello.baseUrl}/`;

  log('warming up POST /api/contact');
  tally(await loadPaced({ ...options, overallRate: 100, duration: WARMUP }));
  log(`hello-world and POST /api/contact paced at ${rate} req/s`);
  const helloPaced = await loadPaced({
    url: helloUrl,
    overallRate: rate,
    duration: PACED_DURATION,
    serverPid: ctx.hello.pid,
  });
  const paced = tally(await loadPaced({ ...options, overallRate: rate, duration: PACED_DURATION }));
  figure(ctx, `hello-world p99 @${rate} req/s`, helloPaced.p99, 'ms', {
    note: describeLoad(helloPaced),
  });
  figure(ctx, names.p99, paced.p99, 'ms', {
    note: `achieved ${paced.requestsPerSecond} req/s; ${describeLoad(paced)}`,
  });
  figure(ctx, names.p99Times, round2(paced.p99 / Math.max(helloPaced.p99, 0.01)), '×', {
    budget: BUDGETS.contactP99TimesHelloWorld,
    note: `${paced.p99} ms against hello-world's ${helloPaced.p99} ms at the same rate`,
  });

  const hellos: LoadResult[] = [];
  const runs: LoadResult[] = [];
  const shares: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    log(`hello-world vs POST /api/contact @10 conns, pair ${round}/${ROUNDS}`);
    const hello = await load({
      url: helloUrl,
      connections: 10,
      duration: DURATION,
      serverPid: ctx.hello.pid,
    });
    const run = tally(await load({ ...options, connections: 10, duration: DURATION }));
    hellos.push(hello);
    runs.push(run);
    shares.push(percent(run.requestsPerSecond, hello.requestsPerSecond));
  }
  const throughput = medianRun(runs);
  figure(ctx, names.throughput, throughput.requestsPerSecond, 'req/s', {
    note: `median of ${ROUNDS}; ${describeLoad(throughput)}`,
  });
  figure(ctx, names.share, median(shares), '%', {
    budget: BUDGETS.contactShareOfHelloWorld,
    note: `median of ${ROUNDS} pairs (${shares.join(', ')} %); ${cpuComparison(throughput, medianRun(hellos))}`,
  });
  figure(ctx, names.bad, bad, '', { budget: BUDGETS.zero });
  return acknowledged;
}

/** Downloads of the brief's PDF timed one after another (the generation is CPU-bound). */
const BRIEF_PDF_REQUESTS = 100;

/**
 * The brief's PDF (decision 106) of the last seeded project (50 submissions, 500 notes) as
 * its client downloads it: each request timed to the answer's last byte, one at a time.
 */
async function measureBriefPdf(ctx: Context, seed: SeedResult) {
  const name = 'GET /api/projects/:projectId/brief.pdf p99, 50 submissions and 500 notes';
  if (!seed.available) {
    return unavailable(ctx, name, 'ms', BUDGETS.briefPdfP99, `not seeded: ${seed.reason}`);
  }
  const project = seed.projects.at(-1)!;
  const cookie = await signIn(ctx.server.baseUrl, project.clientEmail);
  const url = `${ctx.server.baseUrl}/api/projects/${project.id}/brief.pdf`;
  const download = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const bytes = (await response.arrayBuffer()).byteLength;
    return { status: response.status, bytes, ms: performance.now() - started };
  };
  log('GET brief.pdf, one at a time');
  const first = await download();
  if (first.status !== 200) {
    return unavailable(ctx, name, 'ms', BUDGETS.briefPdfP99, `answered ${first.status}`);
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
  figure(ctx, name, at(0.99), 'ms', {
    budget: BUDGETS.briefPdfP99,
    note: `${BRIEF_PDF_REQUESTS} requests; p50 ${at(0.5)} ms; ${(first.bytes / 1024).toFixed(0)} kB per PDF; ${bad} non-200`,
  });
}

async function storedContactEmails(database: BenchDatabase): Promise<Set<string>> {
  const handle = await openBenchDatabase(database);
  try {
    const rows = await handle.db.select({ workEmail: contacts.workEmail }).from(contacts);
    return new Set(rows.map((row) => row.workEmail));
  } finally {
    await handle.close();
  }
}

async function run(): Promise<Figure[]> {
  ensureBuild();
  const database = await createBenchDatabase(process.env.DATABASE_URL);
  const figures: Figure[] = [];
  try {
    log(`seeding a fresh ${database.label} database (bench/seed.ts)`);
    const seed = await seedDatabase(database, PORTS.server);
    if (!seed.available) log(`seed incomplete: ${seed.reason}`);

    const hello = await startHelloWorld();
    let acknowledged: Set<string> | undefined;
    try {
      const server = await startServer({
        database,
        port: PORTS.server,
        logName: 'api-server',
        env: { ...SEED_SERVER_ENV, BENCH_METRICS: 'true', TRUST_PROXY: 'true' },
      });
      try {
        const ctx: Context = { engine: database.label, hello, server, figures };
        const helloFigures = await measureTrivialRoute(ctx);
        await measureNotes(ctx, seed, helloFigures);
        await measureBriefPdf(ctx, seed);
        acknowledged = await measureContact(ctx);
      } finally {
        await server.stop();
      }
    } finally {
      await hello.stop();
    }

    if (acknowledged !== undefined) {
      const stored = await storedContactEmails(database);
      const lost = [...acknowledged].filter((email) => !stored.has(email)).length;
      figures.push({
        part: 'api',
        name: `POST /api/contact acknowledged but not stored [${database.label}]`,
        value: lost,
        unit: '',
        budget: BUDGETS.zero,
        note: `${acknowledged.size} requests answered 2xx, ${acknowledged.size - lost} of them found by e-mail among ${stored.size} stored rows (more rows than 2xx answers: requests still in flight when a run stopped)`,
      });
    }
  } finally {
    await database.remove();
  }
  return figures;
}

const api: BenchPart = { name: 'api', run };
export default api;
