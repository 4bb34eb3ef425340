/**
 * `npm run dev`: the API from source in Node's watch mode (it restarts when a file under
 * server/ or common/ changes) and Vite with hot reload in front of it, on the embedded
 * database in ./data/dev, seeded with a demo when it has no users (scripts/lib/demo-seed.ts).
 * Output lines are prefixed [api] and [web]; Ctrl-C or SIGTERM stops both, and when
 * either stops the other is stopped too. docs/decisions/085-dev-workflow.md.
 *
 * Set here, whatever .env says: NODE_ENV=development, PORT (DEV_API_PORT, default 3000),
 * HOST=127.0.0.1 (Vite proxies to it), PUBLIC_SITE_URL (Vite's origin: DEV_PORT, default
 * 5173) and DATA_DIR (from the shell only, default ./data/dev: .env's is npm start's); the
 * demo admin is added to ADMIN_EMAILS. Every other variable comes from the shell, then .env.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { readConfigOrExit } from '../server/config.ts';
import { refusalOf } from '../server/db/configured.ts';
import { withSecrets } from '../server/secrets.ts';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_PASSWORD,
  DEMO_SIGN_INS,
  seedDemoIfEmpty,
} from './lib/demo-seed.ts';

const projectRoot = path.resolve(import.meta.dirname, '..');
process.chdir(projectRoot);

/** How long the children get to stop after a signal before they are killed. */
const STOP_GRACE_MS = 15_000;

function portFrom(name: string, fallback: number): number {
  const text = process.env[name];
  const port = text ? Number(text) : fallback;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`Invalid environment variable ${name}=${JSON.stringify(text)}: must be a port`);
    process.exit(1);
  }
  return port;
}

// DATA_DIR before .env is read: a DATA_DIR in .env is the one `npm start` uses.
const dataDir = process.env.DATA_DIR || './data/dev';
if (existsSync('.env')) process.loadEnvFile('.env');
const webPort = portFrom('DEV_PORT', 5173);
const apiPort = portFrom('DEV_API_PORT', 3000);
const origin = `http://localhost:${webPort}`;
const adminEmails = new Set([DEMO_ADMIN_EMAIL, ...(process.env.ADMIN_EMAILS ?? '').split(',')]);
Object.assign(process.env, {
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  PORT: String(apiPort),
  HOST: '127.0.0.1',
  PUBLIC_SITE_URL: origin,
  ADMIN_EMAILS: [...adminEmails]
    .map((email) => email.trim())
    .filter(Boolean)
    .join(','),
  // vite.config.ts proxies /api and the server-rendered pages to this port.
  DEV_API_PORT: String(apiPort),
});
// Colours survive the pipes when this terminal shows them.
if (process.stdout.isTTY && !process.env.NO_COLOR) process.env.FORCE_COLOR ??= '1';

// The watched API would wait for a file change after failing to listen: say it now.
const apiPortFree = await new Promise<boolean>((resolve) => {
  const probe = net.createServer();
  probe.once('error', () => resolve(false));
  probe.listen(apiPort, '127.0.0.1', () => probe.close(() => resolve(true)));
});
if (!apiPortFree) {
  console.error(`[dev] Port ${apiPort} is in use: stop what runs there or set DEV_API_PORT.`);
  process.exit(1);
}

const config = withSecrets(readConfigOrExit());
const where = config.databaseUrl ? 'DATABASE_URL' : config.dataDir;
try {
  if (await seedDemoIfEmpty(config)) {
    console.log(`[dev] Seeded a demo into ${where}.`);
    console.log(`[dev] Sign in at ${origin}/portal with password ${DEMO_PASSWORD} as:`);
    for (const { email, role } of DEMO_SIGN_INS) console.log(`[dev]   ${email} (${role})`);
  }
} catch (error) {
  // Another server (npm run dev or npm start) on the same DATA_DIR, or data to import.
  const refusal = refusalOf(error);
  if (refusal) console.error(`[dev] ${refusal}`);
  else {
    console.error(error);
    console.error(
      `[dev] The demo seed failed; once the cause is fixed, empty ${where} and start again.`,
    );
  }
  process.exit(1);
}

interface Child {
  name: string;
  process: ChildProcess;
  exited: Promise<void>;
}

function start(name: string, args: string[]): Child {
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    readline
      .createInterface({ input: stream, crlfDelay: Infinity })
      .on('line', (line) => out.write(`[${name}] ${line}\n`));
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { name, process: child, exited };
}

const children = [
  start('api', [
    '--watch-path=server',
    '--watch-path=common',
    // Node clears the terminal on restart otherwise, and Vite's lines with it.
    '--watch-preserve-output',
    'server/index.ts',
  ]),
  start('web', [
    path.join(projectRoot, 'node_modules/vite/bin/vite.js'),
    '--port',
    String(webPort),
    // Another port would not be PUBLIC_SITE_URL: fail instead.
    '--strictPort',
  ]),
];

let stopping = false;
async function stopAll(signal: NodeJS.Signals, exitCode: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    const running = children.filter(
      ({ process: child }) => child.exitCode === null && child.signalCode === null,
    );
    for (const { process: child } of running) child.kill(signal);
    const timer = setTimeout(() => {
      for (const { process: child } of running) child.kill('SIGKILL');
    }, STOP_GRACE_MS);
    await Promise.all(running.map(({ exited }) => exited));
    clearTimeout(timer);
    process.exit(exitCode);
  }
  return new Promise<never>(() => {});
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stopAll(signal, 0));
}
for (const { name, process: child } of children) {
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[dev] ${name} stopped (${signal ?? `exit code ${code}`}); stopping the other.`);
    void stopAll('SIGTERM', 1);
  });
}

// One line once the API answers (Vite is ready long before it).
void (async () => {
  const deadline = Date.now() + 10 * 60_000;
  while (!stopping && Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${apiPort}/api/ready`, {
        signal: AbortSignal.timeout(2_000),
      });
      await response.arrayBuffer();
      if (response.ok) {
        console.log(`[dev] Ready: ${origin} (the portal: ${origin}/portal)`);
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
})();
