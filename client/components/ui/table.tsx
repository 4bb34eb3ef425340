import { MoveHorizontal } from 'lucide-react';
import { useEffect, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

/** True while the element's content is wider than the element (it scrolls sideways). */
function useOverflowsSideways(element: HTMLElement | null): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return overflows;
}

/**
 * A table in a scroll region. Focusable, so a keyboard can scroll a table wider than a
 * phone's screen; named after the table (its aria-label); and when it is wider, a line
 * under it says so (the scroll bar alone is invisible on phones).
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const overflows = useOverflowsSideways(scroller);
  const label = props['aria-label'];
  return (
    <div className="flex w-full flex-col gap-2">
      <div
        ref={setScroller}
        role={label ? 'region' : undefined}
        aria-label={label}
        tabIndex={0}
        className="w-full overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
      </div>
      {overflows && (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground" data-scroll-hint>
          <MoveHorizontal aria-hidden="true" className="size-3.5" />
          Scroll sideways to see every column
        </p>
      )}
    </div>
  );
}

export function TableHeader(props: ComponentProps<'thead'>) {
  return <thead className="[&_tr]:border-b [&_tr]:border-border" {...props} />;
}

export function TableBody(props: ComponentProps<'tbody'>) {
  return <tbody className="[&_tr:last-child]:border-0" {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b border-border hover:bg-muted/50', className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      className={cn(
        'h-10 px-3 text-left align-middle font-medium text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('p-3 align-middle', className)} {...props} />;
}
