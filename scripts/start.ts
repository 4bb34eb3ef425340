/**
 * `npm start`: build the client and the server bundle when missing or stale, then run the
 * bundle (server/main.ts, which applies migrations before it listens). Bad configuration
 * stops the start before any build; with nothing to build, the bundle checks it itself.
 */
import module from 'node:module';
import { pathToFileURL } from 'node:url';
import { clientBuildIsStale, ensureClientBuild } from './lib/client-build.ts';
import { ensureServerBuild, serverBuildIsStale, serverBundle } from './lib/server-build.ts';

if (clientBuildIsStale() || serverBuildIsStale()) {
  const { readConfigOrExit } = await import('../server/config.ts');
  readConfigOrExit();
  ensureClientBuild();
  await ensureServerBuild();
}
// Compiled code is reused from the previous start (in the OS temporary directory).
module.enableCompileCache?.();
await import(pathToFileURL(serverBundle).href);
