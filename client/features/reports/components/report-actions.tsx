/**
 * What the firm does with the newest version (docs/product.md#initial-report): edit its text,
 * draft again from the figures (confirmed first when that replaces an edited text), approve a
 * draft, publish an approved version. Each answers with a toast, as the rest of the page does.
 */
import { CheckCircle2, Pencil, RefreshCw, Send } from 'lucide-react';
import { useState } from 'react';
import type { FirmReport } from '../../../../common/reports/contract.ts';
import { REPORT_MESSAGES as M } from '../../../../common/reports/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
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
import { PublishDialog } from './publish-dialog.tsx';

type CurrentVersion = NonNullable<FirmReport['current']>;

function DraftAgainButton({ projectId, current }: { projectId: number; current: CurrentVersion }) {
  const write = useReportWrite(projectId);
  const [confirming, setConfirming] = useState(false);

  async function draft() {
    try {
      await write.mutateAsync({ kind: 'draft' });
      toast({ title: M.drafted });
      setConfirming(false);
    } catch (error) {
      toastFailure(M.actionFailed, error);
    }
  }

  return (
    <>
      <Button
        type="button"
        variant="outline"
        disabled={write.isPending}
        onClick={() => (current.origin === 'edited' ? setConfirming(true) : void draft())}
      >
        <RefreshCw aria-hidden="true" />
        {write.isPending ? M.drafting : M.draftAgain}
      </Button>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{M.draftAgainTitle}</DialogTitle>
            <DialogDescription>{M.draftAgainSupersedes}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
              {M.cancel}
            </Button>
            <Button type="button" disabled={write.isPending} onClick={() => void draft()}>
              {write.isPending ? M.drafting : M.draftAgain}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

function ApproveButton({ projectId, current }: { projectId: number; current: CurrentVersion }) {
  const write = useReportWrite(projectId);
  async function approve() {
    try {
      await write.mutateAsync({ kind: 'approve', versionId: current.id });
      toast({ title: M.approved });
    } catch (error) {
      toastFailure(M.actionFailed, error);
    }
  }
  return (
    <Button type="button" disabled={write.isPending} onClick={() => void approve()}>
      <CheckCircle2 aria-hidden="true" />
      {write.isPending ? M.approving : M.approve}
    </Button>
  );
}

function PublishButton({ projectId, current }: { projectId: number; current: CurrentVersion }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        <Send aria-hidden="true" />
        {M.publish}
      </Button>
      <PublishDialog projectId={projectId} current={current} open={open} onOpenChange={setOpen} />
    </>
  );
}

export function ReportActions({
  projectId,
  current,
  onEdit,
}: {
  projectId: number;
  current: CurrentVersion;
  onEdit: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {current.status === 'draft' && <ApproveButton projectId={projectId} current={current} />}
      {current.status === 'approved' && <PublishButton projectId={projectId} current={current} />}
      <Button type="button" variant="outline" onClick={onEdit}>
        <Pencil aria-hidden="true" />
        {M.edit}
      </Button>
      <DraftAgainButton projectId={projectId} current={current} />
    </div>
  );
}
