/**
 * The contact module: POST /api/contact, the CRM sync worker that retries failed syncs, and
 * the admin's leads inbox (/api/admin/contacts…).
 *
 * The worker runs every `crmSyncIntervalMs` once the app is ready (0 turns the timer off;
 * tests drive `app.crmSync.runOnce()` themselves) and only when HubSpot is configured. It
 * stops before the app closes and waits for the run in progress, so the database is never
 * closed under it.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createHubSpotClient } from '../../integrations/hubspot/http-client.ts';
import { scheduleWorker } from '../../lib/delivery-queue.ts';
import { createCrmSync, type CrmSync } from './crm-sync.ts';
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
    notifications: createNotifications(config),
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
    // Stopping cuts the HubSpot call in flight short; it is recorded as a failed attempt.
    scheduleWorker(app, {
      name: 'CRM sync',
      log,
      intervalMs: config.crmSyncIntervalMs,
      runOnce: (stop) => crmSync.runOnce(stop),
    });
  }
});
