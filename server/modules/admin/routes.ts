/**
 * The admin API (SPEC point 7), the project page's (workspace-routes.ts) and the
 * Overview's (overview-routes.ts). Every route is
 * for administrators only (401 / 403). The Contacts tab's routes are the contact module's
 * (leads-routes.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProjectSchema,
  adminProjectsResponseSchema,
  adminUsersResponseSchema,
  assignProjectsResponseSchema,
  assignProjectsSchema,
  createProjectSchema,
  projectIdParamsSchema,
  updateProjectSchema,
  userIdParamsSchema,
} from '../../../common/contracts/projects.ts';
import { noQuerySchema } from '../../../common/contracts/request.ts';
import {
  createProject,
  listProjects,
  listUsers,
  setUserProjects,
  updateProject,
} from './service.ts';
import { overviewRoutes } from './overview-routes.ts';
import { workspaceRoutes } from './workspace-routes.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route in this plugin: signed in (401) and an administrator (403), checked before
  // the body is even parsed.
  app.addHook('onRequest', app.requireAdmin);
  await app.register(workspaceRoutes);
  await app.register(overviewRoutes);

  app.get(
    '/api/admin/projects',
    { schema: { querystring: noQuerySchema, response: { 200: adminProjectsResponseSchema } } },
    async () => listProjects(app.database.db),
  );

  app.post(
    '/api/admin/projects',
    {
      schema: {
        querystring: noQuerySchema,
        body: createProjectSchema,
        response: { 201: adminProjectSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createProject(app.database.db, request.body)),
  );

  app.patch(
    '/api/admin/projects/:id',
    {
      schema: {
        params: projectIdParamsSchema,
        querystring: noQuerySchema,
        body: updateProjectSchema,
        response: { 200: adminProjectSchema },
      },
    },
    async (request) => updateProject(app.database, request.params.id, request.body),
  );

  app.get(
    '/api/admin/users',
    { schema: { querystring: noQuerySchema, response: { 200: adminUsersResponseSchema } } },
    async () => listUsers(app.database.db),
  );

  app.put(
    '/api/admin/users/:userId/projects',
    {
      schema: {
        params: userIdParamsSchema,
        querystring: noQuerySchema,
        body: assignProjectsSchema,
        response: { 200: assignProjectsResponseSchema },
      },
    },
    async (request) => setUserProjects(app.database, request.params.userId, request.body),
  );
};
