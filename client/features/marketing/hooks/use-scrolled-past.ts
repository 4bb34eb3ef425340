import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/**
 * Whether the page is scrolled more than `pixels` down. False on the server and while
 * hydrating, so the prerendered markup always matches; the value updates right after.
 */
export function useScrolledPast(pixels: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > pixels,
    () => false,
  );
}
