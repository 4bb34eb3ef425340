/** The portal frame for signed-in users: the project picker and the admin page's gate. */
import { ACTIVE_PROJECT_STORAGE_KEY } from '../common/projects/constants.ts';
import { AUTH_MESSAGES } from '../common/auth/messages.ts';
import { expect, test } from './fixtures.ts';

test('the project picker remembers the choice across reloads', async ({ accounts }) => {
  const alpha = await accounts.createProject({ name: `Alpha ${Date.now()}` });
  const zeta = await accounts.createProject({ name: `Zeta ${Date.now()}` });
  const client = await accounts.client({
    memberships: [
      { project: alpha, role: 'member' },
      { project: zeta, role: 'viewer' },
    ],
  });
  const { page } = client;
  await page.goto('/portal/dashboard');
  const picker = page.getByRole('combobox', { name: 'Active project' });
  // Projects are listed by name: the first one is active to begin with.
  await expect(page.getByText(`Working on: ${alpha.name}`)).toBeVisible();
  await expect(page.getByTestId('portal-user')).toContainText('Member');

  await picker.click();
  await page.getByRole('option', { name: zeta.name }).click();
  await expect(page.getByText(`Working on: ${zeta.name}`)).toBeVisible();
  await expect(page.getByTestId('portal-user')).toContainText('Viewer');

  await page.reload();
  await expect(page.getByText(`Working on: ${zeta.name}`)).toBeVisible();
  await expect(picker).toHaveText(zeta.name);
  expect(await page.evaluate((key) => localStorage.getItem(key), ACTIVE_PROJECT_STORAGE_KEY)).toBe(
    String(zeta.id),
  );
});

test('a non-admin opening /portal/admin sees Access Denied', async ({ accounts }) => {
  const client = await accounts.client({ role: 'owner' });
  const { page } = client;
  await page.goto('/portal/admin');
  await expect(page.getByRole('heading', { name: AUTH_MESSAGES.accessDenied })).toBeVisible();
  await expect(
    page.getByText(AUTH_MESSAGES.accessDeniedDescription, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to Portal' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Client Portal' })).toBeVisible();
});

test('a signed-out visitor of /portal/admin gets the sign-in screen', async ({ page }) => {
  await page.goto('/portal/admin');
  await expect(page.getByText(AUTH_MESSAGES.subtitle, { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
});
