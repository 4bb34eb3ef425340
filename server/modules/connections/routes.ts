/**
 * Ad platform connections through Fivetran (SPEC points 4 and 7):
 *
 *   POST /api/fivetran/create-connector {platform, projectId} -> {connectCardUrl, connectorId}
 *   GET  /api/fivetran/connectors?projectId=                   -> {mode, items}
 *   POST /api/fivetran/pause-connector/:connectorId            -> {connectorId, platform, paused}
 *   GET  /portal/fivetran/callback?connectorId=                 the connect card's redirect page
 *   GET|POST /sandbox/fivetran/connect-card                     the sandbox's card (sandbox only)
 *
 * Every route goes through the project guard: the project is named in the request, or for
 * a connector id it is the connector's project (an id from another tenant answers exactly
 * like an unknown one). Viewers cannot connect or pause. Without Fivetran credentials the
 * sandbox serves them; in production without credentials they answer 503.
 */
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  connectorIdParamsSchema,
  connectorIdSchema,
  connectorsQuerySchema,
  connectorsResponseSchema,
  createConnectorRequestSchema,
  createConnectorResponseSchema,
  pauseConnectorResponseSchema,
} from '../../../common/contracts/connections.ts';
import { noBodySchema, noQuerySchema } from '../../../common/contracts/request.ts';
import { CONNECTION_MESSAGES } from '../../../common/messages.ts';
import { PATHS } from '../../../common/paths.ts';
import { setUpFivetran, type FivetranSetup } from '../../integrations/fivetran/index.ts';
import { sandboxCardRoutes } from '../../integrations/fivetran/sandbox-card.ts';
import { AppError } from '../../lib/errors.ts';
import { firstUse } from '../../lib/single-use.ts';
import { callerOf } from '../../plugins/auth.ts';
import { projectAccessOf } from '../../plugins/project-guard.ts';
import { sendCallbackPage, type CallbackOutcome } from './callback-page.ts';
import { CALLBACK_STATE_LIFETIME_MS, createCallbackStateSigner } from './callback-state.ts';
import { ConnectionsService, type ConnectorRow } from './service.ts';

export interface ConnectionRoutesOptions {
  /** Tests may pass their own; otherwise configuration decides (integrations/fivetran). */
  fivetran?: FivetranSetup;
}

const callbackQuerySchema = z.object({
  connectorId: z.string().max(100).optional(),
  // Fivetran's own parameter names, in case a card appends them (unverified).
  id: z.string().max(100).optional(),
  state: z.string().max(200).optional(),
});

export const connectionRoutes: FastifyPluginAsyncZod<ConnectionRoutesOptions> = async (
  app,
  options,
) => {
  const { config } = app;
  const fivetran =
    options.fivetran ??
    setUpFivetran(config, {
      sandboxCardUrl: `${config.publicSiteUrl}${PATHS.fivetranSandboxCard}`,
      sandboxStateFile:
        config.env === 'development'
          ? path.join(config.dataDir, 'sandbox', 'fivetran.json')
          : undefined,
    });
  const service =
    fivetran.mode === 'unavailable'
      ? null
      : new ConnectionsService({
          db: app.database.db,
          port: fivetran.port,
          groupId: fivetran.groupId,
          publicSiteUrl: config.publicSiteUrl,
          callbackState: createCallbackStateSigner(config.secrets.authSecret),
          log: app.log.child({ integration: 'fivetran', mode: fivetran.mode }),
        });
  const mode = fivetran.mode === 'unavailable' ? null : fivetran.mode;
  if (fivetran.mode === 'sandbox') await app.register(sandboxCardRoutes(fivetran.fake));
  else if (fivetran.mode === 'unavailable') {
    app.log.warn('Fivetran is not configured (FIVETRAN_API_KEY, _SECRET, _GROUP_ID): 503');
  }

  function available(): ConnectionsService {
    if (!service) throw new AppError('service_unavailable', CONNECTION_MESSAGES.notConfigured);
    return service;
  }

  // ------------------------------------------------ the connector named in the path
  const connectors = new WeakMap<FastifyRequest, ConnectorRow>();
  const connectorOf = (request: FastifyRequest): ConnectorRow => {
    const row = connectors.get(request);
    if (!row) throw new Error('connectorOf() on a route without connectorGuard');
    return row;
  };
  const guardConnectorProject = app.projectGuard({
    projectId: (request) => connectors.get(request)?.projectId,
    access: 'write',
  });
  const notFound = () => new AppError('not_found', CONNECTION_MESSAGES.connectorNotFound);

  /** Loads the connector, then lets the project guard judge the caller against its project. */
  async function guardConnector(
    request: FastifyRequest,
    reply: FastifyReply,
    connectorId: unknown,
  ): Promise<ConnectorRow> {
    if (!service) {
      await app.authenticate(request, reply);
      throw new AppError('service_unavailable', CONNECTION_MESSAGES.notConfigured);
    }
    // Checked before the route's schema runs: only a well-formed id reaches the database.
    const id = connectorIdSchema.safeParse(connectorId);
    const row = id.success ? await service.findById(id.data) : undefined;
    if (!row) {
      await app.authenticate(request, reply); // 401 first, as for a connector that exists
      throw notFound();
    }
    connectors.set(request, row);
    try {
      await guardConnectorProject(request, reply);
    } catch (error) {
      // Another tenant's connector reads exactly like one that does not exist.
      if (error instanceof AppError && error.code === 'not_found') throw notFound();
      throw error;
    }
    return row;
  }

  // ------------------------------------------------ API
  app.post(
    '/api/fivetran/create-connector',
    {
      schema: {
        querystring: noQuerySchema,
        body: createConnectorRequestSchema,
        response: { 200: createConnectorResponseSchema },
      },
      preValidation: app.projectGuard(),
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { projectId } = projectAccessOf(request);
      return available().createConnector({
        projectId,
        userId: callerOf(request).userId,
        platform: request.body.platform,
      });
    },
  );

  app.get(
    '/api/fivetran/connectors',
    {
      schema: { querystring: connectorsQuerySchema, response: { 200: connectorsResponseSchema } },
      preValidation: app.projectGuard(),
    },
    async (request) => {
      const items = await available().listConnectors(projectAccessOf(request).projectId);
      return { mode: mode!, items };
    },
  );

  app.post(
    '/api/fivetran/pause-connector/:connectorId',
    {
      schema: {
        params: connectorIdParamsSchema,
        querystring: noQuerySchema,
        body: noBodySchema,
        response: { 200: pauseConnectorResponseSchema },
      },
      preValidation: async (request, reply) => {
        await guardConnector(
          request,
          reply,
          (request.params as { connectorId?: unknown }).connectorId,
        );
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => available().pauseConnector(connectorOf(request)),
  );

  // ------------------------------------------------ the connect card's redirect page
  app.get(PATHS.fivetranCallback, async (request, reply) => {
    const query = callbackQuerySchema.safeParse(request.query);
    const connectorId = query.success ? (query.data.connectorId ?? query.data.id) : undefined;
    let outcome: CallbackOutcome;
    let row: ConnectorRow | undefined;
    try {
      const current = available();
      row = await guardConnector(request, reply, connectorId);
      const state = query.success ? query.data.state : undefined;
      const valid =
        current.isValidCallbackState(state, row.connectorId, callerOf(request).userId) &&
        (await firstUse(
          app.rateLimitCounter,
          'fivetran-callback',
          state!,
          CALLBACK_STATE_LIFETIME_MS,
        ));
      if (!valid) throw new AppError('bad_request', CONNECTION_MESSAGES.callbackInvalid);
      const { connected } = await current.completeSetup(row);
      outcome = connected
        ? { result: 'success', connectorId: row.connectorId, platform: row.platform }
        : {
            result: 'error',
            message: CONNECTION_MESSAGES.cancelled,
            connectorId: row.connectorId,
            platform: row.platform,
          };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.statusCode >= 500)
        request.log.error({ err: error }, 'connect card callback failed');
      // Only a connector the caller may use is named back (never another tenant's).
      outcome = {
        result: 'error',
        message: error.message,
        ...(row ? { connectorId: row.connectorId, platform: row.platform } : {}),
      };
    }
    return sendCallbackPage(reply, outcome);
  });
};
