/**
 * The admin's Contacts tab: consultation requests with their CRM sync status, last error and
 * attempts. The e2e server runs without HubSpot, so a real request shows "CRM not configured";
 * a failed delivery (which needs HubSpot down for hours) is shown from a stubbed answer of
 * GET /api/admin/contacts, whose real behaviour the API and resilience suites cover.
 */
import type { AdminContactsResponse } from '../common/contracts/contact.ts';
import { expect, test, uniqueId } from './fixtures.ts';

test('lists consultation requests with their CRM sync status', async ({ accounts, baseURL }) => {
  const admin = await accounts.admin();
  const email = `lead.${uniqueId()}@acme.com`;
  // Sent from the site, as the contact form does (a write from elsewhere is refused).
  const submitted = await admin.request.post('/api/contact', {
    data: { firstName: 'Lena', lastName: 'Lead', workEmail: email, source: 'event' },
    headers: { origin: baseURL! },
  });
  expect(submitted.ok()).toBe(true);

  const { page } = admin;
  await page.goto('/portal/admin');
  await page.getByRole('tab', { name: 'Contacts' }).click();
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Lena Lead');
  await expect(row).toContainText('Event');
  await expect(row).toContainText('CRM not configured');

  await page.getByRole('combobox', { name: 'CRM sync status' }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await expect(page.getByText('No contacts with this status.')).toBeVisible();
});

test("shows a contact that keeps failing with a 'Failed' badge, its last error and attempts, and HubSpot's daily-limit pause", async ({
  accounts,
}) => {
  const admin = await accounts.admin();
  const { page } = admin;
  const failed: AdminContactsResponse = {
    contacts: [
      {
        id: 1,
        firstName: 'Fay',
        lastName: 'Failed',
        workEmail: 'fay@acme.com',
        source: 'google',
        createdAt: '2026-05-02T09:30:00.000Z',
        crmSyncStatus: 'failed',
        crmSyncAttempts: 10,
        crmLastError: 'HubSpot is unavailable (HTTP 503) [correlation id 2dea5219]',
        crmNextAttemptAt: null,
        crmSyncedAt: null,
      },
    ],
    total: 1,
    page: 1,
    pageSize: 25,
    crmPause: { until: '2026-05-03T07:00:00.000Z', timeZone: 'America/Los_Angeles' },
  };
  await page.route('**/api/admin/contacts?**', (route) => route.fulfill({ json: failed }));
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/portal/admin');
    await page.getByRole('tab', { name: 'Contacts' }).click();
    const row = page.getByRole('row', { name: /fay@acme\.com/ });
    await expect(row.getByText('Failed', { exact: true })).toBeVisible();
    await expect(row).toContainText('HubSpot is unavailable (HTTP 503)');
    await expect(row.getByRole('cell', { name: '10', exact: true })).toBeVisible();
    const pause = page.getByRole('alert').filter({ hasText: 'Syncing to HubSpot is paused' });
    await expect(pause).toContainText("HubSpot's daily API limit was reached.");
    await expect(pause).toContainText(
      "midnight in the HubSpot account's time zone (America/Los_Angeles)",
    );
    await page.screenshot({ path: `test-results/admin-contacts-${width}.png`, fullPage: true });
  }
});
