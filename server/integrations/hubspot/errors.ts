/**
 * HubSpot failures as one typed error with a readable message. The message names the HTTP
 * status, HubSpot's category and its correlation id, and never the access token.
 */
import { AppError } from '../../lib/errors.ts';

export type HubSpotFailureKind =
  | 'network' // no answer: DNS, refused, reset
  | 'timeout' // no answer within the request time-out
  | 'aborted' // the caller gave up (its deadline passed)
  | 'rate_limited' // 429
  | 'server' // 5xx
  | 'auth' // 401, 403: the token or its scopes
  | 'rejected' // 400 and other 4xx: HubSpot will not take this input as it is
  | 'invalid_response'; // an answer we cannot read

export interface HubSpotErrorDetails {
  kind: HubSpotFailureKind;
  /** HubSpot's HTTP status, when it answered. */
  status?: number | undefined;
  /** HubSpot's `category` (or `errorType` on a 429), e.g. VALIDATION_ERROR. */
  category?: string | undefined;
  correlationId?: string | undefined;
  /** The limit a 429 names: TEN_SECONDLY_ROLLING or the daily one. */
  policyName?: string | undefined;
  /** How long HubSpot asked us to wait before trying again (Retry-After or the rate-limit window). */
  retryAfterMs?: number | undefined;
}

const MAX_MESSAGE_LENGTH = 500;

/** HubSpot's daily limit, by the policy a 429 names (the other is TEN_SECONDLY_ROLLING). */
export const isDailyPolicy = (policyName: string | undefined) => /DAILY/i.test(policyName ?? '');

export class HubSpotError extends AppError {
  override name = 'HubSpotError';
  readonly kind: HubSpotFailureKind;
  readonly status: number | undefined;
  readonly category: string | undefined;
  readonly correlationId: string | undefined;
  readonly retryAfterMs: number | undefined;
  readonly policyName: string | undefined;

  constructor(message: string, details: HubSpotErrorDetails) {
    const suffix = details.correlationId ? ` [correlation id ${details.correlationId}]` : '';
    const text =
      message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH)}...` : message;
    super('service_unavailable', `${text}${suffix}`);
    this.kind = details.kind;
    this.status = details.status;
    this.category = details.category;
    this.correlationId = details.correlationId;
    this.retryAfterMs = details.retryAfterMs;
    this.policyName = details.policyName;
  }

  /** HubSpot's daily limit was reached: nothing gets through until it resets. */
  get isDailyLimit(): boolean {
    return this.kind === 'rate_limited' && isDailyPolicy(this.policyName);
  }

  /** Worth trying the same request again later (the input itself was not refused). */
  get transient(): boolean {
    return this.kind !== 'rejected';
  }
}
