import { expect, test } from './fixtures.ts';

const publicPages = [
  ['/', /Digital Marketing Due Diligence/],
  ['/services', 'Our Services'],
  ['/pricing', 'Investment Intelligence Solutions'],
  ['/team', 'Meet Our Team'],
  ['/about', 'About Us'],
  ['/contact', 'Request a Consultation'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
] as const;

for (const [path, heading] of publicPages) {
  test(`public page ${path} renders its heading`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

test('/product lands on /services', async ({ page }) => {
  await page.goto('/product');
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
});

test('an unknown path lands on the home page', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page).toHaveURL(/:\d+\/$/);
});

test('the API answers readiness', async ({ request }) => {
  const response = await request.get('/api/ready');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});
