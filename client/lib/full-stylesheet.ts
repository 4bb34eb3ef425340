/**
 * A public page inlines the rules its markup uses, and the states its scripts set (the
 * prerender keeps those); the full stylesheet is only prefetched, at the end of the body
 * (scripts/prerender.ts). Markup that React adds (an island's messages, toasts and dialogs)
 * needs it: linking it costs a parse and a style pass over the page, so it happens then,
 * never on a plain visit.
 */
export function applyFullStylesheet(): void {
  const link = document.querySelector<HTMLLinkElement>('link[data-full-stylesheet]');
  if (link) link.rel = 'stylesheet';
}
