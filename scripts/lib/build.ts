/**
 * Where the build lives and when it is stale. Each `npm run build` (scripts/build.ts) writes
 * a folder of its own, dist/builds/<id>/ with client/ and server/, and then points the
 * dist/current link at it in one rename: a build never rewrites files a running process
 * serves, and a process started from dist/current keeps its own build until it stops
 * (docs/decisions/086-production-workflow.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '../..');
export const distRoot = path.join(projectRoot, 'dist');
export const buildsDir = path.join(distRoot, 'builds');
/** A symbolic link to the newest complete build. */
export const currentBuild = path.join(distRoot, 'current');
/** The client of the current build (the server's default CLIENT_DIST_DIR). */
export const clientDistDir = path.join(currentBuild, 'client');
/** The server bundle of the current build: what `npm start` and production processes run. */
export const serverBundle = path.join(currentBuild, 'server/main.js');
/** Written by the prerender step: the site address the pages were made for. */
export const prerenderStampOf = (clientDir: string) => path.join(clientDir, '.vite/prerender.json');

/** What a build is made from: a change to any of them makes it stale. */
const SOURCES = [
  'client',
  'common',
  'server',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build.ts',
  'scripts/prerender.ts',
  'scripts/lib/build.ts',
];

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

/** PUBLIC_SITE_URL (from .env when the environment has none), checked, without a trailing slash. */
export function configuredSiteUrl(): string {
  if (!process.env.PUBLIC_SITE_URL && existsSync(path.join(projectRoot, '.env'))) {
    process.loadEnvFile(path.join(projectRoot, '.env'));
  }
  const value = process.env.PUBLIC_SITE_URL || 'http://localhost:3000';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Invalid environment variable PUBLIC_SITE_URL=${JSON.stringify(value)}`);
  }
  return url.href.replace(/\/+$/, '');
}

function builtSiteUrl(): string | undefined {
  try {
    const stamp = JSON.parse(readFileSync(prerenderStampOf(clientDistDir), 'utf8')) as {
      siteUrl?: string;
    };
    return stamp.siteUrl?.replace(/\/+$/, '');
  } catch {
    return undefined;
  }
}

/**
 * True when there is no current build, it was prerendered for another PUBLIC_SITE_URL
 * (canonical links and the sitemap carry it), or a source changed after it was made.
 */
export function buildIsStale(): boolean {
  if (!existsSync(serverBundle) || !existsSync(path.join(clientDistDir, 'index.html'))) return true;
  let siteUrl: string;
  try {
    siteUrl = configuredSiteUrl();
  } catch {
    return true; // the start then reads the configuration and names the bad value
  }
  if (builtSiteUrl() !== siteUrl) return true;
  const builtAt = statSync(serverBundle).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(projectRoot, source)) > builtAt);
}

/**
 * Builds when the current build is stale, in a process of its own (the build runs as
 * production whatever NODE_ENV the caller has) that waits for any other build first.
 */
export function ensureBuild(): void {
  if (!buildIsStale()) return;
  const result = spawnSync(process.execPath, ['scripts/build.ts', '--if-stale'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
