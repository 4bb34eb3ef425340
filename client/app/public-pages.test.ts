import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '../../common/paths.ts';
import { findPublicPage, PUBLIC_PAGES, publicRedirect } from './public-pages.ts';

describe('the public page table', () => {
  it('has one lazy page for every public path, each exporting a Component', async () => {
    expect(PUBLIC_PAGES.map((page) => page.path)).toEqual([...PUBLIC_PAGE_PATHS]);
    for (const page of PUBLIC_PAGES) {
      const module = await page.load();
      expect(typeof module.Component).toBe('function');
      expect(page.module()).toBe(module);
      expect(page.load()).toBe(page.load());
    }
  });

  it('finds a page with or without a trailing slash', () => {
    expect(findPublicPage('/services/')?.path).toBe('/services');
    expect(findPublicPage('/')?.path).toBe('/');
    expect(findPublicPage('/portal')).toBeUndefined();
  });

  it('only /contact needs the toast list', () => {
    expect(PUBLIC_PAGES.filter((page) => page.withToaster).map((page) => page.path)).toEqual([
      '/contact',
    ]);
  });

  it('sends /product to /services, unknown paths home, and leaves the portal alone', () => {
    expect(publicRedirect('/product')).toBe('/services');
    expect(publicRedirect('/what/is/this')).toBe('/');
    expect(publicRedirect('/pricing')).toBeNull();
    expect(publicRedirect('/portal')).toBeNull();
    expect(publicRedirect('/portal/admin')).toBeNull();
    expect(publicRedirect('/connections')).toBeNull();
  });
});
