/**
 * Channel data (docs/product.md#channel-data), routes in common/channels/contract.ts: the
 * project's members and viewers read the snapshot; the firm (administrators and the project's
 * analysts, decision 099) reads it on the project page and refreshes it from the warehouse.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WarehouseMode } from '../../../common/channels/constants.ts';
import { channelsParamsSchema, channelsResponseSchema } from '../../../common/channels/contract.ts';
import { noBodySchema, noQuerySchema } from '../../../common/shared/request.ts';
import { projectAccessOf } from '../auth/index.ts';
import type { ChannelRefresh } from './refresh.ts';
import { assertProjectExists, channelsOf } from './snapshot.ts';

export const channelRoutes: FastifyPluginAsyncZod<{
  refresh: ChannelRefresh;
  mode: WarehouseMode;
}> = async (app, { refresh, mode }) => {
  const { db } = app.database;
  const schema = {
    params: channelsParamsSchema,
    querystring: noQuerySchema,
    response: { 200: channelsResponseSchema },
  };

  app.get(
    '/api/projects/:projectId/channels',
    { config: { access: 'project-reader' }, schema, preValidation: app.projectGuard() },
    async (request) => channelsOf(db, projectAccessOf(request).projectId, mode),
  );

  app.get(
    '/api/admin/projects/:projectId/channels',
    { config: { access: 'project-staff' }, schema, onRequest: app.staffProjectGuard() },
    async (request) => {
      const { projectId } = request.params;
      await assertProjectExists(db, projectId);
      return channelsOf(db, projectId, mode);
    },
  );

  app.post(
    '/api/admin/projects/:projectId/channels/refresh',
    {
      config: {
        access: 'project-staff',
        // Each refresh queries the firm's warehouse (BigQuery bills by the bytes scanned).
        rateLimit: {
          max: 20,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `channels-refresh:${request.caller?.userId ?? request.ip}`,
        },
      },
      schema: { ...schema, body: noBodySchema },
      onRequest: app.staffProjectGuard(),
    },
    async (request) => {
      const { projectId } = request.params;
      await refresh.refreshProject(projectId);
      return channelsOf(db, projectId, mode);
    },
  );
};
