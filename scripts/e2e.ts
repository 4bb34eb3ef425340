/** `npm run test:e2e`: make sure the headless shell and the client build exist, then run Playwright. */
import { spawnSync } from 'node:child_process';
import { ensureInstalled, HEADLESS_SHELL } from './lib/chromium.ts';
import { ensureBuild, projectRoot } from './lib/build.ts';
import { E2E_BASE_URL } from './lib/e2e-address.ts';

ensureInstalled(HEADLESS_SHELL);
// Build for the address the test server answers on (canonical links, sitemap), as
// playwright.config.ts does for its web server, so it does not build a second time.
process.env.PUBLIC_SITE_URL ??= E2E_BASE_URL;
ensureBuild();
const result = spawnSync('playwright', ['test', ...process.argv.slice(2)], {
  cwd: projectRoot,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
