/**
 * What the public entry script uses of the marketing feature: the prerendered pages'
 * behaviours, without React. The components the pages are rendered from are the feature's
 * other door, index.tsx: this one stays free of them, since everything the entry script
 * imports is downloaded before `/` is interactive (bench/size.ts).
 */
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
