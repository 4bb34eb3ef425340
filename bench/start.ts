/**
 * `npm run bench -- start`: the start-up budgets of DESIGN.md.
 *
 * On an already-built tree and an existing data directory (a fresh one, created and
 * migrated by a first start that is not counted), the time from spawning `npm start` to
 * the first 200 of /api/ready, median of 5; the same for `node scripts/start.ts` (the
 * process `npm start` runs, without npm's own start-up) as a note; and the idle resident
 * memory of the server process one second after it is ready, median of the runs
 * (process.memoryUsage, read through the BENCH_METRICS endpoint).
 * PGlite by default; the PostgreSQL server of DATABASE_URL (a new database) when set.
 */
import type { EventLoopDelayReport } from '../server/plugins/bench-metrics.ts';
import { EVENT_LOOP_DELAY_PATH } from '../server/plugins/bench-metrics.ts';
import { ensureBuild } from '../scripts/lib/build.ts';
import { median, type BenchPart, type Figure } from './lib/figures.ts';
import { processCpuMs } from './lib/load.ts';
import {
  createBenchDatabase,
  freePort,
  PORTS,
  serverEnv,
  sleep,
  spawnLogged,
  waitFor200,
  type BenchDatabase,
} from './lib/processes.ts';

const RUNS = 5;
const IDLE_MS = 1000;

const log = (line: string) => console.log(`  start: ${line}`);

interface StartSample {
  readyMs: number;
  rssBytes: number;
  /** CPU time of the process until ready, when it is the server itself (not npm). */
  cpuMs: number | undefined;
}

async function startOnce(
  database: BenchDatabase,
  how: 'npm start' | 'node scripts/start.ts',
): Promise<StartSample> {
  const port = await freePort(PORTS.start);
  const env = serverEnv(port, database, { BENCH_METRICS: 'true' });
  const since = performance.now();
  const running =
    how === 'npm start'
      ? spawnLogged({ command: 'npm', args: ['start'], env, logName: 'start-server', port })
      : spawnLogged({ args: ['scripts/start.ts'], env, logName: 'start-server', port });
  try {
    const readyMs = await waitFor200(running, `${running.baseUrl}/api/ready`, {
      since,
      intervalMs: 2,
    });
    const cpuMs = how === 'npm start' ? undefined : processCpuMs(running.pid);
    await sleep(IDLE_MS);
    const answer = await fetch(`${running.baseUrl}${EVENT_LOOP_DELAY_PATH}`);
    const report = (await answer.json()) as EventLoopDelayReport;
    return { readyMs, rssBytes: report.memory.rss, cpuMs };
  } finally {
    await running.stop();
  }
}

async function run(): Promise<Figure[]> {
  ensureBuild();
  const database = await createBenchDatabase(process.env.DATABASE_URL);
  const engine = database.label;
  try {
    log(`first start on a fresh ${engine} database (creates and migrates it; not counted)`);
    await startOnce(database, 'node scripts/start.ts');
    const samples: Record<string, StartSample[]> = { 'npm start': [], 'node scripts/start.ts': [] };
    for (let index = 1; index <= RUNS; index++) {
      for (const how of ['npm start', 'node scripts/start.ts'] as const) {
        const sample = await startOnce(database, how);
        samples[how]!.push(sample);
        log(`${how} #${index}: ready in ${Math.round(sample.readyMs)} ms`);
      }
    }
    const readyMedian = (how: string) => Math.round(median(samples[how]!.map((s) => s.readyMs)));
    const all = Object.values(samples).flat();
    const rss = median(all.map((sample) => sample.rssBytes)) / 1024 / 1024;
    const cpuMedian = Math.round(
      median(samples['node scripts/start.ts']!.map((sample) => sample.cpuMs ?? Number.NaN)),
    );
    const spread = (how: string) =>
      samples[how]!.map((sample) => Math.round(sample.readyMs)).join(', ');
    return [
      {
        part: 'start',
        name: `npm start to first 200 of /api/ready [${engine}]`,
        value: readyMedian('npm start'),
        unit: 'ms',
        budget: { op: '<=', limit: 1000 },
        note: `median of ${RUNS} (${spread('npm start')} ms); existing data directory, built client`,
      },
      {
        part: 'start',
        name: `node scripts/start.ts to first 200 of /api/ready [${engine}]`,
        value: readyMedian('node scripts/start.ts'),
        unit: 'ms',
        note: `median of ${RUNS} (${spread('node scripts/start.ts')} ms): the same without npm's own start-up; CPU time to ready ${cpuMedian} ms (median; less sensitive to other load than wall time)`,
      },
      {
        part: 'start',
        name: `idle RSS after start [${engine}]`,
        value: Math.round(rss),
        unit: 'MB',
        budget: { op: '<=', limit: 350 },
        note: `median of ${all.length} starts, ${IDLE_MS} ms after ready`,
      },
    ];
  } finally {
    await database.remove();
  }
}

const start: BenchPart = { name: 'start', run };
export default start;
