/**
 * The Overview tells the truth (docs/product.md#workspace): a project nobody joined and no
 * platform connected is stuck, not "All set", and its Connections name the platforms missing,
 * in the table and in a phone's card; a project created from the empty Overview is listed
 * without a reload.
 */
import { NO_PROJECT_MESSAGES } from '../common/projects/messages.ts';
import type { OverviewResponse } from '../common/admin/overview-contract.ts';
import { expect, test, uniqueId } from './fixtures.ts';

const NO_PLATFORM = '3 of 3 platforms missing: Meta (Facebook) Ads, Google Ads, LinkedIn Ads';

test('a project without members or connections is stuck and says why, on a phone too', async ({
  accounts,
}) => {
  const tag = `Truth ${uniqueId()}`;
  const bare = await accounts.createProject({ name: `${tag} Bare` });
  const { page } = await accounts.admin();
  await page.goto('/portal/admin');
  await page.getByRole('searchbox').fill(tag);
  await page.getByRole('searchbox').press('Enter');

  const table = page.getByRole('table', { name: 'Overview' });
  const row = table.getByRole('row', { name: new RegExp(bare.name) });
  await expect(row).toContainText(NO_PLATFORM);
  await expect(row).toContainText('No member yet');
  await expect(row).toContainText('Stuck');
  await expect(row).not.toContainText('All set');

  // A phone: the table gives way to a card per project holding the same reasons.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toBeHidden();
  const card = page
    .getByRole('list', { name: 'Overview' })
    .getByRole('listitem', { name: bare.name });
  await expect(card).toContainText(NO_PLATFORM);
  await expect(card).toContainText('No member yet');
  await expect(card).toContainText('Stuck');
  await expect(card.getByRole('link', { name: bare.name })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a project created from the empty Overview is listed without a reload', async ({
  accounts,
}) => {
  const { page } = await accounts.admin();
  const slug = `truth_${uniqueId()}`;
  const name = `Truth First ${slug}`;
  // The run's tests share one database: the firm is shown empty at first, and the Overview's
  // later reads are narrowed to this test's project, wherever the attention order puts it.
  let reads = 0;
  await page.route('**/api/admin/overview?*', async (route) => {
    reads += 1;
    if (reads === 1) {
      await route.fulfill({ json: { items: [], nextCursor: null } satisfies OverviewResponse });
      return;
    }
    const url = new URL(route.request().url());
    url.searchParams.set('search', slug);
    await route.continue({ url: url.toString() });
  });
  await page.goto('/portal/admin');
  // Marks this document: a reload would start a new one without the mark.
  await page.evaluate(() => (document.documentElement.dataset.overviewTruth = 'same page'));

  await page.getByRole('button', { name: NO_PROJECT_MESSAGES.createFirst }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Project' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Slug').fill(slug);
  await dialog.getByLabel('Allowed Domains').fill(`${slug.replaceAll('_', '-')}.test`);
  await dialog.getByRole('button', { name: /Create/ }).click();
  await expect(dialog).toHaveCount(0);

  const table = page.getByRole('table', { name: 'Overview' });
  await expect(table.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText(NO_PLATFORM);
  await expect(page.locator('html')).toHaveAttribute('data-overview-truth', 'same page');
});
