/**
 * One submission's fields, and two submissions side by side with each difference marked by
 * a text label and its own colour (Added, Changed, Removed), opening on only those.
 */
import { useId, useState } from 'react';
import type { WorkspaceSubmission } from '../../../../../common/admin/workspace-contract.ts';
import { PROJECT_PAGE_MESSAGES } from '../../../../../common/admin/messages.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../../components/ui/table.tsx';
import { cn } from '../../../../lib/utils.ts';
import {
  fieldChanges,
  fieldText,
  submissionFields,
  type FieldChange,
} from '../../lib/submission-fields.ts';
import { formatDateTime } from '../../../../lib/format.ts';

function FieldValue({ text }: { text: string | null }) {
  return text ? (
    <span className="whitespace-pre-wrap wrap-anywhere">{text}</span>
  ) : (
    <span className="italic text-muted-foreground">{PROJECT_PAGE_MESSAGES.notProvided}</span>
  );
}

const submittedLine = (submission: WorkspaceSubmission) =>
  `${formatDateTime(submission.createdAt)} by ${submission.submitterEmail}`;

export function SubmissionDialog({
  submission,
  onClose,
}: {
  submission: WorkspaceSubmission | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={submission !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {submission && (
          <>
            <DialogHeader>
              <DialogTitle>Submission</DialogTitle>
              <DialogDescription>{submittedLine(submission)}</DialogDescription>
            </DialogHeader>
            <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(0,16rem)_1fr]">
              {submissionFields(submission).map(({ field, label, text }) => (
                <div key={field} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="mb-2 sm:mb-0">
                    <FieldValue text={text} />
                  </dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Each kind of difference: its chip and its row's tint (the chip's text says it in words). */
const CHANGE_STYLES: Record<FieldChange, { chip: string; row: string }> = {
  added: {
    chip: 'border-emerald-300 bg-emerald-50 text-emerald-900',
    row: 'bg-emerald-50/60 hover:bg-emerald-50',
  },
  changed: {
    chip: 'border-sky-300 bg-sky-50 text-sky-900',
    row: 'bg-sky-50/60 hover:bg-sky-50',
  },
  removed: {
    chip: 'border-red-300 bg-red-50 text-red-900',
    row: 'bg-red-50/60 hover:bg-red-50',
  },
};

export function CompareSubmissionsDialog({
  open,
  onOpenChange,
  older,
  newer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  older: WorkspaceSubmission;
  newer: WorkspaceSubmission;
}) {
  const [onlyChanged, setOnlyChanged] = useState(true);
  const onlyChangedId = useId();
  const changes = fieldChanges(older, newer);
  const counts = { added: 0, changed: 0, removed: 0 };
  for (const change of changes.values()) counts[change] += 1;
  const fields = submissionFields(older).filter(({ field }) => !onlyChanged || changes.has(field));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>Compare submissions</DialogTitle>
          <DialogDescription>{PROJECT_PAGE_MESSAGES.changedCount(counts)}</DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-2 text-sm">
          <Checkbox
            id={onlyChangedId}
            checked={onlyChanged}
            onCheckedChange={(value) => setOnlyChanged(value === true)}
          />
          <label htmlFor={onlyChangedId}>{PROJECT_PAGE_MESSAGES.onlyChanged}</label>
        </div>
        <Table
          aria-label="The two submissions, field by field"
          className="table-fixed wrap-anywhere"
        >
          <TableHeader>
            <TableRow>
              <TableHead className="w-[30%]">Field</TableHead>
              <TableHead>
                Older
                <span className="block font-normal">{submittedLine(older)}</span>
              </TableHead>
              <TableHead>
                Newer
                <span className="block font-normal">{submittedLine(newer)}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {fields.map(({ field, label, text }) => {
              const change = changes.get(field);
              return (
                <TableRow
                  key={field}
                  data-change={change}
                  className={cn('align-top', change && CHANGE_STYLES[change].row)}
                >
                  <TableCell className="font-medium">
                    {label}
                    {change && (
                      <>
                        {' '}
                        <Badge
                          variant="outline"
                          className={cn(
                            'ml-1 wrap-normal whitespace-nowrap',
                            CHANGE_STYLES[change].chip,
                          )}
                        >
                          {PROJECT_PAGE_MESSAGES.fieldChange[change]}
                        </Badge>
                      </>
                    )}
                  </TableCell>
                  <TableCell>
                    <FieldValue text={text} />
                  </TableCell>
                  <TableCell>
                    <FieldValue text={fieldText(newer, field)} />
                  </TableCell>
                </TableRow>
              );
            })}
            {fields.length === 0 && (
              <TableRow>
                <TableCell colSpan={3} className="text-muted-foreground">
                  {PROJECT_PAGE_MESSAGES.changedCount(counts)}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </DialogContent>
    </Dialog>
  );
}
