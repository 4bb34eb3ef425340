import { expect, test } from './fixtures.ts';

test('shots', async ({ accounts, baseURL }) => {
  const project = await accounts.createProject();
  const client = await accounts.client({ project });
  await client.request.post('/api/notes', { headers: { origin: baseURL! }, data: { projectId: project.id, content: 'x', category: 'general' } });
  const { page } = await accounts.admin();
  await page.request.patch(`/api/admin/projects/${project.id}`, { headers: { origin: baseURL! }, data: { name: `${project.name} Renamed` } });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/portal/admin');
    await page.getByRole('tab', { name: 'Audit Trail' }).click();
    await expect(page.getByRole('table', { name: 'Audit Trail' })).toBeVisible();
    await page.screenshot({ path: `screenshots/audit-tab-${width}.png`, fullPage: width === 390 });
    await page.goto(`/portal/admin/projects/${project.id}`);
    await page.getByRole('button', { name: 'Show activity' }).click();
    await expect(page.getByRole('table', { name: 'Activity' })).toBeVisible();
    await page.getByRole('table', { name: 'Activity' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `screenshots/activity-${width}.png` });
    await page.goto('/portal/admin');
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `screenshots/users-${width}.png` });
  }
});
