/**
 * `npm start`: build the client when the build is missing or stale, then run the server
 * (which applies migrations before it listens).
 */
import { ensureClientBuild } from './lib/client-build.ts';

ensureClientBuild();
await import('../server/index.ts');
