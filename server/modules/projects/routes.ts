import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userProjectsResponseSchema } from '../../../common/contracts/projects.ts';
import { noQuerySchema } from '../../../common/contracts/request.ts';
import { callerOf } from '../auth/index.ts';
import { listUserProjects } from './service.ts';

export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/projects',
    {
      config: { access: 'signed-in' },
      schema: { querystring: noQuerySchema, response: { 200: userProjectsResponseSchema } },
      onRequest: app.authenticate,
    },
    async (request) => listUserProjects(app.database.db, callerOf(request).userId),
  );
};
