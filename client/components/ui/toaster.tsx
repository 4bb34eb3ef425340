import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { TOAST } from '../../../common/shared/constants.ts';
import { cn } from '../../lib/utils.ts';
import { dismissToast, removeToast, useToasts } from './toast-store.ts';

/** Renders the toast queue: 5 s each, swipe right 50 px to dismiss, one at a time. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST.durationMs} swipeThreshold={TOAST.swipeThresholdPx}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (open) return;
            dismissToast(item.id);
            setTimeout(() => removeToast(item.id), 200);
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-lg border p-4 pr-8 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            item.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-background text-foreground',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">
              {item.title}
            </ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {item.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close className="absolute right-2 top-2 rounded-sm opacity-70 hover:opacity-100">
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">Dismiss</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* On phones at the top: at the bottom a toast hid the form fields next to the button
          that raised it (docs/product.md#validation). */}
      <ToastPrimitive.Viewport className="fixed right-0 top-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:bottom-0 sm:top-auto" />
    </ToastPrimitive.Provider>
  );
}
