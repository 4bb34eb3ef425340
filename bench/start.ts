/**
 * `npm run bench -- start`: the start-up budgets (docs/product.md#performance), embedded database
 * included.
 *
 * On a built tree and an existing data directory (created by a first start that is not
 * counted: its PostgreSQL cluster initialised, the database migrated), the time from spawning
 * `npm start` to the first 200 of /api/ready, median of 5; the same for `node
 * scripts/start.ts` (the process `npm start` runs, without npm's own start-up) as a note; and
 * the idle memory one second after ready: the server process's RSS plus its PostgreSQL
 * processes' (shared memory counted once; bench/lib/memory.ts), median of the direct starts.
 *
 * The server runs the embedded PostgreSQL of its DATA_DIR itself, as deployed without
 * DATABASE_URL (which is not passed on even when the bench's environment has one): the
 * budget is the start with its database. SIGTERM ends each start, and the server stops its
 * PostgreSQL before it exits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, type BenchPart, type Figure } from './lib/figures.ts';
import { processCpuMs } from './lib/load.ts';
import { embeddedPostgresPids, serverMemory, type ServerMemory } from './lib/memory.ts';
import {
  ensureBuildFor,
  freePort,
  PORTS,
  serverEnv,
  sleep,
  spawnLogged,
  waitFor200,
} from './lib/processes.ts';

const RUNS = 5;
const IDLE_MS = 1000;
const BUDGETS = {
  // Under 2 s (whole ms) and under 400 MB (to 0.1 MB).
  readyMs: { op: '<=', limit: 1999 },
  idleMemoryMb: { op: '<=', limit: 399.9 },
} as const;

const log = (line: string) => console.log(`  start: ${line}`);
const round1 = (value: number) => Math.round(value * 10) / 10;

type How = 'npm start' | 'node scripts/start.ts';

interface StartSample {
  readyMs: number;
  /** Measured on direct starts only: under npm the server is a grandchild. */
  memory: ServerMemory | undefined;
  /** CPU time of the server process until ready (direct starts). */
  cpuMs: number | undefined;
}

/** Stops a PostgreSQL that a server killed before its shutdown left running. */
async function stopLeftoverPostgres(dataDir: string) {
  const [postmaster] = embeddedPostgresPids(dataDir);
  if (postmaster === undefined) return;
  try {
    process.kill(postmaster, 'SIGINT');
  } catch {
    return; // a stale postmaster.pid: nothing runs
  }
  log(`stopping the PostgreSQL (pid ${postmaster}) a server left running`);
  for (let waited = 0; waited < 30_000; waited += 50) {
    try {
      process.kill(postmaster, 0);
    } catch {
      return;
    }
    await sleep(50);
  }
}

async function startOnce(dataDir: string, port: number, how: How): Promise<StartSample> {
  const env = serverEnv(port, { dataDir });
  const since = performance.now();
  const running =
    how === 'npm start'
      ? spawnLogged({ command: 'npm', args: ['start'], env, logName: 'start-server', port })
      : spawnLogged({ args: ['scripts/start.ts'], env, logName: 'start-server', port });
  try {
    const readyMs = await waitFor200(running, `${running.baseUrl}/api/ready`, {
      since,
      intervalMs: 2,
      timeoutMs: 240_000,
    });
    if (how === 'npm start') return { readyMs, memory: undefined, cpuMs: undefined };
    const cpuMs = processCpuMs(running.pid);
    await sleep(IDLE_MS);
    return { readyMs, memory: serverMemory(running.pid, dataDir), cpuMs };
  } finally {
    await running.stop();
    await stopLeftoverPostgres(dataDir);
  }
}

async function run(): Promise<Figure[]> {
  const port = await freePort(PORTS.start);
  ensureBuildFor(port);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'diligence-bench-start-'));
  try {
    log('first start on a fresh DATA_DIR (initdb, migrations; not counted)');
    await startOnce(dataDir, port, 'node scripts/start.ts');
    const samples: Record<How, StartSample[]> = { 'npm start': [], 'node scripts/start.ts': [] };
    for (let index = 1; index <= RUNS; index++) {
      for (const how of ['npm start', 'node scripts/start.ts'] as const) {
        const sample = await startOnce(dataDir, port, how);
        samples[how].push(sample);
        log(`${how} #${index}: ready in ${Math.round(sample.readyMs)} ms`);
      }
    }
    const readyMedian = (how: How) => Math.round(median(samples[how].map((s) => s.readyMs)));
    const spread = (how: How) => samples[how].map((s) => Math.round(s.readyMs)).join(', ');
    const direct = samples['node scripts/start.ts'];
    const memories = direct.map((sample) => sample.memory!);
    const middle = (pick: (memory: ServerMemory) => number) => round1(median(memories.map(pick)));
    const totals = memories.map((memory) => memory.nodeMb + memory.postgresMb);
    const cpuMedian = Math.round(median(direct.map((sample) => sample.cpuMs ?? Number.NaN)));
    return [
      {
        part: 'start',
        name: 'npm start to first 200 of /api/ready, embedded PostgreSQL included',
        value: readyMedian('npm start'),
        unit: 'ms',
        budget: BUDGETS.readyMs,
        note: `median of ${RUNS} (${spread('npm start')} ms); existing DATA_DIR, built tree`,
      },
      {
        part: 'start',
        name: 'node scripts/start.ts to first 200 of /api/ready',
        value: readyMedian('node scripts/start.ts'),
        unit: 'ms',
        note: `median of ${RUNS} (${spread('node scripts/start.ts')} ms): the same without npm's own start-up; server CPU time to ready ${cpuMedian} ms (median; steadier than wall time)`,
      },
      {
        part: 'start',
        name: 'idle memory: server RSS + its PostgreSQL processes',
        value: round1(median(totals)),
        unit: 'MB',
        budget: BUDGETS.idleMemoryMb,
        note: `median of ${RUNS} starts, ${IDLE_MS} ms after ready: node ${middle((m) => m.nodeMb)} MB + PostgreSQL ${middle((m) => m.postgresMb)} MB (${memories[0]?.postgresProcesses} processes, shared memory counted once); every page counted once (sum of Pss) ${middle((m) => m.pssMb)} MB`,
      },
    ];
  } finally {
    await stopLeftoverPostgres(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const start: BenchPart = { name: 'start', run };
export default start;
