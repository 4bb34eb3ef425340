/**
 * The brand typeface (decisions 111 and 125): every document preloads Inter's core file, the
 * text of a public page and of a portal page is drawn in it, and the package's Latin file is
 * fetched only for the characters the core leaves out.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The preloaded font, its face loaded and used by the body's text. */
async function drawsInBrandFont(page: Page) {
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('href', /^\/assets\/inter-core-[\w-]+\.woff2$/);
  await expect(preload).toHaveAttribute('type', 'font/woff2');
  await expect(preload).toHaveAttribute('crossorigin', '');
  // The face is loaded (not merely declared) and matches the text.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        const face = [...document.fonts].find((font) => font.family.includes('Inter Variable'));
        return [face?.status, document.fonts.check('16px "Inter Variable"')];
      }),
    )
    .toEqual(['loaded', true]);
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(family).toMatch(/^"Inter Variable", "Inter Fallback",/);
}

/** The font files the page has fetched, named without their hash. */
function fetchedFonts(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.woff2'))
      .map((pathname) => pathname.replace(/^\/assets\/(.+)-[\w-]{8}\.woff2$/, '$1')),
  );
}

test('a public page preloads the brand font and draws its text in it', async ({ page }) => {
  await page.goto('/');
  await drawsInBrandFont(page);
  // The page's text is all in the core: the package's file is not fetched.
  expect(await fetchedFonts(page)).toEqual(['inter-core']);
});

test('a portal page preloads the brand font and draws its text in it', async ({ accounts }) => {
  const { page } = await accounts.client();
  await page.goto('/portal/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await drawsInBrandFont(page);
  expect(await fetchedFonts(page)).toEqual(['inter-core']);
  // A sign outside the core (the euro) is drawn from the package's file, fetched for it.
  await page.evaluate(() => document.fonts.load('16px "Inter Variable"', '€ 5'));
  expect(await fetchedFonts(page)).toEqual(['inter-core', 'inter-latin-wght-normal']);
});

test('the contact form’s placeholders read "e.g. …", lighter than the helper text', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Consultation request' });
  const placeholders = await form
    .getByRole('textbox')
    .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('placeholder')));
  expect(placeholders.length).toBeGreaterThanOrEqual(4);
  for (const placeholder of placeholders) expect(placeholder).toMatch(/^e\.g\. \S/);
  /** Relative luminance of a computed `rgb(…)` colour (WCAG). */
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/\d+/g)!
      .slice(0, 3)
      .map((part) => {
        const channel = Number(part) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const placeholderColor = await form
    .getByRole('textbox', { name: 'Work Email' })
    .evaluate((input) => getComputedStyle(input, '::placeholder').color);
  const helperColor = await page
    .getByRole('list', { name: 'What happens next' })
    .locator('p')
    .first()
    .evaluate((element) => getComputedStyle(element).color);
  expect(luminance(placeholderColor)).toBeGreaterThan(luminance(helperColor));
});
