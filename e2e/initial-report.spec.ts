/**
 * The initial report (docs/product.md#initial-report): the client submits, the rules draft
 * appears on the firm's project page with no key configured, the project's analyst edits it
 * (adding a number no figure supports), approves and publishes it confirming that number; the
 * client reads it on the dashboard and in its PDF, and every member is mailed a link to it.
 */
import { REPORT_MESSAGES as M } from '../common/reports/messages.ts';
import { STAGE_MESSAGES } from '../common/stages/messages.ts';
import { adminProjectPath } from '../common/shared/paths.ts';
import { axeViolations, WCAG_AA } from './axe.ts';
import { expect, linkInOutbox, test, uniqueId } from './fixtures.ts';

test('a submission is drafted, edited, approved and published, and the client reads it', async ({
  accounts,
  baseURL,
}) => {
  // The draft may take up to a minute to appear on a slow host: room for the rest after it.
  test.setTimeout(180_000);
  const origin = { origin: baseURL! };
  const project = await accounts.createProject();
  const client = await accounts.client({ project, role: 'owner' });
  const viewer = await accounts.client({ project, role: 'viewer' });

  const { request: admin } = await accounts.admin();
  const email = `analyst-${uniqueId()}@firm.test`;
  const added = await admin.post('/api/admin/analysts', { headers: origin, data: { email } });
  expect(added.status(), await added.text()).toBe(201);
  const { id: analystId } = (await added.json()) as { id: number };
  const assigned = await admin.put(`/api/admin/projects/${project.id}/analysts/${analystId}`, {
    headers: origin,
  });
  expect(assigned.status(), await assigned.text()).toBeLessThan(300);

  // The client's submission: LTV:CAC 5.9x, CAC 17.1% over target.
  const submitted = await client.request.post('/api/metrics', {
    headers: origin,
    data: {
      projectId: project.id,
      industry: 'b2b',
      trailingTwelveMonthRevenue: '4200000',
      ltv: '2400',
      actualCac: '410',
      targetCac: '350',
      churnRate: '2.5',
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);

  // Before anything is published, the client is promised the window, never shown a draft.
  await client.page.goto('/portal/dashboard');
  const status = client.page.getByRole('region', { name: STAGE_MESSAGES.title });
  await expect(
    status.getByText(/^Initial report within 24-48 hours of your data: due by /).filter({
      visible: true,
    }),
  ).toBeVisible();
  const clientCard = client.page.getByRole('region', { name: M.clientTitle });
  await expect(clientCard).toHaveCount(0);

  // The draft appears on the analyst's project page: the worker drafts from rules, no key.
  const { page } = await accounts.analyst(email);
  await page.goto(adminProjectPath(project.id));
  const review = page.getByRole('region', { name: M.reviewTitle });
  await expect(async () => {
    await page.reload();
    await expect(review.getByText(M.drafterRules, { exact: true }).first()).toBeVisible();
  }).toPass({ timeout: 60_000 });
  await expect(review).toContainText('LTV:CAC of 5.9x clears 3x');
  // A citation opens its formula where it is cited.
  const citation = review.getByRole('button', { name: /^LTV:CAC/ }).first();
  await citation.click();
  await expect(citation).toHaveAttribute('aria-expanded', 'true');
  const formula = review.locator(`[id="${await citation.getAttribute('aria-controls')}"]`);
  await expect(formula).toContainText('Customer LTV ÷ current CAC = $2,400.00 ÷ $410.00');
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);

  // The analyst adds a sentence with a number of their own.
  await review.getByRole('button', { name: M.edit }).click();
  const text = review.getByLabel(M.editLabel);
  await text.fill(`${await text.inputValue()}\n\nManagement expects revenue of $5.1M next year.`);
  await review.getByRole('button', { name: M.save }).click();
  await expect(page.getByText(M.saved, { exact: true })).toBeVisible();
  await review.getByRole('button', { name: M.approve }).click();
  await expect(page.getByText(M.approved, { exact: true })).toBeVisible();

  await review.getByRole('button', { name: M.publish }).click();
  const dialog = page.getByRole('dialog', { name: M.publishTitle });
  const publish = dialog.getByRole('button', { name: M.publish });
  await expect(publish).toBeDisabled();
  await dialog.getByRole('checkbox', { name: M.confirmNumber('$5.1M') }).check();
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
  await publish.click();
  await expect(page.getByText(M.published, { exact: true })).toBeVisible();

  // The members are mailed a link to the report, which opens it on the dashboard.
  const link = await linkInOutbox(client.page, {
    subject: M.mailSubject(project.name),
    mentions: project.name,
    action: M.mailButton,
  });
  expect(link).toContain(`/portal/dashboard?project=${project.id}#initial-report`);
  await client.page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(clientCard).toContainText('Management expects revenue of $5.1M next year.');
  await expect(clientCard).toContainText('LTV:CAC of 5.9x clears 3x');
  await expect(clientCard).toBeInViewport();
  expect(await axeViolations(client.page, { tags: WCAG_AA })).toEqual([]);

  // Its PDF carries it, and a viewer reads it too.
  const href = await clientCard.getByRole('link', { name: M.openPdf }).getAttribute('href');
  const pdf = await client.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await viewer.page.goto('/portal/dashboard');
  await expect(viewer.page.getByRole('region', { name: M.clientTitle })).toContainText(
    'Management expects revenue of $5.1M next year.',
  );
});
