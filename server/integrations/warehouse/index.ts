/**
 * Picks the warehouse adapter from configuration (decision 005, docs/decisions/133):
 *
 *   WAREHOUSE_URL                          -> postgres: the firm's PostgreSQL warehouse
 *   BIGQUERY_PROJECT_ID + BIGQUERY_CREDENTIALS -> bigquery: the firm's BigQuery
 *   neither, NODE_ENV not production       -> sandbox: schemas in the product's own database
 *                                             (server/sandbox/warehouse/; this file is the one
 *                                             outside it that may import it)
 *   neither, production                    -> unavailable: the refresh answers 503
 */
import type pg from 'pg';
import type { AppConfig } from '../../config.ts';
import { SandboxWarehouse, type SandboxConnector } from '../../sandbox/warehouse/sandbox.ts';
import { createBigQueryWarehouse } from './bigquery.ts';
import type { WarehousePort } from './port.ts';
import { createPostgresWarehouse } from './postgres.ts';

export type WarehouseSetup =
  | { mode: 'postgres' | 'bigquery'; port: WarehousePort }
  | {
      mode: 'sandbox';
      port: WarehousePort;
      /** The sandbox connection's sync: fills the connector's schema once (true: just now). */
      sync(connector: SandboxConnector): Promise<boolean>;
    }
  | { mode: 'unavailable' };

export function setUpWarehouse(
  config: Pick<AppConfig, 'env' | 'warehouse'>,
  /** The product's own pool: the sandbox's schemas live in its database. */
  productPool: pg.Pool,
): WarehouseSetup {
  const { target, queryTimeoutMs } = config.warehouse;
  if (target.kind === 'postgres') {
    return { mode: 'postgres', port: createPostgresWarehouse(target.url, queryTimeoutMs) };
  }
  if (target.kind === 'bigquery') {
    return {
      mode: 'bigquery',
      port: createBigQueryWarehouse({
        projectId: target.projectId,
        location: target.location,
        key: target.key,
        queryTimeoutMs,
      }),
    };
  }
  if (config.env === 'production') return { mode: 'unavailable' };
  const sandbox = new SandboxWarehouse(productPool, queryTimeoutMs);
  return { mode: 'sandbox', port: sandbox, sync: (connector) => sandbox.sync(connector) };
}

export type { ChannelFigures, WarehouseConnector, WarehousePort } from './port.ts';
export { WarehouseError } from './port.ts';
