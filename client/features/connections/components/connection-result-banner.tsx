/**
 * The return from the provider (docs/product.md#connections): the URL fragment's outcome as a
 * banner (hidden after 5 s or when dismissed) and a toast; the path is reset to
 * /connections at once.
 */
import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CONNECTION_BANNER_HIDE_MS } from '../../../../common/connections/constants.ts';
import { CONNECTION_MESSAGES } from '../../../../common/connections/messages.ts';
import { PATHS } from '../../../../common/shared/paths.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { refreshConnectors } from '../api/connectors.ts';
import { parseConnectionResult, type ConnectionResult } from '../lib/connection-result.ts';

export function ConnectionResultBanner() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<ConnectionResult | null>(null);
  // The location whose fragment was handled (effects run twice in development).
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const parsed = parseConnectionResult(location.hash);
    if (!parsed) {
      // Reset to /connections: the next fragment is a new result, even with the same key
      // (fragment navigations all carry the key "default").
      handled.current = null;
      return;
    }
    if (handled.current === location.key) return;
    handled.current = location.key;
    setResult(parsed);
    if (parsed.kind === 'success') {
      toast({
        title: CONNECTION_MESSAGES.returnToastTitle,
        description: CONNECTION_MESSAGES.returnToastDescription(parsed.platform),
      });
      void refreshConnectors(queryClient);
    } else {
      toast({
        variant: 'destructive',
        title: CONNECTION_MESSAGES.connectFailedTitle,
        description: parsed.message,
      });
    }
    void navigate(PATHS.connections, { replace: true });
  }, [location.hash, location.key, navigate, queryClient]);

  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(null), CONNECTION_BANNER_HIDE_MS);
    return () => clearTimeout(timer);
  }, [result]);

  if (!result) return null;
  const dismiss = (
    <button
      type="button"
      onClick={() => setResult(null)}
      className="absolute right-2 top-2 rounded-sm p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
    >
      <X aria-hidden="true" className="size-4" />
      <span className="sr-only">{CONNECTION_MESSAGES.dismiss}</span>
    </button>
  );
  return result.kind === 'success' ? (
    <Alert variant="success" className="pr-10" data-testid="connection-result">
      <AlertDescription className="font-medium">
        {CONNECTION_MESSAGES.returnBanner(result.platform)}
      </AlertDescription>
      {dismiss}
    </Alert>
  ) : (
    <Alert variant="destructive" className="pr-10" data-testid="connection-result">
      <AlertTitle>{CONNECTION_MESSAGES.connectFailedTitle}</AlertTitle>
      <AlertDescription>{result.message}</AlertDescription>
      {dismiss}
    </Alert>
  );
}
