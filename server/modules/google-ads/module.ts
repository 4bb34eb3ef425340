/**
 * The Google Ads module (docs/product.md#google-ads; docs/decisions/040-043): wires the service
 * from configuration and registers its routes.
 *
 *   routes.ts            the API: connection, OAuth start, accounts, campaigns, CSV exports
 *   oauth-callback.ts    GET /api/google-ads/oauth/callback, Google's redirect back
 *   sandbox-consent.ts   the sandbox's consent page (sandbox mode only)
 *   platform-check-routes.ts  the project's chosen accounts and the check (decision 105)
 *
 * and the snapshot worker (platform-check.ts): every `googleAds.snapshot.intervalMs` (0 off)
 * it stores the last 30 days of the chosen accounts that are due, once a day each.
 *
 * Without Google (production without credentials) there is no service: the API answers
 * 503 and the callback reports Google Ads unavailable.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createGoogleIntegration } from '../../integrations/google/index.ts';
import { TokenCipher, deriveKey } from '../../lib/crypto.ts';
import { oauthCallbackRoute } from './oauth-callback.ts';
import type { OAuthStateSettings } from './oauth-state.ts';
import { wholeMinutes } from '../../lib/jobs.ts';
import { PlatformCheckService } from './platform-check.ts';
import { platformCheckRoutes } from './platform-check-routes.ts';
import { googleAdsRoutes } from './routes.ts';
import { sandboxConsentRoutes } from './sandbox-consent.ts';
import { GoogleAdsService } from './service.ts';
import { GoogleTokenStore } from './tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform check (decision 105); tests drive `snapshotDue()` with the worker off. */
    platformCheck: PlatformCheckService;
  }
}

export const googleAdsModule = fp(async (app: FastifyInstance) => {
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
          cipher: new TokenCipher(tokenKey, config.secrets.previousTokenKeys),
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

  const platformCheck = new PlatformCheckService({
    db: app.database.db,
    googleAds: service,
    log: app.log.child({ module: 'google-ads', worker: 'snapshot' }),
    batch: config.googleAds.snapshot.batch,
  });
  if (service) {
    app.jobs.every({
      name: 'google-ads-snapshot',
      everyMinutes: wholeMinutes(config.googleAds.snapshot.intervalMs),
      run: (stop) => platformCheck.snapshotDue(stop),
    });
  }
  app.decorate('platformCheck', platformCheck);

  await app.register(googleAdsRoutes, { service, oauthState });
  await app.register(platformCheckRoutes, { service: platformCheck });
  await app.register(oauthCallbackRoute, { service, oauthState });
  if (google?.mode === 'sandbox') {
    await app.register(sandboxConsentRoutes, { redirectUri, consent: google.consent });
  }
});
