/**
 * The side drawer of the top bar (site-header.tsx): the menu button replaces the no-JS link
 * to the footer and opens the modal <dialog>; Tab and Shift+Tab stay inside it, a click on
 * the backdrop or the close button closes it, and focus returns to the menu button. Escape
 * is the dialog's own.
 */
const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function keepFocusInside(dialog: HTMLDialogElement, event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export function startDrawer(): void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog#site-drawer');
  const open = document.querySelector<HTMLButtonElement>('[data-drawer-open]');
  if (!dialog || !open) return;
  document.querySelector('[data-drawer-fallback]')?.remove();
  open.hidden = false;

  open.addEventListener('click', () => {
    dialog.showModal();
    open.setAttribute('aria-expanded', 'true');
  });
  dialog.addEventListener('close', () => {
    open.setAttribute('aria-expanded', 'false');
    open.focus();
  });
  dialog.addEventListener('keydown', (event) => keepFocusInside(dialog, event));
  dialog.addEventListener('click', (event) => {
    // A click on the backdrop lands on the <dialog> itself; the panel's content is inside.
    const onBackdrop = event.target === dialog;
    const onClose = event.target instanceof Element && event.target.closest('[data-drawer-close]');
    if (onBackdrop || onClose) dialog.close();
  });
}
