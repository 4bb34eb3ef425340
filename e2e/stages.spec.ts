/**
 * The engagement's stage (docs/product.md#stages): the admin moves it on the
 * project page with a message; the client's dashboard then shows the stage, the message and
 * the initial report's due date (48 hours after the first submission).
 */
import { STAGE_MESSAGES as M } from '../common/stages/messages.ts';
import { axeViolations, WCAG_AA } from './axe.ts';
import { expect, test } from './fixtures.ts';

test('the admin moves the stage with a message, and the client sees it with the due date', async ({
  accounts,
  baseURL,
}) => {
  const project = await accounts.createProject();
  const client = await accounts.client({ project });
  const submitted = await client.request.post('/api/metrics', {
    headers: { origin: baseURL! },
    data: { projectId: project.id, trailingTwelveMonthRevenue: '1200000' },
  });
  expect(submitted.status()).toBe(201);
  const message = 'We have your figures: the analysis is under way.';

  const { page } = await accounts.admin();
  await page.goto(`/portal/admin/projects/${project.id}`);
  const card = page.getByRole('region', { name: M.title });
  await expect(card.getByRole('listitem').and(card.locator('[aria-current="step"]'))).toContainText(
    'Initial data collection',
  );
  await expect(card).toContainText(M.noHistory);
  await card.getByLabel(M.stageLabel, { exact: true }).click();
  await page.getByRole('option', { name: 'AI analysis' }).click();
  await card.getByLabel(M.messageLabel).fill(message);
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
  await card.getByRole('button', { name: M.move }).click();
  // Exact: Radix's live region briefly repeats the toast as "Notification …".
  await expect(page.getByText(M.moved('AI analysis'), { exact: true })).toBeVisible();
  await expect(card.locator('[aria-current="step"]')).toContainText('AI analysis');
  await expect(card.getByRole('listitem').filter({ hasText: message })).toBeVisible();

  const dashboard = client.page;
  await dashboard.goto('/portal/dashboard');
  const status = dashboard.getByRole('region', { name: M.title });
  await expect(status.locator('[aria-current="step"]')).toContainText('AI analysis');
  await expect(status).toContainText(M.next.ai_analysis);
  await expect(status).toContainText(message);
  await expect(status.getByText(/^Initial report due by /)).toBeVisible();
  expect(await axeViolations(dashboard, { tags: WCAG_AA })).toEqual([]);
});
