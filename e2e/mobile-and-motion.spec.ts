/**
 * The public layout on a 390 px phone (side drawer: opens, keeps focus, Escape closes)
 * and the motion rules (scroll-in animation, reduced motion).
 */
import { expect, test } from './fixtures.ts';

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the top bar links sit in a side drawer that keeps focus and closes on Escape', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(header.getByRole('link', { name: 'Get a Demo' })).toBeHidden();
    const menu = header.getByRole('button', { name: 'Open menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const links = drawer.getByRole('navigation', { name: 'Mobile' }).getByRole('link');
    await expect(links).toHaveText(['Services', 'Pricing', 'Contact']);
    await expect(drawer.getByRole('link', { name: 'Client Portal' })).toHaveAttribute(
      'href',
      '/portal',
    );
    await expect(drawer.getByRole('link', { name: 'Get a Demo' })).toHaveAttribute(
      'href',
      '/contact',
    );
    // It slides in from the right edge of the screen.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box && Math.round(box.x + box.width);
      })
      .toBe(390);

    // Focus stays inside the drawer, forwards and backwards.
    const focusInDrawer = () =>
      page.evaluate(() => document.getElementById('site-drawer')!.contains(document.activeElement));
    for (let step = 0; step < 9; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDrawer()).toBe(true);
    }
    for (let step = 0; step < 9; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDrawer()).toBe(true);
    }
    await drawer.getByRole('button', { name: 'Close menu' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(drawer.getByRole('link', { name: 'Get a Demo' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('a drawer link navigates and closes the drawer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await drawer.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(drawer).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Investment Intelligence Solutions' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Site menu' })
      .getByRole('button', { name: 'Close menu' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden();
  });

  test('the home page fits the screen without sideways scrolling', async ({ page }) => {
    for (const path of ['/', '/services', '/pricing', '/team', '/about', '/privacy', '/terms']) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
    }
  });
});

test('sections below the fold fade and slide in as they scroll into view', async ({ page }) => {
  await page.goto('/');
  const card = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: 'Post-Acquisition Growth' });
  // Nothing is hidden until the visitor scrolls (a capture that never scrolls sees it all).
  await expect(card).not.toHaveAttribute('data-reveal-state', 'hidden');
  await page.mouse.move(700, 400);
  await page.mouse.wheel(0, 100);
  await expect(card).toHaveAttribute('data-reveal-state', 'hidden');
  expect(await card.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
  expect(
    await card.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).f),
  ).toBe(40);
  await card.scrollIntoViewIfNeeded();
  await expect(card).toHaveAttribute('data-reveal-state', 'shown');
  await expect.poll(() => card.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  expect(await card.evaluate((element) => getComputedStyle(element).transitionDuration)).toContain(
    '0.6s',
  );
  // The hero is never hidden: it is on screen at load.
  const hero = page.getByRole('heading', { level: 1 });
  expect(await hero.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
});

test.describe('with prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing is hidden or animated and the logo strip stands still', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-reveal-state="hidden"]')).toHaveCount(0);
    const track = page.locator('.logo-track');
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await expect(page.getByRole('list', { name: 'Clients' }).getByRole('img')).toHaveCount(10);
    // The repeated run is hidden: the ten logos wrap in place.
    await expect(page.locator('.logo-track > [aria-hidden="true"]').first()).toBeHidden();
  });
});
