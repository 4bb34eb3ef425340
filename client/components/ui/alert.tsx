import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

const alertVariants = cva('relative w-full rounded-lg border p-4 text-sm', {
  variants: {
    variant: {
      default: 'border-border bg-background',
      success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
      destructive: 'border-destructive/50 bg-red-50 text-destructive',
    },
  },
  defaultVariants: { variant: 'default' },
});

export function Alert({
  className,
  variant,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return <div role="alert" className={cn(alertVariants({ variant }), className)} {...props} />;
}

/**
 * An alert's title: a paragraph, not a heading, as an alert is no section of the page (a
 * heading here would skip levels under the page's); `as` makes it a heading where one is.
 */
export function AlertTitle({
  as: Element = 'p',
  className,
  ...props
}: ComponentProps<'p'> & { as?: 'p' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' }) {
  return <Element className={cn('mb-1 font-semibold leading-none', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('text-sm', className)} {...props} />;
}
