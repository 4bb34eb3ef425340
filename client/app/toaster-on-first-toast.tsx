/**
 * The toast list, mounted with the first toast: a public island that shows toasts (the
 * contact form) pays nothing for it at hydration, and the portal's first load carries no
 * toast code (its providers render this too; the initial portal budget is 170 kB).
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
