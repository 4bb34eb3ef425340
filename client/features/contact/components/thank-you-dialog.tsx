import { CircleCheck, TriangleExclamationPoint } from 'lucide-react';
import { CONTACT_MESSAGES } from '../../../../common/contact/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';

export interface ThankYouState {
  name: string;
  /** The request was saved but the CRM sync failed. */
  crmIssue: boolean;
}

/** "Thank You, {name}!" after a submission, with the CRM note when the sync failed. */
export function ThankYouDialog({ state, onClose }: { state: ThankYouState; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader className="items-center text-center">
          <CircleCheck className="mb-2 size-12 text-emerald-600" aria-hidden="true" />
          <DialogTitle className="text-2xl">{CONTACT_MESSAGES.thankYou(state.name)}</DialogTitle>
          <DialogDescription className="text-base">{CONTACT_MESSAGES.followUp}</DialogDescription>
        </DialogHeader>
        {state.crmIssue && (
          <p className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <TriangleExclamationPoint className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{CONTACT_MESSAGES.crmIssueNote}</span>
          </p>
        )}
        <DialogFooter className="sm:justify-center">
          <DialogClose asChild>
            <Button size="lg" className="w-full sm:w-auto">
              {CONTACT_MESSAGES.returnToWebsite}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
