/**
 * Connecting ad platforms through the Fivetran sandbox (no credentials in the e2e server):
 * the popup with the sandbox's connect card, the callback page, disconnect, and the
 * return banner. The sandbox card is our own page, so the whole flow runs offline.
 */
import type { Page } from '@playwright/test';
import type { CreateConnectorResponse } from '../common/connections/contract.ts';
import { CONNECTION_MESSAGES } from '../common/connections/messages.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations, WCAG_AA } from './axe.ts';
import { openConnections, platformCard as card } from './connections-page.ts';

/** The toast on screen (Radix renders each as a list item of the toast viewport). */
const toast = (page: Page) => page.locator('li[data-state="open"]');

test('connects Meta through the popup, then disconnects it', async ({ accounts }) => {
  const { page } = await accounts.client({ role: 'member' });
  await openConnections(page);
  const meta = card(page, 'Meta (Facebook) Ads');
  await expect(meta.getByText('Not Connected')).toBeVisible();

  const popupOpened = page.waitForEvent('popup');
  await meta.getByRole('button', { name: 'Connect Meta (Facebook) Ads' }).click();
  const popup = await popupOpened;
  await expect(meta.getByText('Processing...')).toBeVisible();
  await expect(meta.getByRole('button', { name: 'Working... Meta (Facebook) Ads' })).toBeDisabled();
  // The other platforms wait while one card window is open.
  await expect(
    card(page, 'LinkedIn Ads').getByRole('button', { name: 'Connect LinkedIn Ads' }),
  ).toBeDisabled();

  await expect(popup.getByRole('heading', { name: 'Connect Meta (Facebook) Ads' })).toBeVisible();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Authorize' }).click();
  await closed;

  await expect(toast(page)).toContainText(CONNECTION_MESSAGES.connectedTitle);
  await expect(toast(page)).toContainText(CONNECTION_MESSAGES.connectedDescription);
  await expect(meta.getByText('Connected', { exact: true })).toBeVisible();
  await expect(meta.getByRole('button', { name: 'Reconnect Meta (Facebook) Ads' })).toBeEnabled();

  // The state is the server's: it survives a reload.
  await page.reload();
  await expect(meta.getByText('Connected', { exact: true })).toBeVisible();

  await meta.getByRole('button', { name: 'Disconnect Meta (Facebook) Ads' }).click();
  await expect(toast(page)).toContainText(CONNECTION_MESSAGES.disconnectedTitle);
  await expect(toast(page)).toContainText('Successfully paused sync for Meta (Facebook) Ads');
  await expect(meta.getByText('Not Connected')).toBeVisible();
  await expect(meta.getByRole('button', { name: 'Connect Meta (Facebook) Ads' })).toBeEnabled();
  await expect(meta.getByRole('button', { name: /Disconnect/ })).toHaveCount(0);
});

test('Cancel on the connect card fails the connection as cancelled', async ({ accounts }) => {
  const { page } = await accounts.client({ role: 'owner' });
  await openConnections(page);
  const linkedin = card(page, 'LinkedIn Ads');

  const popupOpened = page.waitForEvent('popup');
  await linkedin.getByRole('button', { name: 'Connect LinkedIn Ads' }).click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await closed;

  await expect(toast(page)).toContainText(CONNECTION_MESSAGES.connectFailedTitle);
  await expect(toast(page)).toContainText('Connection setup was cancelled or incomplete');
  await expect(linkedin.getByText('Not Connected')).toBeVisible();
  await expect(linkedin.getByRole('button', { name: 'Connect LinkedIn Ads' })).toBeEnabled();
});

test('closing the popup without finishing also counts as cancelled', async ({ accounts }) => {
  const { page } = await accounts.client();
  await openConnections(page);
  const google = card(page, 'Google Ads');
  const popupOpened = page.waitForEvent('popup');
  await google.getByRole('button', { name: 'Connect Google Ads' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('button', { name: 'Authorize' })).toBeVisible();
  await popup.close();
  await expect(toast(page)).toContainText('Connection setup was cancelled or incomplete');
  await expect(page.getByTestId('platform-status-google')).toHaveText('Not Connected');
});

test('a blocked popup says so', async ({ accounts }) => {
  const { page } = await accounts.client();
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await openConnections(page);
  await card(page, 'Google Ads').getByRole('button', { name: 'Connect Google Ads' }).click();
  await expect(toast(page)).toContainText(CONNECTION_MESSAGES.connectFailedTitle);
  await expect(toast(page)).toContainText('Popup blocked. Please allow popups for this site.');
  await expect(page.getByTestId('platform-status-google')).toHaveText('Not Connected');
});

test('an #error return shows the banner and the toast and resets the path', async ({
  accounts,
}) => {
  const { page } = await accounts.client();
  await page.goto('/connections#error=Access%20denied%20by%20the%20provider&platform=meta');

  const banner = page.getByTestId('connection-result');
  await expect(banner).toContainText(CONNECTION_MESSAGES.connectFailedTitle);
  await expect(banner).toContainText('Access denied by the provider');
  await expect(toast(page)).toContainText(CONNECTION_MESSAGES.connectFailedTitle);
  await expect(toast(page)).toContainText('Access denied by the provider');
  await expect(page).toHaveURL(/\/connections$/);
  expect(new URL(page.url()).hash).toBe('');
  // It hides itself after 5 s.
  await expect(banner).toBeHidden({ timeout: 20_000 });
});

test('the connect card opened without an opener returns to /connections with a success', async ({
  accounts,
  baseURL,
}) => {
  const project = await accounts.createProject();
  const client = await accounts.client({ project });
  // A cookie-bearing write must name our origin, as the browser does (decision 067).
  const response = await client.request.post('/api/fivetran/create-connector', {
    headers: { origin: baseURL! },
    data: { platform: 'meta', projectId: project.id },
  });
  expect(response.status()).toBe(200);
  const { connectCardUrl } = (await response.json()) as CreateConnectorResponse;

  const { page } = client;
  await page.goto(connectCardUrl);
  await page.getByRole('button', { name: 'Authorize' }).click();

  await expect(page).toHaveURL(/\/connections$/);
  await expect(page.getByTestId('connection-result')).toContainText(
    'Successfully connected to Meta (Facebook) Ads!',
  );
  await expect(toast(page)).toContainText(CONNECTION_MESSAGES.returnToastTitle);
  await expect(toast(page)).toContainText("You've successfully connected to Meta (Facebook) Ads.");
  await expect(
    card(page, 'Meta (Facebook) Ads').getByText('Connected', { exact: true }),
  ).toBeVisible();
});

test('the connections screen and the sandbox card pass an accessibility check', async ({
  accounts,
  baseURL,
}) => {
  const project = await accounts.createProject();
  const client = await accounts.client({ project });
  const { page } = client;
  await page.goto('/connections#success=true&platform=google');
  await expect(page.getByTestId('connection-result')).toBeVisible();
  await expect(page.getByTestId('sandbox-badge')).toBeVisible();
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);

  const response = await client.request.post('/api/fivetran/create-connector', {
    headers: { origin: baseURL! },
    data: { platform: 'linkedin', projectId: project.id },
  });
  const { connectCardUrl } = (await response.json()) as CreateConnectorResponse;
  await page.goto(connectCardUrl);
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
});
