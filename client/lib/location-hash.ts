/**
 * In-page links that open what they name (a tab, a wizard step) as well as scroll to it:
 * `<a href="#notes">` changes the fragment; each part of the page that can open something
 * handles the fragment, which is then cleared, so the same link works again next time.
 */
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Calls `onLink` with the fragment (without "#") of each in-page link followed. */
export function useHashLink(onLink: (hash: string) => void): void {
  const handler = useRef(onLink);
  useEffect(() => {
    handler.current = onLink;
  });
  useEffect(() => {
    function onHashChange(event: HashChangeEvent) {
      const hash = new URL(event.newURL).hash.slice(1);
      if (!hash) return;
      handler.current(hash);
      // After every handler of this event has seen it; the router's state is kept.
      setTimeout(() => {
        if (window.location.hash === `#${hash}`) {
          const { pathname, search } = window.location;
          window.history.replaceState(window.history.state, '', pathname + search);
        }
      });
    }
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
}

/** Scrolls the element with the id into view once it has rendered. */
export function scrollToId(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
}

/**
 * Scrolls to the element with the id when the page was opened at its fragment (a link in a
 * mail: `/portal/dashboard?project=N#initial-report`): the browser looks for the element before
 * the portal has drawn it, so this waits until the element is `ready` and the page's other
 * reads have settled (the parts above it have their height). Once per arrival: the reader may
 * scroll away while the page goes on loading.
 */
export function useScrollOnArrival(id: string, ready: boolean): void {
  const location = useLocation();
  const settled = useIsFetching() === 0;
  // The location whose fragment was followed (effects run twice in development).
  const followed = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !settled) return;
    if (location.hash !== `#${id}` || followed.current === location.key) return;
    followed.current = location.key;
    scrollToId(id);
  }, [id, ready, settled, location.hash, location.key]);
}
