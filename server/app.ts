/**
 * buildApp(): the whole HTTP application, ready for inject() in tests or listen() in
 * server/index.ts. It never listens and never reads process.env itself.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client.ts';
import { createJobs, type Jobs } from './lib/jobs.ts';
import { RequestLogController } from './lib/request-logging.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { auditRoutes } from './modules/audit/index.ts';
import {
  authPlugin,
  authRoutes,
  projectGuardPlugin,
  staffGuardPlugin,
} from './modules/auth/index.ts';
import { briefPdfRoutes } from './modules/brief-pdf/index.ts';
import { deliverablesRoutes } from './modules/deliverables/routes.ts';
import { contactModule } from './modules/contact/module.ts';
import { connectionsModule } from './modules/connections/index.ts';
import { googleAdsModule } from './modules/google-ads/module.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { invitationsModule } from './modules/invitations/module.ts';
import { mailModule } from './modules/mail/module.ts';
import { metricsRoutes } from './modules/metrics/routes.ts';
import { notesRoutes } from './modules/notes/routes.ts';
import { projectRoutes } from './modules/projects/routes.ts';
import { stagesRoutes } from './modules/stages/index.ts';
import { benchMetricsPlugin } from './plugins/bench-metrics.ts';
import { canonicalPathPlugin } from './plugins/canonical-path.ts';
import { clientAppPlugin } from './plugins/client-app.ts';
import { errorsPlugin, sendClientError, sendFrameworkError } from './plugins/errors.ts';
import { exactJsonPlugin } from './plugins/exact-json.ts';
import { gracefulClosePlugin } from './plugins/graceful-close.ts';
import { sameOriginPlugin } from './plugins/same-origin.ts';
import { securityPlugin } from './plugins/security.ts';
import type { ServerConfig } from './secrets.ts';
import { accessPlugin } from './security/access.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    database: DatabaseHandle;
    jobs: Jobs;
  }
}

export interface BuildAppOptions {
  config: ServerConfig;
  database: DatabaseHandle;
  /**
   * false: no logs (quiet tests); otherwise JSON logs at `level` (default LOG_LEVEL) to
   * `stream` (default stdout), credentials always redacted.
   */
  logger?: false | { level?: string; stream?: { write(line: string): void } };
}

export type App = FastifyInstance;

/** Never written to a log line, whatever logs a request or reply. */
const LOG_REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/**
 * Schemas are zod: handing Fastify the zod compilers up front spares it loading and
 * building its default JSON-schema ones (ajv, fast-json-stringify: 116 modules, ~40-90 ms)
 * at every start. Typed loosely: Fastify's factory types describe the ajv signatures.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger === false ? false : { level: config.logLevel, ...logger, redact: LOG_REDACT },
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
    schemaController: { compilersFactory: zodCompilers },
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: sendClientError,
  }).withTypeProvider<ZodTypeProvider>();

  // First: every route registered after it states who may call it (app.routeAccess.routes).
  await app.register(accessPlugin);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  // Modules define their queues as they register; the queue starts once they all have, and
  // stops (its jobs in progress awaited) before the app closes.
  const jobs = createJobs({ pool: database.pool, log: app.log.child({ module: 'jobs' }) });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('preClose', () => jobs.stop());

  await app.register(errorsPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(canonicalPathPlugin);
  await app.register(exactJsonPlugin);
  await app.register(securityPlugin);
  await app.register(sameOriginPlugin);
  await app.register(authPlugin);
  await app.register(projectGuardPlugin);
  await app.register(staffGuardPlugin);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(projectRoutes);
  await app.register(adminRoutes);
  await app.register(auditRoutes);
  await app.register(mailModule);
  await app.register(contactModule);
  await app.register(invitationsModule);
  await app.register(connectionsModule);
  await app.register(metricsRoutes);
  await app.register(notesRoutes);
  await app.register(deliverablesRoutes);
  await app.register(stagesRoutes);
  await app.register(googleAdsModule);
  await app.register(briefPdfRoutes);
  await app.register(benchMetricsPlugin, { enabled: config.benchMetrics });
  await app.register(clientAppPlugin, { root: config.clientDistDir });

  return app;
}
