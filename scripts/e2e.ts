/** `npm run test:e2e`: make sure chromium and the client build exist, then run Playwright. */
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './lib/chromium.ts';
import { ensureClientBuild, projectRoot } from './lib/client-build.ts';

ensureChromium();
ensureClientBuild();
const result = spawnSync('playwright', ['test', ...process.argv.slice(2)], {
  cwd: projectRoot,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
