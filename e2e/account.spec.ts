/**
 * The account page (docs/product.md#accounts): a client renames themselves (the header follows)
 * and signs out their other sessions; the other browser is signed out, this one is not.
 */
import { ACCOUNT_MESSAGES } from '../common/account/messages.ts';
import { expect, test } from './fixtures.ts';

test('a client renames themselves and signs out everywhere else', async ({ accounts }) => {
  const client = await accounts.client();
  const { page } = client;
  const otherBrowser = await accounts.signIn(client.email);

  await test.step('opens the account page from the header', async () => {
    await page.goto('/portal/dashboard');
    await page.getByTestId('portal-user').click();
    await expect(page).toHaveURL(/\/portal\/account$/);
    await expect(page.getByRole('heading', { name: ACCOUNT_MESSAGES.title })).toBeVisible();
    const methods = page.getByRole('list', { name: ACCOUNT_MESSAGES.methodsTitle });
    await expect(methods).toHaveText(ACCOUNT_MESSAGES.emailAndPassword);
  });

  await test.step('renames themselves; the header shows the new name', async () => {
    const profile = page.getByRole('region', { name: ACCOUNT_MESSAGES.profileTitle });
    await profile.getByLabel(ACCOUNT_MESSAGES.nameLabel).fill('Dana Reyes');
    await profile.getByRole('button', { name: ACCOUNT_MESSAGES.save }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.nameSaved, { exact: true })).toBeVisible();
    await expect(page.getByTestId('portal-user')).toContainText('Dana Reyes');
  });

  await test.step('sees both sessions, this one marked, and signs the other out', async () => {
    const sessions = page.getByRole('region', { name: ACCOUNT_MESSAGES.sessionsTitle });
    const rows = sessions
      .getByRole('list', { name: ACCOUNT_MESSAGES.sessionsTitle })
      .getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(ACCOUNT_MESSAGES.thisDevice);
    await expect(rows.first()).toContainText('Chrome');
    await sessions.getByRole('button', { name: ACCOUNT_MESSAGES.signOutOthers }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.signedOutOthers, { exact: true })).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(sessions.getByText(ACCOUNT_MESSAGES.noOtherSessions)).toBeVisible();
  });

  await test.step('the other browser is signed out; this one is not', async () => {
    const other = await otherBrowser.request.get('/api/auth/get-session');
    expect(await other.json()).toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { name: ACCOUNT_MESSAGES.title })).toBeVisible();
  });
});
