/**
 * The Google Ads calls (docs/product.md#google-ads) as queries, mutations and the CSV download.
 *
 * Reads show the server's own words: a failed read's message is the `error` field of the
 * JSON answer (serverText, the "server text" of docs/product.md#errors), so the page can say
 * "Failed to fetch accounts: Google Ads denied access ..." (docs/decisions/042).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GOOGLE_ADS_API,
  exportFilename,
  googleAdsAccountsResponseSchema,
  googleAdsCampaignsResponseSchema,
  googleAdsConnectionSchema,
  oauthStartResponseSchema,
  type GoogleAdsConnection,
  type OAuthReturnTarget,
} from '../../../../common/google-ads/contract.ts';
import { noContentSchema } from '../../../../common/shared/request.ts';
import { GOOGLE_ADS_MESSAGES } from '../../../../common/google-ads/messages.ts';
import { download, readQuery, send, serverText, writeFailure } from '../../../lib/api.ts';

const ALL_GOOGLE_ADS = (query: { queryKey: readonly unknown[] }) =>
  typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/google-ads/');

/** The user's Google grant; only for a member of an active project (the server's rule). */
export function useGoogleAdsConnection(enabled = true) {
  return useQuery({
    ...readQuery(GOOGLE_ADS_API.connection, googleAdsConnectionSchema, serverText),
    enabled,
  });
}

export function useGoogleAdsAccounts(enabled: boolean) {
  return useQuery({
    ...readQuery(GOOGLE_ADS_API.accounts, googleAdsAccountsResponseSchema, serverText),
    enabled,
  });
}

/** Only when an account is selected. */
export function useGoogleAdsCampaigns(accountId: string | null) {
  const path = accountId ? GOOGLE_ADS_API.campaigns(accountId) : '';
  return useQuery({
    ...readQuery(path, googleAdsCampaignsResponseSchema, serverText),
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
      send(GOOGLE_ADS_API.oauthStart, {
        method: 'POST',
        body: { returnTo },
        response: oauthStartResponseSchema,
        failure: writeFailure,
      }),
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
    mutationFn: () =>
      send(GOOGLE_ADS_API.connection, {
        method: 'DELETE',
        response: noContentSchema,
        failure: writeFailure,
      }),
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
    const response = await download(url, { failure: serverText });
    filename =
      filenameOf(response.headers.get('content-disposition')) ??
      exportFilename(kind, accountId, new Date());
    blob = await response.blob();
  } catch {
    // Whatever went wrong, the toast says which export failed.
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
