/**
 * `npm run screenshots`: full-page screenshots of every public route at 390 px (phone) and
 * 1440 px (desktop) wide, in screenshots/ (git-ignored). Builds the client when stale and
 * starts the app on SCREENSHOT_PORT (default 4714). Motion is reduced and deferred
 * sections are rendered, so every section is captured in its final state.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { PUBLIC_PAGE_PATHS } from '../common/shared/paths.ts';
import { ensureInstalled, HEADLESS_SHELL } from './lib/chromium.ts';
import { ensureBuild, projectRoot } from './lib/build.ts';
import { startServer } from './lib/server.ts';

const WIDTHS = [390, 1440] as const;
const outDir = path.join(projectRoot, 'screenshots');

ensureInstalled(HEADLESS_SHELL);
ensureBuild();
mkdirSync(outDir, { recursive: true });
const server = await startServer(Number(process.env.SCREENSHOT_PORT ?? 4714));
const browser = await chromium.launch({
  executablePath: HEADLESS_SHELL.path,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: width < 768 ? 844 : 900 },
      deviceScaleFactor: width < 768 ? 2 : 1,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    for (const route of PUBLIC_PAGE_PATHS) {
      await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
      // Sections below the fold render as they near the viewport (content-visibility);
      // a full-page capture does not scroll, so render them all.
      await page.addStyleTag({
        content: '.defer-render { content-visibility: visible !important; }',
      });
      const name = route === '/' ? 'home' : route.slice(1);
      const file = path.join(outDir, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(path.relative(projectRoot, file));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
