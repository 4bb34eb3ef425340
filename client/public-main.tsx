/**
 * Entry of the public site (index.html and every prerendered page). The prerendered HTML
 * is the whole page, styled by inline CSS, so nothing here is needed for the first paint:
 * the entry waits for that paint, then loads the full stylesheet, React, the layout and
 * the current page's chunk in parallel and hydrates (client/app/public-boot.tsx). The JavaScript never
 * competes with the first render (docs/decisions/006-public-bundle.md).
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

/**
 * The prerendered page inlines only the CSS its own markup uses; the full stylesheet
 * (for what only JavaScript renders, and for other pages) loads now, before hydration.
 */
function loadFullStylesheet(): Promise<void> {
  const inline = document.querySelector<HTMLStyleElement>('style[data-full-css]');
  const href = inline?.dataset.fullCss;
  if (!inline || !href) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    inline.after(link);
  });
}

await afterFirstPaint();
const page = findPublicPage(window.location.pathname);
const stylesheet = loadFullStylesheet();
void page?.load();
const { boot } = await import('./app/public-boot.tsx');
await stylesheet;
await boot(container, page);
