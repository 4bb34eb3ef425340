/**
 * Marks a lead handled with a note (decision 094), or changes the note of one that is: the
 * note is checked with the API's own schema before it is sent.
 */
import { useState } from 'react';
import {
  type AdminContact,
  handleContactSchema,
  HANDLED_NOTE_MAX_LENGTH,
} from '../../../../common/leads/contract.ts';
import { LEADS_MESSAGES } from '../../../../common/leads/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast, toastFailure } from '../../../components/ui/toast-store.ts';
import { useHandleContact } from '../api/admin.ts';

interface HandleLeadDialogProps {
  /** The lead to mark; null: closed. Render with key={contact.id} to start afresh. */
  contact: AdminContact | null;
  onOpenChange: (open: boolean) => void;
}

export function HandleLeadDialog({ contact, onOpenChange }: HandleLeadDialogProps) {
  const handle = useHandleContact();
  const [note, setNote] = useState(contact?.handledNote ?? '');
  const [error, setError] = useState<string | null>(null);
  const title = contact?.handledAt ? LEADS_MESSAGES.editHandled : LEADS_MESSAGES.markHandled;

  async function save() {
    if (!contact) return;
    const parsed = handleContactSchema.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? LEADS_MESSAGES.noteRequired);
      return;
    }
    try {
      await handle.mutateAsync({ contactId: contact.id, note: parsed.data.note });
      toast({ title: LEADS_MESSAGES.markedHandled });
      onOpenChange(false);
    } catch (failure) {
      toastFailure(LEADS_MESSAGES.handleFailed, failure);
    }
  }

  return (
    <Dialog open={contact !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="break-words">
            {contact && `${contact.firstName} ${contact.lastName} · ${contact.workEmail}`}
          </DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Label htmlFor="handled-note">{LEADS_MESSAGES.noteLabel}</Label>
          <Textarea
            id="handled-note"
            value={note}
            maxLength={HANDLED_NOTE_MAX_LENGTH}
            aria-invalid={error !== null}
            aria-describedby="handled-note-help"
            onChange={(event) => {
              setNote(event.target.value);
              setError(null);
            }}
          />
          <p
            id="handled-note-help"
            className={error ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}
          >
            {error ?? `${note.length} / ${HANDLED_NOTE_MAX_LENGTH}`}
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={handle.isPending}>
              {handle.isPending ? 'Saving...' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
