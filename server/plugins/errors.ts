/**
 * The single error handler: AppError -> its status, validation -> 400 {error, issues},
 * Fastify client errors (bad JSON, too large, wrong content type) -> their 4xx,
 * the database unreachable -> 503 with a readable message, anything else -> 500 without
 * internals. Unknown /api/* paths answer 404 JSON.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_MESSAGES } from '../../common/messages.ts';
import type { ApiError } from '../../common/contracts/errors.ts';
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

export function sendApiNotFound(reply: {
  status(code: number): { send(body: ApiError): unknown };
}) {
  return reply.status(404).send({ error: API_MESSAGES.notFound, code: errorCodeOf(404) });
}
