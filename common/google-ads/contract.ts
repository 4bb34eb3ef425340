/**
 * Google Ads (docs/product.md#google-ads): the connection, accounts, 30-day campaigns and
 * the CSV exports. See docs/decisions/040-google-ads-connection.md.
 */
import { z } from '../shared/zod.ts';

export const GOOGLE_ADS_API = {
  connection: '/api/google-ads/connection',
  oauthStart: '/api/google-ads/oauth/start',
  oauthCallback: '/api/google-ads/oauth/callback',
  accounts: '/api/google-ads/accounts',
  campaigns: (accountId: string) => `/api/google-ads/campaigns/${accountId}`,
  exportCampaigns: (accountId: string) =>
    `/api/google-ads/export/campaigns/${accountId}?format=csv`,
  exportKeywords: (accountId: string) => `/api/google-ads/export/keywords/${accountId}?format=csv`,
} as const;

/** A Google Ads customer id: 10 digits, as the API writes it (no dashes). */
export const accountIdSchema = z
  .string()
  .regex(/^\d{10}$/, 'must be a 10-digit Google Ads customer id (digits only)');

export const accountIdParamsSchema = z.strictObject({ accountId: accountIdSchema });

export const exportQuerySchema = z.strictObject({
  format: z.enum(['csv'], { error: 'must be csv' }).default('csv'),
});

/** A Google Ads account. */
export const googleAdsAccountSchema = z.object({
  id: accountIdSchema,
  name: z.string(),
  currency: z.string(),
  timeZone: z.string(),
});
export type GoogleAdsAccount = z.infer<typeof googleAdsAccountSchema>;
export const googleAdsAccountsResponseSchema = z.array(googleAdsAccountSchema);

/**
 * What a campaign budget's amount covers: a day (`amount_micros`) or the campaign's whole
 * lifetime (`total_amount_micros`, a budget with a custom period).
 */
export const BUDGET_PERIODS = ['daily', 'lifetime'] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];

/**
 * A Google Ads campaign; money in account currency units (from micros). Also the budget's
 * period, and the window's conversions and their value.
 */
export const googleAdsCampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ENABLED, PAUSED, UNKNOWN, UNSPECIFIED (removed campaigns are left out). */
  status: z.string(),
  /** The advertising channel type: SEARCH, DISPLAY, VIDEO, PERFORMANCE_MAX... */
  type: z.string(),
  budget: z.number(),
  budgetPeriod: z.enum(BUDGET_PERIODS),
  impressions: z.number().int(),
  clicks: z.number().int(),
  cost: z.number(),
  /** Fractional under data-driven attribution. */
  conversions: z.number(),
  /** In account currency units. */
  conversionsValue: z.number(),
});
export type GoogleAdsCampaign = z.infer<typeof googleAdsCampaignSchema>;
export const googleAdsCampaignsResponseSchema = z.array(googleAdsCampaignSchema);

/** GET /api/google-ads/connection: whether the signed-in user has granted access. */
export const googleAdsConnectionSchema = z.object({
  connected: z.boolean(),
  /** The sandbox answers instead of Google (no credentials, outside production). */
  sandbox: z.boolean(),
  /** The Google account that granted access, when known. */
  googleEmail: z.string().nullable(),
  connectedAt: z.string().nullable(),
});
export type GoogleAdsConnection = z.infer<typeof googleAdsConnectionSchema>;

/** Where the OAuth callback sends the user back to (never a free URL: no open redirect). */
export const OAUTH_RETURN_TARGETS = ['connections', 'google-ads'] as const;
export type OAuthReturnTarget = (typeof OAUTH_RETURN_TARGETS)[number];

export const oauthStartSchema = z
  .object({ returnTo: z.enum(OAUTH_RETURN_TARGETS).default('connections') })
  .strict();

export const oauthStartResponseSchema = z.object({ authorizationUrl: z.string() });

/** The CSV file names (date as YYYY-MM-DD, UTC). */
export function exportFilename(kind: 'campaigns' | 'keywords', accountId: string, date: Date) {
  return `${kind}-${accountId}-${date.toISOString().slice(0, 10)}.csv`;
}

/**
 * The URL fragment the connections screen reads on return from a provider
 * (docs/product.md#connections): `success=true&platform=google` or `error=<text>&platform=google`.
 */
export function connectionResultFragment(
  result: { success: true } | { error: string },
  platform: string,
): string {
  const params = new URLSearchParams(
    'success' in result ? { success: 'true', platform } : { error: result.error, platform },
  );
  return `#${params.toString()}`;
}

export function readConnectionResultFragment(
  hash: string,
): { success: true; platform: string | null } | { error: string; platform: string | null } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const platform = params.get('platform');
  if (params.get('success') === 'true') return { success: true, platform };
  const error = params.get('error');
  if (error) return { error, platform };
  return null;
}
