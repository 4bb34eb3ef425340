/**
 * The toast list of a public page that shows toasts (contact; in the portal the app's
 * providers render their own). It mounts with the first toast, so neither the prerender
 * nor hydration pays for markup the page starts without. Its code, and the full stylesheet
 * that toasts and the form's messages need, load once the browser is idle after hydration.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from '../components/ui/toast-store.ts';
import { loadFullStylesheet } from '../lib/full-stylesheet.ts';

/** Runs `callback` once the browser is idle (2 s at the latest); returns the cancel. */
function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(callback, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
}

const loadToaster = () =>
  import('../components/ui/toaster.tsx').then((module) => ({ default: module.Toaster }));
const Toaster = lazy(loadToaster);

export function ToasterOnFirstToast() {
  const [needed, setNeeded] = useState(false);
  const hasToasts = useToasts().length > 0;
  if (hasToasts && !needed) setNeeded(true);
  useEffect(
    () =>
      whenIdle(() => {
        void loadToaster();
        void loadFullStylesheet();
      }),
    [],
  );
  return needed ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}
