import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '../../../common/contracts/health.ts';
import { noQuerySchema } from '../../../common/contracts/request.ts';
import { API_MESSAGES } from '../../../common/messages.ts';
import { AppError } from '../../lib/errors.ts';

/** Liveness (the process answers) and readiness (the database answers). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { querystring: noQuerySchema, response: { 200: healthResponseSchema } } },
    async () => ({
      status: 'ok' as const,
    }),
  );

  app.get(
    '/api/ready',
    { schema: { querystring: noQuerySchema, response: { 200: healthResponseSchema } } },
    async () => {
      try {
        await app.database.ping();
      } catch {
        throw new AppError('service_unavailable', API_MESSAGES.databaseUnavailable);
      }
      return { status: 'ok' as const };
    },
  );
};
