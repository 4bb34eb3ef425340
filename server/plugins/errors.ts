/**
 * The single error handler: AppError -> its status, validation -> 400 {error, issues},
 * Fastify client errors (bad JSON, too large, wrong content type) -> their 4xx,
 * the database unreachable -> 503 with a readable message, anything else -> 500 without
 * internals. Unknown /api/* paths answer 404 JSON. What is refused before routing
 * (sendFrameworkError) or by Node's HTTP parser (sendClientError) has the same
 * `{error, code}` shape.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_MESSAGES } from '../../common/shared/messages.ts';
import type { ApiError } from '../../common/shared/errors.ts';
import { databaseUnreachable, isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError, errorCodeOf } from '../lib/errors.ts';

function issuePath(instancePath: string, httpPart: string | undefined): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field || httpPart || 'request';
}

const DATABASE_UNAVAILABLE = {
  status: 503,
  body: { error: API_MESSAGES.databaseUnavailable, code: 'service_unavailable' },
};

function toResponse(error: FastifyError | AppError | Error): { status: number; body: ApiError } {
  if (error instanceof AppError) {
    const { details } = error;
    return {
      status: error.statusCode,
      body: { error: error.message, code: error.code, ...(details && { details }) },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issuePath(issue.instancePath, error.validationContext),
      message: issue.message ?? API_MESSAGES.invalidRequest,
    }));
    const message = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
    return {
      status: 400,
      body: { error: message || API_MESSAGES.invalidRequest, code: errorCodeOf(400), issues },
    };
  }
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    const message =
      status === 413
        ? API_MESSAGES.tooLarge
        : status === 415
          ? API_MESSAGES.unsupportedMediaType
          : status === 429
            ? API_MESSAGES.rateLimited
            : error.message;
    return { status, body: { error: message, code: errorCodeOf(status) } };
  }
  if (isDatabaseUnavailable(error)) return DATABASE_UNAVAILABLE;
  return { status: 500, body: { error: API_MESSAGES.internal, code: errorCodeOf(500) } };
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    let { status, body } = toResponse(error);
    // An unexpected failure while the database does not answer is the outage, not a bug.
    if (status === 500 && (await databaseUnreachable(app.database))) {
      ({ status, body } = DATABASE_UNAVAILABLE);
    }
    if (status === 503) request.log.warn({ err: error }, 'request failed: service unavailable');
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(body);
  });
});

/**
 * Errors Fastify answers before routing (a malformed percent-encoding, a path parameter
 * over its length): our shape, without echoing the address.
 */
export function sendFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? API_MESSAGES.addressTooLong
      : status === 400
        ? API_MESSAGES.badAddress
        : API_MESSAGES.invalidRequest;
  void reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ error: message, code: errorCodeOf(status) });
}

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (Fastify's
 * `clientErrorHandler`): headers over Node's 16 KiB (431), a request that does not parse
 * (400: a malformed request line or header, a bad chunked body), a request too slow to arrive
 * (408). Written on the raw socket in our shape, then the connection is closed; nothing is
 * written once a response to an earlier request on the connection has started.
 */
export function sendClientError(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, API_MESSAGES.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, API_MESSAGES.requestTimeout]
        : [400, API_MESSAGES.invalidRequest];
  // The code only: the error holds the raw bytes of the request, cookies included.
  this.log.debug({ code: error.code, status }, 'client error');
  const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ error: message, code: errorCodeOf(status) });
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Cache-Control: no-store',
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy();
}

export function sendApiNotFound(reply: {
  status(code: number): { send(body: ApiError): unknown };
}) {
  return reply.status(404).send({ error: API_MESSAGES.notFound, code: errorCodeOf(404) });
}
