/**
 * The wizard checks as the client goes (docs/decisions/021-wizard-rules.md): each bad value
 * gets the shared schema's message when its field is left, the review step lists every
 * problem with an Edit link to its field, a save with problems opens the first step that
 * has one, and the time remaining never jumps back. On a 390 px phone a fresh
 * client's first field is on the first screen, below the stage and checklist cards.
 */
import type { Page } from '@playwright/test';
import { METRICS_MESSAGES } from '../common/metrics/messages.ts';
import { STAGE_MESSAGES } from '../common/stages/messages.ts';
import { axeViolations, WCAG_AA } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { choose, LATER_STEPS, next, stepHeading, wizardProgress } from './wizard-page.ts';

const problemList = (page: Page) =>
  page.getByRole('region', { name: /to fix before you can save$/ });

/** Types a value, leaves the field, and expects the schema's message under it. */
async function leaveWith(page: Page, label: string | RegExp, value: string, message: string) {
  const field = page.getByLabel(label);
  await field.fill(value);
  await expect(page.getByText(message, { exact: true })).toHaveCount(0);
  await field.blur();
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

/** From an earlier step to the review, one step at a time (the wizard's jump rule). */
async function backToReview(page: Page, from: number) {
  for (const title of LATER_STEPS.slice(from)) await next(page, title);
}

const BAD_VALUES = [
  {
    step: 'Company Context',
    label: 'Annual Revenue',
    message: 'Annual Revenue can have at most 2 decimal places',
  },
  {
    step: 'Company Context',
    label: 'Competitor 1 website',
    message: 'Competitor website must be a full web address, e.g. https://example.com',
  },
  { step: 'Unit Economics Lite', label: 'Target CAC', message: 'Target CAC cannot be negative' },
  {
    step: 'Unit Economics Lite',
    label: 'Lead to MQL conversion rate',
    message: 'Lead to MQL conversion rate must be at most 100',
  },
  {
    step: 'Data Access',
    label: 'Marketing Team Size',
    message: 'Marketing Team Size must be a whole number',
  },
];

test('each bad value is named as its field is left, listed on the review with an Edit link to the field, and a save opens the first step with a problem', async ({
  accounts,
}) => {
  const project = await accounts.createProject();
  const { page } = await accounts.client({ project });
  await page.goto('/portal/dashboard');
  await expect(stepHeading(page, 'Company Context')).toBeVisible();

  // Step 1: revenue with three decimals, a website without its scheme.
  await choose(page, 'Industry', 'Business-to-Business (B2B)');
  await leaveWith(page, /Annual Revenue/, '12.345', BAD_VALUES[0]!.message);
  await page.getByRole('button', { name: 'Add competitor' }).click();
  await page.getByLabel('Competitor 1 name').fill('Initech');
  await leaveWith(page, 'Competitor 1 website', 'initech.com', BAD_VALUES[1]!.message);

  // Step 2: a negative target CAC, a 140% conversion rate.
  await next(page, 'Unit Economics Lite');
  await expect(page.getByTestId('time-remaining')).toHaveText('6.0 min');
  await leaveWith(page, 'Target CAC ($)', '-5', BAD_VALUES[2]!.message);
  await leaveWith(page, 'Lead to MQL Conversion Rate (%)', '140', BAD_VALUES[3]!.message);

  // Step 3: half a person.
  await next(page, 'Data Access');
  await leaveWith(page, 'Marketing Team Size', '4.5', BAD_VALUES[4]!.message);

  // The review lists every problem, in the wizard's order; no value passes as valid.
  await next(page, 'Review & Submit');
  await expect(page.getByTestId('time-remaining')).toHaveText('2.0 min');
  const problems = problemList(page);
  await expect(problems).toHaveAccessibleName('5 problems to fix before you can save');
  await expect(problems.getByRole('listitem')).toHaveText(
    BAD_VALUES.map(({ step, message }) => new RegExp(`^${step}: ${literal(message)}Edit$`)),
  );
  await expect(page.getByText('$12.345')).toHaveCount(0);
  await expect(page.getByText('-$5.00')).toHaveCount(0);
  const progress = wizardProgress(page);
  for (const title of ['Company Context', 'Unit Economics Lite', 'Data Access']) {
    await expect(progress.getByRole('button', { name: new RegExp(title) })).toContainText(
      'needs attention',
    );
  }
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);

  // Each Edit link opens the field's step with the field focused; the time stays.
  const fields: [string, string | RegExp, number][] = [
    ['Annual Revenue', /Annual Revenue/, 0],
    ['Competitor 1 website', 'Competitor 1 website', 0],
    ['Target CAC', 'Target CAC ($)', 1],
    ['Lead to MQL conversion rate', 'Lead to MQL Conversion Rate (%)', 1],
    ['Marketing Team Size', 'Marketing Team Size', 2],
  ];
  for (const [name, label, step] of fields) {
    await problems.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    await expect(page.getByLabel(label)).toBeFocused();
    await expect(page.getByTestId('time-remaining')).toHaveText('2.0 min');
    await backToReview(page, step);
  }

  // Save with problems: the first step that has one, its field focused, no time back.
  await page.getByRole('button', { name: METRICS_MESSAGES.saveData }).click();
  await expect(stepHeading(page, 'Company Context')).toBeVisible();
  await expect(page.getByLabel(/Annual Revenue/)).toBeFocused();
  await expect(page.getByTestId('time-remaining')).toHaveText('2.0 min');
  // The jump rule applies as written: one step ahead of the current one.
  await expect(progress.getByRole('button', { name: /Data Access/ })).toBeDisabled();
  await page.getByLabel(/Annual Revenue/).fill('12.34');
  await page.getByLabel('Competitor 1 website').fill('https://initech.example');
  await expect(page.getByText(BAD_VALUES[0]!.message)).toHaveCount(0);
  await expect(page.getByText(BAD_VALUES[1]!.message)).toHaveCount(0);
  await backToReview(page, 0);
  await expect(problems).toHaveAccessibleName('3 problems to fix before you can save');

  // Step 1 is fixed: a save now opens step 2.
  await page.getByRole('button', { name: METRICS_MESSAGES.saveData }).click();
  await expect(stepHeading(page, 'Unit Economics Lite')).toBeVisible();
  await expect(page.getByLabel('Target CAC ($)')).toBeFocused();
  await page.getByLabel('Target CAC ($)').fill('5');
  await page.getByLabel('Lead to MQL Conversion Rate (%)').fill('14');
  await next(page, 'Data Access');
  await page.getByLabel('Marketing Team Size').fill('4');
  await next(page, 'Review & Submit');
  await expect(problems).toHaveCount(0);
  await expect(page.getByText('$12.34', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: METRICS_MESSAGES.saveData }).click();
  await expect(page.getByRole('region', { name: 'Submitted' })).toContainText('$12.34');
});

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("a fresh client's first field is on the first screen, below the stage and checklist cards", async ({
    accounts,
  }) => {
    const project = await accounts.createProject();
    const { page } = await accounts.client({ project });
    await page.goto('/portal/dashboard');
    const stage = page.getByRole('region', { name: STAGE_MESSAGES.title });
    const checklist = page.getByRole('region', { name: 'Your information is 0% complete' });
    await expect(stage).toContainText('Initial data collection · stage 1 of 5');
    await expect(checklist.getByRole('progressbar', { name: 'Completeness' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Deliverables from / })).toBeVisible();
    const progress = wizardProgress(page);
    await expect(progress.getByTestId('step-counter')).toHaveText('Step 1 of 4');
    await expect(progress.getByTestId('time-remaining')).toHaveText('8.0 min');

    const industry = page.getByRole('combobox', { name: 'Industry', exact: true });
    await expect(industry).toBeInViewport();
    const box = await industry.boundingBox();
    expect(box!.y + box!.height).toBeLessThan(844);
    expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);

    // What is folded opens: the stages, the missing items, the steps.
    await stage.getByRole('button', { name: `Show ${STAGE_MESSAGES.title}` }).click();
    await expect(stage.getByRole('list', { name: STAGE_MESSAGES.stagesLabel })).toBeVisible();
    await checklist.getByRole('button', { name: 'Show what is missing' }).click();
    await expect(checklist.getByRole('link', { name: 'Annual revenue' })).toBeVisible();
    const allSteps = progress.getByRole('button', { name: 'All steps' });
    await expect(allSteps).toHaveAttribute('aria-expanded', 'false');
    await allSteps.click();
    await expect(progress.getByRole('button', { name: /Unit Economics Lite/ })).toBeVisible();
    expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
  });
});
