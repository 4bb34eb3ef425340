/** No grant yet (or it was revoked): the button that starts Google's consent flow. */
import { Loader2, Plug } from 'lucide-react';
import { GOOGLE_ADS_MESSAGES } from '../../../../common/google-ads/messages.ts';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { useConnectGoogle } from '../api/google-ads.ts';

export function ConnectCard({ reason }: { reason: string | null }) {
  const connect = useConnectGoogle();
  // After success the browser is leaving for Google: keep the button busy.
  const busy = connect.isPending || connect.isSuccess;
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>{GOOGLE_ADS_MESSAGES.connectTitle}</CardTitle>
        <CardDescription>{GOOGLE_ADS_MESSAGES.connectDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-4">
        {reason && (
          <Alert variant="destructive">
            <AlertDescription>{reason}</AlertDescription>
          </Alert>
        )}
        {connect.isError && (
          <Alert variant="destructive">
            <AlertDescription>{connect.error.message}</AlertDescription>
          </Alert>
        )}
        <Button onClick={() => connect.mutate('google-ads')} disabled={busy}>
          {busy ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <Plug aria-hidden="true" />
          )}
          {busy ? GOOGLE_ADS_MESSAGES.connecting : GOOGLE_ADS_MESSAGES.connectButton}
        </Button>
      </CardContent>
    </Card>
  );
}
