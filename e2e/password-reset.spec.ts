/**
 * A user who forgot their password asks for a reset on the sign-in tab, opens the link of the
 * mail (found in the outbox sandbox, /portal/outbox: the e2e server has no SMTP server), sets
 * a new password and signs in with it; the old password and the old session no longer work,
 * and the used link says so before a password is typed (decision 088).
 */
import { AUTH_MESSAGES, PASSWORD_MESSAGES, RESET_MESSAGES } from '../common/auth/messages.ts';
import { expect, linkInOutbox, PASSWORD, test } from './fixtures.ts';

const NEW_PASSWORD = 'Brand-new-horse-31';

// The old password's 401.
test.use({ allowedConsoleErrors: [/status of 401/] });

test('a forgotten password is reset through the mailed link', async ({ page, accounts }) => {
  const user = await accounts.client();

  await test.step('asks for a link on the sign-in tab', async () => {
    await page.goto('/portal');
    await page.getByRole('button', { name: RESET_MESSAGES.forgotLink }).click();
    await expect(page.getByText(RESET_MESSAGES.forgotDescription)).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: RESET_MESSAGES.sendLink }).click();
    await expect(page.getByText(RESET_MESSAGES.requested, { exact: true })).toBeVisible();
  });

  let link = '';
  await test.step('the mail is in the outbox, with one link', async () => {
    const admin = await accounts.admin();
    link = await linkInOutbox(admin.page, {
      subject: RESET_MESSAGES.mailSubject,
      mentions: RESET_MESSAGES.mailIntro(user.email),
      action: RESET_MESSAGES.mailAction,
    });
    // The identity library checks the token, then sends the browser to the portal's page.
    expect(link).toMatch(
      /\/api\/auth\/reset-password\/[\w-]+\?callbackURL=%2Fportal%2Freset-password$/,
    );
  });

  await test.step('sets a new password under the sign-up policy', async () => {
    await page.goto(link);
    await expect(page.getByText(RESET_MESSAGES.pageTitle)).toBeVisible();
    const field = page.getByLabel(RESET_MESSAGES.newPasswordLabel);
    await field.fill('short');
    await page.getByRole('button', { name: RESET_MESSAGES.submit }).click();
    await expect(page.getByText(PASSWORD_MESSAGES.tooShort(6), { exact: true })).toBeVisible();
    await field.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: RESET_MESSAGES.submit }).click();
    await expect(page.getByText(RESET_MESSAGES.changedTitle, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: RESET_MESSAGES.signIn })).toHaveAttribute(
      'href',
      '/portal',
    );
  });

  await test.step('the old session has ended', async () => {
    expect((await user.request.get('/api/user/projects')).status()).toBe(401);
  });

  await test.step('the used link says so at once, with a way to ask again', async () => {
    await page.goto(link);
    await expect(page.getByText(RESET_MESSAGES.linkInvalid, { exact: true })).toBeVisible();
    await expect(page.getByLabel(RESET_MESSAGES.newPasswordLabel)).toHaveCount(0);
    await page.getByRole('link', { name: RESET_MESSAGES.askAgain }).click();
    await expect(page.getByRole('button', { name: RESET_MESSAGES.sendLink })).toBeVisible();
    await page.getByRole('button', { name: RESET_MESSAGES.backToSignIn }).click();
  });

  await test.step('the old password fails, the new one signs in', async () => {
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText(AUTH_MESSAGES.invalidCredentials, { exact: true })).toBeVisible();
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
  });
});
