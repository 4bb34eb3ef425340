/**
 * The public site (docs/product.md#public-site), page by page: headings, buttons and where every
 * link goes, prerendered head metadata, robots.txt and sitemap.xml.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const PAGES = [
  ['/', 'AI-Powered Digital Marketing Due Diligence', /^Diligence Intelligence \| AI-Powered/],
  ['/services', 'Our Services', /^Our Services \|/],
  ['/pricing', 'Investment Intelligence Solutions', /^Investment Intelligence Solutions \|/],
  ['/team', 'Meet Our Team', /^Meet Our Team \|/],
  ['/about', 'About Us', /^About Us \|/],
  ['/contact', 'Request a Consultation', /^Request a Consultation \|/],
  ['/privacy', 'Privacy Policy', /^Privacy Policy \|/],
  ['/terms', 'Terms of Service', /^Terms of Service \|/],
] as const;

/** Clicks a link and checks it leads to `path`. */
async function followsTo(page: Page, link: ReturnType<Page['getByRole']>, path: string) {
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path === '/' ? '' : path}/?$`));
}

for (const [path, heading, title] of PAGES) {
  test(`${path}: heading, title, canonical and Open Graph`, async ({ page, baseURL }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
    const canonical = `${baseURL}${path === '/' ? '/' : path}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{70,}/);
  });
}

test.describe('top bar (desktop)', () => {
  test('links and buttons go to their pages', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'Main' });
    await followsTo(page, nav.getByRole('link', { name: 'Services' }), '/services');
    await followsTo(page, nav.getByRole('link', { name: 'Pricing' }), '/pricing');
    await followsTo(page, nav.getByRole('link', { name: 'Contact' }), '/contact');
    await followsTo(page, header.getByRole('link', { name: 'Get a Demo' }), '/contact');
    await followsTo(page, header.getByRole('link', { name: 'Diligence Intelligence home' }), '/');
    await followsTo(page, header.getByRole('link', { name: 'Client Portal' }), '/portal');
  });

  test('gains a shadow after more than 20 px of scroll', async ({ page }) => {
    await page.goto('/services');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const shadowAtTop = await header.evaluate((element) => getComputedStyle(element).boxShadow);
    await page.evaluate(() => window.scrollTo({ top: 20, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo({ top: 21, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect
      .poll(() => header.evaluate((element) => getComputedStyle(element).boxShadow))
      .not.toBe(shadowAtTop);
  });
});

test('footer links, social placeholders and the powered-by line', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const hrefs = await footer
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const path of [
    '/services',
    '/pricing',
    '/about',
    '/contact',
    '/portal',
    '/privacy',
    '/terms',
  ]) {
    expect(hrefs).toContain(path);
  }
  await expect(footer.getByRole('link', { name: /on LinkedIn/ })).toHaveAttribute(
    'href',
    /linkedin\.com/,
  );
  await expect(footer.getByRole('link', { name: /on Twitter/ })).toHaveAttribute(
    'href',
    /twitter\.com/,
  );
  await expect(footer).toContainText(/Powered by our AI due-diligence platform/);
  await followsTo(page, footer.getByRole('link', { name: 'About' }), '/about');
  await followsTo(
    page,
    page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }),
    '/terms',
  );
});

test.describe('home page', () => {
  test('hero buttons: consultation, learn more, and the scroll to the explanation', async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('link', { name: 'Request a Consultation' }).first(),
    ).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: /^Learn More/ })).toHaveAttribute(
      'href',
      '/services',
    );
    await main.getByRole('link', { name: 'Why Digital Marketing Due Diligence' }).click();
    const why = page.getByRole('heading', {
      level: 2,
      name: 'Why Digital Marketing Due Diligence',
    });
    await expect(why).toBeInViewport();
    await expect(page).toHaveURL(/#why-digital-marketing-due-diligence$/);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await followsTo(page, main.getByRole('link', { name: /^Learn More/ }), '/services');
    await page.goBack();
    await followsTo(
      page,
      page.getByRole('main').getByRole('link', { name: 'Request a Consultation' }).first(),
      '/contact',
    );
  });

  test('sections: 80/20 advantage, journey, market gap, insight, validation, statistics', async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'The 80/20 Advantage' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'The Market Gap' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Strategic Insight' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Revenue Validation' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Risk Mitigation' })).toBeVisible();
    const steps = main.getByRole('list').filter({ hasText: 'Initial Data Collection' }).last();
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Initial Data Collection',
      'AI Analysis',
      'Diligence Report Delivery',
      'Acquisition Decision',
      'Post-Acquisition Growth',
    ]);
    await expect(main).toContainText('$17 billion');
    await expect(main).toContainText('due-diligence spend by 2025');
    await expect(main).toContainText('$807 billion');
    await expect(main).toContainText('digital marketing by 2028 at 9.1% CAGR');
    await expect(main).toContainText(/75%\s*of PE leaders/);
  });

  test('closing calls to action lead to /contact and /portal', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Access Client Portal' })).toHaveAttribute(
      'href',
      '/portal',
    );
    await expect(main.getByRole('link', { name: 'Request a Consultation' })).toHaveCount(2);
    await followsTo(page, main.getByRole('link', { name: 'Access Client Portal' }), '/portal');
  });

  test('ten client logos loop over 66 s and pause on hover', async ({ page }) => {
    await page.goto('/');
    const logos = page.getByRole('list', { name: 'Clients' });
    await expect(logos.getByRole('img')).toHaveCount(10);
    for (const img of await logos.getByRole('img').all()) {
      await expect(img).toHaveAttribute('alt', / logo$/);
    }
    const track = page.locator('.logo-track');
    expect(await track.evaluate((element) => getComputedStyle(element).animationDuration)).toBe(
      '66s',
    );
    expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe(
      'running',
    );
    // The strip's frame: the list itself moves, so it is never "stable" enough to hover.
    await page.locator('.logo-marquee').hover();
    await expect
      .poll(() => track.evaluate((element) => getComputedStyle(element).animationPlayState))
      .toBe('paused');
    await page.mouse.move(5, 5);
    await page.getByRole('button', { name: 'Pause logo animation' }).click();
    await expect(page.getByRole('button', { name: 'Play logo animation' })).toBeVisible();
    await page.mouse.move(5, 5);
    expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe(
      'paused',
    );
  });

  test('the scroll-progress bar is 4 px high and follows the scroll', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('progressbar', { name: 'Reading progress' });
    const box = await bar.boundingBox();
    expect(box?.height).toBe(4);
    expect(box?.y).toBe(0);
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    const scale = () =>
      bar.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).a);
    expect(await scale()).toBe(0);
    // The share of the page scrolled, as the page is laid out now (deferred sections
    // change its height as they render).
    const scrolled = () =>
      page.evaluate(
        () => window.scrollY / (document.documentElement.scrollHeight - window.innerHeight),
      );
    await page.evaluate(() =>
      window.scrollTo({
        top: (document.documentElement.scrollHeight - window.innerHeight) / 2,
        behavior: 'instant',
      }),
    );
    await expect
      .poll(async () => Math.abs((await scale()) - (await scrolled())))
      .toBeLessThan(0.01);
    // Part way, not at either end (sections rendering near the viewport move the middle).
    expect(await scale()).toBeGreaterThan(0.1);
    expect(await scale()).toBeLessThan(0.9);
    // Read in one go: a section rendering between two reads moves both.
    const { share, valueNow } = await bar.evaluate((element) => ({
      share: new DOMMatrix(getComputedStyle(element).transform).a,
      valueNow: Number(element.getAttribute('aria-valuenow')),
    }));
    expect(valueNow).toBe(Math.round(share * 100));
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    await expect.poll(scale).toBe(1);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(scale).toBe(0);
  });

  test('the back-to-top button appears after 300 px and returns to the top', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    await page.waitForTimeout(100);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 301, behavior: 'instant' }));
    await expect(button).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});

/** The four tiers, each under one name on every page, with the agent that delivers it. */
const TIERS = [
  ['Outside-In Intelligence', 'Market Scout Agent'],
  ['Pre-Purchase Diligence', 'Diligence Agent'],
  ['Value Creation Planning', 'Value Creation Agent'],
  ['Portfolio Performance Tracking', 'Portfolio Monitor Agent'],
] as const;

test('/services and /pricing name the four tiers alike, each with its agent under the name', async ({
  page,
}) => {
  const cardsOf = async (path: string) => {
    await page.goto(path);
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .filter({ has: page.getByRole('list') });
    await expect(cards).toHaveCount(4);
    return Promise.all(
      (await cards.all()).map(async (card) => {
        const heading = card.getByRole('heading', { level: 3 });
        const subtitle = heading.locator('xpath=following-sibling::p[1]');
        return [await heading.innerText(), await subtitle.innerText()];
      }),
    );
  };
  const expected = TIERS.map((tier) => [...tier]);
  expect(await cardsOf('/services')).toEqual(expected);
  expect(await cardsOf('/pricing')).toEqual(expected);
  // The lifecycle row of both pages says the same.
  for (const path of ['/services', '/pricing']) {
    await page.goto(path);
    const stages = page.getByRole('main').getByRole('list').first().getByRole('listitem');
    await expect(stages).toContainText(TIERS.map(([tier], index) => `Tier ${index + 1} · ${tier}`));
  }
});

test('/services: lifecycle strip, four agents, related links, consultation', async ({ page }) => {
  await page.goto('/services');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('list', { name: 'Investment lifecycle stages' }).getByRole('listitem'),
  ).toHaveCount(4);
  for (const [tier, agent] of TIERS) {
    const card = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: tier }) });
    await expect(card.getByText(agent, { exact: true })).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveCount(4);
  }
  await expect(main.getByRole('link', { name: /Compare solutions/ })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expect(main.getByRole('link', { name: /Talk to our team/ })).toHaveAttribute(
    'href',
    '/contact',
  );
  await followsTo(page, main.getByRole('link', { name: 'Schedule a Consultation' }), '/contact');
  await page.goBack();
  await followsTo(
    page,
    page.getByRole('main').getByRole('link', { name: /Compare solutions/ }),
    '/pricing',
  );
});

test('/pricing: four solutions, Most Popular third, Coming Soon fourth, no prices', async ({
  page,
}) => {
  await page.goto('/pricing');
  const main = page.getByRole('main');
  const cards = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  const solutions = cards.filter({ hasText: /^Tier \d/ });
  await expect(solutions).toHaveCount(4);
  await expect(solutions.nth(2)).toContainText('Most Popular');
  await expect(solutions.nth(2)).toContainText('Value Creation Planning');
  await expect(solutions.nth(3)).toContainText('Coming Soon');
  await expect(solutions.nth(3).getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
  for (const index of [0, 1, 2]) {
    await expect(solutions.nth(index).getByRole('link', { name: /^Get Started/ })).toHaveAttribute(
      'href',
      '/contact',
    );
  }
  await expect(main.getByRole('link', { name: /^Get Started/ })).toHaveCount(3);
  await expect(main.getByRole('heading', { name: 'Complete Intelligence Suite' })).toBeVisible();
  await expect(
    main.getByRole('list', { name: 'Lifecycle coverage' }).getByRole('listitem'),
  ).toHaveCount(4);
  await expect(main).toContainText('Enterprise pricing');
  expect(await main.innerText()).not.toMatch(/\$\s?\d/);
  await followsTo(page, solutions.nth(0).getByRole('link', { name: /^Get Started/ }), '/contact');
  await page.goBack();
  await followsTo(
    page,
    page.getByRole('main').getByRole('link', { name: 'Contact Us' }),
    '/contact',
  );
});

test('/team: founder and CEO with LinkedIn, three advisors with initials and links', async ({
  page,
}) => {
  await page.goto('/team');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Alexandra Reid' })).toBeVisible();
  await expect(main).toContainText('Founder & CEO');
  await expect(main.getByRole('link', { name: 'Connect on LinkedIn' })).toHaveAttribute(
    'href',
    /linkedin\.com/,
  );
  const advisors = main
    .getByRole('list')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(advisors).toHaveCount(3);
  for (const advisor of await advisors.all()) {
    await expect(advisor.getByText(/^[A-Z]{2}$/)).toBeVisible();
    await expect(advisor.getByRole('link', { name: /on LinkedIn$/ })).toHaveAttribute(
      'href',
      /linkedin\.com/,
    );
    await expect(advisor.getByRole('link', { name: /^Email / })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
  }
});

test('/about: a real About page', async ({ page }) => {
  await page.goto('/about');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Why we exist',
    'What we believe',
    'Who we work with',
    'Let us show you what we would look for in your next deal',
  ]);
  await followsTo(page, main.getByRole('link', { name: 'Meet the team' }), '/team');
});

for (const [path, sections] of [
  [
    '/privacy',
    ['Introduction', 'Information We Collect', 'How We Use Your Information', 'Contact Us'],
  ],
  [
    '/terms',
    [
      'Acceptance of Terms',
      'Changes to These Terms',
      'Eligibility',
      'Account Security',
      'Use of the Service and Prohibited Conduct',
      'Contact Us',
    ],
  ],
] as const) {
  test(`${path}: dated March 13, 2025, with its sections`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main).toContainText('Last updated: March 13, 2025');
    await expect(main.locator('section h2')).toHaveText([...sections]);
    if (path === '/terms') await expect(main).toContainText('at least 18 years old');
  });
}

test('links load prerendered pages, each styled by its own inlined CSS, with a few kB of script', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Pricing' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Investment Intelligence Solutions' }),
  ).toBeVisible();
  // A new document, with its own head.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(
    undefined,
  );
  await expect(page).toHaveTitle(/^Investment Intelligence Solutions \|/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/pricing`);
  // The pricing grid's columns come from the page's own inlined rules.
  const columns = await page
    .getByRole('main')
    .getByRole('list')
    .filter({ hasText: 'Outside-In Intelligence' })
    .last()
    .evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(await page.evaluate(() => (window.innerWidth >= 1280 ? 4 : 2)));
  // No island on this page: no React, only the site's small script.
  await page.waitForLoadState('networkidle');
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => (entry as PerformanceResourceTiming).decodedBodySize),
  );
  expect(scripts.reduce((sum, size) => sum + size, 0)).toBeLessThan(10_000);
});

test('no request leaves the site when analytics is not configured', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) {
      foreign.push(request.url());
    }
  });
  await page.goto('/');
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
  );
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
  expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');
});

test('robots.txt and sitemap.xml use the public site address', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const [path] of PAGES) expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  const image = await request.get('/og-image.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
});
