/**
 * The contact module: POST /api/contact, the `crm-sync` job queue that delivers contacts to
 * HubSpot and retries failed syncs, and the admin's leads inbox (/api/admin/contacts…).
 *
 * The queue exists only when HubSpot is configured; its worker looks for due jobs every
 * `crmSyncIntervalMs` (0 runs no worker here; tests drive `app.crmSync.runOnce()`). Stopping
 * the app cuts the HubSpot call in flight short; it is recorded as a failed attempt.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createHubSpotClient } from '../../integrations/hubspot/http-client.ts';
import { CRM_SYNC_QUEUE, createCrmSync, type CrmSync } from './crm-sync.ts';
import { createLeads } from './leads.ts';
import { leadsRoutes } from './leads-routes.ts';
import { contactRoutes } from './routes.ts';
import { createContactService } from './service.ts';
import { createNotifications } from '../mail/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** CRM delivery of contacts; null when HubSpot is not configured. */
    crmSync: CrmSync | null;
  }
}

export const contactModule = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const log = app.log.child({ module: 'contact' });
  const crmSync = config.hubspotAccessToken
    ? createCrmSync({
        db: app.database.db,
        jobs: app.jobs,
        hubspot: createHubSpotClient({
          baseUrl: config.hubspotApiUrl,
          accessToken: config.hubspotAccessToken,
          accountTimeZone: config.hubspotTimeZone,
        }),
        maxAttempts: config.crmSyncMaxAttempts,
        retryBaseMs: config.crmSyncRetryBaseMs,
        log,
      })
    : null;
  app.decorate('crmSync', crmSync);

  const service = createContactService({
    db: app.database.db,
    crmSync,
    notifications: createNotifications(config, app.jobs),
    log,
  });
  await app.register(contactRoutes, {
    service,
    ratePerMinute: config.contactRateLimitPerMinute,
  });
  await app.register(leadsRoutes, {
    leads: createLeads({
      db: app.database.db,
      crmSync,
      hubspotTimeZone: config.hubspotTimeZone,
    }),
  });

  if (crmSync) {
    app.jobs.define<{ id: number }>({
      name: CRM_SYNC_QUEUE,
      pollMs: config.crmSyncIntervalMs,
      handle: ({ id }, stop) => crmSync.work(id, stop),
      wakeUpPending: () => crmSync.wakeUpPending(),
    });
  }
});
