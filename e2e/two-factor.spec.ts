/**
 * An administrator without two-factor sign-in is sent from the admin dashboard to the
 * account page, sets it up with an authenticator app (QR code or key, then a code), and
 * from then on signs in with a code and reaches the dashboard (decision 089).
 */
import { ACCOUNT_MESSAGES } from '../common/account/messages.ts';
import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES } from '../common/auth/messages.ts';
import { signInWithCode, turnOnTwoFactor } from './account-page.ts';
import { expect, PASSWORD, TWO_FACTOR_ADMIN_EMAIL, test } from './fixtures.ts';

// The wrong code's 401.
test.use({ allowedConsoleErrors: [/status of 401/] });

test('an admin sets up two-factor on the account page and signs in with a code', async ({
  accounts,
  browser,
  baseURL,
}) => {
  const admin = await accounts.signUp(TWO_FACTOR_ADMIN_EMAIL);
  const { page } = admin;

  await test.step('the admin dashboard asks for two-factor sign-in first', async () => {
    await page.goto('/portal/admin');
    await expect(
      page.getByRole('heading', { name: TWO_FACTOR_MESSAGES.requiredTitle }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Projects' })).toHaveCount(0);
    await page.getByRole('link', { name: TWO_FACTOR_MESSAGES.goToAccount }).click();
    await expect(page).toHaveURL(/\/portal\/account$/);
    await expect(page.getByRole('heading', { name: ACCOUNT_MESSAGES.title })).toBeVisible();
  });

  let key = '';
  await test.step('turns it on with the password and a code from the app', async () => {
    key = await turnOnTwoFactor(page, PASSWORD);
    await page.getByRole('link', { name: 'Admin' }).first().click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  });

  await test.step('a new sign-in asks for the code; a wrong one is refused in words', async () => {
    const context = await browser.newContext({ baseURL });
    const fresh = await context.newPage();
    await fresh.goto('/portal');
    await fresh.getByLabel('Email').fill(TWO_FACTOR_ADMIN_EMAIL);
    await fresh.getByLabel('Password').fill(PASSWORD);
    await fresh.getByRole('button', { name: 'Sign In' }).click();
    const code = fresh.getByLabel(TWO_FACTOR_MESSAGES.codeLabel);
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await code.fill('000000');
    await fresh.getByRole('button', { name: TWO_FACTOR_MESSAGES.verify }).click();
    await expect(fresh.getByText(TWO_FACTOR_MESSAGES.invalidCode)).toBeVisible();

    await signInWithCode(fresh, TWO_FACTOR_ADMIN_EMAIL, PASSWORD, key);
    await expect(fresh.getByText(AUTH_MESSAGES.signedIn, { exact: true })).toBeVisible();
    await expect(fresh).toHaveURL(/\/portal\/dashboard$/);
    await fresh.goto('/portal/admin');
    await expect(fresh.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await context.close();
  });
});
