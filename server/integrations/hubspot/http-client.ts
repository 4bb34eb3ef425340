/**
 * The real HubSpot adapter: CRM v3 contacts over fetch (../shared/integrations.md §2).
 *
 * - One call per contact: `POST /crm/v3/objects/contacts/batch/upsert` with `idProperty: email`,
 *   which creates or updates and is safe to repeat.
 * - Should HubSpot still answer 409 CONFLICT ("Contact already exists. Existing ID: N"), the
 *   contact is updated with `PATCH /crm/v3/objects/contacts/N` (or by email when no id is given).
 * - Each request times out after 10 s. Network errors, time-outs, 429 and 5xx are retried, at
 *   most 3 attempts in all, with jittered exponential back-off; HubSpot's Retry-After always wins.
 *   A wait longer than `maxRetryWaitMs` is not slept through: the error carries `retryAfterMs`
 *   so the caller can schedule the retry instead.
 * - Failures become HubSpotError with a readable message. The token is only ever put in the
 *   Authorization header: never in a message, a log line or a URL.
 */
import { HubSpotError, type HubSpotErrorDetails } from './errors.ts';
import type {
  HubSpotCallOptions,
  HubSpotContactProperties,
  HubSpotContacts,
  HubSpotUpsertResult,
} from './port.ts';

/** HubSpot labels /crm/v3 "legacy" beside date-versioned paths with the same bodies: one place to change. */
export const HUBSPOT_CONTACTS_PATH = '/crm/v3/objects/contacts';

export interface HubSpotClientOptions {
  baseUrl: string;
  accessToken: string;
  /** Per request. Default 10 s. */
  timeoutMs?: number;
  /** Attempts per request, the first included. Default 3. */
  maxAttempts?: number;
  /** The longest wait the client sleeps through itself before a retry. Default 5 s. */
  maxRetryWaitMs?: number;
  /** First back-off step for errors without a hint; doubles per attempt. Default 500 ms. */
  backoffBaseMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

/** HubSpot's error envelope (401/403/404/409/400) and its 429 body. */
interface HubSpotErrorBody {
  status?: string;
  message?: string;
  correlationId?: string;
  category?: string;
  subCategory?: string;
  errorType?: string;
  policyName?: string;
  errors?: { message?: string; code?: string; context?: Record<string, unknown> }[];
}

interface HubSpotObject {
  id?: unknown;
  new?: unknown;
}

const TEN_SECONDS = 10_000;

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Retry-After: seconds, or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** Without a Retry-After, wait out HubSpot's window: ten seconds, or until midnight (UTC) for the daily limit. */
function rateLimitWindowMs(policyName: string | undefined, now = new Date()): number {
  if (policyName && /DAILY/i.test(policyName)) {
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    return midnight - now.getTime();
  }
  return TEN_SECONDS;
}

/** "Could not reach HubSpot (ECONNREFUSED)": the system error code, never the URL or headers. */
function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; errors?: { code?: unknown }[] } }).cause;
  const code = [cause?.code, cause?.errors?.[0]?.code].find(
    (value): value is string => typeof value === 'string',
  );
  return code ? `Could not reach HubSpot (${code})` : 'Could not reach HubSpot';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Turns a non-2xx answer into a HubSpotError with a readable message. */
function errorFromResponse(response: Response, body: unknown): HubSpotError {
  const envelope = (body && typeof body === 'object' ? body : {}) as HubSpotErrorBody;
  const status = response.status;
  const correlationId =
    envelope.correlationId ?? response.headers.get('x-hubspot-correlation-id') ?? undefined;
  const category = envelope.category ?? envelope.errorType;
  const details: Omit<HubSpotErrorDetails, 'kind'> = { status, category, correlationId };
  const vendorMessage = envelope.message ?? response.statusText;

  if (status === 429) {
    const retryAfterMs =
      parseRetryAfter(response.headers.get('retry-after')) ??
      rateLimitWindowMs(envelope.policyName);
    return new HubSpotError(
      `HubSpot rate limit reached (${envelope.policyName ?? category ?? 'RATE_LIMIT'})`,
      { ...details, kind: 'rate_limited', retryAfterMs },
    );
  }
  if (status >= 500) {
    return new HubSpotError(`HubSpot is unavailable (HTTP ${status})`, {
      ...details,
      kind: 'server',
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    });
  }
  if (status === 401) {
    return new HubSpotError(
      `HubSpot refused the access token (HTTP 401 ${category ?? 'INVALID_AUTHENTICATION'}); check HUBSPOT_ACCESS_TOKEN`,
      { ...details, kind: 'auth' },
    );
  }
  if (status === 403) {
    const scopes = envelope.errors?.[0]?.context?.requiredGranularScopes;
    const missing =
      Array.isArray(scopes) && scopes.length > 0 ? `: needs ${scopes.join(', ')}` : '';
    return new HubSpotError(
      `The HubSpot token is not allowed to write contacts (HTTP 403 ${category ?? 'FORBIDDEN'})${missing}`,
      { ...details, kind: 'auth' },
    );
  }
  return new HubSpotError(
    `HubSpot rejected the contact (HTTP ${status}${category ? ` ${category}` : ''}): ${vendorMessage}`,
    { ...details, kind: 'rejected' },
  );
}

export function createHubSpotClient(options: HubSpotClientOptions): HubSpotContacts {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? TEN_SECONDS;
  const maxAttempts = options.maxAttempts ?? 3;
  const maxRetryWaitMs = options.maxRetryWaitMs ?? 5_000;
  const backoffBaseMs = options.backoffBaseMs ?? 500;
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;

  /**
   * One HTTP exchange, body included, under its own time-out. Resolves with the status and
   * the parsed body (undefined when it is not JSON), or throws HubSpotError.
   */
  async function send(
    method: 'POST' | 'PATCH',
    path: string,
    body: unknown,
    signal: AbortSignal | undefined,
  ): Promise<{ response: Response; body: unknown }> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    try {
      const response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: combined,
      });
      return { response, body: await readJson(response) };
    } catch (error) {
      if (signal?.aborted) {
        throw new HubSpotError('The HubSpot call was stopped before HubSpot answered', {
          kind: 'aborted',
        });
      }
      if (timeout.aborted) {
        throw new HubSpotError(`HubSpot did not answer within ${timeoutMs / 1000} s`, {
          kind: 'timeout',
        });
      }
      throw new HubSpotError(describeNetworkError(error), { kind: 'network' });
    }
  }

  /** Wait before attempt `attempt + 1`; the vendor's hint wins over our back-off. */
  function retryDelay(error: HubSpotError, attempt: number): number {
    if (error.retryAfterMs !== undefined) return error.retryAfterMs;
    const step = backoffBaseMs * 2 ** (attempt - 1);
    return Math.round(step / 2 + random() * (step / 2));
  }

  /** Sends a safe (idempotent) request, retrying transient failures; returns the parsed 2xx body. */
  async function sendWithRetries(
    method: 'POST' | 'PATCH',
    path: string,
    body: unknown,
    call: HubSpotCallOptions,
    /** Statuses the caller handles itself instead of treating them as errors. */
    passThrough: readonly number[] = [],
  ): Promise<{ status: number; body: unknown }> {
    for (let attempt = 1; ; attempt++) {
      let failure: HubSpotError;
      try {
        const { response, body: parsed } = await send(method, path, body, call.signal);
        if (response.ok || passThrough.includes(response.status)) {
          return { status: response.status, body: parsed };
        }
        failure = errorFromResponse(response, parsed);
      } catch (error) {
        if (!(error instanceof HubSpotError)) throw error;
        failure = error;
      }
      const retryable = ['network', 'timeout', 'rate_limited', 'server'].includes(failure.kind);
      if (!retryable || call.retry === false || attempt >= maxAttempts) throw failure;
      const wait = retryDelay(failure, attempt);
      if (wait > maxRetryWaitMs) throw failure;
      try {
        await sleep(wait, call.signal);
      } catch {
        throw new HubSpotError('The HubSpot call was stopped before HubSpot answered', {
          kind: 'aborted',
        });
      }
    }
  }

  function readObject(body: unknown, what: string): HubSpotObject {
    if (!body || typeof body !== 'object') {
      throw new HubSpotError(`HubSpot answered ${what} without a body`, {
        kind: 'invalid_response',
      });
    }
    return body as HubSpotObject;
  }

  async function updateExisting(
    properties: HubSpotContactProperties,
    existingId: string | undefined,
    call: HubSpotCallOptions,
  ): Promise<HubSpotUpsertResult> {
    const path = existingId
      ? `${HUBSPOT_CONTACTS_PATH}/${encodeURIComponent(existingId)}`
      : `${HUBSPOT_CONTACTS_PATH}/${encodeURIComponent(properties.email)}?idProperty=email`;
    const { body } = await sendWithRetries('PATCH', path, { properties }, call);
    const object = readObject(body, 'the update');
    const id = typeof object.id === 'string' ? object.id : existingId;
    if (!id) {
      throw new HubSpotError('HubSpot answered the update without a contact id', {
        kind: 'invalid_response',
      });
    }
    return { id, created: false };
  }

  return {
    async upsertContact(properties, call = {}) {
      const { status, body } = await sendWithRetries(
        'POST',
        `${HUBSPOT_CONTACTS_PATH}/batch/upsert`,
        { inputs: [{ idProperty: 'email', id: properties.email, properties }] },
        call,
        [409],
      );
      if (status === 409) {
        const message = (body as HubSpotErrorBody | undefined)?.message ?? '';
        const existingId = /Existing ID: (\d+)/.exec(message)?.[1];
        return updateExisting(properties, existingId, call);
      }
      const result = readObject(body, 'the upsert') as {
        results?: HubSpotObject[];
        errors?: { message?: string; category?: string }[];
      };
      const first = result.results?.[0];
      if (!first || typeof first.id !== 'string') {
        // 207 Multi-Status: the input failed inside a batch.
        const error = result.errors?.[0];
        throw new HubSpotError(
          `HubSpot rejected the contact (HTTP ${status}${error?.category ? ` ${error.category}` : ''}): ${error?.message ?? 'no result returned'}`,
          { kind: 'rejected', status, category: error?.category },
        );
      }
      return { id: first.id, created: first.new === true };
    },
  };
}
