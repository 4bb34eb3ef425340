/**
 * Runs the server from source (`npm run serve`): the same code `npm start` runs as a bundle
 * (scripts/start.ts, scripts/lib/server-build.ts), without the build step.
 */
import './main.ts';
