/**
 * Closing an engagement (decision 101): the admin types the project's
 * slug to confirm, the page then says what was deleted, the project's Activity shows the
 * close, and the client's notes are gone from the portal.
 */
import { AUDIT_MESSAGES } from '../common/audit/messages.ts';
import { CLOSE_MESSAGES } from '../common/admin/messages.ts';
import { axeViolations, WCAG_AA } from './axe.ts';
import { expect, test } from './fixtures.ts';

test('the admin closes an engagement after typing its slug, and its client data is gone', async ({
  accounts,
  baseURL,
}) => {
  const project = await accounts.createProject();
  const client = await accounts.client({ project });
  const note = await client.request.post('/api/notes', {
    headers: { origin: baseURL! },
    data: { projectId: project.id, content: 'Board pack arrives Friday', category: 'context' },
  });
  expect(note.status()).toBe(201);

  const { page } = await accounts.admin();
  await page.goto(`/portal/admin/projects/${project.id}`);
  await page.getByRole('button', { name: CLOSE_MESSAGES.action }).click();
  const dialog = page.getByRole('dialog', { name: CLOSE_MESSAGES.title(project.name) });
  await expect(dialog).toContainText(CLOSE_MESSAGES.description);
  const confirm = dialog.getByRole('button', { name: CLOSE_MESSAGES.action });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(CLOSE_MESSAGES.confirmLabel(project.slug)).fill(project.name);
  await expect(confirm).toBeDisabled();
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
  await dialog.getByLabel(CLOSE_MESSAGES.confirmLabel(project.slug)).fill(project.slug);
  await confirm.click();

  await expect(page.getByText(CLOSE_MESSAGES.closed(project.name), { exact: true })).toBeVisible();
  const notice = page.getByRole('alert').filter({ hasText: CLOSE_MESSAGES.bannerTitle });
  await expect(notice).toContainText('0 submissions, 1 note, 0 deliverables');
  await expect(page.getByRole('button', { name: CLOSE_MESSAGES.action })).toHaveCount(0);
  await page.getByRole('button', { name: AUDIT_MESSAGES.showActivity }).click();
  await expect(
    page.getByRole('table', { name: AUDIT_MESSAGES.projectTitle }).getByText('Engagement closed'),
  ).toBeVisible();
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);

  const notes = await client.request.get(`/api/notes?projectId=${project.id}`);
  expect(JSON.stringify(await notes.json())).not.toContain('Board pack arrives Friday');
});
