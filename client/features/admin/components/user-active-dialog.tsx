/**
 * Deactivates or reactivates a user (POST /api/admin/users/:userId/deactivate|reactivate,
 * decision 096), after a confirmation that says what it does.
 */
import type { AdminUser } from '../../../../common/contracts/projects.ts';
import { DEACTIVATION_MESSAGES } from '../../../../common/messages.ts';
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
import { useSetUserActive } from '../api/admin.ts';

export function UserActiveDialog({
  user,
  onOpenChange,
}: {
  /** The user to deactivate (when active) or reactivate; null: closed. */
  user: AdminUser | null;
  onOpenChange: (open: boolean) => void;
}) {
  const setActive = useSetUserActive();
  const deactivating = user?.deactivatedAt === null;
  const action = deactivating ? DEACTIVATION_MESSAGES.deactivate : DEACTIVATION_MESSAGES.reactivate;

  async function confirm(target: AdminUser) {
    try {
      await setActive.mutateAsync({ userId: target.id, active: !deactivating });
      toast({
        title: deactivating
          ? DEACTIVATION_MESSAGES.deactivated(target.email)
          : DEACTIVATION_MESSAGES.reactivated(target.email),
      });
      onOpenChange(false);
    } catch (error) {
      toastFailure(DEACTIVATION_MESSAGES.failed, error);
    }
  }

  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      {user && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle className="break-words">
              {deactivating
                ? DEACTIVATION_MESSAGES.deactivateTitle(user.email)
                : DEACTIVATION_MESSAGES.reactivateTitle(user.email)}
            </DialogTitle>
            <DialogDescription>
              {deactivating
                ? DEACTIVATION_MESSAGES.deactivateDescription
                : DEACTIVATION_MESSAGES.reactivateDescription}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button
              type="button"
              variant={deactivating ? 'destructive' : 'default'}
              disabled={setActive.isPending}
              onClick={() => void confirm(user)}
            >
              {setActive.isPending ? 'Saving...' : action}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
