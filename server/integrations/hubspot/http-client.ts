/**
 * The real HubSpot adapter: CRM v3 contacts over fetch (docs/integrations.md#hubspot).
 *
 * - One call per contact: `POST /crm/v3/objects/contacts/batch/upsert` with `idProperty: email`,
 *   which creates or updates and is safe to repeat. HubSpot documents 200, and 207 when an
 *   input failed inside the batch (`errors[]`): then the contact is refused with HubSpot's
 *   error for it. (409 CONFLICT belongs to the plain create, which we never call.)
 * - Through the shared vendor HTTP helper (../vendor-http.ts): each request times out after
 *   10 s. Network errors, time-outs, 429 and 5xx are retried, at most 3 attempts in all, with
 *   jittered exponential back-off; HubSpot's Retry-After (else its rate-limit window) always
 *   wins. A wait longer than `maxRetryWaitMs` is not slept through: the error carries
 *   `retryAfterMs` so the caller can schedule the retry instead.
 * - Failures become HubSpotError with a readable message. The token is only ever put in the
 *   Authorization header: never in a message, a log line or a URL.
 */
import {
  parseRetryAfter,
  VendorUnreachableError,
  vendorFetch,
  type HttpPolicy,
  type RetryVerdict,
  type VendorAnswer,
} from '../vendor-http.ts';
import { nextMidnight } from '../../lib/time-zone.ts';
import { HubSpotError, isDailyPolicy, type HubSpotErrorDetails } from './errors.ts';
import type { HubSpotCallOptions, HubSpotContacts } from './port.ts';

/** HubSpot labels /crm/v3 "legacy" beside date-versioned paths with the same bodies: one place to change. */
export const HUBSPOT_CONTACTS_PATH = '/crm/v3/objects/contacts';

export interface HubSpotClientOptions {
  baseUrl: string;
  accessToken: string;
  /**
   * The account's time zone (HUBSPOT_TIME_ZONE): its daily limit resets at midnight there.
   * Null: after a daily 429, try again in an hour.
   */
  accountTimeZone?: string | null;
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
const ONE_HOUR = 60 * 60_000;

/**
 * Without a Retry-After, wait out HubSpot's window: ten seconds; for the daily limit until
 * midnight in the account's time zone, or an hour when the zone is not configured.
 */
function rateLimitWindowMs(policyName: string | undefined, timeZone: string | null): number {
  if (!isDailyPolicy(policyName)) return TEN_SECONDS;
  if (!timeZone) return ONE_HOUR;
  const now = new Date();
  return nextMidnight(timeZone, now).getTime() - now.getTime();
}

/** "Could not reach HubSpot (ECONNREFUSED)": the system error code, never the URL or headers. */
function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; errors?: { code?: unknown }[] } }).cause;
  const code = [cause?.code, cause?.errors?.[0]?.code].find(
    (value): value is string => typeof value === 'string',
  );
  return code ? `Could not reach HubSpot (${code})` : 'Could not reach HubSpot';
}

function readJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorBody(body: unknown): HubSpotErrorBody {
  return body && typeof body === 'object' ? body : {};
}

/** How long HubSpot asks us to wait: its Retry-After, else on a 429 its rate-limit window. */
function waitHint(
  response: Response,
  envelope: HubSpotErrorBody,
  timeZone: string | null,
): number | undefined {
  const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
  if (retryAfterMs !== undefined || response.status !== 429) return retryAfterMs;
  return rateLimitWindowMs(envelope.policyName, timeZone);
}

/** 429 and 5xx are worth another attempt, after HubSpot's hint when it gave one. */
function classify(response: Response, text: string, timeZone: string | null): RetryVerdict {
  const retry = response.status === 429 || response.status >= 500;
  return {
    retry,
    waitMs: retry ? waitHint(response, errorBody(readJson(text)), timeZone) : undefined,
  };
}

/** Turns a non-2xx answer into a HubSpotError with a readable message. */
function errorFromResponse(
  response: Response,
  body: unknown,
  timeZone: string | null,
): HubSpotError {
  const envelope = errorBody(body);
  const status = response.status;
  const correlationId =
    envelope.correlationId ?? response.headers.get('x-hubspot-correlation-id') ?? undefined;
  const category = envelope.category ?? envelope.errorType;
  const details: Omit<HubSpotErrorDetails, 'kind'> = { status, category, correlationId };
  const vendorMessage = envelope.message ?? response.statusText;

  if (status === 429) {
    return new HubSpotError(
      `HubSpot rate limit reached (${envelope.policyName ?? category ?? 'RATE_LIMIT'})`,
      {
        ...details,
        kind: 'rate_limited',
        policyName: envelope.policyName,
        retryAfterMs: waitHint(response, envelope, timeZone),
      },
    );
  }
  if (status >= 500) {
    return new HubSpotError(`HubSpot is unavailable (HTTP ${status})`, {
      ...details,
      kind: 'server',
      retryAfterMs: waitHint(response, envelope, timeZone),
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

/** No answer from HubSpot: the helper's reason as a HubSpotError. */
function errorFromUnreachable(error: VendorUnreachableError, timeoutMs: number): HubSpotError {
  if (error.reason === 'aborted') {
    return new HubSpotError('The HubSpot call was stopped before HubSpot answered', {
      kind: 'aborted',
    });
  }
  if (error.reason === 'timeout') {
    return new HubSpotError(`HubSpot did not answer within ${timeoutMs / 1000} s`, {
      kind: 'timeout',
    });
  }
  return new HubSpotError(describeNetworkError(error.cause), { kind: 'network' });
}

export function createHubSpotClient(options: HubSpotClientOptions): HubSpotContacts {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const timeZone = options.accountTimeZone ?? null;
  const http: HttpPolicy = {
    timeoutMs: options.timeoutMs ?? TEN_SECONDS,
    maxAttempts: options.maxAttempts ?? 3,
    backoffMs: options.backoffBaseMs ?? 500,
    maxWaitMs: options.maxRetryWaitMs ?? 5_000,
    fetch: options.fetch,
    sleep: options.sleep,
    random: options.random,
  };

  /**
   * POSTs a request (retried when the call allows it) and returns the status and the parsed
   * 2xx body; anything else throws HubSpotError.
   */
  async function post(
    path: string,
    body: unknown,
    call: HubSpotCallOptions,
  ): Promise<{ status: number; body: unknown }> {
    let answer: VendorAnswer;
    try {
      answer = await vendorFetch(http, {
        url: `${baseUrl}${path}`,
        init: {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.accessToken}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(body),
        },
        // The one HubSpot call we make is an upsert: safe to repeat.
        safe: call.retry !== false,
        signal: call.signal,
        classify: (response, text) => classify(response, text, timeZone),
      });
    } catch (error) {
      if (!(error instanceof VendorUnreachableError)) throw error;
      throw errorFromUnreachable(error, http.timeoutMs);
    }
    const { response, text } = answer;
    const parsed = readJson(text);
    if (response.ok) {
      return { status: response.status, body: parsed };
    }
    throw errorFromResponse(response, parsed, timeZone);
  }

  function readObject(body: unknown, what: string): HubSpotObject {
    if (!body || typeof body !== 'object') {
      throw new HubSpotError(`HubSpot answered ${what} without a body`, {
        kind: 'invalid_response',
      });
    }
    return body;
  }

  return {
    async upsertContact(properties, call = {}) {
      const { status, body } = await post(
        `${HUBSPOT_CONTACTS_PATH}/batch/upsert`,
        { inputs: [{ idProperty: 'email', id: properties.email, properties }] },
        call,
      );
      const result = readObject(body, 'the upsert') as {
        results?: HubSpotObject[];
        errors?: { message?: string; category?: string }[];
      };
      const first = result.results?.[0];
      if (!first || typeof first.id !== 'string') {
        // 207 Multi-Status: our one input failed inside the batch (its StandardError).
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
