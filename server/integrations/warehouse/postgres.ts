/**
 * The PostgreSQL adapter (Fivetran's PostgreSQL destination; docs/integrations.md#data-warehouse):
 * each read is one statement in a read-only transaction under a statement timeout, its schema
 * checked (port.ts connectorSchema) and quoted as an identifier, its window's first day a bound
 * parameter. The sandbox reads its own schemas through it too, on the product's pool.
 */
import pg from 'pg';
import type { WarehouseSource } from '../../../common/channels/constants.ts';
import {
  connectorSchema,
  figuresOf,
  windowStart,
  WarehouseError,
  type ChannelFigures,
  type FigureRow,
  type WarehouseConnector,
  type WarehousePort,
} from './port.ts';
import { buildChannelQuery } from './query.ts';

/** SQLSTATEs (PostgreSQL's appendix A) and what they mean for a read. */
const ERROR_KINDS: Record<string, WarehouseError['kind']> = {
  '3F000': 'missing', // invalid_schema_name
  '42P01': 'missing', // undefined_table
  '42703': 'missing', // undefined_column
  '57014': 'timeout', // query_canceled: the statement timeout
  '42501': 'denied', // insufficient_privilege
  '28000': 'denied', // invalid_authorization_specification
  '28P01': 'denied', // invalid_password
};

export function warehouseErrorOf(error: unknown): WarehouseError {
  if (error instanceof WarehouseError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const kind = (typeof code === 'string' && ERROR_KINDS[code]) || 'failed';
  const message = error instanceof Error ? error.message : String(error);
  return new WarehouseError(kind, `PostgreSQL warehouse: ${message}`, { cause: error });
}

export interface PostgresWarehouseOptions {
  pool: pg.Pool;
  source: WarehouseSource;
  /** Every statement's limit (SET LOCAL statement_timeout). */
  queryTimeoutMs: number;
  /** Ends the pool with the app; the sandbox's pool is the product's own and stays. */
  ownsPool: boolean;
}

export class PostgresWarehouse implements WarehousePort {
  readonly source: WarehouseSource;
  readonly #pool: pg.Pool;
  readonly #timeoutMs: number;
  readonly #ownsPool: boolean;

  constructor(options: PostgresWarehouseOptions) {
    this.source = options.source;
    this.#pool = options.pool;
    this.#timeoutMs = Math.trunc(options.queryTimeoutMs);
    this.#ownsPool = options.ownsPool;
  }

  async monthlyChannelFigures(
    connector: WarehouseConnector,
    months: number,
  ): Promise<ChannelFigures> {
    const query = buildChannelQuery(
      'postgres',
      connector.platform,
      { schema: connectorSchema(connector) },
      { from: windowStart(months) },
    );
    const rows = await this.readOnly((client) =>
      client.query<FigureRow>(query.sql, [query.from]).then((result) => result.rows),
    );
    return figuresOf(rows);
  }

  /** Runs `work` in a read-only transaction, UTC, under the statement timeout, with room to sum. */
  async readOnly<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await this.#pool.connect();
    } catch (error) {
      throw warehouseErrorOf(error);
    }
    try {
      await client.query('BEGIN READ ONLY');
      await client.query(`SET LOCAL statement_timeout = ${this.#timeoutMs}`);
      await client.query(`SET LOCAL TIME ZONE 'UTC'`);
      // Meta's actions summed by ad and day hold ~130,000 groups for a large account's 24
      // months: at PostgreSQL's default 4 MB the sum spills to disk; 32 MB keeps it in memory
      // (one refresh at a time per process).
      await client.query(`SET LOCAL work_mem = '32MB'`);
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw warehouseErrorOf(error);
    } finally {
      client.release();
    }
  }

  async dropSandboxSchema(schema: string): Promise<void> {
    throw new WarehouseError(
      'refused',
      `the firm's warehouse keeps ${schema}: only the sandbox drops`,
    );
  }

  async close(): Promise<void> {
    if (this.#ownsPool) await this.#pool.end();
  }
}

/** The firm's PostgreSQL warehouse at WAREHOUSE_URL, on a small pool of its own. */
export function createPostgresWarehouse(url: string, queryTimeoutMs: number): PostgresWarehouse {
  const pool = new pg.Pool({
    connectionString: url,
    max: 2,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: 'diligence-platform-warehouse',
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  return new PostgresWarehouse({ pool, source: 'postgres', queryTimeoutMs, ownsPool: true });
}
