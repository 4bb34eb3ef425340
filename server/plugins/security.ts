/**
 * Security headers for every response (helmet) and the rate limiter that routes opt into.
 * Scripts only from our origin: the client build emits no inline script. When the client
 * is built with a GA4 measurement id, Google Analytics' hosts are allowed as well.
 */
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The hosts gtag.js loads from and reports to (Google's documented CSP for GA4). */
const GOOGLE_ANALYTICS = {
  script: ['https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const production = app.config.env === 'production';
  const analytics = app.config.gaMeasurementId ? GOOGLE_ANALYTICS : { script: [], connect: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analytics.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...analytics.connect],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...analytics.connect],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
});
