/**
 * Browser tests drive Debian's chromium. When it is missing, install it with apt-get if
 * we are root; otherwise stop with one line that says how.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium is missing at ${CHROMIUM_PATH}: install it with "sudo apt-get install -y chromium" (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  const install = spawnSync(
    'sh',
    ['-c', 'apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium'],
    { stdio: 'inherit' },
  );
  if (install.status !== 0 || !existsSync(CHROMIUM_PATH)) {
    console.error('Installing chromium with apt-get failed; see the output above.');
    process.exit(1);
  }
}
