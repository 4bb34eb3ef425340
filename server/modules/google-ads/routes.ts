/**
 * Google Ads for the signed-in user (SPEC points 2, 5 and 7; docs/decisions/040-042):
 *
 *   GET    /api/google-ads/connection                 {connected, sandbox, googleEmail, connectedAt}
 *   DELETE /api/google-ads/connection                 revoke at Google, delete the grant -> 204
 *   POST   /api/google-ads/oauth/start                {returnTo} -> {authorizationUrl} + nonce cookie
 *   GET    /api/google-ads/oauth/callback             Google's redirect -> /connections#... (or the page)
 *   GET    /api/google-ads/accounts                   [{id, name, currency, timeZone}]
 *   GET    /api/google-ads/campaigns/:accountId       the last 30 days
 *   GET    /api/google-ads/export/campaigns/:accountId?format=csv
 *   GET    /api/google-ads/export/keywords/:accountId?format=csv
 *
 * Every route but the callback: signed in (401), Google configured (503 in production without
 * credentials), a member of an active project (403), then the route's schema (400).
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GOOGLE_ADS_API,
  accountIdParamsSchema,
  connectionResultFragment,
  exportFilename,
  exportQuerySchema,
  googleAdsAccountsResponseSchema,
  googleAdsCampaignsResponseSchema,
  googleAdsConnectionSchema,
  oauthStartResponseSchema,
  oauthStartSchema,
  type OAuthReturnTarget,
} from '../../../common/contracts/google-ads.ts';
import { noBodySchema, noQuerySchema } from '../../../common/contracts/request.ts';
import { GOOGLE_ADS_MESSAGES } from '../../../common/messages.ts';
import { PATHS } from '../../../common/paths.ts';
import { parseCookies } from 'better-auth/cookies';
import { callerOf } from '../../plugins/auth.ts';
import { createGoogleIntegration } from '../../integrations/google/index.ts';
import { GOOGLE_ADS_SCOPE } from '../../integrations/google/oauth.ts';
import { TokenCipher, deriveKey } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { firstUse } from '../../lib/single-use.ts';
import {
  NONCE_COOKIE,
  STATE_TTL_MS,
  createState,
  newNonce,
  nonceCookie,
  readState,
} from './oauth-state.ts';
import { sandboxConsentRoutes } from './sandbox-consent.ts';
import { GoogleAdsService, toAppError, type ExportKind } from './service.ts';
import { GoogleTokenStore } from './tokens.ts';

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

/** Per user: keeps one user (or a runaway tab) from spending the developer token's quota. */
const perUser = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `google-ads:${request.caller?.userId ?? request.ip}`,
  },
});

export async function googleAdsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const production = config.env === 'production';
  const key = config.secrets.tokenKey;
  const stateKey = deriveKey(key, 'google-ads-oauth-state');
  const google = createGoogleIntegration(config);
  const redirectUri = config.googleAds.oauthRedirectUri;

  const tokens = google
    ? new GoogleTokenStore({
        db: app.database.db,
        cipher: new TokenCipher(key),
        oauth: google.oauth,
        mode: google.mode,
        log: app.log.child({ module: 'google-ads' }),
      })
    : null;
  const service = tokens
    ? new GoogleAdsService({ db: app.database.db, tokens, ads: google!.ads })
    : null;

  function ready() {
    if (!google || !tokens || !service) {
      throw new AppError('service_unavailable', GOOGLE_ADS_MESSAGES.unavailable);
    }
    return { google, tokens, service };
  }

  // onRequest, in order: signed in, configured, a project member.
  const guard = [
    app.authenticate,
    async () => void ready(),
    async (request: FastifyRequest) => ready().service.requireMembership(callerOf(request).userId),
  ];

  /** Runs vendor work, turning Google failures into readable AppErrors. */
  async function vendor<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw toAppError(error, request.log);
    }
  }

  app.get(
    GOOGLE_ADS_API.connection,
    {
      onRequest: guard,
      schema: { querystring: noQuerySchema, response: { 200: googleAdsConnectionSchema } },
    },
    async (request) => {
      const status = await ready().tokens.status(callerOf(request).userId);
      return { ...status, sandbox: google?.mode === 'sandbox' };
    },
  );

  app.delete(
    GOOGLE_ADS_API.connection,
    {
      onRequest: guard,
      config: perUser(20),
      schema: { querystring: noQuerySchema, body: noBodySchema },
    },
    async (request, reply) => {
      const { tokens, google } = ready();
      const token = await tokens.remove(callerOf(request).userId);
      if (token) {
        // Best effort: the grant is gone here whatever Google answers.
        await google.oauth.revoke(token).catch((error: unknown) => {
          request.log.warn({ vendor: 'google-oauth', err: String(error) }, 'revoke failed');
        });
      }
      return reply.status(204).send();
    },
  );

  app.post(
    GOOGLE_ADS_API.oauthStart,
    {
      onRequest: guard,
      config: perUser(20),
      schema: {
        querystring: noQuerySchema,
        body: oauthStartSchema,
        response: { 200: oauthStartResponseSchema },
      },
    },
    async (request, reply) => {
      const nonce = newNonce();
      const state = createState(stateKey, {
        userId: callerOf(request).userId,
        nonce,
        returnTo: request.body.returnTo,
      });
      reply.header('set-cookie', nonceCookie(nonce, production));
      return { authorizationUrl: ready().google.oauth.authorizationUrl({ state, redirectUri }) };
    },
  );

  app.get(
    GOOGLE_ADS_API.oauthCallback,
    // The query carries the authorization code: keep the URL out of the request log lines.
    { logLevel: 'warn', schema: { querystring: callbackQuerySchema } },
    async (request, reply) => {
      const query = request.query;
      const state = query.state ? readState(stateKey, query.state) : null;
      const back = (result: { success: true } | { error: string }) =>
        reply
          .header('set-cookie', nonceCookie(null, production))
          .header('cache-control', 'no-store')
          .redirect(
            `${RETURN_PATHS[state?.returnTo ?? 'connections']}${connectionResultFragment(result, 'google')}`,
            302,
          );

      if (!google || !tokens) return back({ error: GOOGLE_ADS_MESSAGES.unavailable });
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
        const granted = await google.oauth.exchangeCode(query.code, redirectUri);
        if (!granted.scopes.includes(GOOGLE_ADS_SCOPE)) {
          // Granular consent: the user unticked Google Ads. Give back what we got.
          await google.oauth.revoke(granted.accessToken).catch(() => {});
          return back({ error: GOOGLE_ADS_MESSAGES.accessNotGranted });
        }
        await tokens.save(session.caller.userId, granted);
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

  app.get(
    GOOGLE_ADS_API.accounts,
    {
      onRequest: guard,
      config: perUser(60),
      schema: { querystring: noQuerySchema, response: { 200: googleAdsAccountsResponseSchema } },
    },
    async (request) =>
      vendor(request, () => ready().service.accounts(callerOf(request).userId, request.log)),
  );

  app.get(
    '/api/google-ads/campaigns/:accountId',
    {
      onRequest: guard,
      config: perUser(60),
      schema: {
        params: accountIdParamsSchema,
        querystring: noQuerySchema,
        response: { 200: googleAdsCampaignsResponseSchema },
      },
    },
    async (request) =>
      vendor(request, () =>
        ready().service.campaigns(callerOf(request).userId, request.params.accountId),
      ),
  );

  const exportRoute = (kind: ExportKind) =>
    app.get(
      `/api/google-ads/export/${kind}/:accountId`,
      {
        onRequest: guard,
        config: perUser(20),
        schema: { params: accountIdParamsSchema, querystring: exportQuerySchema },
      },
      async (request, reply) => {
        const { accountId } = request.params;
        const chunks = await vendor(request, () =>
          ready().service.export(callerOf(request).userId, accountId, kind),
        );
        const stream = Readable.from(chunks, { objectMode: false });
        stream.on('error', (error) => {
          const mapped = toAppError(error, request.log);
          request.log.warn({ module: 'google-ads', err: String(mapped) }, 'export ended early');
        });
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${exportFilename(kind, accountId, new Date())}"`,
          )
          .header('cache-control', 'no-store')
          .send(stream);
      },
    );
  exportRoute('campaigns');
  exportRoute('keywords');

  if (google?.mode === 'sandbox') sandboxConsentRoutes(app, redirectUri);
}
