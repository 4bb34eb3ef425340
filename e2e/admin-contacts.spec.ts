/**
 * The admin's Contacts tab, the leads inbox: consultation requests with their CRM
 * sync status, filtered, searched, marked handled with a note and downloaded as CSV, on the
 * real server. The e2e server runs without HubSpot, so a real request shows "CRM not
 * configured"; a failed delivery (which needs HubSpot refusing the contact) is shown from
 * stubbed answers of the admin's contacts API, whose real behaviour (the retry, then the
 * worker's sync to a fake HubSpot) the API suite covers on both engines.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AdminContact, AdminContactsResponse } from '../common/leads/contract.ts';
import { expect, test, uniqueId } from './fixtures.ts';
import { axeViolations, WCAG_AA } from './axe.ts';

async function openContacts(page: Page) {
  await page.goto('/portal/admin');
  await page.getByRole('tab', { name: 'Contacts' }).click();
}

async function choose(page: Page, filter: string, option: string) {
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** How far the page is wider than the window (0: nothing overflows). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('filters, searches, marks a lead handled with a note and downloads the CSV', async ({
  accounts,
  baseURL,
}) => {
  const admin = await accounts.admin();
  const company = `lead-${uniqueId()}.example`;
  // Sent from the site, as the contact form does (a write from elsewhere is refused).
  for (const [firstName, source] of [
    ['Lena', 'event'],
    ['Otto', 'linkedin'],
  ] as const) {
    const submitted = await admin.request.post('/api/contact', {
      data: { firstName, lastName: 'Lead', workEmail: `${firstName}@${company}`, source },
      headers: { origin: baseURL! },
    });
    expect(submitted.ok()).toBe(true);
  }

  const { page } = admin;
  await openContacts(page);
  // A part of the company's domain (without its top-level domain) finds both.
  await page.getByRole('searchbox', { name: 'Search' }).fill(company.split('.')[0]!);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  const lena = page.getByRole('row', { name: new RegExp(`Lena@${company}`, 'i') });
  const otto = page.getByRole('row', { name: new RegExp(`Otto@${company}`, 'i') });
  await expect(lena).toContainText('Event or Conference');
  await expect(lena).toContainText('CRM not configured');
  await expect(otto).toContainText('LinkedIn');
  const rows = page.getByRole('table', { name: 'Contacts' }).getByRole('row');
  await expect(rows).toHaveCount(3);

  await choose(page, 'CRM sync status', 'Failed');
  await expect(page.getByText('No contacts match these filters.')).toBeVisible();
  await choose(page, 'CRM sync status', 'All statuses');
  await choose(page, 'Source', 'LinkedIn');
  await expect(otto).toBeVisible();
  await expect(lena).toBeHidden();

  // The CSV holds what the filters show.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8').split('\r\n');
  expect(csv[0]).toMatch(/^ID,Received,First Name,Last Name,Work Email,Company Domain,/);
  expect(csv.slice(1, -1)).toEqual([expect.stringContaining(`,Otto,Lead,Otto@${company},`)]);

  await choose(page, 'Source', 'All sources');
  await page.getByRole('button', { name: `Mark handled: Lena@${company}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark handled' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Write a note: what was done with this lead')).toBeVisible();
  await dialog.getByLabel('Note').fill('Called back; a meeting on Friday.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(lena).toContainText('Handled by admin@firm.test');
  await expect(lena).toContainText('Called back; a meeting on Friday.');
  await expect(otto.getByText('Handled', { exact: true })).toHaveCount(0);
  await choose(page, 'Handled', 'Not handled');
  await expect(lena).toBeHidden();
  await expect(otto).toBeVisible();
  await choose(page, 'Handled', 'All leads');
  await expect(lena).toBeVisible();

  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(lena).toBeVisible();
  expect(await overflow(page)).toBe(0);

  await page.getByRole('button', { name: `Mark not handled: Lena@${company}` }).click();
  await expect(lena).not.toContainText('Handled by');

  // Nothing found reads whole on the phone, with no sideways scroll.
  await choose(page, 'CRM sync status', 'Failed');
  await expect(page.getByText('No contacts match these filters.')).toBeInViewport({ ratio: 1 });
  expect(await overflow(page)).toBe(0);
});

const failedContact: AdminContact = {
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
  handledAt: null,
  handledBy: null,
  handledNote: null,
};

test("shows a contact that keeps failing with a 'Failed' badge, its last error and attempts, and HubSpot's daily-limit pause", async ({
  accounts,
}) => {
  const admin = await accounts.admin();
  const { page } = admin;
  const failed: AdminContactsResponse = {
    contacts: [failedContact],
    nextCursor: null,
    pageSize: 25,
    crmPause: { until: '2026-05-03T07:00:00.000Z', timeZone: 'America/Los_Angeles' },
  };
  await page.route('**/api/admin/contacts?**', (route) => route.fulfill({ json: failed }));
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await openContacts(page);
    const row = page.getByRole('row', { name: /fay@acme\.com/ });
    await expect(row.getByText('Failed', { exact: true })).toBeVisible();
    await expect(row).toContainText('HubSpot is unavailable (HTTP 503)');
    await expect(row).toContainText('10 attempts');
    const pause = page.getByRole('alert').filter({ hasText: 'Syncing to HubSpot is paused' });
    await expect(pause).toContainText("HubSpot's daily API limit was reached.");
    await expect(pause).toContainText(
      "midnight in the HubSpot account's time zone (America/Los_Angeles)",
    );
    expect(await overflow(page)).toBe(0);
    await page.screenshot({ path: `test-results/admin-contacts-${width}.png`, fullPage: true });
  }
});

test('retries a failed lead from the inbox', async ({ accounts }) => {
  const admin = await accounts.admin();
  const { page } = admin;
  let contact = failedContact;
  const retried: string[] = [];
  await page.route('**/api/admin/contacts?**', (route) =>
    route.fulfill({
      json: { contacts: [contact], nextCursor: null, pageSize: 25, crmPause: null },
    }),
  );
  await page.route('**/api/admin/contacts/1/retry', (route) => {
    retried.push(route.request().method());
    contact = {
      ...failedContact,
      crmSyncStatus: 'pending',
      crmSyncAttempts: 0,
      crmLastError: null,
    };
    return route.fulfill({ json: contact });
  });
  await openContacts(page);
  const row = page.getByRole('row', { name: /fay@acme\.com/ });
  await row.getByRole('button', { name: 'Retry sync: fay@acme.com' }).click();
  await expect(
    page.getByText('The contact is queued to be sent to the CRM again.', { exact: true }),
  ).toBeVisible();
  expect(retried).toEqual(['POST']);
  // The list is read again: the lead is pending, and no longer offers a retry.
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /Retry sync/ })).toHaveCount(0);
});
