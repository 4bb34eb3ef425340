/**
 * Google's error envelopes, parsed and turned into sentences a user can act on
 * (docs/integrations.md#google-oauth and docs/integrations.md#google-ads).
 *
 * Google Ads: a google.rpc.Status whose `details` carry a GoogleAdsFailure:
 *   {"error":{"code":403,"status":"PERMISSION_DENIED","message":"...","details":[
 *     {"@type":"type.googleapis.com/google.ads.googleads.v26.errors.GoogleAdsFailure",
 *      "errors":[{"errorCode":{"authorizationError":"USER_PERMISSION_DENIED"},"message":"..."}],
 *      "requestId":"..."}]}}
 * OAuth: {"error":"invalid_grant","error_description":"Token has been expired or revoked."}
 */

import type { VendorErrorDetails } from '../../../common/shared/errors.ts';

export interface GoogleAdsErrorItem {
  /** The errorCode's key, e.g. authorizationError. */
  category: string;
  /** The errorCode's value, e.g. USER_PERMISSION_DENIED. */
  code: string;
  message: string;
}

export class GoogleAdsApiError extends Error {
  override name = 'GoogleAdsApiError';
  readonly httpStatus: number;
  /** google.rpc status: PERMISSION_DENIED, UNAUTHENTICATED, RESOURCE_EXHAUSTED... */
  readonly status: string | null;
  readonly errors: readonly GoogleAdsErrorItem[];
  readonly requestId: string | null;
  /** The wait Google asks for (quotaErrorDetails.retryDelay / RetryInfo), in ms. */
  readonly retryDelayMs: number | null;

  constructor(fields: {
    httpStatus: number;
    status: string | null;
    message: string;
    errors: GoogleAdsErrorItem[];
    requestId: string | null;
    retryDelayMs: number | null;
  }) {
    super(fields.message);
    this.httpStatus = fields.httpStatus;
    this.status = fields.status;
    this.errors = fields.errors;
    this.requestId = fields.requestId;
    this.retryDelayMs = fields.retryDelayMs;
  }

  has(code: string): boolean {
    return this.errors.some((error) => error.code === code);
  }

  hasCategory(category: string): boolean {
    return this.errors.some((error) => error.category === category);
  }

  /** The first error code, else the rpc status: for logs and messages. */
  get code(): string {
    return this.errors[0]?.code ?? this.status ?? `HTTP_${this.httpStatus}`;
  }

  /** 401 OAUTH_TOKEN_EXPIRED (or _INVALID): refresh the access token once and retry once. */
  get isExpiredToken(): boolean {
    return this.has('OAUTH_TOKEN_EXPIRED') || this.has('OAUTH_TOKEN_INVALID');
  }

  /** Quota: detected by quotaError, not by the status alone (one fixture shows HTTP 400). */
  get isQuota(): boolean {
    return this.httpStatus === 429 || this.hasCategory('quotaError');
  }
}

/** "30s", "2.5s" (protobuf Duration JSON) -> milliseconds. */
function durationToMs(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d+(?:\.\d+)?)s$/.exec(value.trim());
  return match ? Math.round(Number(match[1]) * 1000) : null;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses a Google Ads error body (also array-wrapped, as searchStream sends it). */
export function parseGoogleAdsError(httpStatus: number, text: string): GoogleAdsApiError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  if (Array.isArray(body)) body = body[0];
  const envelope = isObject(body) && isObject(body.error) ? body.error : null;
  const errors: GoogleAdsErrorItem[] = [];
  let requestId: string | null = null;
  let retryDelayMs: number | null = null;
  for (const detail of Array.isArray(envelope?.details) ? envelope.details : []) {
    if (!isObject(detail)) continue;
    const type = typeof detail['@type'] === 'string' ? detail['@type'] : '';
    if (type.endsWith('.GoogleAdsFailure')) {
      if (typeof detail.requestId === 'string') requestId = detail.requestId;
      for (const item of Array.isArray(detail.errors) ? detail.errors : []) {
        if (!isObject(item)) continue;
        const errorCode = isObject(item.errorCode) ? item.errorCode : {};
        const [category, code] = Object.entries(errorCode)[0] ?? ['unknown', 'UNKNOWN'];
        errors.push({
          category,
          code: String(code),
          message: typeof item.message === 'string' ? item.message : '',
        });
        const details = isObject(item.details) ? item.details : {};
        const quota = isObject(details.quotaErrorDetails) ? details.quotaErrorDetails : {};
        retryDelayMs ??= durationToMs(quota.retryDelay);
      }
    } else if (type.endsWith('google.rpc.RetryInfo')) {
      retryDelayMs ??= durationToMs(detail.retryDelay);
    }
  }
  const message =
    (typeof envelope?.message === 'string' && envelope.message) ||
    errors[0]?.message ||
    `Google Ads answered HTTP ${httpStatus}`;
  return new GoogleAdsApiError({
    httpStatus,
    status: typeof envelope?.status === 'string' ? envelope.status : null,
    message,
    errors,
    requestId,
    retryDelayMs,
  });
}

/** What a user reads for a Google Ads failure: a sentence for a person, no vendor codes. */
export function describeGoogleAdsError(error: GoogleAdsApiError): string {
  const known: Record<string, string> = {
    USER_PERMISSION_DENIED:
      'Your Google account does not have access to this Google Ads account. Ask whoever manages it in Google Ads to add your Google account (read-only is enough), then refresh.',
    DEVELOPER_TOKEN_NOT_APPROVED:
      'Our access to Google Ads is still limited to test accounts. Please contact us; nothing is wrong on your side.',
    DEVELOPER_TOKEN_PROHIBITED:
      'Google Ads turned down our access. Please contact us; nothing is wrong on your side.',
    CUSTOMER_NOT_ENABLED:
      'This Google Ads account is not active (it may be cancelled or suspended), so there is nothing to read.',
    NOT_ADS_USER:
      'The Google account you connected has no Google Ads accounts. Connect the Google account you use for Google Ads.',
    OAUTH_TOKEN_EXPIRED: 'Your Google sign-in has expired. Please connect Google again.',
    OAUTH_TOKEN_INVALID: 'Your Google sign-in is no longer valid. Please connect Google again.',
    RESOURCE_EXHAUSTED: 'Google Ads is busy with our requests for now. Please try again later.',
    RESOURCE_TEMPORARILY_EXHAUSTED:
      'Google Ads asked us to slow down. Please try again in a moment.',
    REQUESTED_METRICS_FOR_MANAGER:
      'This is a manager account, which has no campaigns of its own. Choose one of the accounts it manages.',
    UNSUPPORTED_VERSION:
      'Our connection to Google Ads needs an update. Please contact us; nothing is wrong on your side.',
  };
  return (
    known[error.code] ??
    (error.isQuota
      ? known.RESOURCE_TEMPORARILY_EXHAUSTED!
      : error.httpStatus >= 500
        ? 'Google Ads is temporarily unavailable. Please try again in a few minutes.'
        : `Google Ads could not answer this request: ${error.message}`)
  );
}

/** What support needs to look a failure up: Google's error code and its request id. */
export function googleAdsErrorDetails(error: GoogleAdsApiError): VendorErrorDetails {
  return { vendorCode: error.code, requestId: error.requestId };
}

export class GoogleOAuthError extends Error {
  override name = 'GoogleOAuthError';
  readonly httpStatus: number;
  /** invalid_grant, invalid_client, invalid_request, access_denied... */
  readonly error: string;

  constructor(httpStatus: number, error: string, description: string | null) {
    super(description ? `${error}: ${description}` : error);
    this.httpStatus = httpStatus;
    this.error = error;
  }

  /** The grant was revoked or expired: the stored record is useless. */
  get isRevoked(): boolean {
    return this.error === 'invalid_grant';
  }
}

export function parseOAuthError(httpStatus: number, text: string): GoogleOAuthError {
  try {
    const body = JSON.parse(text) as unknown;
    if (isObject(body) && typeof body.error === 'string') {
      return new GoogleOAuthError(
        httpStatus,
        body.error,
        typeof body.error_description === 'string' ? body.error_description : null,
      );
    }
  } catch {
    // not JSON
  }
  return new GoogleOAuthError(httpStatus, `http_${httpStatus}`, null);
}
