/**
 * The connections module (docs/product.md#connections; decisions 030-032, 100): picks the Fivetran
 * adapter from configuration (integrations/fivetran), wires the service and registers
 *
 *   routes.ts                 the API: create a connector, list, pause
 *   callback-page.ts          GET /portal/fivetran/callback, the connect card's redirect page
 *   `fivetran.pages`          GET|POST /sandbox/fivetran/connect-card, sandbox mode only
 *                             (server/sandbox/fivetran/connect-card.ts, via the integration)
 *
 * and the connection state worker: every `fivetran.refresh.intervalMs` once the app is
 * ready (0 turns the timer off; tests drive `app.connections.service.refreshStale()`), it
 * stores what Fivetran says of the connections read longest ago, for the admin's pages.
 *
 * Without Fivetran credentials the sandbox serves them; in production without credentials
 * there is no service (`app.connections` is null) and they answer 503.
 */
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { PATHS } from '../../../common/shared/paths.ts';
import { setUpFivetran } from '../../integrations/fivetran/index.ts';
import { wholeMinutes } from '../../lib/jobs.ts';
import { callbackPageRoute } from './callback-page.ts';
import { createCallbackStateSigner } from './callback-state.ts';
import type { Connections } from './guards.ts';
import { connectionRoutes } from './routes.ts';
import { ConnectionsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Fivetran connections; null when Fivetran is not configured (production: 503). */
    connections: Connections | null;
  }
}

export const connectionsModule = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const fivetran = setUpFivetran(config, {
    sandboxCardUrl: `${config.publicSiteUrl}${PATHS.fivetranSandboxCard}`,
    sandboxStateFile:
      config.env === 'development'
        ? path.join(config.dataDir, 'sandbox', 'fivetran.json')
        : undefined,
  });

  if (fivetran.mode === 'sandbox') await app.register(fivetran.pages);
  if (fivetran.mode === 'unavailable') {
    app.log.warn('Fivetran is not configured (FIVETRAN_API_KEY, _SECRET, _GROUP_ID): 503');
  }
  const log = app.log.child({ integration: 'fivetran', mode: fivetran.mode });
  const connections: Connections | null =
    fivetran.mode === 'unavailable'
      ? null
      : {
          mode: fivetran.mode,
          service: new ConnectionsService({
            db: app.database.db,
            port: fivetran.port,
            groupId: fivetran.groupId,
            publicSiteUrl: config.publicSiteUrl,
            callbackState: createCallbackStateSigner(config.secrets.authSecret),
            log,
            refreshBatch: config.fivetran.refresh.batch,
          }),
        };
  app.decorate('connections', connections);

  await app.register(connectionRoutes, { connections });
  await app.register(callbackPageRoute, { connections });
  if (connections) {
    app.jobs.every({
      name: 'connection-state',
      everyMinutes: wholeMinutes(config.fivetran.refresh.intervalMs),
      run: (stop) => connections.service.refreshStale(stop),
    });
  }
});
