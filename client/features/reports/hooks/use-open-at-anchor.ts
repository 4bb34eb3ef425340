/**
 * A card that links in mail point to (`/portal/dashboard?project=N#initial-report`): the
 * browser looks for the fragment's element before the portal has drawn it, so the card scrolls
 * itself into view once it is `ready` (its read settled) and the page's other reads have
 * settled too, so that the cards above it have their height. Once per arrival: the reader may
 * scroll away while the page goes on loading.
 */
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { scrollToId } from '../../../lib/location-hash.ts';

export function useOpenAtAnchor(id: string, ready: boolean): void {
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
