/**
 * `npm start`: build the client when the build is missing or stale, then run the server
 * (which applies migrations before it listens). Faster module loading is set up first, as
 * in server/index.ts, so that it covers the configuration's modules too.
 */
import { prepareModuleLoading } from '../server/lib/module-loading.ts';

prepareModuleLoading();
const { readConfigOrExit } = await import('../server/config.ts');
const { ensureClientBuild } = await import('./lib/client-build.ts');

// Fail on bad configuration before spending time on a build.
readConfigOrExit();
ensureClientBuild();
await import('../server/index.ts');
