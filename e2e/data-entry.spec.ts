/**
 * Client data entry, as a new client does it: the four-step wizard for a B2C and for a
 * B2B company, the jump rules, a reload in the middle, saving, the submitted state with
 * the metrics brief and "Update your data", notes, and a viewer's read-only dashboard.
 */
import type { Page } from '@playwright/test';
import { WRITE_ACCESS_MESSAGES } from '../common/projects/messages.ts';
import { METRICS_MESSAGES } from '../common/metrics/messages.ts';
import { NOTE_MESSAGES } from '../common/notes/messages.ts';
import { expect, test, type Accounts } from './fixtures.ts';
import { axeViolations } from './axe.ts';
import {
  choose,
  LATER_STEPS,
  next,
  stepHeading,
  wizardProgress as progress,
} from './wizard-page.ts';

const stepButton = (page: Page, title: string) =>
  progress(page).getByRole('button', { name: new RegExp(title) });

function toast(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

test('a B2C client fills the four steps, reloads midway, saves, sees the submitted state and the brief, and updates from the saved values', async ({
  accounts,
}) => {
  const project = await accounts.createProject();
  const { page } = await accounts.client({ project, role: 'member' });
  await page.goto('/portal/dashboard');
  await expect(page.getByRole('heading', { name: 'Client Portal' })).toBeVisible();
  await expect(page.getByText(`Working on: ${project.name}`)).toBeVisible();
  await expect(page.getByText(/^Welcome back, /)).toBeVisible();
  await expect(page.getByRole('tab', { name: /Data & Context Gathering/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Step 1
  await expect(stepHeading(page, 'Company Context')).toBeVisible();
  await expect(page.getByTestId('time-remaining')).toHaveText('8.0 min');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByText(METRICS_MESSAGES.optionalNote)).toBeVisible();
  // Jump rules: only one step ahead.
  await expect(stepButton(page, 'Data Access')).toBeDisabled();
  await expect(stepButton(page, 'Review & Submit')).toBeDisabled();
  await choose(page, 'Industry', 'Business-to-Consumer (B2C)');
  await page.getByLabel('Key Customer Segments').fill('Young professionals\nFamilies');
  await page.getByLabel(/Annual Revenue/).fill('12500000.50');
  await page.getByLabel('Top 3 Competitors').fill('Acme, Globex, Initech');
  await page.getByRole('button', { name: 'Add competitor' }).click();
  await page.getByLabel('Competitor 1 name').fill('Acme');
  await page.getByLabel('Competitor 1 website').fill('https://acme.example.com');

  // Step 2: the B2C economics
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await next(page, 'Unit Economics Lite');
  // At once, not gliding up: the portal does not scroll smoothly (client/index.html).
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByTestId('time-remaining')).toHaveText('6.0 min');
  await expect(page.getByRole('heading', { name: 'Lead-to-Sale Journey' })).toHaveCount(0);
  await page.getByLabel('Target CAC ($)').fill('45');
  await page.getByLabel('Current CAC ($)').fill('58.50');
  await page.getByLabel('Customer LTV ($)').fill('640');
  await page.getByLabel('Target ROAS').fill('4.5');
  await page.getByLabel('Average Deal Size ($)').fill('89.99');
  await page.getByLabel('Monthly Churn Rate (%)').fill('3.25');
  await expect(stepButton(page, 'Data Access')).toBeEnabled();
  await expect(stepButton(page, 'Review & Submit')).toBeDisabled();

  // Step 3, then a reload in the middle of it
  await next(page, 'Data Access');
  await expect(page.getByTestId('time-remaining')).toHaveText('4.0 min');
  await page.getByLabel('Primary Data Source').fill('Shopify + GA4');
  await page.getByLabel('Key Marketing Tools').fill('Klaviyo, Meta Ads');
  await page.getByLabel('Marketing Team Size').fill('6');
  await page.reload();
  await expect(stepHeading(page, 'Data Access')).toBeVisible();
  await expect(page.getByLabel('Primary Data Source')).toHaveValue('Shopify + GA4');
  await expect(page.getByLabel('Marketing Team Size')).toHaveValue('6');
  await stepButton(page, 'Company Context').click();
  await expect(page.getByLabel(/Annual Revenue/)).toHaveValue('12500000.50');
  await expect(page.getByLabel('Key Customer Segments')).toHaveValue(
    'Young professionals\nFamilies',
  );
  await expect(page.getByRole('combobox', { name: 'Industry' })).toHaveText(
    'Business-to-Consumer (B2C)',
  );
  await stepButton(page, 'Unit Economics Lite').click();
  await expect(page.getByLabel('Monthly Churn Rate (%)')).toHaveValue('3.25');
  await stepButton(page, 'Data Access').click();

  // Step 4
  await next(page, 'Review & Submit');
  await expect(page.getByTestId('time-remaining')).toHaveText('2.0 min');
  await expect(page.getByRole('heading', { name: 'Ready to Submit' })).toBeVisible();
  await expect(page.getByText('$12,500,000.50')).toBeVisible();
  await expect(page.getByText('3.25%')).toBeVisible();
  await page.getByLabel(/Team Member Emails/).fill('ana@client.test\nbo@client.test');
  await page.getByRole('button', { name: METRICS_MESSAGES.saveData }).click();
  await expect(toast(page, METRICS_MESSAGES.metricsSaved)).toBeVisible();

  // The submitted state replaces the form: when, by whom, the values, the brief.
  const submitted = page.getByRole('region', { name: 'Submitted' });
  await expect(submitted).toContainText(/Submitted .+ by /);
  await expect(submitted).toContainText('$12,500,000.50');
  await expect(submitted).toContainText('Business-to-Consumer (B2C)');
  await expect(submitted).toContainText('$58.50');
  await expect(stepHeading(page, 'Company Context')).toHaveCount(0);
  const brief = page.getByRole('region', { name: 'Metrics brief' });
  // 640 ÷ 58.50 = 10.9x; (58.50 − 45) ÷ 45 = +30%, above the 20% the firm flags.
  await expect(brief).toContainText('10.9x');
  await expect(brief.getByRole('list', { name: 'Red flags' })).toContainText(
    'Current CAC is 30% above target',
  );
  const formula = brief.getByRole('button', { name: 'How LTV:CAC is computed' });
  await formula.click();
  await expect(formula).toHaveAttribute('aria-expanded', 'true');
  await expect(
    brief.getByText('Customer LTV ÷ current CAC = $640.00 ÷ $58.50').last(),
  ).toBeVisible();
  // The stage (the first draft moves it on within seconds) and the report's window (decision
  // 107); the CAC chart and its numbers.
  await expect(submitted).toContainText(/Stage(Initial data collection|AI analysis)/);
  await expect(submitted).toContainText(
    /Initial reportWithin 24-48 hours of your data: by \w{3} \d{1,2}, \d{4}/,
  );
  const cacChart = brief.getByRole('figure', { name: 'Current CAC against target' });
  await expect(cacChart.getByRole('img')).toHaveAttribute(
    'aria-label',
    'Current CAC $58.50, target CAC $45.00, +30% against target, more than the 20% allowed: a red flag.',
  );
  await expect(cacChart.getByText('Current CAC (+30%, red flag)')).toBeVisible();
  await cacChart.getByText('Show the numbers').click();
  await expect(cacChart.getByRole('table')).toContainText('Target CAC$45.00');
  expect(await axeViolations(page)).toEqual([]);

  // What was stored, exactly (the API a client app reads).
  const [saved] = await (await page.request.get(`/api/metrics?projectId=${project.id}`)).json();
  expect(saved).toMatchObject({
    industry: 'b2c',
    trailingTwelveMonthRevenue: '12500000.50',
    competitors: [{ name: 'Acme', website: 'https://acme.example.com' }],
    ltv: '640.00',
    roas: '4.50',
    averageDealSize: '89.99',
    churnRate: '3.25',
    sourceOfTruth: 'Shopify + GA4',
    techStack: 'Klaviyo, Meta Ads',
    marketingTeamSize: 6,
    growthInitiatives: 'ana@client.test\nbo@client.test',
    leadToMqlRate: null,
  });

  // Nothing left over after a reload: the draft went with the save.
  await page.reload();
  await expect(submitted).toBeVisible();

  // "Update your data" starts from the saved values, not a blank form (docs/product.md#wizard).
  await submitted.getByRole('button', { name: 'Update your data' }).click();
  await expect(stepHeading(page, 'Company Context')).toBeVisible();
  await expect(page.getByLabel(/Annual Revenue/)).toHaveValue('12500000.50');
  await expect(page.getByRole('combobox', { name: 'Industry' })).toHaveText(
    'Business-to-Consumer (B2C)',
  );
  await stepButton(page, 'Unit Economics Lite').click();
  await expect(page.getByLabel('Current CAC ($)')).toHaveValue('58.50');
  await page.getByLabel('Current CAC ($)').fill('50');
  await stepButton(page, 'Data Access').click();
  await stepButton(page, 'Review & Submit').click();
  await page.getByRole('button', { name: METRICS_MESSAGES.saveData }).click();
  await expect(submitted).toContainText('2 submissions in total');
  await expect(submitted).toContainText('$50.00');
  await expect(brief.getByRole('list', { name: 'Red flags' })).toHaveCount(0);

  // The checklist links to what is missing: the notes.
  const checklist = page.getByRole('region', { name: /complete$/ });
  await checklist.getByRole('link', { name: 'At least one note' }).click();
  await expect(page.getByRole('region', { name: 'Notes & Context' })).toBeInViewport();
});

test('a B2B client fills the Lead-to-Sale funnel, and a save with errors opens the step that has them', async ({
  accounts,
}) => {
  const project = await accounts.createProject();
  const { page } = await accounts.client({ project, role: 'owner' });
  await page.goto('/portal/dashboard');
  await choose(page, 'Industry', 'Business-to-Business (B2B)');
  await page.getByRole('button', { name: 'Add competitor' }).click();
  await page.getByLabel('Competitor 1 name').fill('Initech');
  await page.getByLabel('Competitor 1 website').fill('initech.com');

  await next(page, 'Unit Economics Lite');
  await expect(page.getByRole('heading', { name: 'Lead-to-Sale Journey' })).toBeVisible();
  await expect(page.getByLabel('Customer LTV ($)')).toHaveCount(0);
  await page.getByLabel('Target CAC ($)').fill('1200');
  const funnel: [string, string, string, string][] = [
    ['Lead', 'MQL', '22.5', '1 Day'],
    ['MQL', 'SQL', '40', '1-7 Days'],
    ['SQL', 'Opportunity', '35.75', '7-14 Days'],
    ['Opportunity', 'Won Deal', '18', '14+ Days'],
  ];
  for (const [from, to, rate, time] of funnel) {
    await page.getByLabel(`${from} to ${to} Conversion Rate (%)`).fill(rate);
    await choose(page, `${from} to ${to} Average Time`, time);
  }
  await next(page, 'Data Access');
  await next(page, 'Review & Submit');
  await expect(
    page
      .getByRole('region', { name: /to fix before you can save/ })
      .getByText('Company Context: Annual Revenue is required'),
  ).toBeVisible();
  await expect(page.getByText('22.5%, 1 Day')).toBeVisible();

  // Save with the revenue missing and a bad website: back to step 1, errors at the fields.
  await page.getByRole('button', { name: METRICS_MESSAGES.saveData }).click();
  await expect(stepHeading(page, 'Company Context')).toBeVisible();
  const revenue = page.getByLabel(/Annual Revenue/);
  await expect(revenue).toBeFocused();
  await expect(page.getByText('Annual Revenue is required', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Competitor website must be a full web address, e.g. https://example.com'),
  ).toBeVisible();
  await revenue.fill('99999999999');
  await expect(
    page.getByText('Annual Revenue must be at most 9,999,999,999.99', { exact: true }),
  ).toBeVisible();
  await revenue.fill('48000000');
  await page.getByLabel('Competitor 1 website').fill('https://initech.example');
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);

  await stepButton(page, 'Unit Economics Lite').click();
  await stepButton(page, 'Data Access').click();
  await stepButton(page, 'Review & Submit').click();
  await page.getByRole('button', { name: METRICS_MESSAGES.saveData }).click();
  await expect(toast(page, METRICS_MESSAGES.metricsSaved)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Submitted' })).toContainText('$48,000,000.00');
  const funnelChart = page.getByRole('figure', { name: 'Funnel: conversion between stages' });
  await expect(funnelChart.getByText('Opportunity to Won (weakest)')).toBeVisible();
  await funnelChart.getByText('Show the numbers').click();
  // 22.5% × 40% × 35.75% × 18% of the leads are won.
  await expect(funnelChart.getByRole('table')).toContainText('Opportunity to Won18%0.58%');
  expect(await axeViolations(page)).toEqual([]);
  const [saved] = await (await page.request.get(`/api/metrics?projectId=${project.id}`)).json();
  expect(saved).toMatchObject({
    industry: 'b2b',
    trailingTwelveMonthRevenue: '48000000.00',
    targetCac: '1200.00',
    leadToMqlRate: '22.50',
    mqlToSqlRate: '40.00',
    sqlToOppRate: '35.75',
    oppToWonRate: '18.00',
    leadToMqlTime: '1_day',
    mqlToSqlTime: '1_7_days',
    sqlToOppTime: '7_14_days',
    oppToWonTime: '14_plus_days',
    competitors: [{ name: 'Initech', website: 'https://initech.example' }],
    ltv: null,
  });
});

test('drafts are kept per project across a project switch', async ({ accounts }) => {
  const alpha = await accounts.createProject({ name: `Alpha ${Date.now()}` });
  const beta = await accounts.createProject({ name: `Beta ${Date.now()}` });
  const { page } = await accounts.client({
    memberships: [{ project: alpha }, { project: beta }],
  });
  await page.goto('/portal/dashboard');
  await expect(page.getByText(`Working on: ${alpha.name}`)).toBeVisible();
  await page.getByLabel('Top 3 Competitors').fill('Alpha rivals');
  await choose(page, 'Active project', beta.name);
  await expect(page.getByText(`Working on: ${beta.name}`)).toBeVisible();
  await expect(page.getByLabel('Top 3 Competitors')).toHaveValue('');
  await page.getByLabel('Top 3 Competitors').fill('Beta rivals');
  await page.reload();
  await expect(page.getByLabel('Top 3 Competitors')).toHaveValue('Beta rivals');
  await choose(page, 'Active project', alpha.name);
  await expect(page.getByLabel('Top 3 Competitors')).toHaveValue('Alpha rivals');
});

test('a client adds a note with line breaks and sees it listed', async ({ accounts }) => {
  const { page } = await accounts.client({ role: 'member' });
  await page.goto('/portal/dashboard');
  const card = page.getByRole('region', { name: 'Notes & Context' });
  await expect(card.getByText(NOTE_MESSAGES.noNotes)).toBeVisible();
  await card.getByRole('button', { name: NOTE_MESSAGES.addNote }).click();
  await expect(card.getByRole('combobox', { name: 'Category' })).toHaveText('Business Context');
  // The open form is the card's subject: no "no notes yet" under it.
  await expect(card.getByText(NOTE_MESSAGES.noNotes)).toBeHidden();
  await choose(page, 'Category', 'Data Anomalies');
  const text = 'Revenue dipped in March:\n- promo moved to April\n\n- one-off refund';
  await card.getByPlaceholder(NOTE_MESSAGES.notePlaceholder).fill(text);
  await card.getByRole('button', { name: NOTE_MESSAGES.saveNote }).click();
  await expect(toast(page, NOTE_MESSAGES.noteSaved)).toBeVisible();
  await expect(card.getByRole('button', { name: NOTE_MESSAGES.addNote })).toBeVisible();
  const item = card.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Data Anomalies');
  await expect(item.locator('time')).toHaveText(/\d{4}/);
  // The line breaks are kept on screen: four lines, one of them empty.
  const shown = item.getByText(/Revenue dipped/);
  expect(await shown.evaluate((element) => (element as HTMLElement).innerText)).toBe(text);
  const lineHeight = await shown.evaluate((element) =>
    parseFloat(getComputedStyle(element).lineHeight),
  );
  expect((await shown.boundingBox())!.height).toBeGreaterThanOrEqual(lineHeight * 4 - 1);

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Notes & Context' }).getByRole('listitem'),
  ).toContainText('one-off refund');
});

test('a viewer sees the submitted state and the brief read-only, and cannot add a note', async ({
  accounts,
  baseURL,
}) => {
  const project = await accounts.createProject();
  const member = await accounts.client({ project, role: 'member' });
  const added = await member.request.post('/api/notes', {
    headers: { origin: baseURL! },
    data: { projectId: project.id, content: 'Context for everyone' },
  });
  expect(added.status()).toBe(201);
  const saved = await member.request.post('/api/metrics', {
    headers: { origin: baseURL! },
    data: { projectId: project.id, trailingTwelveMonthRevenue: '1200000' },
  });
  expect(saved.status()).toBe(201);
  const viewer = await accounts.client({ project, role: 'viewer' });
  const { page } = viewer;
  await page.goto('/portal/dashboard');
  const submitted = page.getByRole('region', { name: 'Submitted' });
  await expect(submitted).toContainText('$1,200,000.00');
  await expect(submitted).toContainText(WRITE_ACCESS_MESSAGES.viewerReadOnly);
  await expect(submitted.getByRole('button', { name: 'Update your data' })).toHaveCount(0);
  // Monthly revenue 1,200,000 ÷ 12, compact (docs/product.md#formats).
  await expect(page.getByRole('region', { name: 'Metrics brief' })).toContainText('$100k');
  await expect(page.getByLabel(/Annual Revenue/)).toHaveCount(0);
  const card = page.getByRole('region', { name: 'Notes & Context' });
  await expect(card.getByText('Context for everyone')).toBeVisible();
  const add = card.getByRole('button', { name: NOTE_MESSAGES.addNote });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(WRITE_ACCESS_MESSAGES.viewerReadOnly);
});

test('without a project the dashboard says No Project Selected', async ({ accounts }) => {
  const project = await accounts.createProject();
  const { page } = await accounts.signUp(`newcomer-${Date.now()}@${project.allowedDomains[0]}`);
  await page.goto('/portal/dashboard');
  await expect(page.getByText('Please select a project to begin')).toBeVisible();
  await expect(page.getByRole('heading', { name: METRICS_MESSAGES.noProjectTitle })).toBeVisible();
  await expect(page.getByText(METRICS_MESSAGES.noProject)).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Notes & Context' })
      .getByRole('button', { name: NOTE_MESSAGES.selectProject }),
  ).toBeDisabled();
});

test('the tabs use their short labels on a phone', async ({ accounts }) => {
  const { page } = await accounts.client();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/portal/dashboard');
  await expect(page.getByRole('tab', { name: 'Data Gathering', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Connections', exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(
    page.getByRole('tab', { name: 'Data & Context Gathering', exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('tab', { name: 'Ad Platform Connections', exact: true }),
  ).toBeVisible();
});

// Two tests, not one: six whole-page axe runs took about 50 s on a loaded host, too near the
// 60 s limit; side by side in two workers each half has room.
async function openWizard(accounts: Accounts) {
  const { page } = await accounts.client({ role: 'member' });
  await page.goto('/portal/dashboard');
  await expect(stepHeading(page, 'Company Context')).toBeVisible();
  await choose(page, 'Industry', 'Energy');
  return page;
}

test('the wizard has no accessibility violation at any step', async ({ accounts }) => {
  const page = await openWizard(accounts);
  expect(await axeViolations(page)).toEqual([]);
  for (const step of LATER_STEPS) {
    await next(page, step);
    expect(await axeViolations(page), step).toEqual([]);
  }
});

test('the wizard has no accessibility violation after a failed save or with the note form open', async ({
  accounts,
}) => {
  const page = await openWizard(accounts);
  for (const step of LATER_STEPS) {
    await next(page, step);
  }
  await page.getByRole('button', { name: METRICS_MESSAGES.saveData }).click();
  await expect(page.getByText('Annual Revenue is required', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: NOTE_MESSAGES.addNote }).click();
  expect(await axeViolations(page)).toEqual([]);
});
