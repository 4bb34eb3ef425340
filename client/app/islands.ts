/**
 * The public pages' islands: the parts of a prerendered page that need React. Each is an
 * element `<div data-island="name">` holding its prerendered markup (client/app/island.tsx);
 * its module loads and hydrates it when the visitor first reaches into it (focus, pointer,
 * key or input), so a page nobody touches runs no React at all. A form submitted before then is held
 * and submitted again once the island reacts: nothing pressed early is lost.
 */
import { applyFullStylesheet } from '../lib/full-stylesheet.ts';

export interface IslandModule {
  /** Hydrates the island's element; calls `onReady` once it reacts. */
  hydrate(element: HTMLElement, onReady: () => void): void;
}

export const ISLANDS = {
  'contact-form': () => import('./islands/contact-form.tsx'),
} satisfies Record<string, () => Promise<IslandModule>>;

export type IslandName = keyof typeof ISLANDS;

const FIRST_CONTACT = ['focusin', 'pointerdown', 'keydown', 'input', 'change'] as const;

function startIsland(element: HTMLElement, load: () => Promise<IslandModule>) {
  let woken = false;
  let submitted: HTMLFormElement | null = null;
  const holdSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    submitted = event.target as HTMLFormElement;
    wake();
  };
  const onReady = () => {
    // Once (StrictMode runs a development build's effects twice).
    if (element.dataset.hydrated) return;
    element.removeEventListener('submit', holdSubmit, true);
    element.dataset.hydrated = 'true';
    submitted?.requestSubmit();
  };
  function wake() {
    if (woken) return;
    woken = true;
    for (const type of FIRST_CONTACT) element.removeEventListener(type, wake, true);
    applyFullStylesheet();
    void load().then((module) => module.hydrate(element, onReady));
  }
  element.addEventListener('submit', holdSubmit, true);
  for (const type of FIRST_CONTACT) element.addEventListener(type, wake, true);
}

export function startIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const load = ISLANDS[element.dataset.island as IslandName] as
      (() => Promise<IslandModule>) | undefined;
    if (load) startIsland(element, load);
  }
}
