/**
 * Analytics (docs/product.md#public-site): page views on route change and named click events.
 * On the public site every page view is a document load and clicks are read from
 * `data-analytics` attributes; the portal calls `trackEvent` from its handlers.
 * Sends to GA4 only when VITE_GA_MEASUREMENT_ID is set at build time; otherwise does nothing
 * and loads no third-party script. `loadAnalytics()` adds the gtag.js loader once.
 */
type EventParams = Record<string, string | number | boolean | undefined>;

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
    dataLayer?: unknown[];
  }
}

export const GA_MEASUREMENT_ID = import.meta.env.VITE_GA_MEASUREMENT_ID as string | undefined;

/** Named click events. */
export const ANALYTICS_EVENTS = {
  /** A link of the top bar, side drawer or footer. */
  navigationClick: 'navigation_click',
  /** The Client Portal or Get a Demo button of the top bar or side drawer. */
  headerButtonClick: 'header_button_click',
  /** A home-page call to action that leads to /contact. */
  homepageContact: 'homepage_contact',
  /** A home-page call to action that leads to /portal. */
  homepagePortal: 'homepage_portal',
} as const;

export function trackEvent(name: string, params: EventParams = {}): void {
  if (!GA_MEASUREMENT_ID || typeof window === 'undefined') return;
  window.gtag?.('event', name, params);
}

export function trackPageView(path: string): void {
  trackEvent('page_view', { page_path: path, page_location: window.location.href });
}

/**
 * The attribute that names the event a prerendered link sends when clicked (the public
 * pages have no React handlers: `trackClicks` reads it).
 */
export function clickEvent(name: string, params: EventParams = {}) {
  return { 'data-analytics': JSON.stringify({ event: name, ...params }) };
}

/** Sends the event of any clicked element carrying `clickEvent`'s attribute. */
export function trackClicks(): void {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const data = target?.closest<HTMLElement>('[data-analytics]')?.dataset.analytics;
    if (!data) return;
    const { event: name, ...params } = JSON.parse(data) as EventParams & { event: string };
    trackEvent(name, params);
  });
}

/**
 * Installs gtag.js when a measurement id is configured (the server's CSP then allows
 * Google's hosts; see server/plugins/security.ts). Page views are sent by the routers on
 * every route change, so GA's automatic first page view is turned off.
 */
export function loadAnalytics(): void {
  if (!GA_MEASUREMENT_ID || typeof window === 'undefined' || window.gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js expects the arguments object itself, as in Google's snippet.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', GA_MEASUREMENT_ID, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(GA_MEASUREMENT_ID)}`;
  document.head.append(script);
}
