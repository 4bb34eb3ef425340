/**
 * The connections API (docs/product.md#connections; module.ts wires the service):
 *
 *   POST /api/fivetran/create-connector {platform, projectId} -> {connectCardUrl, connectorId}
 *   GET  /api/fivetran/connectors?projectId=                   -> {mode, items}
 *   POST /api/fivetran/pause-connector/:connectorId            -> {connectorId, platform, paused}
 *
 * Every route goes through the project guard: the project is named in the request, or for
 * a connector id it is the connector's project (guards.ts). Viewers cannot connect or pause.
 * Without Fivetran (production without credentials) they answer 503.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  connectorIdParamsSchema,
  connectorsQuerySchema,
  connectorsResponseSchema,
  createConnectorRequestSchema,
  createConnectorResponseSchema,
  pauseConnectorResponseSchema,
} from '../../../common/connections/contract.ts';
import { noBodySchema, noQuerySchema } from '../../../common/shared/request.ts';
import { auditActorOf } from '../audit/index.ts';
import { callerOf, projectAccessOf } from '../auth/index.ts';
import { available, connectorGuard, type Connections } from './guards.ts';

export const connectionRoutes: FastifyPluginAsyncZod<{ connections: Connections | null }> = async (
  app,
  { connections },
) => {
  const { guard, connectorOf } = connectorGuard(app, connections);

  app.post(
    '/api/fivetran/create-connector',
    {
      schema: {
        querystring: noQuerySchema,
        body: createConnectorRequestSchema,
        response: { 200: createConnectorResponseSchema },
      },
      preValidation: app.projectGuard(),
      config: { access: 'project-writer', rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) =>
      available(connections).service.createConnector({
        projectId: projectAccessOf(request).projectId,
        userId: callerOf(request).userId,
        platform: request.body.platform,
        actor: auditActorOf(request),
      }),
  );

  app.get(
    '/api/fivetran/connectors',
    {
      config: { access: 'project-reader' },
      schema: { querystring: connectorsQuerySchema, response: { 200: connectorsResponseSchema } },
      preValidation: app.projectGuard(),
    },
    async (request) => {
      const { service, mode } = available(connections);
      return { mode, items: await service.listConnectors(projectAccessOf(request).projectId) };
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
        await guard(request, reply, (request.params as { connectorId?: unknown }).connectorId);
      },
      config: { access: 'project-writer', rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) =>
      available(connections).service.pauseConnector(connectorOf(request), auditActorOf(request)),
  );
};
