/**
 * What Fastify logs per request. By default it writes two info lines per request
 * ("incoming request", "request completed"), which cost more CPU than the rest of a
 * trivial request (docs/decisions/050-security-headers-and-request-logging.md). Here:
 * one "request completed" line per request at debug (LOG_LEVEL=debug gives a full access
 * log), raised to warn for server errors (5xx) and slow requests, so the default info
 * level keeps what needs attention. Failures are still logged with their error by the
 * error handler (server/plugins/errors.ts).
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request slower than this is logged at warn. */
const SLOW_REQUEST_MS = 1000;

export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.trace({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    } else if (reply.statusCode >= 500 || responseTime > SLOW_REQUEST_MS) {
      reply.log.warn({ req: request, res: reply, responseTime }, 'request completed');
    } else {
      reply.log.debug({ req: request, res: reply, responseTime }, 'request completed');
    }
  }
}
