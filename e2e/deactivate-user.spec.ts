/**
 * Deactivating a user (decision 096): the admin deactivates a signed-in
 * client from the Users tab; the client's open portal is signed out on its next request and
 * sign-in is refused in words; the admin reactivates and the client signs in again.
 */
import { ACCOUNT_MESSAGES } from '../common/account/messages.ts';
import { DEACTIVATION_MESSAGES } from '../common/admin/messages.ts';
import { axeViolations, WCAG_AA } from './axe.ts';
import { expect, PASSWORD, test } from './fixtures.ts';

// The ended session's 401 and the refused sign-in's 403, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 40[13]/] });

test('the admin deactivates a signed-in client, who is signed out and refused, then reactivates', async ({
  accounts,
}) => {
  const project = await accounts.createProject();
  const client = await accounts.client({ project });
  const admin = await accounts.admin();
  const { page } = admin;
  await client.page.goto('/portal/dashboard');
  await expect(client.page.getByText(`Working on: ${project.name}`)).toBeVisible();

  await page.goto('/portal/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  const row = page.getByRole('row', { name: new RegExp(client.email) });
  await row
    .getByRole('button', { name: DEACTIVATION_MESSAGES.deactivateLabel(client.email) })
    .click();
  const dialog = page.getByRole('dialog', {
    name: DEACTIVATION_MESSAGES.deactivateTitle(client.email),
  });
  await expect(dialog).toContainText(DEACTIVATION_MESSAGES.deactivateDescription);
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
  await dialog.getByRole('button', { name: DEACTIVATION_MESSAGES.deactivate }).click();
  await expect(
    page.getByText(DEACTIVATION_MESSAGES.deactivated(client.email), { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(DEACTIVATION_MESSAGES.badge);

  // The client's open page: its next request is refused, and the sign-in screen replaces it.
  const signInForm = client.page.getByRole('tabpanel', { name: 'Sign In' });
  await client.page.getByRole('link', { name: ACCOUNT_MESSAGES.navLabel }).first().click();
  await expect(signInForm).toBeVisible();
  await signInForm.getByLabel('Email').fill(client.email);
  await signInForm.getByLabel('Password').fill(PASSWORD);
  await signInForm.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    client.page.getByText(DEACTIVATION_MESSAGES.signInRefused, { exact: true }),
  ).toBeVisible();

  await row
    .getByRole('button', { name: DEACTIVATION_MESSAGES.reactivateLabel(client.email) })
    .click();
  const reactivate = page.getByRole('dialog', {
    name: DEACTIVATION_MESSAGES.reactivateTitle(client.email),
  });
  await reactivate.getByRole('button', { name: DEACTIVATION_MESSAGES.reactivate }).click();
  await expect(
    page.getByText(DEACTIVATION_MESSAGES.reactivated(client.email), { exact: true }),
  ).toBeVisible();
  await expect(row).not.toContainText(DEACTIVATION_MESSAGES.badge);

  await signInForm.getByRole('button', { name: 'Sign In' }).click();
  await expect(client.page.getByText(`Working on: ${project.name}`)).toBeVisible();
});
