/**
 * Serves the built client: hashed assets with long-lived caching, a prerendered HTML
 * file per public route when the build produced one, the SPA shell for other client
 * routes, redirects for /product and unknown paths, and JSON 404 for unknown /api/*.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isClientRoute, REDIRECTS } from '../../common/paths.ts';
import { sendApiNotFound } from './errors.ts';

export const SHELL_FILE = 'app-shell.html';

/**
 * Loads the HTML documents once at start: the prerendered page of each public route
 * (dist/client/services/index.html -> /services) and the client shell for other routes.
 */
function loadDocuments(root: string): { pages: Map<string, Buffer>; shell: Buffer } {
  const read = (file: string) => readFileSync(path.join(root, file));
  const pages = new Map<string, Buffer>([['/', read('index.html')]]);
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const file = path.join(entry.name, 'index.html');
    if (entry.isDirectory() && existsSync(path.join(root, file)))
      pages.set(`/${entry.name}`, read(file));
  }
  // The prerender step keeps the bare client shell apart, since index.html becomes the home page.
  const shell = existsSync(path.join(root, SHELL_FILE)) ? read(SHELL_FILE) : read('index.html');
  return { pages, shell };
}

function sendHtml(reply: FastifyReply, html: Buffer) {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

export const clientAppPlugin = fp<{ root: string }>(async (app: FastifyInstance, { root }) => {
  const hasBuild = existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      // HTML documents go through the route handling below, never straight from disk.
      allowedPath: (pathName) => !pathName.endsWith('.html'),
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  const documents = hasBuild ? loadDocuments(root) : null;

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) return sendApiNotFound(reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendApiNotFound(reply);
    const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const redirect = REDIRECTS[normalised];
    if (redirect) return reply.redirect(redirect, 301);
    if (!isClientRoute(normalised)) return reply.redirect('/', 302);
    if (!documents) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The client is not built. Run: npm run build');
    }
    return sendHtml(reply, documents.pages.get(normalised) ?? documents.shell);
  });
});
