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
import { adminModule } from './modules/admin/index.ts';
import { auditModule } from './modules/audit/index.ts';
import { authModule } from './modules/auth/index.ts';
import { briefPdfModule } from './modules/brief-pdf/index.ts';
import { channelsModule } from './modules/channels/index.ts';
import { connectionsModule } from './modules/connections/index.ts';
import { contactModule } from './modules/contact/index.ts';
import { deliverablesModule } from './modules/deliverables/index.ts';
import { googleAdsModule } from './modules/google-ads/index.ts';
import { healthModule } from './modules/health/index.ts';
import { invitationsModule } from './modules/invitations/index.ts';
import { mailModule } from './modules/mail/index.ts';
import { metricsModule } from './modules/metrics/index.ts';
import { notesModule } from './modules/notes/index.ts';
import { projectsModule } from './modules/projects/index.ts';
import { reportsModule } from './modules/reports/index.ts';
import { stagesModule } from './modules/stages/index.ts';
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

/**
 * The modules, in the order they register: each is one plugin, imported from its folder's
 * index.ts (docs/architecture.md, "Boundaries"). Auth comes first: it decorates the guards
 * the other modules' routes name.
 */
const MODULES = [
  authModule,
  healthModule,
  projectsModule,
  adminModule,
  auditModule,
  mailModule,
  // Before the modules whose events ask for a draft (metrics, channels): app.reports.
  reportsModule,
  contactModule,
  invitationsModule,
  connectionsModule,
  channelsModule,
  metricsModule,
  notesModule,
  deliverablesModule,
  stagesModule,
  googleAdsModule,
  briefPdfModule,
];

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
  for (const module of MODULES) await app.register(module);
  await app.register(benchMetricsPlugin, { enabled: config.benchMetrics });
  await app.register(clientAppPlugin, { root: config.clientDistDir });

  return app;
}
