/**
 * Closing the engagement (decision 101): a button that opens a confirmation saying what is
 * deleted, which acts only once the project's slug is typed; and, once closed, the notice
 * of when, by whom and what was deleted.
 */
import { Lock } from 'lucide-react';
import { useState } from 'react';
import type { EngagementClosure } from '../../../../../common/admin/close-engagement-contract.ts';
import type { AdminProject } from '../../../../../common/projects/contract.ts';
import { CLOSE_MESSAGES as M } from '../../../../../common/admin/messages.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { toast, toastFailure } from '../../../../components/ui/toast-store.ts';
import { useCloseEngagement } from '../../api/workspace.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { formatDateInText } from '../../../../lib/format.ts';

export function CloseEngagementButton({ project }: { project: AdminProject }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const close = useCloseEngagement(project.id);

  async function confirm() {
    try {
      await close.mutateAsync({ confirmation: typed });
      toast({ title: M.closed(project.name) });
      setOpen(false);
    } catch (error) {
      toastFailure(M.failed, error);
    }
  }

  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Lock aria-hidden="true" />
        {M.action}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTyped('');
        }}
        title={M.title(project.name)}
        description={M.description}
        action={close.isPending ? M.closing : M.action}
        destructive
        pending={close.isPending}
        ready={typed === project.slug}
        onConfirm={() => void confirm()}
      >
        <FormField label={M.confirmLabel(project.slug)}>
          <Input
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </FormField>
      </ConfirmDialog>
    </>
  );
}

export function ClosureNotice({ closure }: { closure: EngagementClosure }) {
  return (
    <Alert>
      <AlertTitle>{M.bannerTitle}</AlertTitle>
      <AlertDescription>
        {M.banner(formatDateInText(closure.closedAt), closure.closedBy)}{' '}
        {M.deleted({ ...closure, connectors: closure.connectors.length })}.
      </AlertDescription>
    </Alert>
  );
}
