import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as analytics from '../lib/analytics.ts';
import { ANALYTICS_EVENTS, trackEvent } from '../lib/analytics.ts';
import { NavigationProvider, parseLocation, type Navigation } from '../lib/navigation.tsx';
import { preloadPage, PublicPages } from './public-app.tsx';
import { PUBLIC_PAGES } from './public-pages.ts';

vi.mock('../lib/analytics.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof analytics>()),
  trackEvent: vi.fn(),
}));

function renderAt(path: string) {
  const navigate = vi.fn();
  const navigation: Navigation = { location: parseLocation(path), navigate, handles: () => true };
  render(
    <NavigationProvider value={navigation}>
      <PublicPages />
    </NavigationProvider>,
  );
  return navigate;
}

// Loaded up front, as the public entry does before it hydrates.
beforeAll(() => Promise.all(PUBLIC_PAGES.map(preloadPage)), 30_000);
beforeEach(() => vi.mocked(trackEvent).mockClear());

describe('the public site (public entry)', () => {
  it.each([
    ['/', 'AI-Powered Digital Marketing Due Diligence'],
    ['/services', 'Our Services'],
    ['/pricing', 'Investment Intelligence Solutions'],
    ['/team', 'Meet Our Team'],
    ['/about', 'About Us'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ])('renders %s in the public layout', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Client Portal' })).toHaveAttribute(
      'href',
      '/portal',
    );
    expect(within(header).getByRole('link', { name: 'Get a Demo' })).toHaveAttribute(
      'href',
      '/contact',
    );
    const footer = screen.getByRole('contentinfo');
    for (const href of [
      '/services',
      '/pricing',
      '/about',
      '/contact',
      '/portal',
      '/privacy',
      '/terms',
    ]) {
      expect(
        within(footer)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toContain(href);
    }
  });

  it('marks the current page in the top bar', async () => {
    renderAt('/pricing');
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Services' })).not.toHaveAttribute('aria-current');
  });

  it('asks to leave a path that is not a public page', async () => {
    const navigate = renderAt('/product');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/services', { replace: true }));
  });

  it('sends the click events of SPEC point 7', async () => {
    const navigate = renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    const user = userEvent.setup();
    const header = screen.getByRole('banner');

    await user.click(within(header).getByRole('link', { name: 'Services' }));
    expect(trackEvent).toHaveBeenLastCalledWith(ANALYTICS_EVENTS.navigationClick, {
      link_text: 'Services',
      link_url: '/services',
      location: 'header',
    });
    expect(navigate).toHaveBeenLastCalledWith('/services');

    await user.click(within(header).getByRole('link', { name: 'Get a Demo' }));
    expect(trackEvent).toHaveBeenLastCalledWith(ANALYTICS_EVENTS.headerButtonClick, {
      button: 'get_a_demo',
      link_url: '/contact',
      location: 'header',
    });

    const main = screen.getByRole('main');
    await user.click(within(main).getAllByRole('link', { name: /Request a Consultation/ })[0]!);
    expect(trackEvent).toHaveBeenLastCalledWith(ANALYTICS_EVENTS.homepageContact, {
      location: 'hero',
    });

    await user.click(within(main).getByRole('link', { name: 'Access Client Portal' }));
    expect(trackEvent).toHaveBeenLastCalledWith(ANALYTICS_EVENTS.homepagePortal, {
      location: 'closing_cta',
    });

    const footer = screen.getByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'About' }));
    expect(trackEvent).toHaveBeenLastCalledWith(ANALYTICS_EVENTS.navigationClick, {
      link_text: 'About',
      link_url: '/about',
      location: 'footer',
    });
  });
});
