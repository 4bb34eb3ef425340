/**
 * Child processes for the benchmarks: the real server entry (scripts/start.ts, what
 * `npm start` runs) and the hello-world, each in its own process group with its output
 * in bench/results/, plus throw-away data directories and PostgreSQL databases.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, openSync, closeSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

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

/** The environment the server runs with in every benchmark. */
export function serverEnv(
  port: number,
  database: BenchDatabase,
  extra: Record<string, string> = {},
): Record<string, string | undefined> {
  return {
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    ...extra,
  };
}

export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  label: 'PGlite' | 'PostgreSQL';
  /** The server's DATA_DIR (PGlite lives in DATA_DIR/pglite). */
  dataDir: string;
  /** Set for PostgreSQL: a database created for this run. */
  url: string | undefined;
  remove(): Promise<void>;
}

/**
 * A fresh database for one benchmark: a temporary DATA_DIR for PGlite, or a new database
 * on the PostgreSQL server of `serverUrl` (created now, dropped by remove()).
 */
export async function createBenchDatabase(serverUrl: string | undefined): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'diligence-bench-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!serverUrl) {
    return {
      kind: 'pglite',
      label: 'PGlite',
      dataDir,
      url: undefined,
      remove: async () => removeDir(),
    };
  }
  const name = `bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    label: 'PostgreSQL',
    dataDir,
    url: url.toString(),
    remove: async () => {
      removeDir();
      await withClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Starts the real server entry (scripts/start.ts, what `npm start` runs) and waits for /api/ready. */
export async function startServer(options: {
  database: BenchDatabase;
  port: number;
  logName: string;
  env?: Record<string, string>;
}): Promise<RunningProcess> {
  const port = await freePort(options.port);
  const running = spawnLogged({
    args: ['scripts/start.ts'],
    env: serverEnv(port, options.database, options.env),
    logName: options.logName,
    port,
  });
  try {
    // A start may build the client and the server first (scripts/start.ts): minutes on a
    // loaded 2-core host, as CI allows.
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
