/**
 * Analytics of SPEC point 7: page views on route change and named click events.
 * Sends to GA4 only when VITE_GA_MEASUREMENT_ID is set at build time; otherwise does nothing
 * and loads no third-party script. (The public-site issue wires the GA4 loader.)
 */
type EventParams = Record<string, string | number | boolean | undefined>;

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

export const GA_MEASUREMENT_ID: string | undefined = import.meta.env.VITE_GA_MEASUREMENT_ID;

export function trackEvent(name: string, params: EventParams = {}): void {
  if (!GA_MEASUREMENT_ID || typeof window === 'undefined') return;
  window.gtag?.('event', name, params);
}

export function trackPageView(path: string): void {
  trackEvent('page_view', { page_path: path });
}
