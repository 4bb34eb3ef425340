/**
 * A prerendered public page inlines only the CSS its own markup uses (scripts/prerender.ts).
 * The full stylesheet — for what only JavaScript renders (the side drawer) and for the pages
 * reached by client-side navigation — is fetched after the first paint as a print
 * stylesheet (so it costs no style recalculation yet) and switched on at the visitor's
 * first interaction or scroll, or before a client-side navigation, whichever comes first.
 */
const TRIGGERS = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'focusin'] as const;

let link: HTMLLinkElement | undefined;

/** Called by the public entry after the first paint. */
export function prepareFullStylesheet(): void {
  const inline = document.querySelector<HTMLStyleElement>('style[data-full-css]');
  const href = inline?.dataset.fullCss;
  if (!inline || !href || link) return;
  link = document.createElement('link');
  link.rel = 'stylesheet';
  link.media = 'print';
  link.href = href;
  inline.after(link);
  for (const type of TRIGGERS) {
    window.addEventListener(type, applyFullStylesheet, { capture: true, passive: true });
  }
}

/** Makes the full stylesheet apply to the screen (once; later calls do nothing). */
export function applyFullStylesheet(): void {
  if (!link || link.media === 'all') return;
  link.media = 'all';
  for (const type of TRIGGERS) {
    window.removeEventListener(type, applyFullStylesheet, { capture: true });
  }
}
