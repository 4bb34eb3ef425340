/**
 * The admin dashboard's list card: a titled card holding one table, with its loading,
 * error and empty states (the empty state is a sentence, not an empty table). The projects, users and contacts tabs are each a set of columns.
 * A list whose every column matters on a phone gives `cards` too: below lg they replace the
 * table, which would otherwise drop or scroll away its columns.
 */
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { LoadingRegion, SkeletonTable } from '../../../components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';

export interface AdminColumn<Row> {
  header: string;
  /** Classes of the header cell and of every body cell of the column. */
  className?: string;
  cell(row: Row): ReactNode;
  /** A sortable column: its header is a button, and says how the list is ordered. */
  sort?: { order: 'ascending' | 'descending' | 'none'; onSort: () => void };
}

const SORT_ICONS = { ascending: ArrowUp, descending: ArrowDown, none: ArrowUpDown };

function ColumnHeader<Row>({ column }: { column: AdminColumn<Row> }) {
  const { sort } = column;
  if (!sort) return column.header;
  const Icon = SORT_ICONS[sort.order];
  return (
    <button
      type="button"
      onClick={sort.onSort}
      className="-mx-2 inline-flex items-center gap-1 rounded px-2 py-1 hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
    >
      {column.header}
      <Icon aria-hidden="true" className="size-3.5" />
    </button>
  );
}

export interface AdminTableCardProps<Row> {
  /** The card's title; lower-cased, it also names the list ("Loading users"). */
  title: string;
  /**
   * The title's heading level, h2 unless given: a section right under the page's h1 (the
   * admin dashboard's tabs have no heading of their own, so their cards are h2 too).
   */
  titleAs?: 'h2' | 'h3';
  description: string;
  /** A button beside the title, e.g. "Create Project". */
  action?: ReactNode;
  /** Controls between the header and the table, e.g. a filter. */
  toolbar?: ReactNode;
  query: { isPending: boolean; isError: boolean; error: Error | null };
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  columns: readonly AdminColumn<Row>[];
  empty: ReactNode;
  /** Below lg, the rows as cards instead of the table (the table from lg up). */
  cards?: (rows: readonly Row[]) => ReactNode;
  /** Below the table, e.g. paging. */
  footer?: ReactNode;
  /** Dialogs the rows open. */
  children?: ReactNode;
}

export function AdminTableCard<Row>({
  title,
  titleAs = 'h2',
  description,
  action,
  toolbar,
  query,
  rows,
  rowKey,
  columns,
  empty,
  cards,
  footer,
  children,
}: AdminTableCardProps<Row>) {
  const name = title.toLowerCase();
  const table = (items: readonly Row[]) => (
    <Table aria-label={title}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead
              key={column.header}
              className={column.className}
              aria-sort={column.sort?.order}
            >
              <ColumnHeader column={column} />
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column) => (
              <TableCell key={column.header} className={column.className}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle as={titleAs}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {action}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {toolbar}
        {query.isPending ? (
          <LoadingRegion label={`Loading ${name}`}>
            <SkeletonTable rows={5} columns={Math.min(columns.length, 5)} />
          </LoadingRegion>
        ) : query.isError || !rows ? (
          <Alert variant="destructive">
            <AlertTitle>Could not load {name}</AlertTitle>
            <AlertDescription>{query.error?.message}</AlertDescription>
          </Alert>
        ) : rows.length === 0 ? (
          // Not a table: its columns' widths would scroll a phone's screen sideways to read it.
          <p className="rounded-md border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
            {empty}
          </p>
        ) : cards ? (
          <>
            <div className="lg:hidden">{cards(rows)}</div>
            <div className="hidden lg:block">{table(rows)}</div>
          </>
        ) : (
          table(rows)
        )}
        {footer}
      </CardContent>
      {children}
    </Card>
  );
}
