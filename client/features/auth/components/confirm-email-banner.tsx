/**
 * Until the signed-in user confirms their address (decision 091), the portal shows this in
 * place of its pages: the server refuses every project and admin route meanwhile. Resend
 * mails a new link; in the sandbox the outbox page shows it.
 */
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { VERIFY_MESSAGES } from '../../../../common/auth/messages.ts';
import { PATHS } from '../../../../common/shared/paths.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { resendConfirmation } from '../api/auth.ts';
import { messageOf } from '../hooks/use-auth-actions.ts';

export function ConfirmEmailBanner({ email, outbox }: { email: string; outbox: boolean }) {
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      await resendConfirmation(email);
      toast({ title: VERIFY_MESSAGES.resent(email) });
    } catch (error) {
      toast({
        title: VERIFY_MESSAGES.resendFailed,
        description: messageOf(error),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <Alert className="mx-auto flex max-w-2xl flex-col gap-4 sm:flex-row sm:items-center">
      <MailCheck aria-hidden="true" className="size-6 shrink-0 text-primary" />
      <div className="flex-1">
        <AlertTitle>{VERIFY_MESSAGES.confirmEmail(email)}</AlertTitle>
        <AlertDescription>{VERIFY_MESSAGES.bannerHint}</AlertDescription>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button onClick={() => void resend()} disabled={sending}>
          {sending ? VERIFY_MESSAGES.resending : VERIFY_MESSAGES.resend}
        </Button>
        {outbox && (
          <Button asChild variant="outline">
            <Link to={PATHS.outbox}>{VERIFY_MESSAGES.openOutbox}</Link>
          </Button>
        )}
      </div>
    </Alert>
  );
}
