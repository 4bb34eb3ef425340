/**
 * The toast queue (docs/product.md#states): added, updated, dismissed, removed; at most one
 * shown at a time. A tiny external store so any module can call toast().
 */
import { useSyncExternalStore } from 'react';
import { TOAST } from '../../../common/shared/constants.ts';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string | undefined;
  variant?: 'default' | 'destructive' | undefined;
  open: boolean;
}

type ToastInput = Omit<ToastMessage, 'id' | 'open'>;

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: ToastMessage[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Shows a toast, replacing any toast on screen; returns controls for this toast. */
export function toast(input: ToastInput) {
  const id = nextId++;
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST.limit));
  return {
    id,
    update: (patch: Partial<ToastInput>) =>
      publish(toasts.map((item) => (item.id === id ? { ...item, ...patch } : item))),
    dismiss: () => dismissToast(id),
  };
}

/** A failed action's toast: what failed, and the server's reason when there is one. */
export function toastFailure(title: string, error: unknown) {
  return toast({
    title,
    description: error instanceof Error ? error.message : undefined,
    variant: 'destructive',
  });
}

/** Closes a toast (it animates out), then removes it. */
export function dismissToast(id: number) {
  publish(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
}

export function removeToast(id: number) {
  publish(toasts.filter((item) => item.id !== id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
