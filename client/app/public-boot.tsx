/**
 * Hydrates the prerendered public page (loaded by client/public-main.tsx after the first
 * paint): waits for the current page's chunk, so nothing suspends or flashes, then
 * hydrates; without prerendered markup (the dev server) it renders from scratch.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadAnalytics } from '../lib/analytics.ts';
import { BrowserPublicApp, preloadPage } from './public-app.tsx';
import type { PublicPage } from './public-pages.ts';

export async function boot(container: HTMLElement, page: PublicPage | undefined): Promise<void> {
  if (page) await preloadPage(page);
  const app = (
    <StrictMode>
      <BrowserPublicApp />
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // running as one long task (the page is already painted and readable meanwhile).
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  loadAnalytics();
}
