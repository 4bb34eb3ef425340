/**
 * Entry of the public site (index.html and every prerendered page). Each page is complete
 * HTML with its CSS inlined (scripts/prerender.ts); this small script adds what reacts
 * without React — the drawer, the scroll effects, the reveal motion, analytics — and wakes
 * the page's islands when the visitor reaches into them (client/app/islands.ts).
 * The portal is a separate entry (app-shell.html, main.tsx). Decision 082.
 */
import { startIslands } from './app/islands.ts';
import { startSiteBehaviours } from './features/marketing/index.ts';
import { loadAnalytics, trackClicks, trackPageView } from './lib/analytics.ts';
import { takeFlashToast } from './lib/flash-toast.ts';
import { applyFullStylesheet } from './lib/full-stylesheet.ts';
import './styles.css';

startSiteBehaviours();
startIslands();
const flash = takeFlashToast();
if (flash) {
  applyFullStylesheet();
  void import('./app/flash-toast.tsx').then((module) => module.showToast(flash));
}
loadAnalytics();
trackPageView(window.location.pathname);
trackClicks();
