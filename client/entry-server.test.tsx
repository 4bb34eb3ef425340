import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '../common/shared/paths.ts';
import { renderPage } from './entry-server.tsx';

const HEADINGS: Record<(typeof PUBLIC_PAGE_PATHS)[number], string> = {
  '/': 'AI-Powered Digital Marketing Due Diligence',
  '/services': 'Our Services',
  '/pricing': 'Investment Intelligence Solutions',
  '/team': 'Meet Our Team',
  '/about': 'About',
  '/contact': 'Request a Consultation',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Service',
};

function parse(path: (typeof PUBLIC_PAGE_PATHS)[number]) {
  return new DOMParser().parseFromString(renderPage(path), 'text/html');
}

describe('the prerendered public pages', () => {
  it.each(PUBLIC_PAGE_PATHS)(
    '%s: its heading, in the layout, marked current in the menu',
    (path) => {
      const page = parse(path);
      expect(page.querySelector('h1')?.textContent).toContain(HEADINGS[path]);
      expect(page.querySelector('header[data-site-header]')).not.toBeNull();
      expect(page.querySelector('footer#site-footer')).not.toBeNull();
      const current = [...page.querySelectorAll('nav[aria-label="Main"] a[aria-current="page"]')];
      expect(current.map((link) => link.getAttribute('href'))).toEqual(
        ['/services', '/pricing', '/contact'].includes(path) ? [path] : [],
      );
    },
  );

  it('links between pages are plain links: no page carries a React handler or router', () => {
    for (const path of PUBLIC_PAGE_PATHS) {
      const html = renderPage(path);
      expect(html).not.toMatch(/\son[A-Z]\w*=/);
      for (const link of parse(path).querySelectorAll('a[href^="/"]')) {
        expect(link.getAttribute('href')).toMatch(/^\/[a-z]*(#[\w-]+)?$/);
      }
    }
  });

  it('only /contact has an island, its form prerendered inside it', () => {
    for (const path of PUBLIC_PAGE_PATHS) {
      const islands = [...parse(path).querySelectorAll('[data-island]')];
      expect(islands.map((island) => island.getAttribute('data-island'))).toEqual(
        path === '/contact' ? ['contact-form'] : [],
      );
    }
    const form = parse('/contact').querySelector('[data-island="contact-form"] form');
    expect(form?.getAttribute('aria-label')).toBe('Consultation request');
    expect(form?.querySelector('select option[value="referral"]')?.textContent).toBe('Referral');
  });

  it('click events ride on the links as data-analytics', () => {
    const home = parse('/');
    const events = [...home.querySelectorAll<HTMLElement>('[data-analytics]')].map(
      (element) => JSON.parse(element.dataset.analytics!) as { event: string },
    );
    expect(new Set(events.map((event) => event.event))).toEqual(
      new Set(['navigation_click', 'header_button_click', 'homepage_contact', 'homepage_portal']),
    );
  });
});
