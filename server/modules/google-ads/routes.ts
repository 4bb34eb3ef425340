/**
 * The Google Ads API for the signed-in user (module.ts wires the service):
 *
 *   GET    /api/google-ads/connection                 {connected, sandbox, googleEmail, connectedAt}
 *   DELETE /api/google-ads/connection                 revoke at Google, delete the grant -> 204
 *   POST   /api/google-ads/oauth/start                {returnTo} -> {authorizationUrl} + nonce cookie
 *   GET    /api/google-ads/accounts                   [{id, name, currency, timeZone}]
 *   GET    /api/google-ads/campaigns/:accountId       the last 30 days
 *   GET    /api/google-ads/export/campaigns/:accountId?format=csv
 *   GET    /api/google-ads/export/keywords/:accountId?format=csv
 *
 * Every route: signed in (401), Google configured (503 in production without credentials),
 * a member of an active project (403), then the route's schema (400).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GOOGLE_ADS_API,
  accountIdParamsSchema,
  exportFilename,
  exportQuerySchema,
  googleAdsAccountsResponseSchema,
  googleAdsCampaignsResponseSchema,
  googleAdsConnectionSchema,
  oauthStartResponseSchema,
  oauthStartSchema,
} from '../../../common/google-ads/contract.ts';
import { noBodySchema, noQuerySchema } from '../../../common/shared/request.ts';
import { GOOGLE_ADS_MESSAGES } from '../../../common/google-ads/messages.ts';
import { sendDownload } from '../../lib/download.ts';
import { AppError } from '../../lib/errors.ts';
import { auditActorOf } from '../audit/index.ts';
import { callerOf } from '../auth/index.ts';
import { createState, newNonce, nonceCookie, type OAuthStateSettings } from './oauth-state.ts';
import { toAppError, type ExportKind, type GoogleAdsService } from './service.ts';

export interface GoogleAdsRoutesOptions {
  /** Null when Google is not configured (production without credentials): 503. */
  service: GoogleAdsService | null;
  oauthState: OAuthStateSettings;
}

/** Per user: keeps one user (or a runaway tab) from spending the developer token's quota. */
const perUser = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `google-ads:${request.caller?.userId ?? request.ip}`,
  },
});

/** Runs vendor work, turning Google failures into readable AppErrors. */
async function vendor<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toAppError(error, request.log);
  }
}

export const googleAdsRoutes: FastifyPluginAsyncZod<GoogleAdsRoutesOptions> = async (
  app,
  { service, oauthState },
) => {
  function ready(): GoogleAdsService {
    if (!service) throw new AppError('service_unavailable', GOOGLE_ADS_MESSAGES.unavailable);
    return service;
  }

  // onRequest, in order: signed in with a confirmed address, configured, a project member.
  const guard = [
    app.requireVerified,
    async () => void ready(),
    async (request: FastifyRequest) => ready().requireMembership(callerOf(request).userId),
  ];

  app.get(
    GOOGLE_ADS_API.connection,
    {
      config: { access: 'google-ads' },
      onRequest: guard,
      schema: { querystring: noQuerySchema, response: { 200: googleAdsConnectionSchema } },
    },
    async (request) => ready().connection(callerOf(request).userId),
  );

  app.delete(
    GOOGLE_ADS_API.connection,
    {
      onRequest: guard,
      config: { access: 'google-ads', ...perUser(20) },
      schema: { querystring: noQuerySchema, body: noBodySchema },
    },
    async (request, reply) => {
      await ready().disconnect(callerOf(request).userId, auditActorOf(request), request.log);
      return reply.status(204).send();
    },
  );

  app.post(
    GOOGLE_ADS_API.oauthStart,
    {
      onRequest: guard,
      config: { access: 'google-ads', ...perUser(20) },
      schema: {
        querystring: noQuerySchema,
        body: oauthStartSchema,
        response: { 200: oauthStartResponseSchema },
      },
    },
    async (request, reply) => {
      const nonce = newNonce();
      const state = createState(oauthState.key, {
        userId: callerOf(request).userId,
        nonce,
        returnTo: request.body.returnTo,
      });
      reply.header('set-cookie', nonceCookie(nonce, oauthState.secureCookie));
      return { authorizationUrl: ready().authorizationUrl(state) };
    },
  );

  app.get(
    GOOGLE_ADS_API.accounts,
    {
      onRequest: guard,
      config: { access: 'google-ads', ...perUser(60) },
      schema: { querystring: noQuerySchema, response: { 200: googleAdsAccountsResponseSchema } },
    },
    async (request) =>
      vendor(request, () => ready().accounts(callerOf(request).userId, request.log)),
  );

  app.get(
    '/api/google-ads/campaigns/:accountId',
    {
      onRequest: guard,
      config: { access: 'google-ads', ...perUser(60) },
      schema: {
        params: accountIdParamsSchema,
        querystring: noQuerySchema,
        response: { 200: googleAdsCampaignsResponseSchema },
      },
    },
    async (request) =>
      vendor(request, () => ready().campaigns(callerOf(request).userId, request.params.accountId)),
  );

  const exportRoute = (kind: ExportKind) =>
    app.get(
      `/api/google-ads/export/${kind}/:accountId`,
      {
        onRequest: guard,
        config: { access: 'google-ads', ...perUser(20) },
        schema: { params: accountIdParamsSchema, querystring: exportQuerySchema },
      },
      async (request, reply) => {
        const { accountId } = request.params;
        const chunks = await vendor(request, () =>
          ready().export(callerOf(request).userId, accountId, kind),
        );
        reply.header('cache-control', 'no-store');
        return sendDownload(request, reply, {
          chunks,
          contentType: 'text/csv; charset=utf-8',
          filename: exportFilename(kind, accountId, new Date()),
          module: 'google-ads',
          what: 'export',
          describe: (error) => String(toAppError(error, request.log)),
        });
      },
    );
  exportRoute('campaigns');
  exportRoute('keywords');
};
