/**
 * The portal's frame and first screens: skip link, drawer,
 * current page, logo, the auth card's steadiness, sign-up messages, admin tables on a phone,
 * the admin tabs' focus ring. (The notes card's empty text under its open form:
 * data-entry.spec.ts.)
 */
import type { Locator, Page } from '@playwright/test';
import { axeViolations, WCAG_AA } from './axe.ts';
import { expect, test, uniqueId } from './fixtures.ts';

const PHONE = { width: 390, height: 844 };
const HOME_LINK = 'Diligence Intelligence home';

test('the skip link is the first Tab stop and moves focus to the page', async ({ accounts }) => {
  const { page } = await accounts.client();
  await page.goto('/portal/dashboard');
  await expect(page.getByRole('heading', { name: 'Client Portal' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(skip).not.toBeInViewport();
});

test('on a phone the drawer closes from its close button and gives focus back', async ({
  accounts,
}) => {
  const { page } = await accounts.client();
  await page.setViewportSize(PHONE);
  await page.goto('/portal/dashboard');
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: HOME_LINK })).toHaveAttribute('href', '/');
  const close = drawer.getByRole('button', { name: 'Close menu' });
  // Beside the logo, inside the drawer.
  const closeBox = (await close.boundingBox())!;
  const drawerBox = (await drawer.boundingBox())!;
  expect(closeBox.x + closeBox.width).toBeLessThanOrEqual(drawerBox.x + drawerBox.width);
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
  await close.click();
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
});

test('the sidebar marks /connections as the current page', async ({ accounts }) => {
  const { page } = await accounts.client();
  await page.goto('/connections');
  const nav = page.getByRole('navigation', { name: 'Portal' });
  await expect(nav.getByRole('link', { name: 'Connections' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the logo in the sidebar and on the sign-in screen leads back to the site', async ({
  accounts,
  page,
}) => {
  const client = await accounts.client();
  await client.page.goto('/portal/dashboard');
  const sidebarLogo = client.page.getByRole('complementary').getByRole('link', { name: HOME_LINK });
  await expect(sidebarLogo).toBeVisible();
  await expect(sidebarLogo).toHaveAttribute('href', '/');
  // On one line (as tall as the mark, not a name wrapped under it) and inside the sidebar.
  const logoBox = (await sidebarLogo.boundingBox())!;
  const sidebarBox = (await client.page.getByRole('complementary').boundingBox())!;
  expect(logoBox.height).toBeLessThan(48);
  expect(logoBox.x + logoBox.width).toBeLessThanOrEqual(sidebarBox.x + sidebarBox.width);

  await page.goto('/portal');
  const logo = page.getByRole('link', { name: HOME_LINK });
  await expect(logo).toBeVisible();
  await logo.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Client Portal' }).first()).toBeVisible();
});

/** The card of the auth screen (the one holding the tabs). */
const authCard = (page: Page): Locator =>
  page.locator('main div.rounded-xl').filter({ has: page.getByRole('tablist') });

for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
  test(`the auth card keeps its size between the tabs at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/portal');
    const card = authCard(page);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    const signIn = await card.boundingBox();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    expect(await card.boundingBox()).toEqual(signIn);
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await card.boundingBox()).toEqual(signIn);
  });
}

test('sign-up with a short password says what is wrong once', async ({ page }) => {
  await page.goto('/portal');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const password = page.getByLabel('Password');
  // The rule is given before anything is typed.
  await expect(page.getByText(/^At least \d+ characters/)).toBeVisible();
  await page.getByLabel('Email').fill(`${uniqueId()}@nowhere.test`);
  await password.fill('abc');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /at least \d+ characters/ }),
  ).toBeVisible();
  await expect(page.getByText(/at least \d+ characters/i)).toHaveCount(1);
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
});

test('an admin table on a phone is a named scroll region that says it scrolls', async ({
  accounts,
}) => {
  await accounts.createProject();
  const { page } = await accounts.admin();
  await page.setViewportSize(PHONE);
  await page.goto('/portal/admin');
  await page.getByRole('tab', { name: 'Projects' }).click();
  const region = page.getByRole('region', { name: 'Projects' });
  await expect(region.getByRole('table', { name: 'Projects' })).toBeVisible();
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await expect(page.getByText('Scroll sideways to see every column')).toBeVisible();
  // The page itself does not scroll sideways: only the table does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  // A keyboard can scroll it too.
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

test('the focused admin tab shows a focus ring', async ({ accounts }) => {
  const { page } = await accounts.admin();
  await page.goto('/portal/admin');
  const overview = page.getByRole('tab', { name: 'Overview' });
  await expect(overview).toHaveAttribute('aria-selected', 'true');
  // Reach the tab list with the keyboard, as a keyboard user does.
  for (let step = 0; step < 30; step += 1) {
    await page.keyboard.press('Tab');
    if (await overview.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(overview).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const projects = page.getByRole('tab', { name: 'Projects' });
  await expect(projects).toBeFocused();
  const ring = await projects.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      outline: `${style.outlineStyle} ${style.outlineWidth}`,
    };
  });
  expect(ring).toEqual({ focusVisible: true, outline: 'solid 2px' });
});
