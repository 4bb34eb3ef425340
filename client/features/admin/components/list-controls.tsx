/**
 * The controls of the admin's filtered lists (leads inbox, audit trail, projects): a labelled
 * field, a search box, a filter's select whose first option clears it, a range of days (and those days as the
 * API's instants), "Clear filters" with the CSV export, and the pager over cursor pages.
 */
import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { LIST_MESSAGES } from '../../../../common/admin/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
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

/** A search box that filters as it is typed (the list keeps its rows until the answer). */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label}>
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
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

/** Two date inputs, from and to, each bounding the other. */
export function DayRange({
  idPrefix,
  fromLabel,
  toLabel,
  fromDay,
  toDay,
  onChange,
}: {
  idPrefix: string;
  fromLabel: string;
  toLabel: string;
  fromDay: string | undefined;
  toDay: string | undefined;
  onChange: (change: { fromDay?: string | undefined; toDay?: string | undefined }) => void;
}) {
  return (
    <>
      <Field id={`${idPrefix}-from`} label={fromLabel}>
        <Input
          id={`${idPrefix}-from`}
          type="date"
          value={fromDay ?? ''}
          max={toDay}
          onChange={(event) => onChange({ fromDay: event.target.value || undefined })}
        />
      </Field>
      <Field id={`${idPrefix}-to`} label={toLabel}>
        <Input
          id={`${idPrefix}-to`}
          type="date"
          value={toDay ?? ''}
          min={fromDay}
          onChange={(event) => onChange({ toDay: event.target.value || undefined })}
        />
      </Field>
    </>
  );
}

/** "Clear filters" while any is set, and the CSV of what the filters show. */
export function ListActions({
  filtered,
  onClear,
  exportUrl,
}: {
  filtered: boolean;
  onClear: () => void;
  exportUrl: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {filtered && (
        <Button variant="ghost" size="sm" onClick={onClear}>
          {LIST_MESSAGES.clearFilters}
        </Button>
      )}
      <Button asChild variant="outline" size="sm">
        <a href={exportUrl} download>
          <Download aria-hidden="true" />
          {LIST_MESSAGES.exportCsv}
        </a>
      </Button>
    </div>
  );
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

/**
 * A filtered list's state: its filters, and the cursors of the pages walked so far. A
 * change of filter goes back to the first page.
 */
export function useListFilters<Filters extends object, Cursor>() {
  const [filters, setFilters] = useState<Filters>({} as Filters);
  const [cursors, setCursors] = useState<Cursor[]>([]);
  return {
    filters,
    filtered: Object.values(filters).some((value) => value !== undefined),
    cursors,
    setCursors,
    update: (change: Partial<Filters>) => {
      setFilters((current) => ({ ...current, ...change }));
      setCursors([]);
    },
    clear: () => {
      setFilters({} as Filters);
      setCursors([]);
    },
  };
}
