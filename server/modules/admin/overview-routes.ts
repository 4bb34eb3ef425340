/**
 * The Overview tab's API (docs/product.md#workspace):
 * GET /api/admin/overview?sort=&direction=&attention=&search=&cursor=
 * Administrators see every active project; an analyst, those assigned to them (decision 099).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  overviewQuerySchema,
  overviewResponseSchema,
} from '../../../common/admin/overview-contract.ts';
import { callerOf } from '../auth/index.ts';
import { overviewReader } from './overview.ts';

export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const projectOverview = overviewReader(app.database.db);
  app.get(
    '/api/admin/overview',
    {
      config: { access: 'staff' },
      onRequest: app.requireStaff,
      schema: { querystring: overviewQuerySchema, response: { 200: overviewResponseSchema } },
    },
    async (request) => {
      const caller = callerOf(request);
      const scope = caller.isAdmin ? 'firm' : { analyst: caller.email };
      return projectOverview(request.query, scope);
    },
  );
};
