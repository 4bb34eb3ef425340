/** One submission's fields, and two submissions side by side with the changed fields marked. */
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
import { changedFields, fieldText, submissionFields } from '../../lib/submission-fields.ts';
import { formatDateTime } from '../dates.ts';

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
  const [onlyChanged, setOnlyChanged] = useState(false);
  const onlyChangedId = useId();
  const changed = changedFields(older, newer);
  const fields = submissionFields(older).filter(({ field }) => !onlyChanged || changed.has(field));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>Compare submissions</DialogTitle>
          <DialogDescription>{PROJECT_PAGE_MESSAGES.changedCount(changed.size)}</DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-2 text-sm">
          <Checkbox
            id={onlyChangedId}
            checked={onlyChanged}
            onCheckedChange={(value) => setOnlyChanged(value === true)}
          />
          <label htmlFor={onlyChangedId}>Show only the changed fields</label>
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
              const isChanged = changed.has(field);
              return (
                <TableRow
                  key={field}
                  data-changed={isChanged || undefined}
                  className={cn('align-top', isChanged && 'bg-amber-50 hover:bg-amber-100')}
                >
                  <TableCell className="font-medium">
                    {label}
                    {isChanged && (
                      <>
                        {' '}
                        <Badge variant="accent" className="ml-1 wrap-normal whitespace-nowrap">
                          {PROJECT_PAGE_MESSAGES.changed}
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
          </TableBody>
        </Table>
      </DialogContent>
    </Dialog>
  );
}
