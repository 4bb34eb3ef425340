/**
 * A confirmation that says what an action does before it is taken (archiving a project,
 * deactivating a user): a title, the consequences, Cancel and the action.
 */
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The action's button, e.g. "Archive project". */
  action: string;
  /** The action removes or ends something: a red button. */
  destructive: boolean;
  pending: boolean;
  onConfirm: () => void;
  /** What the action needs first, e.g. a typed confirmation; with `ready` false until it is given. */
  children?: ReactNode;
  ready?: boolean;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  action,
  destructive,
  pending,
  onConfirm,
  children,
  ready = true,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="wrap-anywhere">{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            type="button"
            variant={destructive ? 'destructive' : 'default'}
            disabled={pending || !ready}
            onClick={onConfirm}
          >
            {pending ? 'Saving...' : action}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
