/**
 * Under /api, only canonical paths reach a route. A path with a dot segment (`/./`,
 * `/x/../`), an encoded dot, slash or backslash (`%2e`, `%2f`, `%5c`), a backslash, an
 * empty segment (`//`) or a trailing slash answers 404 before routing: the identity
 * library resolves such paths to its endpoints (as the URL standard does), while our
 * limits and guards match the path as sent, so a variant must never be routed.
 * Page paths are left alone (docs/product.md#public-site: an unknown page redirects to /).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendApiNotFound } from './errors.ts';

const NOT_CANONICAL = /\/\.{1,2}(?:\/|$)|%2e|%2f|%5c|\\|\/\/|\/$/i;

/** Whether a request path (without its query) is under /api and not in canonical form. */
export function isNonCanonicalApiPath(path: string): boolean {
  return /^\/api(?:\/|\\|%2f|%5c|$)/i.test(path) && NOT_CANONICAL.test(path);
}

export const canonicalPathPlugin = fp(
  async (app: FastifyInstance) => {
    // Callback style, not async: it runs on every request.
    app.addHook('onRequest', (request, reply, done) => {
      const { url } = request;
      const query = url.indexOf('?');
      if (isNonCanonicalApiPath(query === -1 ? url : url.slice(0, query))) {
        return sendApiNotFound(reply);
      }
      done();
    });
  },
  { name: 'canonical-path' },
);
