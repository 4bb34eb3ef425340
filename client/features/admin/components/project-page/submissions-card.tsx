/**
 * Every metrics submission of the project, newest first (a cursor page at a time): open one
 * to read all its fields, or select two to compare them with the changed fields marked.
 */
import { Eye, GitCompare } from 'lucide-react';
import { useState } from 'react';
import type { WorkspaceSubmission } from '../../../../../common/admin/workspace-contract.ts';
import { PROJECT_PAGE_MESSAGES } from '../../../../../common/admin/messages.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import { formatDateTime, formatMoneyExact } from '../../../../lib/format.ts';
import { useProjectSubmissions } from '../../api/workspace.ts';
import { AdminTableCard, type AdminColumn } from '../admin-table-card.tsx';
import { LoadMore } from './load-more.tsx';
import { CompareSubmissionsDialog, SubmissionDialog } from './submission-dialogs.tsx';

export function SubmissionsCard({ projectId }: { projectId: number }) {
  const submissions = useProjectSubmissions(projectId);
  const rows = submissions.data?.pages.flatMap((page) => page.items);
  const [selected, setSelected] = useState<number[]>([]);
  const [reading, setReading] = useState<WorkspaceSubmission | null>(null);
  const [comparing, setComparing] = useState(false);

  const toggle = (id: number, checked: boolean) =>
    setSelected((ids) => (checked ? [...ids, id] : ids.filter((other) => other !== id)));
  const pair = rows?.filter((row) => selected.includes(row.id)) ?? [];

  const columns: AdminColumn<WorkspaceSubmission>[] = [
    {
      header: 'Compare',
      cell: (row) => {
        const checked = selected.includes(row.id);
        return (
          <Checkbox
            checked={checked}
            disabled={!checked && selected.length >= 2}
            onCheckedChange={(value) => toggle(row.id, value === true)}
            aria-label={`Select the submission of ${formatDateTime(row.createdAt)} to compare`}
          />
        );
      },
    },
    {
      header: 'Submitted',
      cell: (row) => (
        <span className="flex flex-col gap-1">
          <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
          {/* Below the sm breakpoint the next two columns are hidden: their values go here. */}
          <span className="text-muted-foreground wrap-anywhere sm:hidden">
            {row.submitterEmail}
          </span>
          <span className="text-muted-foreground sm:hidden">
            {formatMoneyExact(row.trailingTwelveMonthRevenue)}
          </span>
        </span>
      ),
    },
    { header: 'By', className: 'hidden sm:table-cell', cell: (row) => row.submitterEmail },
    {
      header: 'Annual Revenue',
      className: 'hidden whitespace-nowrap sm:table-cell',
      cell: (row) => formatMoneyExact(row.trailingTwelveMonthRevenue),
    },
    {
      header: 'Actions',
      className: 'text-right',
      cell: (row) => (
        <Button
          variant="ghost"
          size="sm"
          // A label, not hidden text: an absolutely placed span would escape the table's
          // horizontal scroll and widen the page.
          aria-label={`View the submission of ${formatDateTime(row.createdAt)}`}
          onClick={() => setReading(row)}
        >
          <Eye aria-hidden="true" />
          View
        </Button>
      ),
    },
  ];

  return (
    <AdminTableCard
      titleAs="h2"
      title="Submissions"
      description="Every metrics submission, newest first. Open one to read all its fields."
      toolbar={
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">{PROJECT_PAGE_MESSAGES.compareHint}</p>
          <Button variant="outline" disabled={pair.length !== 2} onClick={() => setComparing(true)}>
            <GitCompare aria-hidden="true" />
            {PROJECT_PAGE_MESSAGES.compare}
          </Button>
        </div>
      }
      query={submissions}
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns}
      empty={PROJECT_PAGE_MESSAGES.noSubmissions}
      footer={<LoadMore list={submissions} />}
    >
      <SubmissionDialog submission={reading} onClose={() => setReading(null)} />
      {pair.length === 2 && (
        <CompareSubmissionsDialog
          open={comparing}
          onOpenChange={setComparing}
          // The list is newest first: the older of the two on the left.
          older={pair[1]!}
          newer={pair[0]!}
        />
      )}
    </AdminTableCard>
  );
}
