/**
 * Archive or reactivate the project (PATCH /api/admin/projects/:id), after a confirmation
 * that says what archiving does.
 */
import { Archive, ArchiveRestore } from 'lucide-react';
import { useState } from 'react';
import type { AdminProject } from '../../../../../common/projects/contract.ts';
import { ADMIN_MESSAGES, PROJECT_PAGE_MESSAGES } from '../../../../../common/admin/messages.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { toast, toastFailure } from '../../../../components/ui/toast-store.ts';
import { useUpdateProject } from '../../api/admin.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';

export function ArchiveButton({
  project,
  onChanged,
}: {
  project: AdminProject;
  onChanged: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const updateProject = useUpdateProject();
  const archiving = project.status === 'active';
  const action = archiving ? PROJECT_PAGE_MESSAGES.archive : PROJECT_PAGE_MESSAGES.reactivate;

  async function confirm() {
    try {
      await updateProject.mutateAsync({
        id: project.id,
        status: archiving ? 'archived' : 'active',
      });
      await onChanged();
      toast({
        title: archiving ? PROJECT_PAGE_MESSAGES.archived : PROJECT_PAGE_MESSAGES.reactivated,
      });
      setOpen(false);
    } catch (error) {
      toastFailure(ADMIN_MESSAGES.updateFailed, error);
    }
  }

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {archiving ? <Archive aria-hidden="true" /> : <ArchiveRestore aria-hidden="true" />}
        {action}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={
          archiving
            ? PROJECT_PAGE_MESSAGES.archiveTitle(project.name)
            : PROJECT_PAGE_MESSAGES.reactivateTitle(project.name)
        }
        description={
          archiving
            ? PROJECT_PAGE_MESSAGES.archiveDescription
            : PROJECT_PAGE_MESSAGES.reactivateDescription
        }
        action={action}
        destructive={archiving}
        pending={updateProject.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
