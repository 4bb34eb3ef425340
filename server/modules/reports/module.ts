/**
 * The initial report's module (docs/product.md#initial-report): the language model, if one is
 * configured (integrations/llm), the `report-draft` queue, whose job drafts a project's report
 * when its figures changed (its worker looks for jobs every
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
import { setUpLanguageModel } from '../../integrations/llm/index.ts';
import { draftReport, type ReportModel } from './drafting.ts';
import { reportRoutes } from './routes.ts';

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
  const { ai } = app.config;
  const language = setUpLanguageModel(app.config);
  const model: ReportModel = {
    port: language.mode === 'live' ? language.port : null,
    dailyCallsPerProject: ai.dailyCallsPerProject,
    defaultEnabled: ai.defaultEnabled,
  };
  if (!model.port) app.log.info('No language model is configured (AI_PROVIDER): drafts from rules');
  app.jobs.define<{ projectId: number }>({
    name: REPORT_DRAFT_QUEUE,
    pollMs: app.config.reportDraftIntervalMs,
    handle: async ({ projectId }) => {
      const { version } = await draftReport(db, projectId, { model }).catch((error: unknown) => {
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
  await app.register(reportRoutes, { model });
});
