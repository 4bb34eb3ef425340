/** Builds the client when dist/ is missing or older than any of its sources. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '../..');
const builtIndex = path.join(projectRoot, 'dist/client/index.html');
const SOURCES = ['client', 'common', 'vite.config.ts', 'package-lock.json', 'scripts/prerender.ts'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function buildIsStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(projectRoot, source)) > builtAt);
}

export function ensureClientBuild(): void {
  if (!buildIsStale()) return;
  console.log('Building the client…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
