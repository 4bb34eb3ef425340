/**
 * On return from Google the URL fragment says how it went (docs/product.md#google-ads):
 * `#success=true&platform=google` or `#error=<text>&platform=google`. Read it when the page
 * opens, toast it, keep a banner for 5 seconds (or until dismissed) and clear the fragment.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CONNECTION_BANNER_HIDE_MS } from '../../../../common/connections/constants.ts';
import { readConnectionResultFragment } from '../../../../common/google-ads/contract.ts';
import { CONNECTION_MESSAGES } from '../../../../common/connections/messages.ts';
import { toast } from '../../../components/ui/toast-store.ts';

const PLATFORM_NAMES: Record<string, string> = {
  google: 'Google Ads',
  meta: 'Meta (Facebook) Ads',
  linkedin: 'LinkedIn Ads',
};

export type ConnectionBanner =
  { kind: 'success'; text: string } | { kind: 'error'; title: string; text: string };

function bannerOf(hash: string): ConnectionBanner | null {
  const result = readConnectionResultFragment(hash);
  if (!result) return null;
  const platform = PLATFORM_NAMES[result.platform ?? 'google'] ?? 'Google Ads';
  return 'success' in result
    ? { kind: 'success', text: CONNECTION_MESSAGES.returnBanner(platform) }
    : { kind: 'error', title: CONNECTION_MESSAGES.connectFailedTitle, text: result.error };
}

export function useConnectionResult() {
  const location = useLocation();
  const navigate = useNavigate();
  const [banner, setBanner] = useState(() => bannerOf(location.hash));

  useEffect(() => {
    const result = readConnectionResultFragment(location.hash);
    if (!result) return;
    const platform = PLATFORM_NAMES[result.platform ?? 'google'] ?? 'Google Ads';
    toast(
      'success' in result
        ? {
            title: CONNECTION_MESSAGES.returnToastTitle,
            description: CONNECTION_MESSAGES.returnToastDescription(platform),
          }
        : {
            title: CONNECTION_MESSAGES.connectFailedTitle,
            description: result.error,
            variant: 'destructive',
          },
    );
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), CONNECTION_BANNER_HIDE_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  return { banner, dismiss: () => setBanner(null) };
}
