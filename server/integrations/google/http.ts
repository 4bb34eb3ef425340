/**
 * Google's figures for the shared vendor HTTP helper (../vendor-http.ts), used by the OAuth
 * and Ads adapters (docs/integrations.md#timeouts-and-retries): 10 s per attempt, at most 3
 * attempts of a safe call, backoff from 500 ms, and a vendor-requested wait (Retry-After,
 * retryDelay) of up to 30 s sat through; a longer one is returned for the caller to report.
 */
import type { HttpPolicy } from '../vendor-http.ts';

export const DEFAULT_HTTP_POLICY: HttpPolicy = {
  timeoutMs: 10_000,
  maxAttempts: 3,
  backoffMs: 500,
  maxWaitMs: 30_000,
};
