/** What the public entry uses of the marketing feature: the prerendered pages' behaviours. */
import { startDrawer } from './behaviours/drawer.ts';
import { startLogoStrip } from './behaviours/logo-strip.ts';
import { startReveal } from './behaviours/reveal.ts';
import { startScrollEffects } from './behaviours/scroll-effects.ts';

export function startSiteBehaviours(): void {
  startScrollEffects();
  startDrawer();
  startLogoStrip();
  startReveal();
}
