/**
 * The admin's project page (docs/product.md#workspace): the admin opens a project from the
 * projects table, reads a submission and compares two, the changed fields marked, and
 * archives it after the confirmation; the page passes axe on a desktop and a phone, and fits
 * the phone's width.
 */
import { AUDIT_MESSAGES } from '../common/audit/messages.ts';
import { PROJECT_PAGE_MESSAGES } from '../common/admin/messages.ts';
import { axeViolations, WCAG_AA } from './axe.ts';
import { ADMIN_EMAIL, expect, test } from './fixtures.ts';

test('the admin opens a project, reads a submission and compares two with the changed fields marked', async ({
  accounts,
  baseURL,
}) => {
  const project = await accounts.createProject();
  const client = await accounts.client({ project });
  const headers = { origin: baseURL! };
  for (const fields of [
    {
      industry: 'b2b',
      trailingTwelveMonthRevenue: '1000000',
      targetCac: '150',
      techStack: 'HubSpot',
    },
    // A patch of the first: techStack cleared, ltv added, the rest as it was.
    { industry: 'b2c', trailingTwelveMonthRevenue: '1250000', techStack: null, ltv: '640' },
  ]) {
    const saved = await client.request.post('/api/metrics', {
      headers,
      data: { projectId: project.id, ...fields },
    });
    expect(saved.status()).toBe(201);
  }
  const note = await client.request.post('/api/notes', {
    headers,
    data: {
      projectId: project.id,
      content: 'Q3 revenue dipped: a promo moved',
      category: 'anomaly',
    },
  });
  expect(note.status()).toBe(201);

  const { page } = await accounts.admin();
  await page.goto('/portal/admin');
  await page.getByRole('tab', { name: 'Projects' }).click();
  await page.getByRole('link', { name: project.name, exact: true }).click();
  await expect(page).toHaveURL(`/portal/admin/projects/${project.id}`);
  // Every project is the admin's here: no active-project picker in the header.
  await expect(page.getByRole('banner').getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Members' })).toContainText(client.email);
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText(
    'Q3 revenue dipped: a promo moved',
  );
  const submissions = page.getByRole('table', { name: 'Submissions' });
  await expect(submissions.getByRole('row')).toHaveCount(3);
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);

  // The newest submission, every field with its label.
  await submissions.getByRole('button', { name: /^View/ }).first().click();
  const reading = page.getByRole('dialog', { name: 'Submission' });
  await expect(reading.getByRole('definition').first()).toHaveText('Business-to-Consumer (B2C)');
  await expect(reading).toContainText('Customer LTV$640.00');
  await expect(reading).toContainText(`Annual Revenue$1,250,000.00`);
  await expect(reading).toContainText(client.email);
  await page.keyboard.press('Escape');
  await expect(reading).toBeHidden();

  // Both, side by side, opening on what changed: industry and revenue changed, tools removed,
  // LTV added; Target CAC, kept by the patch, shows once every field is shown.
  const compare = page.getByRole('button', { name: PROJECT_PAGE_MESSAGES.compare });
  await expect(compare).toBeDisabled();
  for (const checkbox of await submissions.getByRole('checkbox').all()) await checkbox.check();
  await compare.click();
  const dialog = page.getByRole('dialog', { name: 'Compare submissions' });
  await expect(dialog).toContainText(
    PROJECT_PAGE_MESSAGES.changedCount({ added: 1, changed: 2, removed: 1 }),
  );
  await expect(dialog.locator('tr[data-change]')).toHaveCount(4);
  await expect(dialog.getByRole('row')).toHaveCount(5);
  const { fieldChange } = PROJECT_PAGE_MESSAGES;
  for (const [label, change] of [
    ['Industry', fieldChange.changed],
    ['Annual Revenue', fieldChange.changed],
    ['Key Marketing Tools', fieldChange.removed],
    ['Customer LTV', fieldChange.added],
  ]) {
    await expect(
      dialog.getByRole('row', { name: new RegExp(`^${label} ${change} `) }),
    ).toBeVisible();
  }
  await dialog.getByLabel(PROJECT_PAGE_MESSAGES.onlyChanged).uncheck();
  const targetCac = dialog.getByRole('row', { name: /^Target CAC / });
  await expect(targetCac).toContainText('$150.00$150.00');
  await expect(targetCac).not.toHaveAttribute('data-change');
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
  await page.keyboard.press('Escape');

  // Archiving says what it does first.
  await page.getByRole('button', { name: PROJECT_PAGE_MESSAGES.archive }).click();
  const confirm = page.getByRole('dialog', {
    name: PROJECT_PAGE_MESSAGES.archiveTitle(project.name),
  });
  await expect(confirm).toContainText(PROJECT_PAGE_MESSAGES.archiveDescription);
  await confirm.getByRole('button', { name: PROJECT_PAGE_MESSAGES.archive }).click();
  await expect(page.getByText(PROJECT_PAGE_MESSAGES.archived, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: PROJECT_PAGE_MESSAGES.reactivate })).toBeVisible();

  // The archiving is in the project's activity, and in the firm's audit trail.
  await page.getByRole('button', { name: AUDIT_MESSAGES.showActivity }).click();
  const archived = page
    .getByRole('table', { name: AUDIT_MESSAGES.projectTitle })
    .getByRole('row', { name: /Project archived/ });
  await expect(archived).toContainText(ADMIN_EMAIL);
  await expect(archived).toContainText('status: active → archived');

  // A phone: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/portal/admin');
  await page.getByRole('tab', { name: AUDIT_MESSAGES.title }).click();
  await page.getByRole('combobox', { name: AUDIT_MESSAGES.action }).click();
  await page.getByRole('option', { name: 'Project archived', exact: true }).click();
  await expect(
    page
      .getByRole('table', { name: AUDIT_MESSAGES.title })
      .getByRole('row', { name: new RegExp(project.name) }),
  ).toContainText(ADMIN_EMAIL);
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
});

test.describe('an unknown project id', () => {
  // The workspace answers 404, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('shows a clear not-found state with the way back', async ({ accounts }) => {
    const { page } = await accounts.admin();
    await page.goto('/portal/admin/projects/2147483000');
    await expect(
      page.getByRole('heading', { level: 1, name: PROJECT_PAGE_MESSAGES.notFoundTitle }),
    ).toBeVisible();
    await page.getByRole('link', { name: PROJECT_PAGE_MESSAGES.backToAdmin }).click();
    await expect(page).toHaveURL('/portal/admin');
  });
});
