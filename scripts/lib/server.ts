/**
 * Starts the built app (scripts/start.ts, as `npm start` does) on a port of its own with a throw-away data
 * directory, for scripts that drive a browser against it (screenshots, bench/pages.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from './build.ts';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export async function startServer(port: number): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'diligence-server-'));
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      // Production refuses the sandbox integrations without vendor secrets.
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/api/ready`);
      if (response.ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not become ready on ${url}`);
}
