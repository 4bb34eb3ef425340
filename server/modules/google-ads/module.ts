/**
 * The Google Ads module (SPEC points 2, 5 and 7; docs/decisions/040-043): wires the service
 * from configuration and registers its routes.
 *
 *   routes.ts            the API: connection, OAuth start, accounts, campaigns, CSV exports
 *   oauth-callback.ts    GET /api/google-ads/oauth/callback, Google's redirect back
 *   sandbox-consent.ts   the sandbox's consent page (sandbox mode only)
 *
 * Without Google (production without credentials) there is no service: the API answers
 * 503 and the callback reports Google Ads unavailable.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createGoogleIntegration } from '../../integrations/google/index.ts';
import { TokenCipher, deriveKey } from '../../lib/crypto.ts';
import { oauthCallbackRoute } from './oauth-callback.ts';
import type { OAuthStateSettings } from './oauth-state.ts';
import { googleAdsRoutes } from './routes.ts';
import { sandboxConsentRoutes } from './sandbox-consent.ts';
import { GoogleAdsService } from './service.ts';
import { GoogleTokenStore } from './tokens.ts';

export const googleAdsModule: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const { tokenKey } = config.secrets;
  const redirectUri = config.googleAds.oauthRedirectUri;
  const oauthState: OAuthStateSettings = {
    key: deriveKey(tokenKey, 'google-ads-oauth-state'),
    secureCookie: config.env === 'production',
  };

  const google = createGoogleIntegration(config);
  const service = google
    ? new GoogleAdsService({
        db: app.database.db,
        tokens: new GoogleTokenStore({
          db: app.database.db,
          cipher: new TokenCipher(tokenKey),
          oauth: google.oauth,
          mode: google.mode,
          log: app.log.child({ module: 'google-ads' }),
        }),
        oauth: google.oauth,
        ads: google.ads,
        mode: google.mode,
        redirectUri,
        preferredManagerId: config.googleAds.loginCustomerId,
      })
    : null;

  await app.register(googleAdsRoutes, { service, oauthState });
  await app.register(oauthCallbackRoute, { service, oauthState });
  if (google?.mode === 'sandbox') await app.register(sandboxConsentRoutes, { redirectUri });
};
