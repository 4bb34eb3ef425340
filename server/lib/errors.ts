import type { VendorErrorDetails } from '../../common/shared/errors.ts';

/** The one typed error services throw; the error handler turns it into a response. */
export type AppErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  /** 403: the caller has not confirmed their address yet. */
  | 'email_not_verified'
  /** An administrator without two-factor sign-in: 403. */
  | 'two_factor_required'
  | 'not_found'
  | 'conflict'
  /** 413: a body or file over its limit. */
  | 'payload_too_large'
  /** 415: a body in a form the route does not take. */
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'service_unavailable'
  | 'bad_gateway'
  | 'gateway_timeout';

const STATUS: Record<AppErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  email_not_verified: 403,
  two_factor_required: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  bad_gateway: 502,
  service_unavailable: 503,
  gateway_timeout: 504,
};

export class AppError extends Error {
  override name = 'AppError';
  readonly code: AppErrorCode;
  readonly statusCode: number;

  /** A vendor's code and request id, answered beside the message (never inside it). */
  readonly details: VendorErrorDetails | undefined;

  constructor(code: AppErrorCode, message: string, details?: VendorErrorDetails) {
    super(message);
    this.code = code;
    this.statusCode = STATUS[code];
    this.details = details;
  }
}

/** The `code` of an error answer whose cause names none: from its HTTP status. */
const CODE_OF_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  422: 'unprocessable_entity',
  429: 'too_many_requests',
  431: 'headers_too_large',
  500: 'internal_error',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'gateway_timeout',
};

export function errorCodeOf(status: number): string {
  return CODE_OF_STATUS[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
}
