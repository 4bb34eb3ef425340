/**
 * Beside the wizard's Team Member Emails: the project's owner may invite the
 * addresses listed there in one go. Each is invited as a member; the server's refusal of one
 * (outside the project's domains, already a member) is listed with that address.
 */
import { useState } from 'react';
import { invitationEmailSchema } from '../../../../common/invitations/contract.ts';
import { INVITATION_MESSAGES as M } from '../../../../common/invitations/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useActiveProject } from '../../projects/index.ts';
import { useInvitationActions } from '../api/invitations.ts';

function addressesIn(text: string): string[] {
  const valid = text
    .split(/\r?\n/)
    .map((line) => invitationEmailSchema.safeParse(line))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []));
  return [...new Set(valid)];
}

function Offer({ projectId, addresses }: { projectId: number; addresses: string[] }) {
  const { invite } = useInvitationActions({ as: 'owner', projectId });
  const [refusals, setRefusals] = useState<[string, string][]>([]);
  const [busy, setBusy] = useState(false);

  async function inviteAll() {
    setBusy(true);
    const refused: [string, string][] = [];
    let sent = 0;
    for (const email of addresses) {
      try {
        await invite.mutateAsync({ email, role: 'member' });
        sent += 1;
      } catch (error) {
        refused.push([email, error instanceof Error ? error.message : M.inviteFailed]);
      }
    }
    setRefusals(refused);
    setBusy(false);
    if (sent > 0) toast({ title: M.wizardInvited(sent) });
  }

  return (
    <div className="flex flex-col gap-2 rounded-md border border-dashed border-border p-3">
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={busy}
        onClick={() => void inviteAll()}
      >
        {busy ? M.sending : M.wizardOffer}
      </Button>
      <p className="text-xs text-muted-foreground">{M.wizardOfferHint}</p>
      {refusals.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-destructive" role="alert">
          {refusals.map(([email, message]) => (
            <li key={email}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Shown to the active project's owner once the field holds at least one address. */
export function InviteTeamOffer({ text }: { text: string }) {
  const { activeProject } = useActiveProject();
  const addresses = addressesIn(text);
  if (activeProject?.role !== 'owner' || activeProject.status !== 'active') return null;
  if (addresses.length === 0) return null;
  return <Offer projectId={activeProject.id} addresses={addresses} />;
}
