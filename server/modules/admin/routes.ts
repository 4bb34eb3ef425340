/**
 * The admin API (docs/product.md#workspace), the project page's (workspace-routes.ts), the
 * Overview's (overview-routes.ts) and the analysts' (analysts-routes.ts). The project page
 * and the Overview serve analysts too, each on their own projects (decision 099); every
 * other route is for administrators only (401 / 403);
 * deactivation.ts holds the Users tab's deactivate and reactivate (decision 096). The
 * Contacts tab's routes are the contact module's
 * (leads-routes.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProjectSchema,
  adminProjectsQuerySchema,
  adminProjectsResponseSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  assignProjectsResponseSchema,
  assignProjectsSchema,
  createProjectSchema,
  projectIdParamsSchema,
  updateProjectSchema,
  userIdParamsSchema,
} from '../../../common/projects/contract.ts';
import {
  closeEngagementSchema,
  engagementClosureSchema,
} from '../../../common/admin/close-engagement-contract.ts';
import { noBodySchema, noQuerySchema } from '../../../common/shared/request.ts';
import { workspaceParamsSchema } from '../../../common/admin/workspace-contract.ts';
import { callerOf } from '../auth/index.ts';
import { closeEngagement } from './close-engagement.ts';
import { deactivateUser, reactivateUser } from './deactivation.ts';
import {
  createProject,
  listProjects,
  listUsers,
  setUserProjects,
  updateProject,
} from './service.ts';
import { auditActorOf } from '../audit/index.ts';
import { overviewRoutes } from './overview-routes.ts';
import { workspaceRoutes } from './workspace-routes.ts';
import { analystsRoutes } from './analysts-routes.ts';

export const adminModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(workspaceRoutes);
  await app.register(overviewRoutes);
  await app.register(administratorRoutes);
};

const administratorRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route in this plugin: signed in (401) and an administrator (403), checked before
  // the body is even parsed.
  app.addHook('onRequest', app.requireAdmin);
  const config = { access: 'admin' as const };
  await app.register(analystsRoutes);

  app.get(
    '/api/admin/projects',
    {
      config,
      schema: {
        querystring: adminProjectsQuerySchema,
        response: { 200: adminProjectsResponseSchema },
      },
    },
    async (request) => listProjects(app.database.db, request.query),
  );

  app.post(
    '/api/admin/projects',
    {
      config,
      schema: {
        querystring: noQuerySchema,
        body: createProjectSchema,
        response: { 201: adminProjectSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createProject(app.database.db, request.body, auditActorOf(request))),
  );

  app.patch(
    '/api/admin/projects/:id',
    {
      config,
      schema: {
        params: projectIdParamsSchema,
        querystring: noQuerySchema,
        body: updateProjectSchema,
        response: { 200: adminProjectSchema },
      },
    },
    async (request) =>
      updateProject(app.database.db, request.params.id, request.body, auditActorOf(request)),
  );

  app.post(
    '/api/admin/projects/:projectId/close',
    {
      config,
      schema: {
        params: workspaceParamsSchema,
        querystring: noQuerySchema,
        body: closeEngagementSchema,
        response: { 200: engagementClosureSchema },
      },
    },
    async (request) =>
      closeEngagement(
        app,
        request.params.projectId,
        request.body.confirmation,
        auditActorOf(request),
      ),
  );

  app.get(
    '/api/admin/users',
    {
      config,
      schema: { querystring: adminUsersQuerySchema, response: { 200: adminUsersResponseSchema } },
    },
    async (request) => listUsers(app.database.db, request.query.cursor),
  );

  app.put(
    '/api/admin/users/:userId/projects',
    {
      config,
      schema: {
        params: userIdParamsSchema,
        querystring: noQuerySchema,
        body: assignProjectsSchema,
        response: { 200: assignProjectsResponseSchema },
      },
    },
    async (request) =>
      setUserProjects(app.database.db, request.params.userId, request.body, auditActorOf(request)),
  );

  // Decision 096: both answer the user as the Users tab shows them, and change nothing when
  // the account is already in the asked state.
  const userAction = {
    config,
    schema: {
      params: userIdParamsSchema,
      querystring: noQuerySchema,
      body: noBodySchema,
      response: { 200: adminUserSchema },
    },
  };
  app.post('/api/admin/users/:userId/deactivate', userAction, async (request) =>
    deactivateUser(
      app.database.db,
      app.config.adminEmails,
      callerOf(request),
      request.params.userId,
      auditActorOf(request),
    ),
  );
  app.post('/api/admin/users/:userId/reactivate', userAction, async (request) =>
    reactivateUser(app.database.db, request.params.userId, auditActorOf(request)),
  );
};
