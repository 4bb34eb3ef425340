/**
 * The server as `npm start` runs it: one ES module (dist/server/main.js) bundled by esbuild,
 * so a start loads one file instead of ~1,800 (docs/decisions/057-server-bundle.md). It is
 * rebuilt when missing or older than any of its sources. PGlite stays outside the bundle:
 * it loads its WebAssembly and data files from beside its own module. The migrations are
 * copied next to the bundle, where server/db/client.ts looks for them.
 */
import { cpSync, existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestMtime, projectRoot } from './client-build.ts';

const outDir = path.join(projectRoot, 'dist/server');
export const serverBundle = path.join(outDir, 'main.js');
const SOURCES = ['server', 'common', 'package-lock.json'];

export function serverBuildIsStale(): boolean {
  if (!existsSync(serverBundle)) return true;
  const builtAt = statSync(serverBundle).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(projectRoot, source)) > builtAt);
}

async function buildServer(): Promise<void> {
  const { build } = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  cpSync(path.join(projectRoot, 'server/db/migrations'), path.join(outDir, 'migrations'), {
    recursive: true,
  });
  await build({
    entryPoints: [path.join(projectRoot, 'server/main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Not minified: stack traces in the logs keep our function names.
    external: ['@electric-sql/pglite', 'pg-native'],
    // Bundled CommonJS packages (pg) call require() for Node's built-ins.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}

export async function ensureServerBuild(): Promise<void> {
  if (!serverBuildIsStale()) return;
  console.log('Building the server…');
  await buildServer();
}
