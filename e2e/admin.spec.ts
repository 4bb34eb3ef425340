/** The admin dashboard beyond the journey: editing, archiving and a refused duplicate slug. */
import { ADMIN_MESSAGES } from '../common/admin/messages.ts';
import { expect, test, uniqueId } from './fixtures.ts';

test('the admin renames and archives a project, and clients see it', async ({ accounts }) => {
  const admin = await accounts.admin();
  const project = await accounts.createProject();
  const client = await accounts.client({ project });
  const { page } = admin;
  await page.goto('/portal/admin');
  await page.getByRole('tab', { name: 'Projects' }).click();
  await page.getByRole('button', { name: `Edit ${project.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Project' });
  await expect(dialog.getByLabel('Slug')).toHaveValue(project.slug);
  await expect(dialog.getByLabel('Slug')).toHaveAttribute('readonly', '');
  const renamed = `${project.name} Renamed`;
  await dialog.getByLabel('Name').fill(renamed);
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Archived' }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(ADMIN_MESSAGES.updated, { exact: true })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(renamed) });
  await expect(row).toContainText('Archived');
  await expect(row).toContainText('1');

  await client.page.goto('/portal/dashboard');
  await expect(client.page.getByText(`Working on: ${renamed}`)).toBeVisible();
});

test.describe('a duplicate slug', () => {
  // The refused create answers 409, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test("is refused with 'Failed to create project' and the reason", async ({ accounts }) => {
    const existing = await accounts.createProject();
    const admin = await accounts.admin();
    const { page } = admin;
    await page.goto('/portal/admin');
    await page.getByRole('tab', { name: 'Projects' }).click();
    await page.getByRole('button', { name: 'Create Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Project' });
    await dialog.getByLabel('Name').fill(`Copy ${uniqueId()}`);
    await dialog.getByLabel('Slug').fill(existing.slug);
    await dialog.getByLabel('Allowed Domains').fill(`${uniqueId()}.test`);
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await expect(page.getByText(ADMIN_MESSAGES.createFailed, { exact: true })).toBeVisible();
    await expect(
      page.getByText(ADMIN_MESSAGES.slugTaken(existing.slug), { exact: true }),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
  });
});
