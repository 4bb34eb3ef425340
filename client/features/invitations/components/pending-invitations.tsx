/** The pending invitations of one project, each with Resend and Revoke. */
import { MEMBER_ROLE_LABELS } from '../../../../common/projects/constants.ts';
import type { PendingInvitation } from '../../../../common/invitations/contract.ts';
import { INVITATION_MESSAGES as M } from '../../../../common/invitations/messages.ts';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast, toastFailure } from '../../../components/ui/toast-store.ts';
import { formatDate } from '../../../lib/format.ts';
import type { useInvitationActions, usePendingInvitations } from '../api/invitations.ts';

export function PendingInvitations({
  query,
  actions,
}: {
  query: ReturnType<typeof usePendingInvitations>;
  actions: ReturnType<typeof useInvitationActions>;
}) {
  async function act(
    run: (id: number) => Promise<unknown>,
    invitation: PendingInvitation,
    done: string,
  ) {
    try {
      await run(invitation.id);
      toast({ title: done });
    } catch (error) {
      toastFailure(M.actionFailed, error);
    }
  }

  const busy = actions.resend.isPending || actions.revoke.isPending;
  return (
    <section className="flex flex-col gap-3" aria-label={M.pendingTitle}>
      <h3 className="text-sm font-semibold">{M.pendingTitle}</h3>
      {query.isPending ? (
        <LoadingRegion label={M.pendingTitle}>
          <Skeleton className="h-8 w-full" />
        </LoadingRegion>
      ) : query.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{query.error.message}</AlertDescription>
        </Alert>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{M.noPending}</p>
      ) : (
        <ul className="divide-y divide-border rounded-md border border-border">
          {query.data.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-wrap items-center justify-between gap-3 p-3"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <span className="break-all font-medium">{invitation.email}</span>
                <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <Badge variant="secondary">{MEMBER_ROLE_LABELS[invitation.role]}</Badge>
                  {invitation.expired ? (
                    <Badge variant="destructive">{M.expiredBadge}</Badge>
                  ) : (
                    M.expiresOn(formatDate(invitation.expiresAt))
                  )}
                </span>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  aria-label={`${M.resend} the invitation to ${invitation.email}`}
                  onClick={() =>
                    void act(actions.resend.mutateAsync, invitation, M.resent(invitation.email))
                  }
                >
                  {M.resend}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  aria-label={`${M.revoke} the invitation to ${invitation.email}`}
                  onClick={() =>
                    void act(
                      actions.revoke.mutateAsync,
                      invitation,
                      M.revokedToast(invitation.email),
                    )
                  }
                >
                  {M.revoke}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
