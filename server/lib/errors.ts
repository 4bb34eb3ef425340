/** The one typed error services throw; the error handler turns it into a response. */
export type AppErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_many_requests'
  | 'service_unavailable'
  | 'bad_gateway'
  | 'gateway_timeout';

const STATUS: Record<AppErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  service_unavailable: 503,
  bad_gateway: 502,
  gateway_timeout: 504,
};

export class AppError extends Error {
  override name = 'AppError';
  readonly code: AppErrorCode;
  readonly statusCode: number;

  constructor(code: AppErrorCode, message: string) {
    super(message);
    this.code = code;
    this.statusCode = STATUS[code];
  }
}
