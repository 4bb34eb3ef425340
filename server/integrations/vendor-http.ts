/**
 * One HTTP call to a vendor (Fivetran, HubSpot, Google), the way
 * docs/integrations.md#timeouts-and-retries describes it:
 *
 * - each attempt has its own time limit, the body included;
 * - a call that is safe to repeat is retried on network errors, time-outs, 429 and 5xx,
 *   with jittered exponential back-off; the vendor's own hint (Retry-After, or one the
 *   caller reads from the body) wins over the back-off;
 * - a wait longer than `maxWaitMs` is not slept through: the call ends with the last answer
 *   or error, so the caller can report the wait or schedule the retry itself.
 *
 * The caller gets the final answer, whatever its status, or a VendorUnreachableError when
 * there was none; each vendor client maps those to its own errors.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** How one vendor is called: each client passes its own figures. */
export interface HttpPolicy {
  /** Each attempt's time limit, the body included. */
  timeoutMs: number;
  /** Attempts of a safe call, the first included; any other call gets one. */
  maxAttempts: number;
  /** The first back-off step; it doubles per attempt and is jittered to 50-100 %. */
  backoffMs: number;
  /** The longest wait sat through within one call. */
  maxWaitMs: number;
  /** Default: the global fetch. Sandboxes pass an in-process fake, tests a loopback-only one. */
  fetch?: FetchLike;
  /** Default: a timer that the caller's signal stops. Tests record the waits instead. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

/** Whether an answer is worth another attempt, and how long the vendor asked us to wait. */
export interface RetryVerdict {
  retry: boolean;
  waitMs?: number | undefined;
}

export interface VendorRequest {
  url: string;
  /** Method, headers and body; the signal is set per attempt. */
  init: Omit<RequestInit, 'signal'>;
  /** Safe to repeat (a read, an idempotent write): retried. Otherwise one attempt. */
  safe: boolean;
  /** The caller's own deadline: it stops an attempt or a wait in progress. */
  signal?: AbortSignal | undefined;
  /** Default: retry 429 and 5xx, waiting what Retry-After says. */
  classify?: (response: Response, text: string) => RetryVerdict;
}

export interface VendorAnswer {
  /** The final response; its body has been read into `text`. */
  response: Response;
  text: string;
  /** 1 when there was no retry. */
  attempts: number;
}

export type UnreachableReason = 'timeout' | 'network' | 'aborted';

/** No answer: a network failure, the time limit, or the caller's signal, after any retries. */
export class VendorUnreachableError extends Error {
  override name = 'VendorUnreachableError';
  readonly reason: UnreachableReason;
  readonly attempts: number;

  constructor(reason: UnreachableReason, origin: string, attempts: number, cause: unknown) {
    const messages = {
      timeout: `No answer from ${origin} in time`,
      network: `Could not reach ${origin}`,
      aborted: `Stopped before ${origin} answered`,
    };
    super(messages[reason], { cause });
    this.reason = reason;
    this.attempts = attempts;
  }
}

/** Retry-After in milliseconds: delta seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  // Rounded up: never come back sooner than asked.
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function retryOn429And5xx(response: Response): RetryVerdict {
  return {
    retry: response.status === 429 || response.status >= 500,
    waitMs: parseRetryAfter(response.headers.get('retry-after')),
  };
}

export async function vendorFetch(
  policy: HttpPolicy,
  request: VendorRequest,
): Promise<VendorAnswer> {
  const attemptsAllowed = request.safe ? Math.max(1, policy.maxAttempts) : 1;
  const classify = request.classify ?? retryOn429And5xx;
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await attemptOnce(policy, request, attempt);
    const verdict =
      outcome instanceof VendorUnreachableError
        ? { retry: outcome.reason !== 'aborted' }
        : classify(outcome.response, outcome.text);
    const waitMs = verdict.waitMs ?? backoffMs(policy, attempt);
    if (!verdict.retry || attempt >= attemptsAllowed || waitMs > policy.maxWaitMs) {
      if (outcome instanceof VendorUnreachableError) throw outcome;
      return outcome;
    }
    await pause(policy, waitMs, request, attempt);
  }
}

/** Before attempt n + 1: backoffMs * 2^(n-1), jittered to 50-100 % so clients do not retry in step. */
function backoffMs(policy: HttpPolicy, attempt: number): number {
  const step = policy.backoffMs * 2 ** (attempt - 1);
  return Math.round(step / 2 + ((policy.random ?? Math.random)() * step) / 2);
}

async function attemptOnce(
  policy: HttpPolicy,
  request: VendorRequest,
  attempt: number,
): Promise<VendorAnswer | VendorUnreachableError> {
  const timeout = AbortSignal.timeout(policy.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  try {
    const response = await (policy.fetch ?? fetch)(request.url, { ...request.init, signal });
    // Read here, under the same time limit: a vendor can stall in the middle of a body.
    return { response, text: await response.text(), attempts: attempt };
  } catch (error) {
    // Which signal fired says why; the error's own name differs between fetch implementations.
    const reason = request.signal?.aborted ? 'aborted' : timeout.aborted ? 'timeout' : 'network';
    return new VendorUnreachableError(reason, new URL(request.url).origin, attempt, error);
  }
}

async function pause(
  policy: HttpPolicy,
  ms: number,
  request: VendorRequest,
  attempt: number,
): Promise<void> {
  try {
    await (policy.sleep ?? sleepUnlessAborted)(ms, request.signal);
  } catch (error) {
    if (!request.signal?.aborted) throw error;
    throw new VendorUnreachableError('aborted', new URL(request.url).origin, attempt, error);
  }
}

async function sleepUnlessAborted(ms: number, signal?: AbortSignal): Promise<void> {
  await sleep(ms, undefined, { signal });
}
