/**
 * Placeholders in the shape of what is loading. Only lazy routes import this module: it
 * stays out of the portal's initial bundle.
 *
 *   <LoadingRegion label="Loading accounts">      // aria-busy, named for screen readers
 *     <Skeleton className="h-5 w-40" />
 *     <SkeletonCard lines={3} />
 *   </LoadingRegion>
 */
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/utils.ts';

/** One grey block; give it the size of the text or control it stands for. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none', className)}
      {...props}
    />
  );
}

/** The busy area that holds the placeholders: one status message, the blocks hidden. */
export function LoadingRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/**
 * A card with a title line and `lines` of text: the shape of most portal cards. `phoneFolded`
 * for a card that folds on phones (phone-fold.tsx): there it is one compact title line.
 */
export function SkeletonCard({
  lines = 3,
  phoneFolded = false,
  className,
}: {
  lines?: number;
  phoneFolded?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-border p-6',
        phoneFolded && 'max-sm:px-4 max-sm:py-3',
        className,
      )}
    >
      <Skeleton className="h-5 w-2/5" />
      {Array.from({ length: lines }, (_, line) => (
        <Skeleton
          key={line}
          className={cn(
            'h-4',
            line === lines - 1 ? 'w-3/5' : 'w-full',
            phoneFolded && 'max-sm:hidden',
          )}
        />
      ))}
    </div>
  );
}

/** A table's rows: a header line, then `rows` rows of `columns` cells. */
export function SkeletonTable({ rows = 4, columns = 4 }: { rows?: number; columns?: number }) {
  return (
    <div className="flex flex-col gap-3">
      {Array.from({ length: rows + 1 }, (_, row) => (
        <div key={row} className="flex gap-4">
          {Array.from({ length: columns }, (_, column) => (
            <Skeleton
              key={column}
              className={cn(row === 0 ? 'h-3' : 'h-5', column === 0 ? 'flex-[2]' : 'flex-1')}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
