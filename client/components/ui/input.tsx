import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

export const fieldClasses =
  'w-full rounded-md border border-border bg-background px-3 py-2 text-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClasses, 'h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClasses, 'min-h-24', className)} {...props} />;
}

/** A code from an authenticator app (six digits; spaces allowed, as apps show them). */
export function OneTimeCodeInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <Input
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9 ]*"
      maxLength={8}
      required
      className={cn('font-mono tracking-widest', className)}
      {...props}
    />
  );
}
