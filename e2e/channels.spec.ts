/**
 * Channel data (docs/product.md#channel-data) in the sandbox: a client connects Meta through
 * the Fivetran sandbox's connect card, the firm refreshes the project's channels from the
 * sandbox warehouse, and both see the monthly figures.
 */
import { CHANNEL_MESSAGES as M } from '../common/channels/messages.ts';
import { PATHS, adminProjectPath } from '../common/shared/paths.ts';
import { WCAG_AA, axeViolations } from './axe.ts';
import { openConnections, platformCard } from './connections-page.ts';
import { expect, test } from './fixtures.ts';

test('a client connects Meta in the sandbox and, once the firm refreshes, sees its months', async ({
  accounts,
  baseURL,
}) => {
  const project = await accounts.createProject();
  const { page } = await accounts.client({ project });
  await openConnections(page);
  const meta = platformCard(page, 'Meta (Facebook) Ads');
  const popupOpened = page.waitForEvent('popup');
  await meta.getByRole('button', { name: 'Connect Meta (Facebook) Ads' }).click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Authorize' }).click();
  await closed;
  await expect(meta.getByText('Connected', { exact: true })).toBeVisible();

  const admin = await accounts.admin();
  const refreshed = await admin.request.post(`/api/admin/projects/${project.id}/channels/refresh`, {
    headers: { origin: baseURL! },
  });
  expect(refreshed.status(), await refreshed.text()).toBe(200);

  await page.goto(PATHS.portalDashboard);
  const card = page.getByRole('region', { name: M.title });
  await expect(card.getByText(/^Data as of /)).toBeVisible();
  await expect(card.getByText(M.inCurrency('USD'))).toBeVisible();
  await expect(card.getByRole('figure', { name: M.spendChart })).toBeVisible();
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);

  await admin.page.goto(adminProjectPath(project.id));
  const adminCard = admin.page.getByRole('region', { name: M.title });
  await expect(adminCard.getByText(/^Data as of /)).toBeVisible();
  await expect(adminCard.getByRole('button', { name: M.refresh })).toBeVisible();
});
