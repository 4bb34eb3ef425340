/**
 * GET /api/google-ads/oauth/callback: Google sends the browser back here after the consent
 * page. Never 401: it always redirects to the page the flow started from (oauth-state.ts),
 * with the outcome in the fragment (#success=true&platform=google or #error=...).
 *
 * The grant is kept only when the signed state is ours and unexpired, names the session's
 * user, matches the nonce cookie of the browser that started, and is used for the first time.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseCookies } from 'better-auth/cookies';
import { z } from 'zod';
import {
  GOOGLE_ADS_API,
  connectionResultFragment,
  type OAuthReturnTarget,
} from '../../../common/google-ads/contract.ts';
import { GOOGLE_ADS_MESSAGES } from '../../../common/google-ads/messages.ts';
import { PATHS } from '../../../common/shared/paths.ts';
import { AppError } from '../../lib/errors.ts';
import { firstUse } from '../../lib/single-use.ts';
import {
  NONCE_COOKIE,
  STATE_TTL_MS,
  nonceCookie,
  readState,
  type OAuthStateSettings,
} from './oauth-state.ts';
import { toAppError, type GoogleAdsService } from './service.ts';

const RETURN_PATHS: Record<OAuthReturnTarget, string> = {
  connections: PATHS.connections,
  'google-ads': PATHS.googleAdsTest,
};

const callbackQuerySchema = z.looseObject({
  code: z.string().max(2048).optional(),
  state: z.string().max(1024).optional(),
  error: z.string().max(256).optional(),
  scope: z.string().max(2048).optional(),
});

export const oauthCallbackRoute: FastifyPluginAsyncZod<{
  /** Null when Google is not configured: the callback reports it unavailable. */
  service: GoogleAdsService | null;
  oauthState: OAuthStateSettings;
}> = async (app, { service, oauthState }) => {
  app.get(
    GOOGLE_ADS_API.oauthCallback,
    // The query carries the authorization code: keep the URL out of the request log lines.
    {
      config: { access: 'vendor-callback' },
      logLevel: 'warn',
      schema: { querystring: callbackQuerySchema },
    },
    async (request, reply) => {
      const query = request.query;
      const state = query.state ? readState(oauthState.key, query.state) : null;
      const back = (result: { success: true } | { error: string }) =>
        reply
          .header('set-cookie', nonceCookie(null, oauthState.secureCookie))
          .header('cache-control', 'no-store')
          .redirect(
            `${RETURN_PATHS[state?.returnTo ?? 'connections']}${connectionResultFragment(result, 'google')}`,
            302,
          );

      if (!service) return back({ error: GOOGLE_ADS_MESSAGES.unavailable });
      const session = await app.sessions.resolve(request.headers);
      if (!session) return back({ error: GOOGLE_ADS_MESSAGES.signInAgain });
      const cookieNonce = parseCookies(request.headers.cookie ?? '').get(NONCE_COOKIE) ?? null;
      const valid =
        state !== null &&
        state.userId === session.caller.userId &&
        state.nonce === cookieNonce &&
        (await firstUse(app.rateLimitCounter, 'google-oauth', state.nonce, STATE_TTL_MS));
      if (!valid) {
        request.log.warn({ module: 'google-ads' }, 'oauth callback with a foreign or stale state');
        return back({ error: GOOGLE_ADS_MESSAGES.stateInvalid });
      }
      if (query.error) {
        return back({
          error:
            query.error === 'access_denied'
              ? GOOGLE_ADS_MESSAGES.accessNotGranted
              : GOOGLE_ADS_MESSAGES.providerError(query.error.replace(/[^a-z_]/gi, '')),
        });
      }
      if (!query.code) return back({ error: GOOGLE_ADS_MESSAGES.accessNotGranted });
      try {
        const { userId, email } = session.caller;
        const granted = await service.connect(userId, query.code, {
          userId,
          email,
          ip: request.ip,
        });
        if (!granted) return back({ error: GOOGLE_ADS_MESSAGES.accessNotGranted });
      } catch (error) {
        const mapped = toAppError(error, request.log);
        request.log.warn(
          { module: 'google-ads', err: String(mapped) },
          'oauth code exchange failed',
        );
        return back({
          error: mapped instanceof AppError ? mapped.message : GOOGLE_ADS_MESSAGES.accessNotGranted,
        });
      }
      return back({ success: true });
    },
  );
};
