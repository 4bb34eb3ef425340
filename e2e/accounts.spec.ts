/**
 * The accounts journey as new users live it, through the real forms: the admin signs up and
 * confirms their address from the outbox, sets up two-factor sign-in (the admin dashboard
 * requires it), creates a project for acme.test, a client signs up with an acme.test
 * address, confirms it, and has no project until the admin assigns one, then sees it and
 * their role after a reload.
 */
import { ADMIN_MESSAGES } from '../common/admin/messages.ts';
import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES, VERIFY_MESSAGES } from '../common/auth/messages.ts';
import { turnOnTwoFactor } from './account-page.ts';
import {
  expect,
  JOURNEY_ADMIN_EMAIL,
  linkInOutbox,
  PASSWORD,
  test,
  watchConsole,
  type SignedIn,
} from './fixtures.ts';
import type { Page } from '@playwright/test';

/**
 * A new account sees the banner instead of its pages, opens the outbox from it, follows the
 * confirmation link and comes back to the dashboard (decision 091).
 */
async function confirmThroughOutbox(page: Page, email: string) {
  await expect(page.getByText(VERIFY_MESSAGES.confirmEmail(email), { exact: true })).toBeVisible();
  await page.getByRole('link', { name: VERIFY_MESSAGES.openOutbox }).click();
  const link = await linkInOutbox(page, {
    subject: VERIFY_MESSAGES.mailSubject,
    mentions: VERIFY_MESSAGES.mailIntro(email),
    action: VERIFY_MESSAGES.mailAction,
  });
  await page.goto(link);
  await expect(page).toHaveURL(/\/portal\/email-confirmed$/);
  await expect(page.getByText(VERIFY_MESSAGES.confirmedTitle, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: VERIFY_MESSAGES.openPortal }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
}

async function signUpThroughForm(page: Page, email: string) {
  await page.goto('/portal');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByText(AUTH_MESSAGES.signUpNote, { exact: true })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

test('admin creates a tenant, a client signs up and gets access after assignment', async ({
  page: adminPage,
  browser,
  baseURL,
  consoleErrors,
}) => {
  // A second person, in their own browser context (watched for console errors too).
  const clientContext = await browser.newContext({ baseURL });
  const clientPage = await clientContext.newPage();
  watchConsole(clientPage, consoleErrors);
  const client: Pick<SignedIn, 'page'> = { page: clientPage };
  const clientEmail = 'dana.client@acme.test';

  await test.step('a client cannot sign up before any project allows their domain', async () => {
    await signUpThroughForm(client.page, clientEmail);
    await expect(
      client.page.getByText(AUTH_MESSAGES.domainNotAuthorizedTitle, { exact: true }),
    ).toBeVisible();
    await expect(
      client.page.getByText(AUTH_MESSAGES.domainNotAuthorized, { exact: true }),
    ).toBeVisible();
    await expect(client.page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
  });

  await test.step('the admin signs up, confirms the address and lands on the dashboard', async () => {
    await signUpThroughForm(adminPage, JOURNEY_ADMIN_EMAIL);
    await expect(adminPage.getByText(AUTH_MESSAGES.accountCreated, { exact: true })).toBeVisible();
    await expect(adminPage).toHaveURL(/\/portal\/dashboard$/);
    await confirmThroughOutbox(adminPage, JOURNEY_ADMIN_EMAIL);
    await expect(adminPage.getByRole('heading', { name: 'Client Portal' })).toBeVisible();
  });

  await test.step('the admin is asked for two-factor sign-in and sets it up', async () => {
    await adminPage.getByRole('link', { name: 'Admin' }).first().click();
    await adminPage.getByRole('link', { name: TWO_FACTOR_MESSAGES.goToAccount }).click();
    await turnOnTwoFactor(adminPage, PASSWORD);
  });

  await test.step('the admin creates a project for acme.test', async () => {
    await adminPage.getByRole('link', { name: 'Admin' }).first().click();
    await expect(adminPage.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await adminPage.getByRole('tab', { name: 'Projects' }).click();
    await adminPage.getByRole('button', { name: 'Create Project' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Create Project' });
    await dialog.getByLabel('Name').fill('Acme Holdings');
    await dialog.getByLabel('Slug').fill('acme');
    await dialog.getByLabel('Allowed Domains').fill('acme.test');
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await expect(adminPage.getByText(ADMIN_MESSAGES.created, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = adminPage.getByRole('row', { name: /Acme Holdings/ });
    await expect(row).toContainText('acme.test');
    await expect(row).toContainText('Active');
  });

  await test.step('the client signs up, confirms the address and sees no project yet', async () => {
    await client.page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      client.page.getByText(AUTH_MESSAGES.accountCreated, { exact: true }),
    ).toBeVisible();
    await expect(
      client.page.getByText(AUTH_MESSAGES.accountCreatedDescription, { exact: true }),
    ).toBeVisible();
    await expect(client.page).toHaveURL(/\/portal\/dashboard$/);
    await confirmThroughOutbox(client.page, clientEmail);
    await expect(client.page.getByText('Please select a project to begin')).toBeVisible();
    await expect(client.page.getByRole('combobox', { name: 'Active project' })).toHaveText(
      'No projects yet',
    );
  });

  await test.step('the admin assigns the client to the project as owner', async () => {
    await adminPage.getByRole('tab', { name: 'Users' }).click();
    const row = adminPage.getByRole('row', { name: new RegExp(clientEmail) });
    await expect(row).toContainText('No projects');
    await adminPage.getByRole('button', { name: `Assign projects to ${clientEmail}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Assign Projects' });
    await dialog.getByRole('checkbox', { name: /Acme Holdings/ }).check();
    await dialog.getByRole('combobox', { name: 'Role in Acme Holdings' }).click();
    await adminPage.getByRole('option', { name: 'Owner' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(adminPage.getByText(ADMIN_MESSAGES.assigned, { exact: true })).toBeVisible();
    await expect(row).toContainText('Acme Holdings · Owner');
  });

  await test.step('after a reload the client works on the project, with their role in the header', async () => {
    await client.page.reload();
    await expect(client.page.getByText('Working on: Acme Holdings')).toBeVisible();
    const header = client.page.getByRole('banner');
    await expect(header.getByRole('combobox', { name: 'Active project' })).toHaveText(
      'Acme Holdings',
    );
    await expect(header.getByTestId('portal-user')).toContainText('dana.client');
    await expect(header.getByTestId('portal-user')).toContainText('Owner');
  });

  await test.step('the client signs out, then signs back in through the form', async () => {
    await client.page.getByRole('button', { name: 'Logout' }).click();
    await expect(client.page.getByText(AUTH_MESSAGES.signedOut, { exact: true })).toBeVisible();
    await expect(client.page).toHaveURL(/:\d+\/$/);
    await client.page.goto('/portal');
    await client.page.getByLabel('Email').fill(clientEmail);
    await client.page.getByLabel('Password').fill(PASSWORD);
    await client.page.getByRole('button', { name: 'Sign In' }).click();
    await expect(client.page.getByText(AUTH_MESSAGES.signedIn, { exact: true })).toBeVisible();
    await expect(client.page).toHaveURL(/\/portal\/dashboard$/);
    await expect(client.page.getByText('Working on: Acme Holdings')).toBeVisible();
  });

  await clientContext.close();
});

test.describe('a wrong password', () => {
  // The refused sign-in answers 401, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('is refused with the sign-in failure message', async ({ page, accounts }) => {
    const client = await accounts.client();
    await page.goto('/portal');
    await page.getByLabel('Email').fill(client.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText(AUTH_MESSAGES.signInFailed, { exact: true })).toBeVisible();
    await expect(page.getByText(AUTH_MESSAGES.invalidCredentials, { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  });
});
