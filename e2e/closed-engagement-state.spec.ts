/**
 * A closed engagement is a state, not an empty project (decision 101, docs/product.md#closing):
 * once the admin closes it, its client's dashboard says when it was closed and that its data
 * was deleted, with none of the empty cards, and the firm's page shows it Closed, at no stage.
 */
import { CLOSE_MESSAGES } from '../common/admin/messages.ts';
import { CLOSED_PROJECT_MESSAGES, PROJECT_MESSAGES } from '../common/projects/messages.ts';
import { PRODUCT_NAME } from '../common/shared/constants.ts';
import { formatDateLong } from '../common/shared/format.ts';
import { STAGE_MESSAGES } from '../common/stages/messages.ts';
import { axeViolations, WCAG_AA } from './axe.ts';
import { expect, test } from './fixtures.ts';

test('a closed engagement reads as closed, with its day, to its client and to the firm', async ({
  accounts,
}) => {
  const project = await accounts.createProject();
  const client = await accounts.client({ project });

  const { page } = await accounts.admin();
  await page.goto(`/portal/admin/projects/${project.id}`);
  await page.getByRole('button', { name: CLOSE_MESSAGES.action }).click();
  const dialog = page.getByRole('dialog', { name: CLOSE_MESSAGES.title(project.name) });
  await dialog.getByLabel(CLOSE_MESSAGES.confirmLabel(project.slug)).fill(project.slug);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith(`/${project.id}/close`)),
    dialog.getByRole('button', { name: CLOSE_MESSAGES.action }).click(),
  ]);
  expect(answer.status()).toBe(200);
  const { closedAt } = (await answer.json()) as { closedAt: string };
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const day = formatDateLong(closedAt, timeZone);

  // The firm's page: the closure notice stays, and the stage card says Closed, at no stage.
  await expect(
    page.getByRole('alert').filter({ hasText: CLOSE_MESSAGES.bannerTitle }),
  ).toBeVisible();
  const stageCard = page.getByRole('region', { name: STAGE_MESSAGES.title });
  await expect(stageCard.getByText(STAGE_MESSAGES.closedOn(day))).toBeVisible();
  await expect(stageCard.getByRole('list', { name: STAGE_MESSAGES.stagesLabel })).toHaveCount(0);
  await expect(stageCard).not.toContainText(STAGE_MESSAGES.current);
  await expect(stageCard.getByRole('button', { name: STAGE_MESSAGES.move })).toHaveCount(0);

  // The client's dashboard: the banner above the page, the frame kept, no empty card.
  await client.page.goto(`/portal/dashboard?project=${project.id}`);
  const banner = client.page.getByText(CLOSED_PROJECT_MESSAGES.banner(day, PRODUCT_NAME));
  await expect(banner).toBeVisible();
  const heading = client.page.getByRole('heading', { level: 1, name: 'Client Portal' });
  await expect(heading).toBeVisible();
  expect((await banner.boundingBox())!.y).toBeLessThan((await heading.boundingBox())!.y);
  await expect(client.page.getByText(PROJECT_MESSAGES.workingOn(project.name))).toBeVisible();
  await expect(client.page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  await expect(client.page.getByRole('tab', { name: /Data & Context Gathering/ })).toBeVisible();
  await expect(client.page.getByRole('tab', { name: /Ad Platform Connections/ })).toBeVisible();
  await expect(client.page.getByText(CLOSED_PROJECT_MESSAGES.nothingToGather)).toBeVisible();
  await expect(client.page.getByRole('main').getByRole('region')).toHaveCount(0);
  await expect(
    client.page.getByText(/stage \d of \d|% complete|Nothing submitted yet/),
  ).toHaveCount(0);
  await expect(client.page.getByRole('button', { name: /Add Note/ })).toHaveCount(0);
  expect(await axeViolations(client.page, { tags: WCAG_AA })).toEqual([]);
});
