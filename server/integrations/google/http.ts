/**
 * One HTTP call to a Google endpoint under the rules of the integrations brief: a timeout
 * per attempt (10 s), and for safe calls only at most 3 attempts on network errors, 429 and
 * 5xx, with jittered exponential backoff; a vendor hint (Retry-After, retryDelay) always
 * wins over the backoff. A hint longer than `maxWaitMs` is not waited out: the answer is
 * returned so the caller can report it.
 */

export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface HttpPolicy {
  fetch: FetchLike;
  /** Per attempt, body included. */
  timeoutMs: number;
  maxAttempts: number;
  /** Backoff before attempt n+1: baseDelayMs * 2^(n-1), jittered to 50-100 %. */
  baseDelayMs: number;
  /** The longest vendor-requested wait we sit through inside one request. */
  maxWaitMs: number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
}

export const DEFAULT_HTTP_POLICY: HttpPolicy = {
  fetch: (input, init) => fetch(input, init),
  timeoutMs: 10_000,
  maxAttempts: 3,
  baseDelayMs: 500,
  maxWaitMs: 30_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

/** The vendor did not answer (timeout or network failure), after any retries. */
export class VendorUnreachableError extends Error {
  override name = 'VendorUnreachableError';
  readonly reason: 'timeout' | 'network';

  constructor(reason: 'timeout' | 'network', url: string, options?: { cause?: unknown }) {
    super(
      reason === 'timeout' ? `No answer from ${url} in time` : `Could not reach ${url}`,
      options,
    );
    this.reason = reason;
  }
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** How many attempts were made (1 = no retry). */
  attempts: number;
}

export interface SendOptions {
  url: string;
  init: RequestInit;
  /** Safe to repeat (reads, token refresh): retried on network errors, 429 and 5xx. */
  safe: boolean;
  /**
   * Whether an answer is a retryable failure and how long the vendor asks us to wait.
   * Defaults to: 429 and 5xx, with the Retry-After header as the hint.
   */
  classify?: (answer: Omit<HttpAnswer, 'attempts'>) => { retry: boolean; waitMs: number | null };
}

/** Retry-After as seconds or an HTTP date, in milliseconds; null when absent or unreadable. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | null {
  const value = headers.get('retry-after');
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function defaultClassify(answer: Omit<HttpAnswer, 'attempts'>) {
  return {
    retry: answer.status === 429 || answer.status >= 500,
    waitMs: retryAfterMs(answer.headers),
  };
}

export async function send(policy: HttpPolicy, options: SendOptions): Promise<HttpAnswer> {
  const classify = options.classify ?? defaultClassify;
  const attemptsAllowed = options.safe ? policy.maxAttempts : 1;
  for (let attempt = 1; ; attempt += 1) {
    const backoff = policy.baseDelayMs * 2 ** (attempt - 1) * (0.5 + policy.random() / 2);
    let answer: Omit<HttpAnswer, 'attempts'>;
    try {
      const response = await policy.fetch(options.url, {
        ...options.init,
        signal: AbortSignal.timeout(policy.timeoutMs),
      });
      answer = { status: response.status, headers: response.headers, text: await response.text() };
    } catch (error) {
      const reason =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
          ? 'timeout'
          : 'network';
      if (attempt >= attemptsAllowed) {
        throw new VendorUnreachableError(reason, new URL(options.url).origin, { cause: error });
      }
      await policy.sleep(backoff);
      continue;
    }
    const verdict = classify(answer);
    if (!verdict.retry || attempt >= attemptsAllowed) return { ...answer, attempts: attempt };
    if (verdict.waitMs !== null && verdict.waitMs > policy.maxWaitMs) {
      return { ...answer, attempts: attempt };
    }
    await policy.sleep(verdict.waitMs ?? backoff);
  }
}
