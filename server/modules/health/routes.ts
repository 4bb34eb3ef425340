import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthResponse } from '../../../common/health/contract.ts';
import { noQuerySchema } from '../../../common/shared/request.ts';
import { API_MESSAGES } from '../../../common/shared/messages.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * The one answer of both routes (the contract's HealthResponse), serialised once: a JSON
 * string with its content type is sent as it is, so no serialiser runs per request for a
 * constant (GET /api/health is the trivial route of the API budget, docs/performance.md).
 */
const OK = JSON.stringify({ status: 'ok' } satisfies HealthResponse);
const JSON_TYPE = 'application/json; charset=utf-8';
const options = { config: { access: 'public' as const }, schema: { querystring: noQuerySchema } };

/** Liveness (the process answers) and readiness (not draining, and the database answers). */
export const healthModule: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', options, (_request, reply) => reply.type(JSON_TYPE).send(OK));

  app.get('/api/ready', options, async (_request, reply) => {
    if (app.readiness.draining)
      throw new AppError('service_unavailable', API_MESSAGES.shuttingDown);
    try {
      await app.database.ping();
    } catch {
      throw new AppError('service_unavailable', API_MESSAGES.databaseUnavailable);
    }
    return reply.type(JSON_TYPE).send(OK);
  });
};
