/**
 * The engagement's stage (docs/product.md#stages):
 *
 *   GET  /api/projects/:projectId/stage        the project's members, viewers too
 *   POST /api/admin/projects/:projectId/stage  administrators only (analysts: 403)
 *
 * The project page reads the stage and its history with its workspace (admin module).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noQuerySchema } from '../../../common/shared/request.ts';
import {
  adminStageSchema,
  moveStageSchema,
  projectStageSchema,
} from '../../../common/stages/contract.ts';
import { workspaceParamsSchema } from '../../../common/admin/workspace-contract.ts';
import { auditActorOf } from '../audit/index.ts';
import { memberStageOf, moveStage } from './service.ts';

export const stagesModule: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/projects/:projectId/stage',
    {
      config: { access: 'project-reader' },
      preValidation: app.projectGuard(),
      schema: {
        params: workspaceParamsSchema,
        querystring: noQuerySchema,
        response: { 200: projectStageSchema },
      },
    },
    async (request) => memberStageOf(db, request.params.projectId),
  );

  app.post(
    '/api/admin/projects/:projectId/stage',
    {
      config: { access: 'admin' },
      onRequest: app.requireAdmin,
      schema: {
        params: workspaceParamsSchema,
        querystring: noQuerySchema,
        body: moveStageSchema,
        response: { 200: adminStageSchema },
      },
    },
    async (request) =>
      moveStage(db, request.params.projectId, request.body, auditActorOf(request), {
        siteUrl: app.config.publicSiteUrl,
        jobs: app.jobs,
      }),
  );
};
