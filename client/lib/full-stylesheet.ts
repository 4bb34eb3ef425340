/**
 * A public page inlines the rules its markup uses, and the states its scripts set (the
 * prerender keeps those); the full stylesheet sits at the end of the body as print media,
 * blocking nothing (scripts/prerender.ts). Markup that React adds (an island's messages,
 * toasts and dialogs) needs it: switching it on costs a style pass over the page, so it
 * happens then, never on a plain visit.
 */
export function applyFullStylesheet(): void {
  document.querySelector('link[data-full-stylesheet]')?.setAttribute('media', 'all');
}
