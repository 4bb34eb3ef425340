/**
 * Picks the Google adapters from configuration (decision 005):
 *   live         GOOGLE_CLIENT_ID/SECRET + GOOGLE_ADS_DEVELOPER_TOKEN: the real Google
 *   sandbox      without them, outside production: the same adapters on the in-process fake
 *                (server/sandbox/google/; this file is the one outside it that may import it)
 *   unavailable  without them in production: null (the routes answer 503)
 */
import type { AppConfig } from '../../config.ts';
import { createGoogleAdsClient, type GoogleAdsPort } from './ads.ts';
import { createGoogleSandbox } from '../../sandbox/google/sandbox.ts';
import { createGoogleOAuth, type GoogleOAuthPort } from './oauth.ts';

/** The sandbox's consent page (modules/google-ads/sandbox-consent.ts), our stand-in for Google's. */
export const SANDBOX_AUTHORIZE_PATH = '/api/google-ads/sandbox/authorize';

/** What the sandbox's consent page needs of the fake Google. */
export interface GoogleSandboxConsent {
  /** The fake's OAuth client: the only client_id the page accepts. */
  clientId: string;
  /** The sandbox Google users the tester picks from. */
  users: readonly { key: string; name: string; email: string; description: string }[];
  /** An authorization code of the fake for that user. */
  codeFor(userKey: string): string;
}

export type GoogleIntegration =
  | { mode: 'live'; oauth: GoogleOAuthPort; ads: GoogleAdsPort }
  | { mode: 'sandbox'; oauth: GoogleOAuthPort; ads: GoogleAdsPort; consent: GoogleSandboxConsent };

export function createGoogleIntegration(
  config: Pick<AppConfig, 'googleAds' | 'google' | 'publicSiteUrl' | 'sandbox'>,
): GoogleIntegration | null {
  const settings = config.googleAds;
  if (settings.mode === 'unavailable') return null;
  if (settings.mode === 'sandbox') {
    const sandbox = createGoogleSandbox({
      authUrl: `${config.publicSiteUrl}${SANDBOX_AUTHORIZE_PATH}`,
      apiVersion: settings.apiVersion,
      scenario: config.sandbox.scenario,
      latencyMs: config.sandbox.latencyMs,
    });
    return { mode: 'sandbox', oauth: sandbox.oauth, ads: sandbox.ads, consent: sandbox.consent };
  }
  if (!config.google || !settings.developerToken) {
    throw new Error('Google Ads live mode needs the OAuth client and a developer token');
  }
  return {
    mode: 'live',
    oauth: createGoogleOAuth({
      clientId: config.google.clientId,
      clientSecret: config.google.clientSecret,
      authUrl: settings.oauthAuthUrl,
      tokenUrl: settings.oauthTokenUrl,
    }),
    ads: createGoogleAdsClient({
      apiUrl: settings.apiUrl,
      apiVersion: settings.apiVersion,
      developerToken: settings.developerToken,
    }),
  };
}
