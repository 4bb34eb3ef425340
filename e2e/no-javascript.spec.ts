/** The prerendered pages as a crawler or a visitor without JavaScript gets them. */
import { expect, test } from './fixtures.ts';

test.use({ javaScriptEnabled: false });

const PAGES = [
  ['/', 'AI-Powered Digital Marketing Due Diligence', 'The 80/20 Advantage'],
  ['/services', 'Our Services', 'Market Scout Agent'],
  ['/pricing', 'Investment Intelligence Solutions', 'Complete Intelligence Suite'],
  ['/team', 'Meet Our Team', 'Advisory Board'],
  ['/about', 'About Us', 'What we believe'],
  ['/contact', 'Request a Consultation', ''],
  ['/privacy', 'Privacy Policy', 'Information We Collect'],
  ['/terms', 'Terms of Service', 'Eligibility'],
] as const;

for (const [path, heading, content] of PAGES) {
  test(`${path} is readable without JavaScript`, async ({ page, baseURL }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (content) await expect(page.getByRole('main')).toContainText(content);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}${path}`,
    );
    await expect(page).toHaveTitle(
      new RegExp(heading === PAGES[0][1] ? 'Diligence Intelligence' : `^${heading}`),
    );
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }),
    ).toHaveAttribute('href', '/privacy');
  });
}

test('the home page has its statistics and its structured data in the HTML', async ({ page }) => {
  await page.goto('/');
  // Styled by the CSS inlined for its markup: the navy hero with white heading.
  const hero = page.getByRole('heading', { level: 1 });
  expect(await hero.evaluate((element) => getComputedStyle(element).color)).toBe(
    'rgb(255, 255, 255)',
  );
  expect(
    await hero.evaluate((element) => getComputedStyle(element.closest('section')!).backgroundColor),
  ).toBe('rgb(11, 31, 58)');
  // The full stylesheet comes after the content, blocking nothing.
  await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('$807 billion');
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
  expect(jsonLd.map((data) => data['@type'])).toEqual(['Organization', 'WebSite']);
});

test('links work without JavaScript, and the phone menu leads to the footer links', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const menu = page.getByRole('banner').getByRole('link', { name: 'Menu' });
  await expect(menu).toHaveAttribute('href', '#site-footer');
  await menu.click();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Services' }),
  ).toBeInViewport();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Investment Intelligence Solutions' }),
  ).toBeVisible();
});
