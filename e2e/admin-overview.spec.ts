/**
 * The admin's Overview tab (docs/product.md#workspace): the admin lands on it, sees
 * a stuck project flagged with its reason first, sorts by a column, and opens the project's
 * page from its row; the tab passes axe.
 */
import { axeViolations, WCAG_AA } from './axe.ts';
import { expect, test, uniqueId } from './fixtures.ts';

test('the admin lands on the Overview, finds the stuck project first and opens it', async ({
  accounts,
  baseURL,
}) => {
  const tag = `Overview ${uniqueId()}`;
  const stuck = await accounts.createProject({ name: `${tag} Zulu` });
  const active = await accounts.createProject({ name: `${tag} Alpha` });
  const client = await accounts.client({ project: active });
  const saved = await client.request.post('/api/metrics', {
    headers: { origin: baseURL! },
    data: { projectId: active.id, industry: 'b2b', trailingTwelveMonthRevenue: '1000000' },
  });
  expect(saved.status()).toBe(201);

  const { page } = await accounts.admin();
  await page.goto('/portal/admin');
  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  await page.getByRole('searchbox').fill(tag);
  await page.getByRole('searchbox').press('Enter');
  const table = page.getByRole('table', { name: 'Overview' });
  const rows = table.getByRole('row');
  // Needs attention first: the project nobody submitted to, with its reason.
  await expect(rows.nth(1)).toContainText(stuck.name);
  await expect(
    rows.nth(1).getByRole('list', { name: `Needs attention: ${stuck.name}` }),
  ).toContainText('No submission');
  await expect(rows.nth(2)).toContainText(active.name);
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);

  // By name: Alpha before Zulu, and the header says so.
  const header = table.getByRole('columnheader', { name: 'Project' });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.nth(1)).toContainText(active.name);
  await expect(rows.nth(2)).toContainText(stuck.name);

  await table.getByRole('link', { name: stuck.name, exact: true }).click();
  await expect(page).toHaveURL(`/portal/admin/projects/${stuck.id}`);
  await expect(page.getByRole('heading', { level: 1, name: stuck.name })).toBeVisible();
});
