/**
 * Security headers for every response and the rate limiter that routes opt into.
 * Scripts only from our origin: the client build emits no inline script.
 *
 * The headers are the set helmet 8 sends with our options, built once at start and
 * applied as a constant: @fastify/helmet rebuilds its middleware (options, CSP string) on
 * every request, which cost more than the whole of a bare Fastify request
 * (docs/decisions/006-security-headers-and-request-logging.md).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
};

export function securityHeaders(production: boolean): Record<string, string> {
  const directives = production
    ? { ...CSP_DIRECTIVES, 'upgrade-insecure-requests': [] }
    : CSP_DIRECTIVES;
  const csp = Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const headers = securityHeaders(app.config.env === 'production');
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(rateLimit, { global: false });
});
