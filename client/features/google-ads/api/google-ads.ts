/**
 * The Google Ads calls (SPEC point 7) as queries, mutations and the CSV download.
 *
 * Reads show the server's own words: a failed read's message is the `error` field of the
 * JSON answer ("server text" of SPEC point 8), so the page can say
 * "Failed to fetch accounts: Google Ads denied access ..." (docs/decisions/042).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GOOGLE_ADS_API,
  exportFilename,
  type GoogleAdsAccount,
  type GoogleAdsCampaign,
  type GoogleAdsConnection,
  type OAuthReturnTarget,
  type OAuthStartResponse,
} from '../../../../common/contracts/google-ads.ts';
import { GOOGLE_ADS_MESSAGES } from '../../../../common/messages.ts';
import { ApiRequestError, apiRequest } from '../../../lib/api.ts';

/** The readable reason of a failed answer: its JSON `error`, else its text, else the status. */
async function reasonOf(response: Response): Promise<{ message: string; code?: string }> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: unknown; code?: unknown };
    if (typeof body.error === 'string' && body.error) {
      return { message: body.error, code: typeof body.code === 'string' ? body.code : undefined };
    }
  } catch {
    // not JSON
  }
  return { message: text.trim() || `${response.status} ${response.statusText}`.trim() };
}

export async function googleAdsGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { credentials: 'include', signal });
  if (!response.ok) {
    const { message, code } = await reasonOf(response);
    throw new ApiRequestError(response.status, message, code);
  }
  return (await response.json()) as T;
}

const ALL_GOOGLE_ADS = (query: { queryKey: readonly unknown[] }) =>
  typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/google-ads/');

export function useGoogleAdsConnection() {
  return useQuery<GoogleAdsConnection, ApiRequestError>({
    queryKey: [GOOGLE_ADS_API.connection],
    queryFn: ({ signal }) => googleAdsGet(GOOGLE_ADS_API.connection, signal),
  });
}

export function useGoogleAdsAccounts(enabled: boolean) {
  return useQuery<GoogleAdsAccount[], ApiRequestError>({
    queryKey: [GOOGLE_ADS_API.accounts],
    queryFn: ({ signal }) => googleAdsGet(GOOGLE_ADS_API.accounts, signal),
    enabled,
  });
}

/** SPEC point 7: only when an account is selected. */
export function useGoogleAdsCampaigns(accountId: string | null) {
  const path = accountId ? GOOGLE_ADS_API.campaigns(accountId) : '';
  return useQuery<GoogleAdsCampaign[], ApiRequestError>({
    queryKey: [path],
    queryFn: ({ signal }) => googleAdsGet(path, signal),
    enabled: accountId !== null,
  });
}

/** Refresh Accounts: the connection, the accounts and any loaded campaigns, from Google again. */
export function useRefreshGoogleAds() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: ALL_GOOGLE_ADS });
}

/** Starts the OAuth flow: the server answers Google's (or the sandbox's) consent URL. */
export function useConnectGoogle() {
  return useMutation({
    mutationFn: (returnTo: OAuthReturnTarget) =>
      apiRequest<OAuthStartResponse>('POST', GOOGLE_ADS_API.oauthStart, { returnTo }),
    onSuccess: ({ authorizationUrl }) => {
      // Only ever leave for an http(s) page (Google's, or the sandbox's).
      if (!/^https?:$/.test(new URL(authorizationUrl, window.location.href).protocol)) {
        throw new Error('Unexpected authorization URL');
      }
      window.location.assign(authorizationUrl);
    },
  });
}

export function useDisconnectGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', GOOGLE_ADS_API.connection),
    onSuccess: () => {
      // Not connected any more: this disables the account and campaign queries at once
      // (removing them while mounted would refetch them, and they would answer 409).
      queryClient.setQueryData<GoogleAdsConnection>([GOOGLE_ADS_API.connection], (old) =>
        old ? { ...old, connected: false, googleEmail: null, connectedAt: null } : old,
      );
    },
  });
}

export type ExportKind = 'campaigns' | 'keywords';

/** The file name of a Content-Disposition header, if it names one. */
export function filenameOf(disposition: string | null): string | null {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? null;
}

/**
 * Downloads an export: fetches the CSV (streamed by the server), then saves it under the
 * server's file name. Throws Error('Failed to export campaigns' / '... keywords') on failure.
 */
export async function downloadExport(kind: ExportKind, accountId: string): Promise<string> {
  const failed =
    kind === 'campaigns'
      ? GOOGLE_ADS_MESSAGES.exportCampaignsFailed
      : GOOGLE_ADS_MESSAGES.exportKeywordsFailed;
  const url =
    kind === 'campaigns'
      ? GOOGLE_ADS_API.exportCampaigns(accountId)
      : GOOGLE_ADS_API.exportKeywords(accountId);
  let blob: Blob;
  let filename: string;
  try {
    const response = await fetch(url, { credentials: 'include' });
    if (!response.ok) throw new Error(failed);
    filename =
      filenameOf(response.headers.get('content-disposition')) ??
      exportFilename(kind, accountId, new Date());
    blob = await response.blob();
  } catch {
    throw new Error(failed);
  }
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return filename;
}
