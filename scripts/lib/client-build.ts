/**
 * Builds the client when dist/ is missing, older than any of its sources, or prerendered
 * for another PUBLIC_SITE_URL than the one configured now (canonical links and the
 * sitemap carry it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '../..');
const builtIndex = path.join(projectRoot, 'dist/client/index.html');
const prerenderStamp = path.join(projectRoot, 'dist/client/.vite/prerender.json');
const SOURCES = [
  'client',
  'common',
  'vite.config.ts',
  'package-lock.json',
  'scripts/prerender.ts',
  'scripts/lib/critical-css.ts',
];

export function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function configuredSiteUrl(): string {
  if (!process.env.PUBLIC_SITE_URL && existsSync(path.join(projectRoot, '.env'))) {
    process.loadEnvFile(path.join(projectRoot, '.env'));
  }
  return (process.env.PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');
}

/** The site address the current build was prerendered for (see scripts/prerender.ts). */
function builtSiteUrl(): string | undefined {
  try {
    const stamp = JSON.parse(readFileSync(prerenderStamp, 'utf8')) as { siteUrl?: string };
    return stamp.siteUrl?.replace(/\/+$/, '');
  } catch {
    return undefined;
  }
}

export function clientBuildIsStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  if (builtSiteUrl() !== configuredSiteUrl()) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(projectRoot, source)) > builtAt);
}

export function ensureClientBuild(): void {
  if (!clientBuildIsStale()) return;
  console.log('Building the client…');
  // Always a production build, whatever NODE_ENV the caller runs with (the e2e server: test).
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
