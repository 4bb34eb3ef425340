/**
 * Debian's chromium, in two packages of the same build:
 * - the headless shell drives the browser tests and screenshots: the old headless mode,
 *   which Playwright itself uses for headless runs; it renders with the same Blink at about
 *   a third of the full browser's CPU (docs/decisions/092);
 * - the full browser is what Lighthouse measures (bench/pages.ts), as a visitor's would run.
 * When one is missing, install it with apt-get if we are root; otherwise stop with one line
 * that says how.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { projectRoot } from './build.ts';

interface DebianBrowser {
  path: string;
  debianPackage: string;
}

export const CHROMIUM: DebianBrowser = {
  path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  debianPackage: 'chromium',
};

export const HEADLESS_SHELL: DebianBrowser = {
  path: process.env.HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
  debianPackage: 'chromium-headless-shell',
};

export function ensureInstalled(browser: DebianBrowser): void {
  if (existsSync(browser.path)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `${browser.debianPackage} is missing at ${browser.path}: install Debian's chromium and its headless shell with "sudo sh scripts/install-chromium.sh".`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${browser.debianPackage}…`);
  const install = spawnSync('sh', ['scripts/install-chromium.sh'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (install.status !== 0 || !existsSync(browser.path)) {
    console.error(`Installing ${browser.debianPackage} with apt-get failed; see the output above.`);
    process.exit(1);
  }
}
