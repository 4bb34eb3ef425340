/**
 * Serves the built client: hashed assets with long-lived caching (brotli or gzip copies
 * written by the build when the browser accepts them), a prerendered HTML file per public
 * route when the build produced one, the SPA shell for other client routes, redirects for
 * /product and unknown paths, and JSON 404 for unknown /api/*.
 */
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { isClientRoute, PATHS, REDIRECTS } from '../../common/shared/paths.ts';
import { sendApiNotFound } from './errors.ts';

const SHELL_FILE = 'app-shell.html';

/** An HTML document with its compressed forms, read once at start. */
interface HtmlDocument {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * A document and the .br and .gz copies the build wrote beside it (scripts/prerender.ts);
 * compressed here only for a build made without that step (brotli at quality 11 costs
 * ~45 ms per page, which is why the build does it).
 */
function readDocument(file: string): HtmlDocument {
  const raw = readFileSync(file);
  const copy = (suffix: string, compress: () => Buffer) =>
    existsSync(file + suffix) ? readFileSync(file + suffix) : compress();
  return {
    raw,
    br: copy('.br', () => brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })),
    gzip: copy('.gz', () => gzipSync(raw, { level: 9 })),
  };
}

/**
 * Loads the HTML documents once at start: the prerendered page of each public route
 * (dist/client/services/index.html -> /services) and the client shell for other routes.
 */
function loadDocuments(root: string): { pages: Map<string, HtmlDocument>; shell: HtmlDocument } {
  const read = (file: string) => readDocument(path.join(root, file));
  const pages = new Map<string, HtmlDocument>([['/', read('index.html')]]);
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const file = path.join(entry.name, 'index.html');
    if (entry.isDirectory() && existsSync(path.join(root, file)))
      pages.set(`/${entry.name}`, read(file));
  }
  // The prerender step keeps the bare client shell apart, since index.html becomes the home page.
  const shell = existsSync(path.join(root, SHELL_FILE)) ? read(SHELL_FILE) : read('index.html');
  return { pages, shell };
}

/**
 * Whether @fastify/static registered this route for a file under `root`: it serves one file
 * (config.file, the route's own path) of that root (config.rootPath), on GET and HEAD only.
 */
function isBuildFile(root: string, route: RouteOptions): boolean {
  const { file, rootPath } = (route.config ?? {}) as { file?: unknown; rootPath?: unknown };
  return (
    typeof file === 'string' &&
    typeof rootPath === 'string' &&
    route.url === file &&
    path.resolve(rootPath) === root &&
    [route.method].flat().every((method) => method === 'GET' || method === 'HEAD')
  );
}

function sendHtml(request: FastifyRequest, reply: FastifyReply, html: HtmlDocument) {
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  reply.type('text/html; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(html.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(html.gzip);
  return reply.send(html.raw);
}

export const clientAppPlugin = fp<{ root: string }>(async (app: FastifyInstance, options) => {
  const hasBuild = existsSync(path.join(options.root, 'index.html'));
  // The folder itself, not the dist/current link (scripts/build.ts): a build made while this
  // process runs does not change the files it serves.
  const root = hasBuild ? realpathSync(options.root) : options.root;
  if (hasBuild) {
    // One GET and HEAD route per file, which our route config cannot reach: every one is a
    // public file of the build (server/security/access.ts).
    app.routeAccess.recognise({
      name: 'a file of the client build',
      access: 'public',
      matches: (route) => isBuildFile(root, route),
    });
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      preCompressed: true,
      // HTML documents go through the route handling below, never straight from disk.
      allowedPath: (pathName) => !/\.html(\.br|\.gz)?$/.test(pathName),
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
    // The outbox sandbox does not exist in production (server/modules/mail).
    if (normalised === PATHS.outbox && app.config.env === 'production') {
      return reply.status(404).type('text/plain').send('Not found');
    }
    if (!documents) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The client is not built. Run: npm run build');
    }
    return sendHtml(request, reply, documents.pages.get(normalised) ?? documents.shell);
  });
});
