/** A read that failed, where its content would be: what failed, the error, and "Try again". */
import { Alert, AlertDescription, AlertTitle } from './alert.tsx';
import { Button } from './button.tsx';

export function LoadFailed({
  title,
  error,
  retryLabel,
  retrying,
  onRetry,
}: {
  title: string;
  error: Error;
  retryLabel: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-3">
        {error.message}
        <Button type="button" variant="outline" size="sm" disabled={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
