/**
 * The BigQuery adapter (Fivetran's BigQuery destination; docs/integrations.md#data-warehouse),
 * through Google's official client, @google-cloud/bigquery. Each read is one query job: the
 * builder's SQL (query.ts) with the window's first day as a named DATE parameter, in
 * BIGQUERY_DATASET_LOCATION when set, under `jobTimeoutMs` (BigQuery's own limit on the job).
 * Its rows are at most a month and a currency each, already summed by BigQuery.
 *
 * The service-account key is given to a JWT client of google-auth-library (never logged), which
 * exchanges it for an access token at the key's `token_uri`.
 */
import { BigQuery } from '@google-cloud/bigquery';
import { JWT } from 'google-auth-library';
import type { BigQueryKey } from '../../config.ts';
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

/** BigQuery's scope (running a query job needs it); what the key may read is its IAM roles'. */
const SCOPE = 'https://www.googleapis.com/auth/bigquery';
/**
 * Where google-auth-library posts a service account's JWT grant, whatever the key's
 * `token_uri` says (its gtoken/getToken.js); the key's is honoured below.
 */
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

export interface BigQueryWarehouseOptions {
  projectId: string;
  /** The datasets' location (US, EU, europe-west2…); null: BigQuery infers it from them. */
  location: string | null;
  key: BigQueryKey;
  queryTimeoutMs: number;
  /** Another API host than Google's (tests: the contract fake). */
  apiEndpoint?: string;
}

/** BigQuery's error reasons (its troubleshooting page) and what they mean for a read. */
function kindOf(error: unknown): WarehouseError['kind'] {
  const failure = error as { code?: unknown; errors?: { reason?: string }[]; message?: string };
  const reasons = (failure.errors ?? []).map((item) => item.reason ?? '');
  if (reasons.includes('notFound') || failure.code === 404) return 'missing';
  if (
    reasons.includes('accessDenied') ||
    failure.code === 401 ||
    failure.code === 403 ||
    // The token endpoint refused the key (google-auth-library's message: "invalid_grant: …").
    /^(invalid_grant|unauthorized_client)\b/.test(failure.message ?? '')
  ) {
    return 'denied';
  }
  if (reasons.includes('timeout') || /timed out|did not complete/i.test(failure.message ?? '')) {
    return 'timeout';
  }
  return 'failed';
}

export class BigQueryWarehouse implements WarehousePort {
  readonly source = 'bigquery' as const;
  readonly #client: BigQuery;
  readonly #projectId: string;
  readonly #location: string | null;
  readonly #timeoutMs: number;

  constructor(options: BigQueryWarehouseOptions) {
    const { key } = options;
    const auth = new JWT({
      email: key.client_email,
      key: key.private_key,
      keyId: key.private_key_id,
      scopes: [SCOPE],
    });
    const tokenUri = key.token_uri ?? GOOGLE_TOKEN_URL;
    if (tokenUri !== GOOGLE_TOKEN_URL) {
      auth.transporter.interceptors.request.add({
        resolved: async (request) =>
          String(request.url) === GOOGLE_TOKEN_URL
            ? { ...request, url: new URL(tokenUri) }
            : request,
      });
    }
    this.#client = new BigQuery({
      projectId: options.projectId,
      authClient: auth,
      ...(options.location ? { location: options.location } : {}),
      ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}),
      maxRetries: 2,
    });
    this.#projectId = options.projectId;
    this.#location = options.location;
    this.#timeoutMs = options.queryTimeoutMs;
  }

  async monthlyChannelFigures(
    connector: WarehouseConnector,
    months: number,
  ): Promise<ChannelFigures> {
    const query = buildChannelQuery(
      'bigquery',
      connector.platform,
      { project: this.#projectId, schema: connectorSchema(connector) },
      { from: windowStart(months) },
    );
    try {
      const [rows] = await this.#client.query({
        query: query.sql,
        params: { from: BigQuery.date(query.from) },
        jobTimeoutMs: this.#timeoutMs,
        ...(this.#location ? { location: this.#location } : {}),
      });
      return figuresOf(rows as FigureRow[]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new WarehouseError(kindOf(error), `BigQuery: ${message}`, { cause: error });
    }
  }

  async dropSandboxSchema(schema: string): Promise<void> {
    throw new WarehouseError(
      'refused',
      `the firm's BigQuery keeps ${schema}: only the sandbox drops`,
    );
  }

  async close(): Promise<void> {}
}

export function createBigQueryWarehouse(options: BigQueryWarehouseOptions): BigQueryWarehouse {
  return new BigQueryWarehouse(options);
}
