/**
 * The portal's states beyond the happy path: no project yet is a state, not an
 * error; an administrator's first run offers the first project; loading shows the shape of
 * what is coming; the two Google connections read the same on both screens; a vendor's
 * code waits behind a closed "Details".
 */
import type { Page } from '@playwright/test';
import type { OverviewResponse } from '../common/admin/overview-contract.ts';
import { AUTH_MESSAGES } from '../common/auth/messages.ts';
import { CONNECTION_KIND_MESSAGES, CONNECTION_MESSAGES } from '../common/connections/messages.ts';
import { GOOGLE_ADS_MESSAGES } from '../common/google-ads/messages.ts';
import { PATHS } from '../common/shared/paths.ts';
import { NO_PROJECT_MESSAGES } from '../common/projects/messages.ts';
import { PORTAL_NOT_FOUND_MESSAGES } from '../common/shared/messages.ts';
import { axeViolations, WCAG_AA } from './axe.ts';
import { expect, test, uniqueId, type Accounts } from './fixtures.ts';

/** A user whose domain a project allows, signed up, but added to no project. */
async function userWithoutProject(accounts: Accounts) {
  const project = await accounts.createProject();
  return accounts.signUp(`${uniqueId()}@${project.allowedDomains[0]}`);
}

/** The rows naming a screen's Google connections, read as "name: state". */
async function googleConnections(page: Page, list: string) {
  const rows = page.getByRole('list', { name: list }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  return rows;
}

test('a user with no project reads why on the Google Ads page, not an error', async ({
  accounts,
}) => {
  const { page } = await userWithoutProject(accounts);
  await page.goto(PATHS.googleAdsTest);
  await expect(page.getByRole('heading', { name: NO_PROJECT_MESSAGES.title })).toBeVisible();
  await expect(page.getByText(NO_PROJECT_MESSAGES.googleAds)).toBeVisible();
  await expect(page.getByText(NO_PROJECT_MESSAGES.client)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(GOOGLE_ADS_MESSAGES.accountsErrorTitle)).toHaveCount(0);
  // A client cannot create projects: no such offer.
  await expect(page.getByRole('link', { name: NO_PROJECT_MESSAGES.createFirst })).toHaveCount(0);
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);

  // The dashboard keeps its texts and adds who to ask.
  await page.goto(PATHS.portalDashboard);
  await expect(page.getByRole('combobox', { name: 'Active project' })).toContainText(
    'No projects yet',
  );
  await expect(page.getByText(NO_PROJECT_MESSAGES.client)).toBeVisible();
  await expect(
    page.getByText('Please select a project from the dropdown above to begin entering data.'),
  ).toBeVisible();
});

test.describe('an administrator with no project yet', () => {
  test('the dashboard offers Create your first project, which opens the dialog', async ({
    accounts,
  }) => {
    const { page } = await accounts.admin();
    // The first run: the administrator belongs to no project (other tests' projects aside).
    await page.route('**/api/user/projects', (route) => route.fulfill({ json: [] }));
    await page.goto(PATHS.portalDashboard);
    await expect(page.getByText(NO_PROJECT_MESSAGES.admin)).toBeVisible();
    expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
    await page.getByRole('link', { name: NO_PROJECT_MESSAGES.createFirst }).click();
    await expect(page).toHaveURL(/\/portal\/admin\?create=project$/);
    await expect(page.getByRole('dialog', { name: 'Create Project' })).toBeVisible();
    // Closing it leaves the admin dashboard at its own address.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/portal\/admin$/);
  });

  test("the empty Overview's Create your first project creates one", async ({ accounts }) => {
    const { page } = await accounts.admin();
    // A firm with no project yet (the run's other tests share the server).
    await page.route('**/api/admin/overview?*', (route) =>
      route.fulfill({ json: { items: [], nextCursor: null } satisfies OverviewResponse }),
    );
    await page.goto(PATHS.admin);
    const create = page.getByRole('button', { name: NO_PROJECT_MESSAGES.createFirst });
    await expect(create).toBeVisible();
    expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
    await create.click();
    const dialog = page.getByRole('dialog', { name: 'Create Project' });
    const slug = `first_${uniqueId()}`;
    await dialog.getByLabel('Name').fill('First Client');
    await dialog.getByLabel('Slug').fill(slug);
    await dialog.getByLabel('Allowed Domains').fill(`${slug.replaceAll('_', '-')}.test`);
    await dialog.getByRole('button', { name: /Create/ }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('li[data-state="open"]')).toContainText(
      'Project created successfully!',
    );
  });
});

test('a slow projects request shows skeletons in the shape of the page', async ({ accounts }) => {
  const { page } = await accounts.client();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user/projects', async (route) => {
    // Held for ~1.5 s, as a slow network would (released early once the skeleton is seen).
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 1500))]);
    await route.continue();
  });
  await page.goto(PATHS.portalDashboard);
  const picker = page.getByRole('status', { name: 'Loading projects' });
  await expect(picker).toHaveAttribute('aria-busy', 'true');
  const main = page.getByRole('status', { name: 'Loading your project' });
  await expect(main).toHaveAttribute('aria-busy', 'true');
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
  release();
  await expect(page.getByText(/^Working on: /)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
});

test('the Google Ads page and the Connections tab agree on both connections', async ({
  accounts,
}) => {
  const { page } = await accounts.client();
  await page.goto(PATHS.googleAdsTest);

  // Before anything: neither connection.
  let rows = await googleConnections(page, CONNECTION_KIND_MESSAGES.summaryTitle);
  await expect(rows.nth(0)).toContainText(
    `${CONNECTION_KIND_MESSAGES.warehouse}${CONNECTION_MESSAGES.notConnected}`,
  );
  await expect(rows.nth(1)).toContainText(
    `${CONNECTION_KIND_MESSAGES.browse}${CONNECTION_MESSAGES.notConnected}`,
  );

  // Browse access through the sandbox's consent page.
  await page.getByRole('button', { name: GOOGLE_ADS_MESSAGES.connectButton }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.googleAdsTest}$`));
  const connectedAs = GOOGLE_ADS_MESSAGES.connectedAs('sandbox.demo@example.com');
  rows = await googleConnections(page, CONNECTION_KIND_MESSAGES.summaryTitle);
  await expect(rows.nth(1)).toContainText(
    `${CONNECTION_KIND_MESSAGES.browse}${CONNECTION_MESSAGES.connected}`,
  );
  await expect(rows.nth(1)).toContainText(connectedAs);
  await expect(rows.nth(0)).toContainText(
    `${CONNECTION_KIND_MESSAGES.warehouse}${CONNECTION_MESSAGES.notConnected}`,
  );
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);

  // The dashboard's Connections tab: the same two names, the same two states.
  await page.goto(PATHS.portalDashboard);
  await page.getByRole('tab', { name: /Connections/ }).click();
  rows = await googleConnections(page, 'Google Ads connections');
  await expect(rows.nth(0)).toContainText(
    `${CONNECTION_KIND_MESSAGES.warehouse}${CONNECTION_MESSAGES.notConnected}`,
  );
  await expect(rows.nth(1)).toContainText(
    `${CONNECTION_KIND_MESSAGES.browse}${CONNECTION_MESSAGES.connected}`,
  );
  await expect(rows.nth(1)).toContainText(connectedAs);

  // The warehouse sync through Fivetran's (sandbox) card: both screens see it.
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect Google Ads' }).click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Authorize' }).click();
  await closed;
  await expect(rows.nth(0)).toContainText(
    `${CONNECTION_KIND_MESSAGES.warehouse}${CONNECTION_MESSAGES.connected}`,
  );
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
  await page.goto(PATHS.googleAdsTest);
  rows = await googleConnections(page, CONNECTION_KIND_MESSAGES.summaryTitle);
  await expect(rows.nth(0)).toContainText(
    `${CONNECTION_KIND_MESSAGES.warehouse}${CONNECTION_MESSAGES.connected}`,
  );
  await expect(rows.nth(1)).toContainText(
    `${CONNECTION_KIND_MESSAGES.browse}${CONNECTION_MESSAGES.connected}`,
  );
});

test.describe('a restricted account', () => {
  // The browser logs the refused API call itself.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test("reads as a sentence, Google's code inside a closed Details", async ({ accounts }) => {
    const { page } = await accounts.client();
    await page.goto(PATHS.googleAdsTest);
    await page.getByRole('button', { name: GOOGLE_ADS_MESSAGES.connectButton }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.getByRole('button', { name: /Sandbox Restricted Account/ }).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: GOOGLE_ADS_MESSAGES.campaignsErrorTitle });
    await expect(alert).toContainText(
      'Failed to fetch campaigns: Your Google account does not have access to this Google Ads account.',
    );
    await expect(alert).not.toContainText(/USER_PERMISSION_DENIED|sandbox\w+/, {
      useInnerText: true,
    });
    const details = alert.locator('details');
    await expect(details).not.toHaveAttribute('open');
    expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
    await details.getByText('Details', { exact: true }).click();
    await expect(details).toHaveAttribute('open');
    await expect(details.getByText('USER_PERMISSION_DENIED')).toBeVisible();
    await expect(details.getByText(/^sandbox\w+$/)).toBeVisible();
  });
});

test('an unknown portal address says so and loads once, with the way to the dashboard', async ({
  accounts,
}) => {
  const { page } = await accounts.client();
  // The server answers every path under /portal with the portal; the portal used to reload
  // such a path as a public document, which loaded the portal again, about 27 times a second.
  let documentLoads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads += 1;
  });
  await page.goto('/portal/no-such-page');
  await expect(
    page.getByRole('heading', { level: 1, name: PORTAL_NOT_FOUND_MESSAGES.title }),
  ).toBeVisible();
  // The reader may be signed in: nothing on the page asks them to sign in.
  await expect(page.getByText(AUTH_MESSAGES.subtitle)).toHaveCount(0);
  await page.waitForTimeout(1_000);
  expect(documentLoads).toBe(1);
  await page.getByRole('link', { name: PORTAL_NOT_FOUND_MESSAGES.openPortal }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
});
