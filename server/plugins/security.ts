/**
 * Security headers for every response and the rate limiter that routes opt into (its
 * counters where every process using the database sees them: lib/rate-limit-store.ts).
 * Scripts only from our origin: the client build emits no inline script.
 *
 * Pages and static files get the set helmet 8 sends with our options; JSON answers under
 * /api get the set OWASP's REST Security Cheat Sheet lists for APIs (no framing, no
 * sniffing, no cross-origin reads, HSTS), since the document-only headers mean nothing to
 * a JSON body. Both sets are built once at start and applied as constants: @fastify/helmet
 * rebuilt its middleware on every request, which cost more than a whole bare Fastify
 * request (docs/decisions/050-security-headers-and-request-logging.md).
 *
 * When the client is built with a GA4 measurement id, Google Analytics' hosts are allowed
 * in the policy as well, and nothing else is.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  DatabaseRateLimitCounter,
  rateLimitStore,
  type RateLimitCounter,
} from '../lib/rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The counter behind every rate limit (lib/rate-limit-store.ts), where one-time values
     * are marked used too (lib/single-use.ts).
     */
    rateLimitCounter: RateLimitCounter;
  }
}

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

/** The hosts gtag.js loads from and reports to (Google's documented CSP for GA4). */
const GOOGLE_ANALYTICS = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

function withAnalytics(directives: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(directives).map(([name, values]) => [
      name,
      [...values, ...(GOOGLE_ANALYTICS[name as keyof typeof GOOGLE_ANALYTICS] ?? [])],
    ]),
  );
}

const HSTS = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };

export interface SecurityHeaders {
  /** HTML documents and static files. */
  documents: Record<string, string>;
  /** JSON answers under /api. */
  api: Record<string, string>;
}

export function securityHeaders(production: boolean, analytics = false): SecurityHeaders {
  const allowed = analytics ? withAnalytics(CSP_DIRECTIVES) : CSP_DIRECTIVES;
  const directives = production ? { ...allowed, 'upgrade-insecure-requests': [] } : allowed;
  const csp = Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
  return {
    documents: {
      'content-security-policy': csp,
      // Not 'same-origin': the connect flow opens the provider's page in a popup and must
      // keep its handle on it (to see it close) and be reachable by its postMessage.
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      ...(production ? HSTS : {}),
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    },
    api: {
      // Answers depend on the session (or may, after a change): never stored by a browser
      // or a shared cache.
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'strict-origin-when-cross-origin',
      ...(production ? HSTS : {}),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    },
  };
}

const isApiPath = (url: string) =>
  url.startsWith('/api/') || url === '/api' || url.startsWith('/api?');

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const headers = securityHeaders(
    app.config.env === 'production',
    Boolean(app.config.gaMeasurementId),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? headers.api : headers.documents);
    done();
  });
  // The few HTML pages served under /api (the Google sandbox consent page) are documents:
  // they get the document set, keeping any header their route chose itself.
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (isApiPath(request.url) && typeof type === 'string' && type.startsWith('text/html')) {
      for (const [name, value] of Object.entries(headers.documents)) {
        const current = reply.getHeader(name);
        if (current === undefined || current === headers.api[name]) reply.header(name, value);
      }
    }
    done(null, payload);
  });
  // Routes opt in with `config: { rateLimit }`; the counts hold across server processes.
  const counter = new DatabaseRateLimitCounter(app.database.db);
  app.decorate('rateLimitCounter', counter);
  await app.register(rateLimit, { global: false, store: rateLimitStore(counter) });
});
