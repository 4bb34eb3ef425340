/**
 * The mail outbox sandbox: a visitor sends the contact form, and an administrator finds the
 * firm's notification of it in /portal/outbox, as it would arrive (the e2e server has no
 * SMTP server, so the message is held there).
 */
import { CONTACT_MESSAGES } from '../common/contact/messages.ts';
import { expect, test, uniqueId } from './fixtures.ts';

test('a contact request puts the lead notification in the outbox', async ({ page, accounts }) => {
  const lastName = `Outbox${uniqueId()}`;
  await page.goto('/contact');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('First Name').focus();
  await page.locator('[data-island="contact-form"][data-hydrated="true"]').waitFor();
  await field('First Name').fill('Grace');
  await field('Last Name').fill(lastName);
  await field('Work Email').fill(`grace.${lastName.toLowerCase()}@acme.com`);
  await page
    .getByRole('combobox', { name: 'How did you hear about us?' })
    .selectOption({ label: 'LinkedIn' });
  await page.getByRole('button', { name: 'Request Consultation' }).click();
  await expect(page.getByText(CONTACT_MESSAGES.notConfiguredTitle, { exact: true })).toBeVisible();

  const admin = await accounts.admin();
  await admin.page.goto('/portal/dashboard');
  await admin.page
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('link', { name: 'Outbox' })
    .first()
    .click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expect(admin.page.getByText('Sandbox', { exact: true })).toBeVisible();
  const subject = `New consultation request: Grace ${lastName}`;
  await expect(admin.page.getByText(subject)).toBeVisible();
  // The message is a sandboxed frame's document (no scripts run there, not even the test's).
  const html = await admin.page.getByTitle(`Message: ${subject}`).getAttribute('srcdoc');
  expect(html).toContain(`Grace ${lastName} asked for a consultation`);
  expect(html).toMatch(/<a href="http:\/\/[^"]+\/portal\/admin"[^>]*>Open the Contacts tab<\/a>/);
});
