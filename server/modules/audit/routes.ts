/**
 * The audit trail's API (decision 098), for administrators (401 / 403), and for analysts on
 * one of their projects (`projectId`; decision 099):
 *
 *   GET /api/admin/audit              filtered, newest first, a page after `cursor`
 *   GET /api/admin/audit/export.csv   the same filters, every entry, streamed
 *
 * Nothing updates or deletes an entry: there is no route for it, and the database's trigger
 * refuses it. Every hour the retention job clears client IPs past their period.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditExportFilename,
  auditFilterSchema,
  auditPageSchema,
  auditQuerySchema,
} from '../../../common/audit/contract.ts';
import { sendDownload } from '../../lib/download.ts';
import { auditActorOf, recordAudit } from './record.ts';
import { auditCsv, auditPage, clearExpiredClientIps } from './trail.ts';

const RETENTION_RUN_EVERY_MINUTES = 60;

export const auditModule: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.addHook('onRequest', app.staffProjectGuard());
  const config = { access: 'project-staff' as const };

  app.jobs.every({
    name: 'audit-retention',
    everyMinutes: RETENTION_RUN_EVERY_MINUTES,
    run: async () => {
      const cleared = await clearExpiredClientIps(db);
      return { claimed: cleared, delivered: cleared, failed: 0 };
    },
  });

  app.get(
    '/api/admin/audit',
    { config, schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } } },
    async (request) => {
      const { cursor, ...filter } = request.query;
      return auditPage(db, filter, cursor);
    },
  );

  app.get(
    '/api/admin/audit/export.csv',
    { config, schema: { querystring: auditFilterSchema } },
    async (request, reply) => {
      const chunks = await auditCsv(db, request.query);
      await recordAudit(db, auditActorOf(request), {
        action: 'export.downloaded',
        target: { type: 'audit', id: null },
        projectId: request.query.projectId ?? null,
        after: { filter: request.query },
      });
      return sendDownload(request, reply, {
        chunks,
        contentType: 'text/csv; charset=utf-8',
        filename: auditExportFilename(new Date()),
        module: 'audit',
        what: 'audit export',
      });
    },
  );
};
