/** Shows a toast carried from the portal (client/lib/flash-toast.ts) on a public page. */
import { createRoot } from 'react-dom/client';
import { Toaster } from '../components/ui/toaster.tsx';
import { toast } from '../components/ui/toast-store.ts';

export function showToast(title: string): void {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<Toaster />);
  toast({ title });
}
