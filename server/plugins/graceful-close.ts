/**
 * Lets `app.close()` finish as soon as the requests in flight are answered, even on
 * keep-alive connections (docs/decisions/075-graceful-shutdown.md).
 *
 * Fastify refuses requests that arrive while closing (503, `return503OnClosing`) and Node's
 * `server.close()` drops the connections idle at that moment, but a connection still serving
 * a request when the close began stays open after its answer until the client's keep-alive
 * ends (Fastify's keepAliveTimeout: 72 s), far past the 10 s shutdown limit. So, once closing:
 * every answer not yet sent says `Connection: close` (Node then ends the socket after it),
 * and each finished answer sweeps the connections that have become idle (a stream whose
 * headers left before the close).
 *
 * Before that, a server behind a load balancer first drains (SHUTDOWN_DRAIN_MS): it says it
 * is not ready (`/api/ready` answers 503) and goes on serving, so the balancer stops sending
 * it requests before it stops accepting them (docs/decisions/086-production-workflow.md).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** draining: set on SIGTERM, before the close (server/main.ts). */
    readiness: { draining: boolean };
  }
}

export const gracefulClosePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('readiness', { draining: false });
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback style, not async: these run on every request of the server's life.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing && !reply.raw.headersSent) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    if (closing) setImmediate(() => app.server.closeIdleConnections());
    done();
  });
});
