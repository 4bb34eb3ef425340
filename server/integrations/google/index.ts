/**
 * Picks the Google adapters from configuration (decision 005):
 *   live         GOOGLE_CLIENT_ID/SECRET + GOOGLE_ADS_DEVELOPER_TOKEN: the real Google
 *   sandbox      without them, outside production: the same adapters on the in-process fake
 *   unavailable  without them in production: null (the routes answer 503)
 */
import type { AppConfig } from '../../config.ts';
import { createGoogleAdsClient, type GoogleAdsPort } from './ads.ts';
import { createGoogleOAuth, type GoogleOAuthPort } from './oauth.ts';
import { createGoogleSandbox } from './sandbox.ts';

export interface GoogleIntegration {
  mode: 'live' | 'sandbox';
  oauth: GoogleOAuthPort;
  ads: GoogleAdsPort;
}

export function createGoogleIntegration(
  config: Pick<AppConfig, 'googleAds' | 'google' | 'publicSiteUrl' | 'sandbox'>,
): GoogleIntegration | null {
  const settings = config.googleAds;
  if (settings.mode === 'unavailable') return null;
  if (settings.mode === 'sandbox') {
    const sandbox = createGoogleSandbox({
      publicSiteUrl: config.publicSiteUrl,
      apiVersion: settings.apiVersion,
      scenario: config.sandbox.scenario,
      latencyMs: config.sandbox.latencyMs,
    });
    return { mode: 'sandbox', oauth: sandbox.oauth, ads: sandbox.ads };
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
