/**
 * The diligence brief as a PDF and in print (decision 106): a client with a submission and
 * a note downloads the brief from the submitted state and finds the revenue, every figure
 * of the brief and the note in it; printed (print media emulated), the dashboard shows the
 * brief and none of the portal's navigation or buttons.
 */
import { readFile } from 'node:fs/promises';
import { metricsBrief } from '../common/brief/brief.ts';
import type { MetricsRecord } from '../common/metrics/contract.ts';
import { PATHS } from '../common/shared/paths.ts';
import { normalizeSpace, pdfText } from '../server/testing/pdf-text.ts';
import { expect, test } from './fixtures.ts';

test('a client downloads the brief as a PDF, and prints the dashboard as the brief', async ({
  accounts,
  baseURL,
}) => {
  const project = await accounts.createProject();
  const client = await accounts.client({ project });
  const { page, request } = client;
  const headers = { origin: baseURL! };
  const saved = await request.post('/api/metrics', {
    headers,
    data: {
      projectId: project.id,
      industry: 'b2b',
      trailingTwelveMonthRevenue: '2400000',
      ltv: '3000',
      actualCac: '1500',
      targetCac: '1000',
      churnRate: '6',
      marketingTeamSize: 3,
    },
  });
  expect(saved.status()).toBe(201);
  const submission = (await saved.json()) as MetricsRecord;
  const note = 'Q3 revenue dipped while the checkout was rebuilt.';
  const noted = await request.post('/api/notes', {
    headers,
    data: { projectId: project.id, content: note, category: 'anomaly' },
  });
  expect(noted.status()).toBe(201);

  await page.goto(PATHS.portalDashboard);
  const brief = page.getByRole('region', { name: 'Metrics brief' });
  await expect(brief).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download brief (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${project.slug}-brief-\\d{4}-\\d{2}-\\d{2}\\.pdf$`),
  );
  const text = await pdfText(await readFile(await download.path()));
  expect(text).toContain('Annual Revenue: $2,400,000.00');
  const { figures, flags } = metricsBrief(submission);
  expect(flags.length).toBeGreaterThan(0);
  for (const figure of figures) {
    expect(text).toContain(normalizeSpace(`${figure.label}: ${figure.value}`));
  }
  for (const flag of flags) expect(text).toContain(normalizeSpace(flag.title));
  expect(text).toContain(note);

  await page.emulateMedia({ media: 'print' });
  await expect(brief).toBeVisible();
  await expect(brief.getByText(flags[0]!.title)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Submitted' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download brief (PDF)' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Update your data' })).toBeHidden();
  await expect(page.getByRole('tablist')).toBeHidden();
});
