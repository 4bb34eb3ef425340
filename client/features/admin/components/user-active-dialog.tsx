/**
 * Deactivates or reactivates a user (POST /api/admin/users/:userId/deactivate|reactivate,
 * decision 096), after a confirmation that says what it does.
 */
import type { AdminUser } from '../../../../common/projects/contract.ts';
import { DEACTIVATION_MESSAGES } from '../../../../common/admin/messages.ts';
import { toast, toastFailure } from '../../../components/ui/toast-store.ts';
import { useSetUserActive } from '../api/admin.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

export function UserActiveDialog({
  user,
  onOpenChange,
}: {
  /** The user to deactivate (when active) or reactivate; null: closed. */
  user: AdminUser | null;
  onOpenChange: (open: boolean) => void;
}) {
  const setActive = useSetUserActive();
  if (!user) return null;
  const deactivating = user.deactivatedAt === null;
  const words = deactivating
    ? {
        title: DEACTIVATION_MESSAGES.deactivateTitle(user.email),
        description: DEACTIVATION_MESSAGES.deactivateDescription,
        action: DEACTIVATION_MESSAGES.deactivate,
        done: DEACTIVATION_MESSAGES.deactivated(user.email),
      }
    : {
        title: DEACTIVATION_MESSAGES.reactivateTitle(user.email),
        description: DEACTIVATION_MESSAGES.reactivateDescription,
        action: DEACTIVATION_MESSAGES.reactivate,
        done: DEACTIVATION_MESSAGES.reactivated(user.email),
      };

  async function confirm(userId: number) {
    try {
      await setActive.mutateAsync({ userId, active: !deactivating });
      toast({ title: words.done });
      onOpenChange(false);
    } catch (error) {
      toastFailure(DEACTIVATION_MESSAGES.failed, error);
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title={words.title}
      description={words.description}
      action={words.action}
      destructive={deactivating}
      pending={setActive.isPending}
      onConfirm={() => void confirm(user.id)}
    />
  );
}
