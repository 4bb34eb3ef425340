/**
 * Child processes for the benchmarks: the real server entry (scripts/start.ts, what
 * `npm start` runs) and the hello-world, each in its own process group with its output
 * in bench/results/, plus the PostgreSQL server of a run (embedded, or the one the
 * environment names) and throw-away data directories and databases on it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, copyFileSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { clusterDirOf, startEmbeddedPostgres } from '../../server/db/embedded-postgres.ts';
import { createScratchDatabase } from '../../server/testing/database.ts';
import { ensureBuild } from '../../scripts/lib/build.ts';

export const projectRoot = path.resolve(import.meta.dirname, '../..');
export const resultsDir = path.join(projectRoot, 'bench/results');

/** Preferred ports of this harness; any free one in PORT_RANGE is used when taken. */
export const PORTS = { server: 4710, helloWorld: 4711, start: 4712 } as const;
export const PORT_RANGE = { first: 4710, last: 4719 } as const;

export interface RunningProcess {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves when the process has exited. */
  stop(graceMs?: number): Promise<void>;
}

export function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '0.0.0.0', () => probe.close(() => resolve(true)));
  });
}

/** `preferred` when free, else the next free port of PORT_RANGE (wrapping around). */
export async function freePort(preferred: number): Promise<number> {
  const size = PORT_RANGE.last - PORT_RANGE.first + 1;
  for (let offset = 0; offset < size; offset++) {
    const port = PORT_RANGE.first + ((preferred - PORT_RANGE.first + offset) % size);
    if (await isPortFree(port)) return port;
  }
  throw new Error(`No free port in ${PORT_RANGE.first}-${PORT_RANGE.last}`);
}

/** Starts `node <script>` (or another command) in its own process group, logging to a file. */
export function spawnLogged(options: {
  command?: string;
  args: string[];
  env: Record<string, string | undefined>;
  logName: string;
  port: number;
}): RunningProcess {
  mkdirSync(resultsDir, { recursive: true });
  const log = openSync(path.join(resultsDir, `${options.logName}.log`), 'w');
  const child = spawn(options.command ?? process.execPath, options.args, {
    cwd: projectRoot,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopping: Promise<void> | undefined;
  return {
    child,
    pid: child.pid!,
    baseUrl: `http://127.0.0.1:${options.port}`,
    stop(graceMs = 10_000) {
      stopping ??= (async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        signalGroup(child.pid!, 'SIGTERM');
        const timer = setTimeout(() => signalGroup(child.pid!, 'SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      })();
      return stopping;
    },
  };
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Polls `url` until it answers 200; resolves with the milliseconds since `since`.
 * Rejects when the process exits first or after `timeoutMs`.
 */
export async function waitFor200(
  running: RunningProcess,
  url: string,
  { since = performance.now(), timeoutMs = 60_000, intervalMs = 5 } = {},
): Promise<number> {
  const deadline = since + timeoutMs;
  while (performance.now() < deadline) {
    if (running.child.exitCode !== null) {
      throw new Error(`${url}: the process exited with status ${running.child.exitCode}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    await sleep(intervalMs);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

export const siteUrlOf = (port: number) => `http://127.0.0.1:${port}`;

/**
 * Builds when the build is stale for a server on `port`: a build is made for one
 * PUBLIC_SITE_URL (scripts/lib/build.ts), so a server on another address would build again
 * inside its start.
 */
export function ensureBuildFor(port: number): void {
  const given = process.env.PUBLIC_SITE_URL;
  process.env.PUBLIC_SITE_URL = siteUrlOf(port);
  try {
    ensureBuild();
  } finally {
    if (given === undefined) delete process.env.PUBLIC_SITE_URL;
    else process.env.PUBLIC_SITE_URL = given;
  }
}

/**
 * The environment the server runs with in every benchmark: DATA_DIR, and DATABASE_URL when
 * given; without one the server runs the embedded PostgreSQL of DATA_DIR itself.
 */
export function serverEnv(
  port: number,
  database: { dataDir: string; url?: string },
  extra: Record<string, string> = {},
): Record<string, string | undefined> {
  return {
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_SITE_URL: siteUrlOf(port),
    DATA_DIR: database.dataDir,
    // undefined: not passed on, whatever the bench's own environment holds.
    DATABASE_URL: database.url,
    ...extra,
  };
}

/** The PostgreSQL server a bench part creates its database on. */
export interface BenchPostgres {
  /** A URL of the server (its maintenance database): fresh databases are created from it. */
  serverUrl: string;
  /** For the report: "embedded PostgreSQL" or which variable named the server. */
  label: string;
  /** Stops (and removes) the embedded server this bench started; nothing for a given one. */
  stop(): Promise<void>;
}

/** The variable naming the PostgreSQL server the bench uses, when one does. */
const givenServerVariable = () =>
  ['DATABASE_URL', 'TEST_DATABASE_URL'].find((variable) => process.env[variable]);

/** For the report: which PostgreSQL the database-backed parts run on. */
export const benchPostgresLabel = () => {
  const variable = givenServerVariable();
  return variable ? `PostgreSQL of ${variable}` : 'embedded PostgreSQL';
};

/**
 * DATABASE_URL's server, else TEST_DATABASE_URL's, else an embedded PostgreSQL of the bench's
 * own (server/db/embedded-postgres.ts, what a server without DATABASE_URL runs, with its
 * default settings: durable writes) in a temporary folder. With BENCH_POSTGRES_LOG=true the
 * embedded one logs every statement, copied to bench/results/postgres.log when it stops.
 */
export async function startBenchPostgres(): Promise<BenchPostgres> {
  const variable = givenServerVariable();
  if (variable) {
    return { serverUrl: process.env[variable]!, label: benchPostgresLabel(), stop: async () => {} };
  }
  const logStatements = process.env.BENCH_POSTGRES_LOG === 'true';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'diligence-bench-postgres-'));
  try {
    const embedded = await startEmbeddedPostgres(dataDir, {
      settings: logStatements ? ['log_statement=all'] : [],
    });
    return {
      serverUrl: embedded.maintenanceUrl,
      label: benchPostgresLabel(),
      stop: async () => {
        await embedded.stop();
        if (logStatements) {
          mkdirSync(resultsDir, { recursive: true });
          copyFileSync(
            path.join(clusterDirOf(dataDir), 'server.log'),
            path.join(resultsDir, 'postgres.log'),
          );
        }
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export interface BenchDatabase {
  /** The server's DATA_DIR (uploads, generated secrets): a temporary folder. */
  dataDir: string;
  /** A database created for this run on the bench's PostgreSQL server. */
  url: string;
  /** Drops the database and removes DATA_DIR. */
  remove(): Promise<void>;
}

/** A fresh database (and DATA_DIR) for one benchmark on `postgres`, dropped by remove(). */
export async function createBenchDatabase(postgres: BenchPostgres): Promise<BenchDatabase> {
  const scratch = await createScratchDatabase(postgres.serverUrl, 'bench');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'diligence-bench-'));
  return {
    dataDir,
    url: scratch.url,
    remove: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await scratch.drop();
    },
  };
}

/**
 * Runs `measure` on a fresh database of the bench's PostgreSQL (startBenchPostgres), then
 * drops it and stops that PostgreSQL.
 */
export async function withBenchDatabase<T>(
  log: (line: string) => void,
  measure: (database: BenchDatabase) => Promise<T>,
): Promise<T> {
  const postgres = await startBenchPostgres();
  try {
    log(`on a fresh database of the ${postgres.label}`);
    const database = await createBenchDatabase(postgres);
    try {
      return await measure(database);
    } finally {
      await database.remove();
    }
  } finally {
    await postgres.stop();
  }
}

/** Starts the real server entry (scripts/start.ts, what `npm start` runs) and waits for /api/ready. */
export async function startServer(options: {
  database: { dataDir: string; url?: string };
  port: number;
  logName: string;
  env?: Record<string, string>;
}): Promise<RunningProcess> {
  const port = await freePort(options.port);
  // Built beforehand, not inside the start (whose wait would then include the build).
  ensureBuildFor(port);
  const running = spawnLogged({
    args: ['scripts/start.ts'],
    env: serverEnv(port, options.database, options.env),
    logName: options.logName,
    port,
  });
  try {
    // A first start on a fresh database migrates it; the build is done (above), unless
    // another one flipped dist/current meanwhile: minutes on a loaded 2-core host.
    await waitFor200(running, `${running.baseUrl}/api/ready`, { timeoutMs: 240_000 });
  } catch (error) {
    await running.stop();
    throw new Error(
      `The server did not start (see bench/results/${options.logName}.log): ${(error as Error).message}`,
    );
  }
  return running;
}

export async function startHelloWorld(
  preferred: number = PORTS.helloWorld,
): Promise<RunningProcess> {
  const port = await freePort(preferred);
  const running = spawnLogged({
    args: ['bench/hello-world.ts'],
    env: { PORT: String(port) },
    logName: 'hello-world',
    port,
  });
  await waitFor200(running, `${running.baseUrl}/`);
  return running;
}
