/** axe-core on every public route: no serious or critical violation, on desktop and phone. */
import type { Page } from '@playwright/test';
import { PUBLIC_PAGE_PATHS } from '../common/shared/paths.ts';
import { axeViolations, WCAG_AA } from './axe.ts';
import { expect, test } from './fixtures.ts';

async function seriousViolations(page: Page) {
  // Render the sections that wait for the viewport (content-visibility), so axe checks
  // every section, not only those on screen.
  await page.addStyleTag({ content: '.defer-render { content-visibility: visible !important; }' });
  return axeViolations(page, {
    tags: [...WCAG_AA, 'wcag22aa', 'best-practice'],
    seriousOnly: true,
  });
}

for (const path of PUBLIC_PAGE_PATHS) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Scrolled to the end: every section revealed, the back-to-top button shown.
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    await page.waitForTimeout(1200);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the home page and the open side drawer have no serious violation', async ({ page }) => {
    await page.goto('/');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
