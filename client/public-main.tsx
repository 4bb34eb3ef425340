/**
 * Entry of the public site (index.html and every prerendered page). It loads the current
 * page's chunk first and then hydrates the prerendered markup, so nothing suspends or
 * flashes; without prerendered markup (the dev server) it renders from scratch.
 * The portal is a separate entry (app-shell.html, main.tsx).
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserPublicApp, preloadPage } from './app/public-app.tsx';
import { findPublicPage } from './app/public-pages.ts';
import { loadAnalytics } from './lib/analytics.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const page = findPublicPage(window.location.pathname);
if (page) await preloadPage(page);

const app = (
  <StrictMode>
    <BrowserPublicApp />
  </StrictMode>
);
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
loadAnalytics();
