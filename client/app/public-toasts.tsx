/**
 * The toast list of a public island that shows toasts (the contact form; in the portal the
 * app's providers render their own). It mounts with the first toast, so hydration pays for
 * no markup the page starts without.
 */
import { lazy, Suspense, useState } from 'react';
import { useToasts } from '../components/ui/toast-store.ts';

const Toaster = lazy(() =>
  import('../components/ui/toaster.tsx').then((module) => ({ default: module.Toaster })),
);

export function ToasterOnFirstToast() {
  const [needed, setNeeded] = useState(false);
  const hasToasts = useToasts().length > 0;
  if (hasToasts && !needed) setNeeded(true);
  return needed ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}
