/**
 * Analysts (decision 099): the admin adds an analyst in the Users tab and
 * assigns them on one project's page; the analyst, once signed up with two-factor sign-in,
 * sees that project alone (Overview and project page), can upload a deliverable there, and
 * another project's page answers "not found". The assignment is in the audit trail.
 */
import { AUDIT_MESSAGES } from '../common/audit/messages.ts';
import { DELIVERABLE_MESSAGES } from '../common/deliverables/messages.ts';
import { ANALYST_MESSAGES, PROJECT_PAGE_MESSAGES } from '../common/admin/messages.ts';
import { axeViolations, WCAG_AA } from './axe.ts';
import { expect, test, uniqueId } from './fixtures.ts';

// Another project's page: its workspace read answers 404, as the page then says.
test.use({ allowedConsoleErrors: [/status of 404/] });

test('an analyst sees and works on only the project assigned to them', async ({ accounts }) => {
  const assigned = await accounts.createProject();
  const other = await accounts.createProject();
  const email = `analyst-${uniqueId()}@firm.test`;

  const { page: admin } = await accounts.admin();
  await admin.goto('/portal/admin');
  await admin.getByRole('tab', { name: 'Users' }).click();
  const form = admin.getByRole('form', { name: ANALYST_MESSAGES.add });
  await form.getByLabel(ANALYST_MESSAGES.emailLabel).fill(email);
  await form.getByRole('button', { name: ANALYST_MESSAGES.add }).click();
  await expect(admin.getByText(ANALYST_MESSAGES.added(email), { exact: true })).toBeVisible();
  const analysts = admin.getByRole('table', { name: ANALYST_MESSAGES.title });
  await expect(analysts.getByRole('row', { name: new RegExp(email) })).toContainText(
    ANALYST_MESSAGES.notSignedUp,
  );
  expect(await axeViolations(admin, { tags: WCAG_AA })).toEqual([]);

  await admin.goto(`/portal/admin/projects/${assigned.id}`);
  const card = admin.getByRole('table', { name: ANALYST_MESSAGES.projectTitle });
  await expect(admin.getByText(ANALYST_MESSAGES.noneAssigned)).toBeVisible();
  await admin.getByRole('button', { name: ANALYST_MESSAGES.assign }).click();
  await admin.getByLabel(ANALYST_MESSAGES.assignLabel).click();
  await admin.getByRole('option', { name: email }).click();
  await admin.getByRole('button', { name: ANALYST_MESSAGES.assign, exact: true }).click();
  await expect(
    admin.getByText(ANALYST_MESSAGES.assignedToProject(email), { exact: true }),
  ).toBeVisible();
  await expect(card).toContainText(email);
  expect(await axeViolations(admin, { tags: WCAG_AA })).toEqual([]);

  const { page } = await accounts.analyst(email);
  await page.goto('/portal/admin');
  await expect(
    page.getByRole('heading', { level: 1, name: ANALYST_MESSAGES.dashboardTitle }),
  ).toBeVisible();
  // No administration: only the Overview, and only their project in it.
  await expect(page.getByRole('tab')).toHaveCount(0);
  const overview = page.getByRole('table', { name: 'Overview' });
  await expect(overview.getByRole('link', { name: assigned.name })).toBeVisible();
  await expect(overview).not.toContainText(other.name);
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);

  await overview.getByRole('link', { name: assigned.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: assigned.name })).toBeVisible();
  await expect(page.getByRole('button', { name: PROJECT_PAGE_MESSAGES.archive })).toHaveCount(0);
  await expect(page.getByRole('button', { name: ANALYST_MESSAGES.assign })).toHaveCount(0);
  const fileName = `Findings ${uniqueId()}.pdf`;
  await page.getByLabel(DELIVERABLE_MESSAGES.chooseFile).setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% Findings\n%%EOF\n'),
  });
  await page.getByRole('button', { name: DELIVERABLE_MESSAGES.upload, exact: true }).click();
  await expect(
    page.getByText(DELIVERABLE_MESSAGES.uploaded(fileName), { exact: true }),
  ).toBeVisible();
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);

  await page.goto(`/portal/admin/projects/${other.id}`);
  await expect(
    page.getByRole('heading', { name: PROJECT_PAGE_MESSAGES.notFoundTitle }),
  ).toBeVisible();

  // The admin's trail names who assigned whom, and the analyst's upload.
  await admin.goto('/portal/admin');
  await admin.getByRole('tab', { name: 'Audit Trail' }).click();
  const trail = admin.getByRole('table', { name: AUDIT_MESSAGES.title });
  await expect(trail.getByRole('row', { name: /Analyst assigned/ }).first()).toBeVisible();
  await expect(
    trail
      .getByRole('row', {
        name: new RegExp(`Deliverable uploaded.*${email}|${email}.*Deliverable uploaded`),
      })
      .first(),
  ).toBeVisible();
});
