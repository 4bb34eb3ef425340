import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import type { ConnectionBanner } from '../hooks/use-connection-result.ts';

/** How the return from Google went (hooks/use-connection-result.ts), until dismissed. */
export function ConnectionResultAlert({
  banner,
  onDismiss,
}: {
  banner: ConnectionBanner;
  onDismiss: () => void;
}) {
  return (
    <Alert variant={banner.kind === 'success' ? 'success' : 'destructive'} className="pr-10">
      {banner.kind === 'error' && <AlertTitle>{banner.title}</AlertTitle>}
      <AlertDescription>{banner.text}</AlertDescription>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss"
        className="absolute right-3 top-3 rounded-sm px-1 opacity-70 hover:opacity-100"
      >
        ×
      </button>
    </Alert>
  );
}
