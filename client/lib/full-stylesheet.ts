/**
 * A prerendered public page inlines only the CSS its own markup uses (scripts/prerender.ts).
 * The full stylesheet is needed only for markup the page did not have: the next page of a
 * client-side navigation, or what the contact form renders on its own (errors, dialog).
 * It loads then, once, and never on a plain visit, so a page view parses no CSS twice.
 */
let loading: Promise<void> | undefined;

export function loadFullStylesheet(): Promise<void> {
  if (loading) return loading;
  const inline =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLStyleElement>('style[data-full-css]');
  const href = inline?.dataset.fullCss;
  if (!inline || !href) return (loading = Promise.resolve());
  loading = new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    inline.after(link);
  });
  return loading;
}
