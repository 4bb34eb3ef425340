/**
 * `npm start`: build when the current build is missing or stale (scripts/build.ts, which
 * waits for a build already running), then run its server bundle (server/main.ts, which
 * applies migrations before it listens). Bad configuration stops the start before any
 * build; with nothing to build, the bundle checks it itself.
 */
import { realpathSync } from 'node:fs';
import module from 'node:module';
import { pathToFileURL } from 'node:url';
import { buildIsStale, ensureBuild, serverBundle } from './lib/build.ts';

if (buildIsStale()) {
  const { readConfigOrExit } = await import('../server/config.ts');
  readConfigOrExit();
  ensureBuild();
}
// Compiled code is reused from the previous start (in the OS temporary directory).
module.enableCompileCache?.();
// The build itself, not the link: a later build switching dist/current leaves this process on its own.
await import(pathToFileURL(realpathSync(serverBundle)).href);
