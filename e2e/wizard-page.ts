/** The data-entry wizard as a person uses it: its progress panel, steps, selects and Next. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const wizardProgress = (page: Page) =>
  page.getByRole('navigation', { name: 'Wizard progress' });

/** The titles of the steps after the first, in order. */
export const LATER_STEPS = ['Unit Economics Lite', 'Data Access', 'Review & Submit'];

export const stepHeading = (page: Page, title: string) =>
  page.getByRole('heading', { level: 2, name: title, exact: true });

/** Picks an option of one of the wizard's selects. */
export async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Next, then the step it opens. */
export async function next(page: Page, title: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, title)).toBeVisible();
}
