/**
 * The engagement's stage (docs/product.md#stages): the client's submission is drafted, which
 * moves the first stage on to "AI analysis" with the initial report's 24-48 hour window; the
 * admin then moves it on the project page with a message, and the client's dashboard shows
 * the stage and the message.
 */
import { REPORT_MESSAGES } from '../common/reports/messages.ts';
import { STAGE_MESSAGES as M } from '../common/stages/messages.ts';
import { axeViolations, WCAG_AA } from './axe.ts';
import { expect, test } from './fixtures.ts';

test('the first draft moves the stage on; the admin moves it with a message the client sees', async ({
  accounts,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const project = await accounts.createProject();
  const client = await accounts.client({ project });
  const submitted = await client.request.post('/api/metrics', {
    headers: { origin: baseURL! },
    data: { projectId: project.id, trailingTwelveMonthRevenue: '1200000' },
  });
  expect(submitted.status()).toBe(201);

  // The draft worker moves the stage on by itself (within a minute on a slow host).
  const dashboard = client.page;
  await dashboard.goto('/portal/dashboard');
  const status = dashboard.getByRole('region', { name: M.title });
  await expect(async () => {
    await dashboard.reload();
    await expect(status.locator('[aria-current="step"]')).toContainText('AI analysis');
  }).toPass({ timeout: 60_000 });
  await expect(status).toContainText(M.next.ai_analysis);
  await expect(
    // The line, and its copy in the phone summary (hidden here).
    status.getByText(/^Initial report within 24-48 hours of your data: due by /).filter({
      visible: true,
    }),
  ).toBeVisible();
  // No report yet, and drafts by rules: the stage card alone carries the promise.
  await expect(dashboard.getByRole('region', { name: REPORT_MESSAGES.clientTitle })).toHaveCount(0);

  const message = 'Your report is on its way: the strategy call follows.';
  const { page } = await accounts.admin();
  await page.goto(`/portal/admin/projects/${project.id}`);
  const card = page.getByRole('region', { name: M.title });
  await expect(card.locator('[aria-current="step"]')).toContainText('AI analysis');
  await expect(card.getByRole('listitem').filter({ hasText: M.movedByDraft })).toBeVisible();
  await card.getByLabel(M.stageLabel, { exact: true }).click();
  await page.getByRole('option', { name: 'Diligence report delivery' }).click();
  await card.getByLabel(M.messageLabel).fill(message);
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
  await card.getByRole('button', { name: M.move }).click();
  // Exact: Radix's live region briefly repeats the toast as "Notification …".
  await expect(page.getByText(M.moved('Diligence report delivery'), { exact: true })).toBeVisible();
  await expect(card.locator('[aria-current="step"]')).toContainText('Diligence report delivery');
  await expect(card.getByRole('listitem').filter({ hasText: message })).toBeVisible();

  await dashboard.goto('/portal/dashboard');
  await expect(status.locator('[aria-current="step"]')).toContainText('Diligence report delivery');
  await expect(status).toContainText(M.next.diligence_report_delivery);
  await expect(status).toContainText(message);
  expect(await axeViolations(dashboard, { tags: WCAG_AA })).toEqual([]);
});
