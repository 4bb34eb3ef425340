import { expect, test, uniqueId } from './fixtures.ts';

test('shots', async ({ accounts, baseURL }) => {
  const tag = `Shots ${uniqueId()}`;
  await accounts.createProject({ name: `${tag} Zulu Holdings with a rather long name` });
  const active = await accounts.createProject({ name: `${tag} Alpha` });
  const client = await accounts.client({ project: active });
  await client.request.post('/api/metrics', {
    headers: { origin: baseURL! },
    data: { projectId: active.id, industry: 'b2b', trailingTwelveMonthRevenue: '1000000', targetCac: '5' },
  });
  const { page } = await accounts.admin();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/portal/admin');
    await expect(page.getByRole('table', { name: 'Overview' })).toBeVisible();
    await page.screenshot({ path: `screenshots/overview-${width}.png`, fullPage: true });
    await page.getByRole('searchbox').fill(tag);
    await page.getByRole('searchbox').press('Enter');
    await expect(page.getByRole('table', { name: 'Overview' })).toContainText('Alpha');
    await page.screenshot({ path: `screenshots/overview-${width}-search.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log('overflow', width, overflow);
  }
});
