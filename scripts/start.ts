/**
 * `npm start`: build the client when the build is missing or stale, then run the server
 * (which applies migrations before it listens).
 */
import { readConfigOrExit } from '../server/config.ts';
import { ensureClientBuild } from './lib/client-build.ts';

// Fail on bad configuration before spending time on a build.
readConfigOrExit();
ensureClientBuild();
await import('../server/index.ts');
