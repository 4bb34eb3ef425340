/**
 * /portal/email-confirmed: where a confirmation link lands once the server has checked it
 * (decision 091). The server adds `?error=TOKEN_EXPIRED` or another code when the link
 * failed; otherwise the address is confirmed, and the session is read again so the portal
 * opens its pages.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { VERIFY_MESSAGES } from '../../../../common/auth/messages.ts';
import { PATHS } from '../../../../common/shared/paths.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { reloadSession } from '../api/auth.ts';
import { AuthCard } from './auth-card.tsx';

const EXPIRED = 'TOKEN_EXPIRED';

function outcomeOf(error: string | null) {
  if (!error) {
    return {
      variant: 'success',
      title: VERIFY_MESSAGES.confirmedTitle,
      text: VERIFY_MESSAGES.confirmedDescription,
    } as const;
  }
  return error === EXPIRED
    ? ({
        variant: 'destructive',
        title: VERIFY_MESSAGES.expiredTitle,
        text: VERIFY_MESSAGES.expired,
      } as const)
    : ({
        variant: 'destructive',
        title: VERIFY_MESSAGES.invalidTitle,
        text: VERIFY_MESSAGES.invalid,
      } as const);
}

export function EmailConfirmedPage() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const outcome = outcomeOf(params.get('error'));

  useEffect(() => {
    void reloadSession(queryClient);
  }, [queryClient]);

  return (
    <AuthCard title={VERIFY_MESSAGES.pageTitle} description={VERIFY_MESSAGES.pageDescription}>
      <Alert variant={outcome.variant}>
        <AlertTitle>{outcome.title}</AlertTitle>
        <AlertDescription>{outcome.text}</AlertDescription>
      </Alert>
      <Button asChild className="w-full">
        <Link to={PATHS.portalDashboard}>{VERIFY_MESSAGES.openPortal}</Link>
      </Button>
    </AuthCard>
  );
}
