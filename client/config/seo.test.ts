import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '../../common/shared/paths.ts';
import { canonicalUrl, headTags, PAGE_HEADS, renderHeadHtml, structuredData } from './seo.ts';

const SITE = 'https://diligence.example';

describe('head metadata of the public pages', () => {
  it('gives every page its own title and a description of search-result length', () => {
    const titles = PUBLIC_PAGE_PATHS.map((path) => PAGE_HEADS[path].title);
    expect(new Set(titles).size).toBe(PUBLIC_PAGE_PATHS.length);
    for (const path of PUBLIC_PAGE_PATHS) {
      const { description } = PAGE_HEADS[path];
      expect(description.length, path).toBeGreaterThanOrEqual(70);
      expect(description.length, path).toBeLessThanOrEqual(170);
    }
  });

  it('keeps the required page titles', () => {
    expect(PAGE_HEADS['/services'].title).toMatch(/^Our Services/);
    expect(PAGE_HEADS['/pricing'].title).toMatch(/^Investment Intelligence Solutions/);
    expect(PAGE_HEADS['/team'].title).toMatch(/^Meet Our Team/);
    expect(PAGE_HEADS['/privacy'].title).toMatch(/^Privacy Policy/);
    expect(PAGE_HEADS['/terms'].title).toMatch(/^Terms of Service/);
  });

  it('points the canonical link at the public site address plus the path', () => {
    expect(canonicalUrl(SITE, '/')).toBe(`${SITE}/`);
    expect(canonicalUrl(`${SITE}/`, '/pricing')).toBe(`${SITE}/pricing`);
    expect(headTags('/team', SITE).canonical).toBe(`${SITE}/team`);
  });

  it('writes Open Graph tags that match the page', () => {
    const tags = headTags('/services', SITE);
    const og = Object.fromEntries(tags.meta.map((meta) => [meta.name, meta.content]));
    expect(og['og:title']).toBe(PAGE_HEADS['/services'].title);
    expect(og['og:description']).toBe(PAGE_HEADS['/services'].description);
    expect(og['og:url']).toBe(`${SITE}/services`);
    expect(og['og:type']).toBe('website');
  });

  it('describes the organisation on the home page and the services as Service items', () => {
    const home = structuredData('/', SITE);
    expect(home.map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
    const services = structuredData('/services', SITE);
    const list = services.find((item) => item['@type'] === 'ItemList') as {
      itemListElement: { item: { '@type': string; name: string } }[];
    };
    expect(list.itemListElement).toHaveLength(4);
    expect(list.itemListElement.every((entry) => entry.item['@type'] === 'Service')).toBe(true);
  });

  it('renders head HTML with escaped values and JSON-LD that parses', () => {
    const html = renderHeadHtml('/', SITE);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/" />`);
    expect(html).toContain('<title>Diligence Intelligence | AI-Powered Digital Marketing');
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    expect(scripts).toHaveLength(2);
    for (const [, json] of scripts) expect(() => JSON.parse(json!)).not.toThrow();
    expect(renderHeadHtml('/', 'https://x.example/"><script>')).not.toContain('"><script>');
  });
});
