/**
 * Entry of the public site (index.html and every prerendered page). The prerendered HTML
 * is the whole page, styled by inline CSS, so nothing here is needed for the first paint:
 * the entry waits for that paint, then loads React, the layout and the current page's
 * chunk in parallel and hydrates (client/app/public-boot.tsx). The full stylesheet loads
 * only when markup the page did not have needs it (client/lib/full-stylesheet.ts). The JavaScript never
 * competes with the first render (docs/decisions/014-public-bundle.md).
 * The portal is a separate entry (app-shell.html, main.tsx).
 */
import { findPublicPage } from './app/public-pages.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

/** Resolves once the browser has painted the prerendered page. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

await afterFirstPaint();
const page = findPublicPage(window.location.pathname);
void page?.load();
// React DOM is fetched with the rest but evaluated on its own, so no single task
// evaluates everything at once.
void import('react-dom/client');
const { boot } = await import('./app/public-boot.tsx');
await boot(container, page);
