/**
 * The analysts' administration (decision 099), inside the admin routes (administrators only):
 *
 *   GET    /api/admin/analysts                                   every analyst and their projects
 *   POST   /api/admin/analysts {email}                           201; 409 already one; 400 an administrator
 *   DELETE /api/admin/analysts/:analystId                        204
 *   PUT    /api/admin/projects/:projectId/analysts/:analystId    204 (assigning again changes nothing)
 *   DELETE /api/admin/projects/:projectId/analysts/:analystId    204
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addAnalystSchema,
  analystParamsSchema,
  analystSchema,
  analystsResponseSchema,
  assignmentParamsSchema,
} from '../../../common/admin/analysts-contract.ts';
import { noBodySchema, noQuerySchema } from '../../../common/shared/request.ts';
import { auditActorOf } from '../audit/index.ts';
import { addAnalyst, listAnalysts, removeAnalyst, setAssignment } from './analysts.ts';

export const analystsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const { db } = app.database;
  const settings = {
    adminEmails: config.adminEmails,
    siteUrl: config.publicSiteUrl,
    jobs: app.jobs,
  };
  // Behind the admin routes' requireAdmin (routes.ts).
  const adminOnly = { access: 'admin' as const };

  app.get(
    '/api/admin/analysts',
    {
      config: adminOnly,
      schema: { querystring: noQuerySchema, response: { 200: analystsResponseSchema } },
    },
    async () => listAnalysts(db),
  );

  app.post(
    '/api/admin/analysts',
    {
      config: adminOnly,
      schema: {
        querystring: noQuerySchema,
        body: addAnalystSchema,
        response: { 201: analystSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addAnalyst(db, request.body.email, auditActorOf(request), settings)),
  );

  app.delete(
    '/api/admin/analysts/:analystId',
    {
      config: adminOnly,
      schema: { params: analystParamsSchema, querystring: noQuerySchema, body: noBodySchema },
    },
    async (request, reply) => {
      await removeAnalyst(db, request.params.analystId, auditActorOf(request));
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/admin/projects/:projectId/analysts/:analystId',
    {
      config: adminOnly,
      schema: { params: assignmentParamsSchema, querystring: noQuerySchema, body: noBodySchema },
    },
    async (request, reply) => {
      await setAssignment(db, request.params, true, auditActorOf(request));
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/admin/projects/:projectId/analysts/:analystId',
    {
      config: adminOnly,
      schema: { params: assignmentParamsSchema, querystring: noQuerySchema, body: noBodySchema },
    },
    async (request, reply) => {
      await setAssignment(db, request.params, false, auditActorOf(request));
      return reply.status(204).send();
    },
  );
};
