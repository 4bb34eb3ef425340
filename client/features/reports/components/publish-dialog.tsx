/**
 * Publishing the approved version to the client (docs/product.md#initial-report). Every number
 * in the text that no figure supports is shown in its sentence and confirmed one by one; the
 * publish button waits for all of them, and the server checks them again (400 otherwise).
 */
import { useId, useState } from 'react';
import type { FirmReport } from '../../../../common/reports/contract.ts';
import { REPORT_MESSAGES as M } from '../../../../common/reports/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { toast, toastFailure } from '../../../components/ui/toast-store.ts';
import { useReportWrite } from '../api/reports.ts';
import { groupUnsupported, type UnsupportedGroup } from '../lib/number-context.ts';

type CurrentVersion = NonNullable<FirmReport['current']>;

function Confirmation({
  group,
  checked,
  onCheckedChange,
}: {
  group: UnsupportedGroup;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const checkboxId = useId();
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3">
      {group.places.map((place, index) => (
        <p key={index} className="text-sm text-muted-foreground wrap-anywhere">
          {place.before}
          <mark className="rounded-sm bg-amber-200 px-0.5 font-semibold text-foreground">
            {place.text}
          </mark>
          {place.after}
        </p>
      ))}
      <div className="flex items-center gap-2">
        <Checkbox
          id={checkboxId}
          checked={checked}
          onCheckedChange={(value) => onCheckedChange(value === true)}
        />
        <label htmlFor={checkboxId} className="cursor-pointer text-sm font-medium">
          {M.confirmNumber(group.text)}
        </label>
      </div>
    </li>
  );
}

function PublishForm({
  projectId,
  current,
  onClose,
}: {
  projectId: number;
  current: CurrentVersion;
  onClose: () => void;
}) {
  const confirmTitleId = useId();
  const write = useReportWrite(projectId);
  const groups = groupUnsupported(current.body, current.unsupported);
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const ready = groups.every((group) => confirmed.has(group.text));

  function confirm(text: string, checked: boolean) {
    setConfirmed((previous) => {
      const next = new Set(previous);
      if (checked) next.add(text);
      else next.delete(text);
      return next;
    });
  }

  async function publish() {
    try {
      await write.mutateAsync({
        kind: 'publish',
        versionId: current.id,
        confirmedNumbers: groups.map((group) => group.text),
      });
      toast({ title: M.published });
      onClose();
    } catch (error) {
      toastFailure(M.actionFailed, error);
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{M.publishTitle}</DialogTitle>
        <DialogDescription>{M.publishIntro}</DialogDescription>
      </DialogHeader>
      {groups.length > 0 && (
        <section aria-labelledby={confirmTitleId} className="flex flex-col gap-3">
          <h3 id={confirmTitleId} className="font-semibold">
            {M.confirmTitle}
          </h3>
          <p className="text-sm">{M.confirmIntro}</p>
          <ul className="flex flex-col gap-2">
            {groups.map((group) => (
              <Confirmation
                key={group.text}
                group={group}
                checked={confirmed.has(group.text)}
                onCheckedChange={(checked) => confirm(group.text, checked)}
              />
            ))}
          </ul>
        </section>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {M.cancel}
        </Button>
        <Button type="button" disabled={!ready || write.isPending} onClick={() => void publish()}>
          {write.isPending ? M.publishing : M.publish}
        </Button>
      </DialogFooter>
    </>
  );
}

export function PublishDialog({
  projectId,
  current,
  open,
  onOpenChange,
}: {
  projectId: number;
  current: CurrentVersion;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        {/* The content unmounts on closing: each opening starts with nothing confirmed. */}
        <PublishForm projectId={projectId} current={current} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
