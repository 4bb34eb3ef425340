import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshAnalytics() {
  vi.resetModules();
  return import('./analytics.ts');
}

afterEach(() => {
  vi.unstubAllEnvs();
  delete window.gtag;
  delete window.dataLayer;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('analytics', () => {
  it('loads nothing and sends nothing without a measurement id', async () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', '');
    const analytics = await freshAnalytics();
    analytics.loadAnalytics();
    analytics.trackPageView('/');
    analytics.trackEvent('homepage_contact');
    expect(document.head.querySelector('script')).toBeNull();
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads gtag.js once and queues page views and events when configured', async () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123');
    const analytics = await freshAnalytics();
    analytics.loadAnalytics();
    analytics.loadAnalytics();
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    expect(scripts[0]!.async).toBe(true);

    analytics.trackPageView('/pricing');
    analytics.trackEvent(analytics.ANALYTICS_EVENTS.homepagePortal, { location: 'hero' });
    const calls = window.dataLayer!.map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(calls[1]).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
    expect(calls[2]).toEqual([
      'event',
      'page_view',
      { page_path: '/pricing', page_location: window.location.href },
    ]);
    expect(calls[3]).toEqual(['event', 'homepage_portal', { location: 'hero' }]);
  });

  it('sends the event a clicked element names in its data-analytics attribute', async () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123');
    const analytics = await freshAnalytics();
    analytics.loadAnalytics();
    analytics.trackClicks();
    const link = document.createElement('a');
    const attributes = analytics.clickEvent(analytics.ANALYTICS_EVENTS.homepageContact, {
      location: 'hero',
    });
    link.setAttribute('data-analytics', attributes['data-analytics']);
    link.innerHTML = '<span>Schedule</span>';
    document.body.append(link);

    link.querySelector('span')!.click();
    document.body.click();
    const events = window.dataLayer!.map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(events.filter((entry) => entry[0] === 'event')).toEqual([
      ['event', 'homepage_contact', { location: 'hero' }],
    ]);
    link.remove();
  });
});
