/**
 * The Overview tab's API (issue 23, screen 2), registered inside the admin routes and so
 * behind their requireAdmin hook: GET /api/admin/overview?sort=&direction=&attention=&search=&cursor=
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overviewQuerySchema, overviewResponseSchema } from '../../../common/contracts/overview.ts';
import { projectOverview } from './overview.ts';

export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/overview',
    { schema: { querystring: overviewQuerySchema, response: { 200: overviewResponseSchema } } },
    async (request) => projectOverview(app.database.db, request.query),
  );
};
