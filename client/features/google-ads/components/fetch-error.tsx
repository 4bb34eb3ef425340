/**
 * A failed Google Ads read (docs/product.md#errors): its title and message, the server's text
 * written for a person; Google's code and request id, when it gave them, behind "Details".
 */
import { ERROR_DETAILS_MESSAGES } from '../../../../common/google-ads/messages.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { vendorDetailsOf } from '../lib/error-details.ts';

export function FetchError({
  title,
  message,
  error,
}: {
  title: string;
  message: string;
  error: Error;
}) {
  const details = vendorDetailsOf(error);
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        {details && (
          <details className="mt-3 text-foreground">
            <summary className="cursor-pointer font-medium text-destructive">
              {ERROR_DETAILS_MESSAGES.summary}
            </summary>
            <p className="mt-2 text-muted-foreground">{ERROR_DETAILS_MESSAGES.intro}</p>
            <dl className="mt-1 grid gap-x-3 gap-y-0.5 sm:grid-cols-[auto_1fr]">
              <dt className="text-muted-foreground">{ERROR_DETAILS_MESSAGES.code}</dt>
              <dd className="font-mono wrap-anywhere">{details.vendorCode}</dd>
              {details.requestId && (
                <>
                  <dt className="text-muted-foreground">{ERROR_DETAILS_MESSAGES.requestId}</dt>
                  <dd className="font-mono wrap-anywhere">{details.requestId}</dd>
                </>
              )}
            </dl>
          </details>
        )}
      </AlertDescription>
    </Alert>
  );
}
