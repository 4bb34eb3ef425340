/**
 * Self-reported vs platform (decision 105) against the Google sandbox: a client states their
 * CAC and target ROAS, connects Google as the sandbox's demo user, chooses two of its
 * accounts for the project and sees the platform check on the dashboard; the admin sees the
 * same check, with who chose the accounts, on the project's page.
 */
import { GOOGLE_ADS_MESSAGES } from '../common/google-ads/messages.ts';
import { PLATFORM_CHECK_MESSAGES as M } from '../common/platform-check/messages.ts';
import { PATHS, adminProjectPath } from '../common/shared/paths.ts';
import { WCAG_AA, axeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

test('a client chooses sandbox Google Ads accounts and sees the platform check; the admin too', async ({
  accounts,
  baseURL,
}) => {
  const project = await accounts.createProject();
  const client = await accounts.client({ project });
  const { page } = client;
  const saved = await client.request.post('/api/metrics', {
    headers: { origin: baseURL! },
    data: {
      projectId: project.id,
      industry: 'b2b',
      trailingTwelveMonthRevenue: '1000000',
      actualCac: '10.00',
      roas: '4.00',
    },
  });
  expect(saved.status()).toBe(201);

  await page.goto(PATHS.portalDashboard);
  const card = page.getByRole('region', { name: M.title });
  await expect(card.getByText(M.noneChosen)).toBeVisible();

  // Not connected to Google yet: the card says how.
  await card.getByRole('button', { name: M.choose }).click();
  await card.getByRole('link', { name: M.connectLink }).click();
  await page.getByRole('button', { name: GOOGLE_ADS_MESSAGES.connectButton }).click();
  await page.getByRole('radio', { name: /Sandbox Demo/ }).check();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.googleAdsTest}$`));

  await page.goto(PATHS.portalDashboard);
  await card.getByRole('button', { name: M.choose }).click();
  const accountsList = card.getByRole('group', { name: M.chooseLegend });
  await accountsList.getByRole('checkbox', { name: /Sandbox Outdoor Co\./ }).check();
  await accountsList.getByRole('checkbox', { name: /Sandbox Boutique Hotels/ }).check();
  await card.getByRole('button', { name: M.save }).click();

  const outdoor = card.getByRole('region', { name: /Sandbox Outdoor Co\./ });
  await expect(outdoor.getByText('Up to date')).toBeVisible();
  const cacRow = outdoor.getByRole('row', { name: new RegExp(M.costPerConversion) });
  await expect(cacRow).toContainText('$10.00');
  await expect(outdoor.getByRole('row', { name: new RegExp(M.roas) })).toContainText('4.00x');
  const hotels = card.getByRole('region', { name: /Sandbox Boutique Hotels/ });
  await expect(hotels.getByText(M.currencyNote('EUR'))).toBeVisible();
  await expect(hotels.getByText(/€/).first()).toBeVisible();
  await expect(card.getByText(/^Chosen by /)).toBeVisible();
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);

  const admin = await accounts.admin();
  await admin.page.goto(adminProjectPath(project.id));
  const adminCard = admin.page.getByRole('region', { name: M.adminTitle });
  await expect(adminCard.getByText(/^Chosen by /)).toBeVisible();
  await expect(adminCard.getByRole('region', { name: /Sandbox Outdoor Co\./ })).toBeVisible();
  expect(await axeViolations(admin.page, { tags: WCAG_AA })).toEqual([]);
});
