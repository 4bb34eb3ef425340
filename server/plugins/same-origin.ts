/**
 * Cross-site request refusal for every state-changing route, ours and the identity
 * library's (docs/decisions/067-same-origin-writes.md):
 *
 * - POST, PUT, PATCH and DELETE must come from the site: the Origin header (or, when a
 *   browser sent none, the Referer's origin) must be PUBLIC_SITE_URL (or, outside
 *   production, the Vite dev server's origin). A request that carries a cookie and names
 *   no origin at all is refused too; one without a cookie and without an origin (curl, a
 *   server) has no ambient authority to abuse and goes through.
 * - Bodies are JSON only: Fastify has no parser for forms, and the text/plain one is
 *   removed, so both answer 415 (the error handler's readable message). With no simple
 *   content type accepted, a cross-site form cannot even reach a handler.
 *   One exception: the deliverables upload (POST /api/admin/projects/:projectId/deliverables)
 *   takes multipart/form-data, because a 50 MB file must stream to the database, not sit
 *   in memory as JSON or base64 (docs/decisions/115-deliverable-chunks-32k.md). Its
 *   multipart parser is registered in that route's own encapsulated scope
 *   (server/modules/deliverables/routes.ts), so every other route still answers 415 for it,
 *   and the Origin check above runs for it like for any write: a cross-site form that posts
 *   a file is refused 403 before a byte is read.
 *
 * Checked at onRequest, before the body is read. Refusal: 403 {error, code: 'forbidden'}.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_MESSAGES } from '../../common/shared/messages.ts';
import type { AppConfig } from '../config.ts';
import { AppError } from '../lib/errors.ts';

/** The Vite dev server (npm run dev) proxies /api from this origin. */
const DEV_CLIENT_ORIGIN = 'http://localhost:5173';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origins our own pages are served from (also the identity library's trusted origins). */
export function siteOrigins(config: Pick<AppConfig, 'env' | 'publicSiteUrl'>): string[] {
  const site = new URL(config.publicSiteUrl).origin;
  return config.env === 'production' ? [site] : [site, DEV_CLIENT_ORIGIN];
}

function originOfReferer(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}

export const sameOriginPlugin = fp(
  async (app: FastifyInstance) => {
    const allowed = new Set(siteOrigins(app.config));
    app.removeContentTypeParser('text/plain');
    // Callback style, not async: it runs on every request, and most are reads it lets by.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!STATE_CHANGING.has(request.method)) return done();
      const { origin: sentOrigin, referer, cookie } = request.headers;
      const origin = sentOrigin ?? originOfReferer(referer);
      if (origin === undefined ? cookie !== undefined : !allowed.has(origin)) {
        return done(new AppError('forbidden', API_MESSAGES.crossSite));
      }
      done();
    });
  },
  { name: 'same-origin' },
);
