/**
 * The admin's project page: upload a file for the project's members (PDF, Excel, Word,
 * CSV, up to 50 MB), see what was shared, and delete a file after a confirmation.
 */
import { Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  DELIVERABLE_ACCEPT,
  DELIVERABLE_MAX_BYTES,
  type Deliverable,
} from '../../../../common/deliverables/contract.ts';
import { DELIVERABLE_MESSAGES } from '../../../../common/deliverables/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast, toastFailure } from '../../../components/ui/toast-store.ts';
import {
  useAdminDeliverables,
  useDeleteDeliverable,
  useUploadDeliverable,
} from '../api/deliverables.ts';
import { DeliverablesList } from './deliverables-list.tsx';

function UploadForm({ projectId }: { projectId: number }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadDeliverable(projectId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    // Said at once rather than after sending 50 MB (the server checks again).
    if (file.size > DELIVERABLE_MAX_BYTES) {
      toastFailure(
        DELIVERABLE_MESSAGES.uploadFailed,
        new Error(DELIVERABLE_MESSAGES.tooLarge(DELIVERABLE_MAX_BYTES)),
      );
      return;
    }
    try {
      const stored = await upload.mutateAsync(file);
      toast({ title: DELIVERABLE_MESSAGES.uploaded(stored.fileName) });
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      toastFailure(DELIVERABLE_MESSAGES.uploadFailed, error);
    }
  }

  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => void submit(event)}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <Label htmlFor={inputId}>{DELIVERABLE_MESSAGES.chooseFile}</Label>
        <Input
          ref={input}
          id={inputId}
          type="file"
          accept={DELIVERABLE_ACCEPT}
          disabled={upload.isPending}
          className="py-1.5 file:mr-3 file:rounded file:border-0 file:bg-muted file:px-2 file:py-0.5 file:text-sm"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      <Button type="submit" disabled={!file || upload.isPending}>
        <Upload aria-hidden="true" />
        {upload.isPending ? DELIVERABLE_MESSAGES.uploading : DELIVERABLE_MESSAGES.upload}
      </Button>
    </form>
  );
}

function DeleteDialog({
  projectId,
  deliverable,
  onClose,
}: {
  projectId: number;
  deliverable: Deliverable | null;
  onClose: () => void;
}) {
  const remove = useDeleteDeliverable(projectId);
  async function confirm(target: Deliverable) {
    try {
      await remove.mutateAsync(target.id);
      toast({ title: DELIVERABLE_MESSAGES.deleted(target.fileName) });
      onClose();
    } catch (error) {
      toastFailure(DELIVERABLE_MESSAGES.deleteFailed, error);
    }
  }
  return (
    <Dialog open={deliverable !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {deliverable && (
          <>
            <DialogHeader>
              <DialogTitle className="wrap-anywhere">
                {DELIVERABLE_MESSAGES.deleteTitle(deliverable.fileName)}
              </DialogTitle>
              <DialogDescription>{DELIVERABLE_MESSAGES.deleteDescription}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button
                type="button"
                variant="destructive"
                disabled={remove.isPending}
                onClick={() => void confirm(deliverable)}
              >
                {remove.isPending ? 'Deleting...' : DELIVERABLE_MESSAGES.delete}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** `initial`: the list the project page's workspace read brought, so the card reads nothing more. */
export function AdminDeliverablesCard({
  projectId,
  initial,
}: {
  projectId: number;
  initial: Deliverable[];
}) {
  const deliverables = useAdminDeliverables(projectId, initial);
  const [deleting, setDeleting] = useState<Deliverable | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{DELIVERABLE_MESSAGES.title}</CardTitle>
        <CardDescription>{DELIVERABLE_MESSAGES.adminHint}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <UploadForm projectId={projectId} />
        <DeliverablesList
          query={deliverables}
          items={deliverables.data}
          empty={DELIVERABLE_MESSAGES.adminEmpty}
          showUploader
          actions={(deliverable) => (
            <Button
              variant="outline"
              size="sm"
              aria-label={DELIVERABLE_MESSAGES.deleteLabel(deliverable.fileName)}
              onClick={() => setDeleting(deliverable)}
            >
              <Trash2 aria-hidden="true" />
              {DELIVERABLE_MESSAGES.delete}
            </Button>
          )}
        />
      </CardContent>
      <DeleteDialog
        projectId={projectId}
        deliverable={deleting}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
