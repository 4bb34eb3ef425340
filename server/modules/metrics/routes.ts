/** POST /api/metrics and GET /api/metrics (docs/product.md#wizard), behind the project guard. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createMetricsSchema,
  metricsListResponseSchema,
  metricsQuerySchema,
  metricsRecordSchema,
} from '../../../common/metrics/contract.ts';
import { noQuerySchema } from '../../../common/shared/request.ts';
import { auditActorOf } from '../audit/index.ts';
import { callerOf, projectAccessOf } from '../auth/index.ts';
import { createNotifications } from '../mail/index.ts';
import { createMetrics, listMetrics } from './service.ts';

/**
 * A submission may carry every free-text field at its longest (METRICS_TEXT_MAX characters,
 * up to 4 bytes each in UTF-8), so this route takes more than the app's 64 KiB default.
 */
const METRICS_BODY_LIMIT = 1024 * 1024;

export const metricsModule: FastifyPluginAsyncZod = async (app) => {
  const notifications = createNotifications(app.config, app.jobs);
  app.post(
    '/api/metrics',
    {
      config: { access: 'project-writer' },
      bodyLimit: METRICS_BODY_LIMIT,
      schema: {
        querystring: noQuerySchema,
        body: createMetricsSchema,
        response: { 201: metricsRecordSchema },
      },
      preValidation: app.projectGuard(),
    },
    async (request, reply) => {
      // The guard has checked the body's projectId; the record takes the guarded one.
      const record = await createMetrics(
        app.database.db,
        notifications,
        callerOf(request),
        projectAccessOf(request).projectId,
        request.body,
        auditActorOf(request),
        app.reports.queueDraft,
      );
      return reply.status(201).send(record);
    },
  );

  app.get(
    '/api/metrics',
    {
      config: { access: 'project-reader' },
      schema: { querystring: metricsQuerySchema, response: { 200: metricsListResponseSchema } },
      preValidation: app.projectGuard(),
    },
    async (request) => listMetrics(app.database.db, projectAccessOf(request).projectId),
  );
};
