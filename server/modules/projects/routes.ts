import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userProjectsResponseSchema } from '../../../common/projects/contract.ts';
import { noQuerySchema } from '../../../common/shared/request.ts';
import { callerOf } from '../auth/index.ts';
import { listUserProjects } from './service.ts';

export const projectsModule: FastifyPluginAsyncZod = async (app) => {
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
