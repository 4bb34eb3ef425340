/**
 * The project page's API (docs/product.md#workspace), for administrators and the project's
 * analysts (staffProjectGuard, decision 099). The page's data is three requests: the
 * workspace, and the first page of each list.
 *
 *   GET /api/admin/projects/:projectId/workspace
 *   GET /api/admin/projects/:projectId/submissions?cursor=
 *   GET /api/admin/projects/:projectId/notes?cursor=
 *   GET /api/admin/projects/:projectId/exports/{submissions,notes}.{csv,json}
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noQuerySchema } from '../../../common/shared/request.ts';
import {
  EXPORT_FORMATS,
  EXPORT_KINDS,
  workspaceExportFilename,
  workspaceListQuerySchema,
  workspaceNotesResponseSchema,
  workspaceParamsSchema,
  workspaceResponseSchema,
  workspaceSubmissionsResponseSchema,
} from '../../../common/admin/workspace-contract.ts';
import { sendDownload } from '../../lib/download.ts';
import { getProject } from './service.ts';
import { notesPage, projectWorkspace, submissionsPage } from './workspace.ts';
import { exportProjectList } from './workspace-exports.ts';

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8' };

export const workspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.addHook('onRequest', app.staffProjectGuard());
  const config = { access: 'project-staff' as const };

  /**
   * A page of the project's rows as read; an empty one is either a known project without
   * (more) rows or the 404 of an unknown project, so only then is the project looked up.
   */
  async function orNotFound<T extends { items: unknown[] }>(projectId: number, page: T) {
    if (page.items.length === 0) await getProject(db, projectId);
    return page;
  }

  app.get(
    '/api/admin/projects/:projectId/workspace',
    {
      config,
      schema: {
        params: workspaceParamsSchema,
        querystring: noQuerySchema,
        response: { 200: workspaceResponseSchema },
      },
    },
    async (request) => projectWorkspace(db, request.params.projectId),
  );

  app.get(
    '/api/admin/projects/:projectId/submissions',
    {
      config,
      schema: {
        params: workspaceParamsSchema,
        querystring: workspaceListQuerySchema,
        response: { 200: workspaceSubmissionsResponseSchema },
      },
    },
    async (request) => {
      const { projectId } = request.params;
      return orNotFound(projectId, await submissionsPage(db, projectId, request.query.cursor));
    },
  );

  app.get(
    '/api/admin/projects/:projectId/notes',
    {
      config,
      schema: {
        params: workspaceParamsSchema,
        querystring: workspaceListQuerySchema,
        response: { 200: workspaceNotesResponseSchema },
      },
    },
    async (request) => {
      const { projectId } = request.params;
      return orNotFound(projectId, await notesPage(db, projectId, request.query.cursor));
    },
  );

  for (const kind of EXPORT_KINDS) {
    for (const format of EXPORT_FORMATS) {
      app.get(
        `/api/admin/projects/:projectId/exports/${kind}.${format}`,
        { config, schema: { params: workspaceParamsSchema, querystring: noQuerySchema } },
        async (request, reply) => {
          const project = await getProject(db, request.params.projectId);
          return sendDownload(request, reply, {
            chunks: await exportProjectList(db, project.id, kind, format),
            contentType: CONTENT_TYPES[format],
            filename: workspaceExportFilename(project.slug, kind, format, new Date()),
            module: 'admin',
            what: 'export',
            describe: String,
          });
        },
      );
    }
  }
};
