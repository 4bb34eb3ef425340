/**
 * The sandbox warehouse (docs/integrations.md#sandboxes): outside production, without a
 * warehouse configured, each sandbox connector's schema lives in the product's own database, in
 * the tables and columns Fivetran writes, and is read by the real PostgreSQL adapter. `sync`,
 * called by the first refresh after the sandbox connection synced, fills it with the project's
 * made-up data; closing the engagement drops it. Wired in by server/integrations/warehouse/index.ts
 * only.
 */
import type pg from 'pg';
import { PLATFORMS } from '../../../common/connections/constants.ts';
import { FIVETRAN_SERVICES } from '../../integrations/fivetran/port.ts';
import { PostgresWarehouse } from '../../integrations/warehouse/postgres.ts';
import {
  connectorSchema,
  WarehouseError,
  type WarehouseConnector,
} from '../../integrations/warehouse/port.ts';
import { sandboxDataset } from './dataset.ts';
import { createTablesSql, insertRowsSql } from './tables.ts';

export interface SandboxConnector extends WarehouseConnector {
  /** Seeds the made-up data. */
  projectId: number;
}

export class SandboxWarehouse extends PostgresWarehouse {
  readonly #pool: pg.Pool;

  constructor(pool: pg.Pool, queryTimeoutMs: number) {
    super({ pool, source: 'sandbox', queryTimeoutMs, ownsPool: false });
    this.#pool = pool;
  }

  /**
   * What the sandbox connection's sync writes: the connector's tables and data, made once (a
   * second call finds the schema and leaves it). True when this call filled it.
   */
  async sync(connector: SandboxConnector, now = new Date()): Promise<boolean> {
    const schema = connectorSchema(connector);
    const client = await this.#pool.connect();
    try {
      await client.query('BEGIN');
      // Two refreshes at once: the second waits, then finds the schema made.
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `sandbox-warehouse:${schema}`,
      ]);
      const found = await client.query('SELECT to_regnamespace($1) IS NOT NULL AS present', [
        `"${schema}"`,
      ]);
      if ((found.rows[0] as { present: boolean }).present) {
        await client.query('COMMIT');
        return false;
      }
      for (const statement of createTablesSql(schema, connector.platform)) {
        await client.query(statement);
      }
      const dataset = sandboxDataset(connector.projectId, connector.platform, now);
      for (const [table, rows] of Object.entries(dataset)) {
        await client.query(insertRowsSql(schema, connector.platform, table, rows));
      }
      await client.query('COMMIT');
      return true;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Drops a sandbox connector's schema, if there is one: only one of ours is accepted. */
  override async dropSandboxSchema(schema: string): Promise<void> {
    const platform = PLATFORMS.find((candidate) =>
      schema.endsWith(`_${FIVETRAN_SERVICES[candidate]}`),
    );
    if (!platform)
      throw new WarehouseError('refused', `${JSON.stringify(schema)} is no connector's schema`);
    await this.#pool.query(
      `DROP SCHEMA IF EXISTS "${connectorSchema({ platform, schema })}" CASCADE`,
    );
  }
}
