/**
 * The real Fivetran adapter: Fivetran's REST API v1 over fetch (docs/integrations.md#fivetran).
 *
 * - Basic auth with the API key and secret; the Accept Fivetran's OpenAPI spec documents per
 *   endpoint (`application/json;version=2`, plain `application/json` for listing a group's
 *   connections); `Content-Type: application/json` on POST and PATCH.
 * - Through the shared vendor HTTP helper (../vendor-http.ts): each attempt times out after
 *   10 s; only safe calls (GETs and the idempotent `paused` PATCH) are retried, on network
 *   errors, timeouts, 429 and 5xx: at most 3 attempts, jittered exponential backoff, and
 *   a `Retry-After` header always wins (a wait longer than `maxRetryWaitMs` is not waited
 *   out but reported). Creates are never repeated blindly.
 * - Answers use the `{code, message, data}` envelope; failures become FivetranError, an
 *   AppError with a readable message plus the vendor's status, code and request id.
 *   Credentials and connect-card URIs are never part of an error or a log line.
 */
import { z } from 'zod';
import { AppError, type AppErrorCode } from '../../lib/errors.ts';
import {
  parseRetryAfter,
  VendorUnreachableError,
  vendorFetch,
  type HttpPolicy,
  type VendorAnswer,
} from '../vendor-http.ts';
import type {
  ConnectCard,
  CreateConnectionInput,
  FivetranConnection,
  FivetranPort,
} from './port.ts';

export const FIVETRAN_ACCEPT = 'application/json;version=2';
/** The Accept of `GET /groups/{id}/connections` in Fivetran's OpenAPI spec (no version). */
export const FIVETRAN_LIST_ACCEPT = 'application/json';
/** Each attempt's time limit (docs/integrations.md#timeouts-and-retries: 10 s). */
export const FIVETRAN_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_ATTEMPTS = 3;
const DEFAULT_BACKOFF_MS = 500;
const DEFAULT_MAX_RETRY_WAIT_MS = 10_000;
const LIST_PAGE_SIZE = 100;
/** Guards against a cursor that never ends. */
const MAX_LIST_PAGES = 100;

export interface FivetranClientOptions {
  /** e.g. https://api.fivetran.com/v1 (FIVETRAN_API_URL). */
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  /** The transport; the sandbox passes the in-process fake's fetch. */
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  maxAttempts?: number;
  /** First backoff step; doubled per attempt, with full jitter. */
  backoffMs?: number;
  /** A Retry-After longer than this is reported to the caller instead of waited out. */
  maxRetryWaitMs?: number;
  /** Page size of list calls (Fivetran: 1..1000, default 100). */
  pageSize?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

/** What went wrong with a Fivetran call, for logs and for callers that branch on it. */
export interface FivetranFailure {
  operation: string;
  /** Fivetran's HTTP status; undefined for network errors and timeouts. */
  status: number | undefined;
  /** Fivetran's `code` (e.g. NotFound_Connector, TooManyRequests). */
  vendorCode: string | undefined;
  vendorMessage: string | undefined;
  requestId: string | undefined;
  /** From Retry-After, in milliseconds. */
  retryAfterMs: number | undefined;
  attempts: number;
}

export class FivetranError extends AppError {
  override name = 'FivetranError';
  readonly fivetran: FivetranFailure;

  constructor(code: AppErrorCode, message: string, failure: FivetranFailure) {
    super(code, message);
    this.fivetran = failure;
  }

  /** Fivetran answered 404: the connection (or group) does not exist there. */
  get isNotFound(): boolean {
    return this.fivetran.status === 404;
  }
}

// ------------------------------------------------------------------ response shapes

const statusSchema = z
  .object({
    setup_state: z.string().nullish(),
    sync_state: z.string().nullish(),
    update_state: z.string().nullish(),
  })
  .loose();

const connectionSchema = z
  .object({
    id: z.string().min(1),
    group_id: z.string().nullish(),
    service: z.string().nullish(),
    schema: z.string().nullish(),
    paused: z.boolean().nullish(),
    succeeded_at: z.string().nullish(),
    failed_at: z.string().nullish(),
    status: statusSchema.nullish(),
  })
  .loose();

const connectCardSchema = z
  .object({
    connector_id: z.string().nullish(),
    id: z.string().nullish(),
    connect_card: z.object({ token: z.string().nullish(), uri: z.url() }).loose(),
  })
  .loose();

const listSchema = z
  .object({
    items: z.array(connectionSchema),
    next_cursor: z.string().nullish(),
  })
  .loose();

const envelopeSchema = z
  .object({
    code: z.string().optional(),
    message: z.string().optional(),
    data: z.unknown().optional(),
  })
  .loose();

function toConnection(raw: z.infer<typeof connectionSchema>): FivetranConnection {
  return {
    id: raw.id,
    groupId: raw.group_id ?? null,
    service: raw.service ?? '',
    schema: raw.schema ?? null,
    paused: raw.paused ?? false,
    setupState: raw.status?.setup_state ?? null,
    syncState: raw.status?.sync_state ?? null,
    updateState: raw.status?.update_state ?? null,
    succeededAt: raw.succeeded_at ?? null,
    failedAt: raw.failed_at ?? null,
  };
}

// ------------------------------------------------------------------ helpers

function describeWait(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 120) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

function describeDuration(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
}

interface CallSpec {
  /** Readable name for messages and logs, e.g. "create a connection". */
  operation: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** Safe to repeat: GETs and the paused PATCH. */
  safe: boolean;
  /** The endpoint's documented Accept; FIVETRAN_ACCEPT unless given. */
  accept?: string;
}

export class FivetranClient implements FivetranPort {
  readonly #baseUrl: string;
  readonly #authorization: string;
  readonly #http: HttpPolicy;
  readonly #pageSize: number;

  constructor(options: FivetranClientOptions) {
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#authorization = `Basic ${Buffer.from(`${options.apiKey}:${options.apiSecret}`).toString('base64')}`;
    this.#http = {
      timeoutMs: options.timeoutMs ?? FIVETRAN_TIMEOUT_MS,
      maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      backoffMs: options.backoffMs ?? DEFAULT_BACKOFF_MS,
      maxWaitMs: options.maxRetryWaitMs ?? DEFAULT_MAX_RETRY_WAIT_MS,
      fetch: options.fetch,
      sleep: options.sleep,
      random: options.random,
    };
    this.#pageSize = options.pageSize ?? LIST_PAGE_SIZE;
  }

  async createConnection(input: CreateConnectionInput): Promise<FivetranConnection> {
    const data = await this.#call(
      {
        operation: 'create a connection',
        method: 'POST',
        path: '/connections',
        // Credentials only arrive later through the Connect Card, so no setup tests now,
        // and the connection stays paused until the card's setup is complete.
        body: {
          group_id: input.groupId,
          service: input.service,
          paused: true,
          run_setup_tests: false,
          config: { schema: input.schema },
        },
        safe: false,
      },
      connectionSchema,
    );
    return toConnection(data);
  }

  async createConnectCard(connectionId: string, redirectUri: string): Promise<ConnectCard> {
    const data = await this.#call(
      {
        operation: 'create a connect card',
        method: 'POST',
        path: `/connections/${encodeURIComponent(connectionId)}/connect-card`,
        body: { connect_card_config: { redirect_uri: redirectUri, hide_setup_guide: true } },
        safe: false,
      },
      connectCardSchema,
    );
    return {
      connectorId: data.connector_id ?? data.id ?? connectionId,
      uri: data.connect_card.uri,
    };
  }

  async getConnection(connectionId: string): Promise<FivetranConnection> {
    const data = await this.#call(
      {
        operation: 'read a connection',
        method: 'GET',
        path: `/connections/${encodeURIComponent(connectionId)}`,
        safe: true,
      },
      connectionSchema,
    );
    return toConnection(data);
  }

  async setPaused(connectionId: string, paused: boolean): Promise<FivetranConnection> {
    const data = await this.#call(
      {
        operation: paused ? 'pause a connection' : 'resume a connection',
        method: 'PATCH',
        path: `/connections/${encodeURIComponent(connectionId)}`,
        body: { paused },
        safe: true,
      },
      connectionSchema,
    );
    return toConnection(data);
  }

  async listConnections(groupId: string): Promise<FivetranConnection[]> {
    const connections: FivetranConnection[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_LIST_PAGES; page += 1) {
      const data = await this.#call(
        {
          operation: 'list connections',
          method: 'GET',
          path: `/groups/${encodeURIComponent(groupId)}/connections`,
          query: { limit: String(this.#pageSize), cursor },
          safe: true,
          accept: FIVETRAN_LIST_ACCEPT,
        },
        listSchema,
      );
      connections.push(...data.items.map(toConnection));
      if (!data.next_cursor) return connections;
      cursor = data.next_cursor;
    }
    throw this.#error('unexpected', 'list connections', {}, 'bad_gateway');
  }

  async deleteConnection(connectionId: string): Promise<void> {
    await this.#call(
      {
        operation: 'delete a connection',
        method: 'DELETE',
        path: `/connections/${encodeURIComponent(connectionId)}`,
        safe: false,
      },
      z.unknown(),
    );
  }

  // ---------------------------------------------------------------- transport

  async #call<T>(spec: CallSpec, schema: z.ZodType<T>): Promise<T> {
    let answer: VendorAnswer;
    try {
      answer = await vendorFetch(this.#http, {
        url: this.#url(spec),
        init: {
          method: spec.method,
          headers: this.#headers(spec),
          body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
          redirect: 'error',
        },
        safe: spec.safe,
      });
    } catch (error) {
      if (!(error instanceof VendorUnreachableError)) throw error;
      const kind = error.reason === 'timeout' ? 'timeout' : 'network';
      throw this.#error(kind, spec.operation, { attempts: error.attempts });
    }
    const parsed = schema.safeParse(this.#read(spec, answer));
    if (parsed.success) return parsed.data;
    throw this.#error('unexpected', spec.operation, { attempts: answer.attempts }, 'bad_gateway');
  }

  /** The envelope's `data` of a 2xx answer; any other answer becomes a FivetranError. */
  #read(spec: CallSpec, { response, text, attempts }: VendorAnswer): unknown {
    const envelope = readEnvelope(text);
    const requestId =
      response.headers.get('x-request-id') ?? response.headers.get('request-id') ?? undefined;
    if (response.ok) {
      if (response.status === 204) return undefined;
      if (envelope) return envelope.data;
      throw this.#error('unexpected', spec.operation, {
        status: response.status,
        requestId,
        attempts,
      });
    }
    throw this.#error('status', spec.operation, {
      status: response.status,
      vendorCode: envelope?.code,
      vendorMessage: envelope?.message,
      requestId,
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
      attempts,
    });
  }

  #url(spec: CallSpec): string {
    const url = new URL(`${this.#baseUrl}${spec.path}`);
    for (const [name, value] of Object.entries(spec.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, value);
    }
    return url.toString();
  }

  #headers(spec: CallSpec): Record<string, string> {
    const headers: Record<string, string> = {
      authorization: this.#authorization,
      accept: spec.accept ?? FIVETRAN_ACCEPT,
    };
    if (spec.body !== undefined) headers['content-type'] = 'application/json';
    return headers;
  }

  #error(
    kind: 'status' | 'network' | 'timeout' | 'unexpected',
    operation: string,
    details: Partial<FivetranFailure>,
    forced?: AppErrorCode,
  ): FivetranError {
    const failure: FivetranFailure = {
      operation,
      status: details.status,
      vendorCode: details.vendorCode,
      vendorMessage: details.vendorMessage,
      requestId: details.requestId,
      retryAfterMs: details.retryAfterMs,
      attempts: details.attempts ?? 1,
    };
    if (kind === 'network') {
      return new FivetranError(
        'bad_gateway',
        `Fivetran could not be reached to ${operation}. Please try again.`,
        failure,
      );
    }
    if (kind === 'timeout') {
      return new FivetranError(
        'gateway_timeout',
        `Fivetran did not answer within ${describeDuration(this.#http.timeoutMs)} when asked to ${operation}. Please try again.`,
        failure,
      );
    }
    if (kind === 'unexpected') {
      return new FivetranError(
        forced ?? 'bad_gateway',
        `Fivetran sent an unexpected answer when asked to ${operation}.`,
        failure,
      );
    }
    const status = failure.status ?? 0;
    const said = failure.vendorMessage ? `: ${failure.vendorMessage}` : '.';
    if (status === 401) {
      return new FivetranError(
        'bad_gateway',
        'Fivetran rejected the API credentials. Please ask your administrator to check the Fivetran configuration.',
        failure,
      );
    }
    if (status === 403) {
      return new FivetranError(
        'bad_gateway',
        `Fivetran did not permit the request to ${operation}${said}`,
        failure,
      );
    }
    if (status === 404) {
      return new FivetranError('not_found', `Fivetran could not find it${said}`, failure);
    }
    if (status === 409) {
      return new FivetranError(
        'conflict',
        `Fivetran refused to ${operation} because of a conflict${said}`,
        failure,
      );
    }
    if (status === 429) {
      const wait = failure.retryAfterMs;
      return new FivetranError(
        'too_many_requests',
        `Fivetran is limiting requests right now. Please try again${wait ? ` in ${describeWait(wait)}` : ' later'}.`,
        failure,
      );
    }
    if (status >= 500) {
      return new FivetranError(
        'bad_gateway',
        `Fivetran is unavailable (HTTP ${status}) and could not ${operation}. Please try again.`,
        failure,
      );
    }
    // 400 bad input, 406 / 415 (Accept / Content-Type): our request was wrong.
    return new FivetranError(
      'bad_gateway',
      `Fivetran rejected the request to ${operation} (HTTP ${status})${said}`,
      failure,
    );
  }
}

function readEnvelope(text: string): z.infer<typeof envelopeSchema> | null {
  if (!text) return null;
  try {
    const parsed = envelopeSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
