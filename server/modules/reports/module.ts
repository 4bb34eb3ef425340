/**
 * The initial report's module (docs/product.md#initial-report): the `report-draft` queue, whose
 * job drafts a project's report when its figures changed (its worker looks for jobs every
 * REPORT_DRAFT_INTERVAL_MS; 0 runs none here and tests call `app.jobs.runDue`), and the routes.
 * Other modules ask for a draft through `app.reports.queueDraft`, in the transaction of the
 * event that may change a figure (a submission, a channel snapshot): the job decides whether
 * anything changed.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseTransaction } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { noRun } from '../../lib/jobs.ts';
import { reportRoutes } from './routes.ts';
import { draftReport } from './service.ts';

export const REPORT_DRAFT_QUEUE = 'report-draft';

declare module 'fastify' {
  interface FastifyInstance {
    reports: {
      /** Stores a draft job for the project, `within` the event's transaction when given. */
      queueDraft: (projectId: number, within?: Database | DatabaseTransaction) => Promise<void>;
    };
  }
}

export const reportsModule = fp(async (app: FastifyInstance) => {
  const { db } = app.database;
  app.jobs.define<{ projectId: number }>({
    name: REPORT_DRAFT_QUEUE,
    pollMs: app.config.reportDraftIntervalMs,
    handle: async ({ projectId }) => {
      const { version } = await draftReport(db, projectId).catch((error: unknown) => {
        // A closed or deleted project has nothing to draft: the job is done.
        if (error instanceof AppError) return { version: null };
        throw error;
      });
      return { ...noRun(), claimed: 1, delivered: version ? 1 : 0 };
    },
  });
  app.decorate('reports', {
    queueDraft: (projectId, within) =>
      app.jobs.send(REPORT_DRAFT_QUEUE, { projectId }, within ? { within } : {}),
  });
  await app.register(reportRoutes);
});
