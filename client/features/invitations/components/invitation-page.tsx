/**
 * /portal/invitation?token=…, where an invitation mail's link leads (decision 090). Signed
 * out: sign-up with the invited address fixed (or sign-in when it has an account), then
 * accept. Signed in as that address: one Accept button. Signed in as another: says so and
 * offers sign-out. A revoked, expired, used or unknown link says which.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { InvitationLookup } from '../../../../common/invitations/contract.ts';
import { INVITATION_MESSAGES as M } from '../../../../common/invitations/messages.ts';
import { PATHS } from '../../../../common/shared/paths.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { toast, toastFailure } from '../../../components/ui/toast-store.ts';
import { AuthCard, InvitedCredentialsForm, signOutInPlace, useSession } from '../../auth/index.ts';
import { acceptInvitation, useInvitationLookup } from '../api/invitations.ts';

type Pending = Extract<InvitationLookup, { state: 'pending' }>;

function Problem({ message }: { message: string }) {
  return (
    <AuthCard title={M.pageProblemTitle}>
      <Alert variant="destructive">
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <Button asChild variant="outline" className="w-full">
        <Link to={PATHS.portal}>{M.goToPortal}</Link>
      </Button>
    </AuthCard>
  );
}

function PendingInvitation({ token, invitation }: { token: string; invitation: Pending }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signedInAs = session.data?.user.email.toLowerCase() ?? null;

  async function accept() {
    setBusy(true);
    try {
      const joined = await acceptInvitation(token);
      // The project list and the session (now verified) are read afresh in the portal.
      queryClient.removeQueries();
      toast({ title: M.joined(joined.projectName) });
      await navigate(`${PATHS.portalDashboard}?project=${joined.projectId}`, { replace: true });
    } catch (error) {
      toastFailure(M.acceptFailed, error);
      setBusy(false);
    }
  }

  const card = (children: ReactNode) => (
    <AuthCard
      title={M.pageTitle(invitation.projectName)}
      description={`${M.pageDescription(M.asRole(invitation.role))} ${M.mailValidity}`}
    >
      {children}
    </AuthCard>
  );

  if (session.isPending) return card(<PageLoading label={M.pageLoading} />);
  if (signedInAs === null) {
    const mode = invitation.accountExists ? 'sign-in' : 'sign-up';
    return card(
      <>
        <p className="text-sm font-medium">
          {mode === 'sign-up' ? M.createAccount : M.signInToAccept}
        </p>
        <InvitedCredentialsForm email={invitation.email} mode={mode} onSignedIn={accept} />
      </>,
    );
  }
  if (signedInAs !== invitation.email) {
    return card(
      <>
        <Alert variant="destructive">
          <AlertTitle>{M.signedInAs(signedInAs)}</AlertTitle>
          <AlertDescription>{M.wrongAccount(invitation.email)}</AlertDescription>
        </Alert>
        <Button className="w-full" onClick={() => void signOutInPlace(queryClient)}>
          {M.signOut}
        </Button>
      </>,
    );
  }
  return card(
    <>
      <p className="text-sm text-muted-foreground">{M.signedInAs(signedInAs)}</p>
      <Button className="w-full" disabled={busy} onClick={() => void accept()}>
        {busy ? M.accepting : M.acceptButton}
      </Button>
    </>,
  );
}

export function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const lookup = useInvitationLookup(token);
  if (!token) return <Problem message={M.unknown} />;
  if (lookup.isPending) {
    return (
      <AuthCard title={M.pageLoading}>
        <PageLoading label={M.pageLoading} />
      </AuthCard>
    );
  }
  if (lookup.isError) return <Problem message={lookup.error.message} />;
  if (lookup.data.state !== 'pending') return <Problem message={lookup.data.message} />;
  return <PendingInvitation token={token} invitation={lookup.data} />;
}
