/**
 * The controls of the admin's filtered lists (leads inbox, audit trail): a labelled field,
 * a filter's select whose first option clears it, the date inputs' days as the API's
 * instants, and the pager that walks cursor pages.
 */
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select, type SelectOption } from '../../../components/ui/select.tsx';

/** The value of a filter's "All …" option. */
export const ALL = 'all';

export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** A filter's select; its first option, "All …", clears the filter. */
export function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T | undefined;
  options: readonly SelectOption[];
  onChange: (value: T | undefined) => void;
}) {
  return (
    <Field id={id} label={label}>
      <Select
        id={id}
        aria-label={label}
        value={value ?? ALL}
        onValueChange={(next) => onChange(next === ALL ? undefined : (next as T))}
        options={options}
      />
    </Field>
  );
}

/** A local day's first moment, or with `next` the next day's: the API's instants. */
export function dayStart(day: string, next = false): string {
  const date = new Date(`${day}T00:00`);
  if (next) date.setDate(date.getDate() + 1);
  return date.toISOString();
}

/**
 * Previous and Next over cursor pages. `cursors` holds the cursors of the pages before this
 * one and of this one (none: the first page); shown only when there is more than one page.
 */
export function CursorPager<Cursor>({
  cursors,
  nextCursor,
  onChange,
}: {
  cursors: readonly Cursor[];
  nextCursor: Cursor | null;
  onChange: (cursors: Cursor[]) => void;
}) {
  if (cursors.length === 0 && nextCursor === null) return null;
  return (
    <div className="flex items-center justify-end gap-2 text-sm text-muted-foreground">
      <span>Page {cursors.length + 1}</span>
      <Button
        variant="outline"
        size="sm"
        disabled={cursors.length === 0}
        onClick={() => onChange(cursors.slice(0, -1))}
      >
        Previous
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={nextCursor === null}
        onClick={() => {
          if (nextCursor !== null) onChange([...cursors, nextCursor]);
        }}
      >
        Next
      </Button>
    </div>
  );
}
