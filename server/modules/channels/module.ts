/**
 * The channels module (docs/product.md#channel-data, docs/decisions/133): picks the warehouse
 * adapter from configuration (integrations/warehouse), registers the routes (routes.ts) and the
 * snapshot worker: every `warehouse.snapshot.intervalMs` (0 off; tests drive
 * `app.channels.refresh.refreshDue()`) it reads the connectors whose snapshot is due.
 *
 * Without a warehouse in production the routes still read the stored snapshots, and the
 * refresh answers 503.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { setUpWarehouse, type WarehouseSetup } from '../../integrations/warehouse/index.ts';
import { wholeMinutes } from '../../lib/jobs.ts';
import { ChannelRefresh } from './refresh.ts';
import { channelRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The warehouse and the snapshots' refresh (decision 133). */
    channels: { warehouse: WarehouseSetup; refresh: ChannelRefresh };
  }
}

export const channelsModule = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const warehouse = setUpWarehouse(config, app.database.pool);
  if (warehouse.mode === 'unavailable') {
    app.log.warn('No data warehouse is configured (WAREHOUSE_URL or BIGQUERY_PROJECT_ID): 503');
  } else {
    const { port } = warehouse;
    app.addHook('onClose', () => port.close());
  }
  const refresh = new ChannelRefresh({
    db: app.database.db,
    warehouse,
    log: app.log.child({ module: 'channels', warehouse: warehouse.mode }),
    batch: config.warehouse.snapshot.batch,
    queueDraft: (projectId) => app.reports.queueDraft(projectId),
  });
  app.decorate('channels', { warehouse, refresh });

  await app.register(channelRoutes, { refresh, mode: warehouse.mode });
  if (warehouse.mode !== 'unavailable') {
    app.jobs.every({
      name: 'channel-snapshot',
      everyMinutes: wholeMinutes(config.warehouse.snapshot.intervalMs),
      run: (stop) => refresh.refreshDue(stop),
    });
  }
});
