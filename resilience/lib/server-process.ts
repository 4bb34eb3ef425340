/**
 * The real server (the bundle `npm start` runs, dist/server/main.js, built by the suite's
 * global setup) as a child process, for the resilience suites: its own port in 4400-4449, the environment
 * the test gives it (DATA_DIR, DATABASE_URL, HubSpot, limits), its output kept in
 * memory, kill with any signal, restart on the same port. Every process started here is
 * stopped after the test file (cleanup.ts) and killed if the test process exits first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { serverBundle } from '../../scripts/lib/build.ts';
import { cleanUpAfterFile } from './cleanup.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');

export interface PortRange {
  first: number;
  last: number;
}

/** The default ports; the shutdown, backup and database-down suites use SECOND_PORT_RANGE. */
const PORT_RANGE: PortRange = { first: 4400, last: 4449 };
export const SECOND_PORT_RANGE: PortRange = { first: 4450, last: 4499 };

/** The administrator every resilience server accepts. */
export const RESILIENCE_ADMIN_EMAIL = 'admin@firm.test';
/** The session-signing secret of every resilience server (cookies made elsewhere need it). */
export const RESILIENCE_AUTH_SECRET = 'resilience-only-secret-that-signs-session-cookies';

/**
 * Secrets shared by every process of a test, so a session cookie signed by one is valid on
 * another (outside production a process would otherwise generate its own into DATA_DIR).
 */
const SHARED_ENV = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  AUTH_SECRET: RESILIENCE_AUTH_SECRET,
  TOKEN_ENCRYPTION_KEY: 'dGVzdC1vbmx5LWtleS1mb3Itb2F1dGgtdG9rZW5zISE=',
  ADMIN_EMAILS: RESILIENCE_ADMIN_EMAIL,
};

/** Lines of output kept per process (the newest). */
const MAX_LOG_LINES = 20_000;
const READY_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 10_000;

export interface ServerProcess {
  /** http://127.0.0.1:<port>; the same across restarts. */
  url: string;
  port: number;
  /** The current child's pid (a restart changes it). */
  pid: number;
  /** The last run's exit code once it has exited (null: running, or ended by a signal). */
  exitCode: number | null;
  /** stdout and stderr lines of every run of this server, in order. */
  logs: string[];
  /** Parsed JSON log lines (pino), non-JSON lines skipped. */
  logRecords(): Record<string, unknown>[];
  running(): boolean;
  /** Sends `signal` (default SIGKILL) and resolves once the process has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /**
   * Starts it again (stopping it first if it runs) and waits for /api/ready, unless
   * `waitReady: false` (then call waitReady() when needed, or kill it while it starts).
   */
  restart(options?: { waitReady?: boolean }): Promise<void>;
  /** Resolves once /api/ready answers 200; throws (with the log's tail) if it never does. */
  waitReady(): Promise<void>;
  /** SIGTERM, SIGKILL after 10 s; resolves once exited. Safe to call twice. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** Added to (and overriding) the shared test environment: DATA_DIR or DATABASE_URL, etc. */
  env: Record<string, string>;
  /** Prefix of this server's log lines when printed. */
  name?: string;
  /** Where its port is taken from (default PORT_RANGE). */
  ports?: PortRange;
}

const live = new Set<ChildProcess>();
/** Ports of this file's servers; each is free again once the file ends. */
const claimedPorts = new Set<number>();

process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function claimPort(range: PortRange): Promise<number> {
  for (let port = range.first; port <= range.last; port++) {
    if (claimedPorts.has(port)) continue;
    // Claimed before the check, so servers started at once never get the same port.
    claimedPorts.add(port);
    if (await isPortFree(port)) return port;
    claimedPorts.delete(port);
  }
  throw new Error(`No free port in ${range.first}-${range.last}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await claimPort(options.ports ?? PORT_RANGE);
  const url = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const record = (chunk: Buffer, partial: { text: string }) => {
    partial.text += chunk.toString('utf8');
    const lines = partial.text.split('\n');
    partial.text = lines.pop() ?? '';
    logs.push(...lines);
    if (logs.length > MAX_LOG_LINES) logs.splice(0, logs.length - MAX_LOG_LINES);
  };

  const isRunning = () => child !== undefined && child.exitCode === null && !child.signalCode;

  function spawnChild() {
    // Only what the server needs from this process: no DATABASE_URL or HubSpot leaking in.
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...SHARED_ENV,
      PORT: String(port),
      PUBLIC_SITE_URL: url,
      ...options.env,
    };
    const started = spawn(process.execPath, [serverBundle], {
      cwd: projectRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = { text: '' };
    const err = { text: '' };
    started.stdout.on('data', (chunk: Buffer) => record(chunk, out));
    started.stderr.on('data', (chunk: Buffer) => record(chunk, err));
    live.add(started);
    exited = new Promise((resolve) =>
      started.once('exit', () => {
        live.delete(started);
        resolve();
      }),
    );
    child = started;
  }

  async function waitReady() {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (!isRunning()) break;
      try {
        const response = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2_000) });
        await response.arrayBuffer();
        if (response.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await sleep(50);
    }
    const tail = logs.slice(-30).join('\n');
    await server.stop();
    throw new Error(`${options.name ?? 'server'} on ${url} did not become ready:\n${tail}`);
  }

  async function kill(signal: NodeJS.Signals = 'SIGKILL') {
    if (!isRunning()) return;
    child!.kill(signal);
    await exited;
  }

  const server: ServerProcess = {
    url,
    port,
    get pid() {
      return child?.pid ?? 0;
    },
    get exitCode() {
      return child?.exitCode ?? null;
    },
    logs,
    logRecords: () =>
      logs.flatMap((line) => {
        if (!line.startsWith('{')) return [];
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      }),
    running: isRunning,
    kill,
    async restart({ waitReady: wait = true } = {}) {
      await server.stop();
      spawnChild();
      if (wait) await waitReady();
    },
    waitReady,
    async stop() {
      if (!isRunning()) return;
      const timer = setTimeout(() => child?.kill('SIGKILL'), STOP_GRACE_MS);
      await kill('SIGTERM');
      clearTimeout(timer);
    },
  };
  cleanUpAfterFile(async () => {
    await server.stop();
    claimedPorts.delete(port);
  });
  spawnChild();
  await waitReady();
  return server;
}
