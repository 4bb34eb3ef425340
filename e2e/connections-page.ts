/** The Connections page as the browser tests drive it (the Fivetran sandbox's connect card). */
import type { Page } from '@playwright/test';
import { CONNECTION_MESSAGES } from '../common/connections/messages.ts';
import { expect } from './fixtures.ts';

export const platformCard = (page: Page, name: string) => page.getByRole('group', { name });

/**
 * Opens /connections and waits until it has settled: the sandbox notice and the statuses
 * arrive with their queries and move the cards down, so a click aimed before then can land
 * its mouse-up beside the button (focus, but no click).
 */
export async function openConnections(page: Page) {
  await page.goto('/connections');
  await expect(
    page.getByRole('heading', { level: 1, name: CONNECTION_MESSAGES.title }),
  ).toBeVisible();
  await expect(page.getByTestId('sandbox-badge')).toHaveText('Sandbox');
  await expect(page.getByTestId('platform-status-google')).toHaveText('Not Connected');
}
