/**
 * Deliverables (docs/product.md#deliverables): the admin uploads a PDF on the project
 * page, and the project's client finds it on the dashboard and downloads the same bytes.
 * Both pages pass axe (WCAG AA).
 */
import { readFile } from 'node:fs/promises';
import { PRODUCT_NAME } from '../common/shared/constants.ts';
import { DELIVERABLE_MESSAGES } from '../common/deliverables/messages.ts';
import { axeViolations, WCAG_AA } from './axe.ts';
import { expect, test } from './fixtures.ts';

test('the admin uploads a PDF that the project’s client then downloads from the dashboard', async ({
  accounts,
}) => {
  const project = await accounts.createProject();
  const client = await accounts.client({ project });
  const fileName = `Diligence report ${project.slug}.pdf`;
  const content = Buffer.from(`%PDF-1.4\n% The report of ${project.name}\n%%EOF\n`);

  const { page, email: adminEmail } = await accounts.admin();
  await page.goto(`/portal/admin/projects/${project.id}`);
  await expect(page.getByText(DELIVERABLE_MESSAGES.adminEmpty)).toBeVisible();
  await page.getByLabel(DELIVERABLE_MESSAGES.chooseFile).setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: content,
  });
  await page.getByRole('button', { name: DELIVERABLE_MESSAGES.upload, exact: true }).click();
  await expect(
    page.getByText(DELIVERABLE_MESSAGES.uploaded(fileName), { exact: true }),
  ).toBeVisible();
  const adminList = page.getByRole('list', { name: DELIVERABLE_MESSAGES.title });
  await expect(adminList).toContainText(fileName);
  await expect(adminList).toContainText(DELIVERABLE_MESSAGES.uploadedBy(adminEmail));
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);

  await client.page.goto('/portal/dashboard');
  await expect(
    client.page.getByRole('heading', { name: DELIVERABLE_MESSAGES.memberTitle(PRODUCT_NAME) }),
  ).toBeVisible();
  const list = client.page.getByRole('list', { name: DELIVERABLE_MESSAGES.title });
  await expect(list).toContainText(fileName);
  await expect(list).toContainText('PDF');
  expect(await axeViolations(client.page, { tags: WCAG_AA })).toEqual([]);

  const [download] = await Promise.all([
    client.page.waitForEvent('download'),
    list.getByRole('link', { name: DELIVERABLE_MESSAGES.downloadLabel(fileName) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  expect(await readFile(await download.path())).toEqual(content);
});
