/**
 * Runs after `vite build` (scripts/build.ts), on the client folder it wrote: renders every
 * public route of PUBLIC_PAGE_PATHS to static HTML in <client>/<route>/index.html (home:
 * <client>/index.html), each
 * with its own title, description, canonical link (PUBLIC_SITE_URL + path), Open Graph
 * tags and JSON-LD. Beasties inlines the rules of the stylesheet that the page's markup
 * uses, so the first paint needs no other request; the full stylesheet moves to the end of
 * the body (for what scripts add: the drawer opened, the contact form's messages). Writes
 * robots.txt and sitemap.xml, then pre-compresses the text files (gzip and brotli) that the
 * server sends as they are. See docs/decisions/004-prerendering.md and 082.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { build } from 'vite';
import { PUBLIC_PAGE_PATHS } from '../common/shared/paths.ts';
import { canonicalUrl, renderHeadHtml } from '../client/config/seo.ts';
import { configuredSiteUrl, prerenderStampOf } from './lib/build.ts';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'client');

interface ServerEntry {
  renderPage(path: (typeof PUBLIC_PAGE_PATHS)[number]): string;
}

/** Builds client/entry-server.tsx for Node with the same React plugin as the client. */
async function buildServerEntry(ssrDir: string): Promise<ServerEntry> {
  await build({
    configFile: false,
    root: clientDir,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      ssr: path.join(clientDir, 'entry-server.tsx'),
      outDir: ssrDir,
      emptyOutDir: true,
      sourcemap: false,
    },
  });
  process.env.NODE_ENV = 'production';
  const entry = path.join(ssrDir, 'entry-server.js');
  return (await import(pathToFileURL(entry).href)) as ServerEntry;
}

/** The page's own rules inline; the full stylesheet after the content (see below). */
const inlinerFor = (distDir: string) =>
  new Beasties({
    path: distDir,
    publicPath: '/',
    preload: 'body',
    noscriptFallback: false,
    // The brand font's faces go inline with the page's rules, each only when the page's text
    // falls in its range (decision 125); vite.config.ts preloads the core file.
    inlineFonts: true,
    preloadFonts: false,
    allowRules: [
      // Beasties cannot match `:where(…)` selectors against the markup and drops them, but
      // Tailwind writes its space-* and divide-* utilities that way: keep them all (a few).
      /^:where\(/,
      // The states the public script sets (features/marketing/behaviours/): top bar shadow,
      // back-to-top, reveal, logo strip, the open drawer.
      /\[(data-(scrolled|visible|reveal-state|paused)|open|aria-pressed)[=\]]/,
    ],
    logLevel: 'warn',
  });

/**
 * The public script and its imports at low priority: the page is complete without them, so
 * they never compete with the document (nor count toward the first paint under
 * Lighthouse's simulation, which otherwise waited for them).
 */
function deprioritiseScripts(html: string): string {
  return html
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
}

/**
 * The full stylesheet is for what React adds in islands (messages, toasts, dialogs): it is
 * prefetched, which neither blocks nor parses it, and an island links it when it wakes
 * (client/lib/full-stylesheet.ts). Linked for all media, even at the end of the body, it
 * delayed the first paint under Lighthouse's throttling; linked as print media (until
 * decision 126), every visit parsed its 62 kB.
 */
function deferFullStylesheet(html: string): string {
  const deferred = html.replace(
    /<link rel="stylesheet"([^>]*)><\/body>/,
    '<link rel="prefetch" as="style" data-full-stylesheet$1></body>',
  );
  if (deferred === html) throw new Error('No stylesheet link at the end of the body');
  return deferred;
}

async function documentFor(
  inliner: Beasties,
  template: string,
  routePath: (typeof PUBLIC_PAGE_PATHS)[number],
  siteUrl: string,
  markup: string,
): Promise<string> {
  const head = renderHeadHtml(routePath, siteUrl);
  const withHead = template.replace(/<!-- page-head[\s\S]*?<!-- \/page-head -->/, () => head);
  if (withHead === template) throw new Error('index.html has no <!-- page-head --> block');
  const withMarkup = withHead.replace(
    '<div id="root"></div>',
    () => `<div id="root">${markup}</div>`,
  );
  return deprioritiseScripts(deferFullStylesheet(await inliner.process(withMarkup)));
}

function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /portal',
    'Disallow: /connections',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

function sitemapXml(siteUrl: string, lastModified: string): string {
  const urls = PUBLIC_PAGE_PATHS.map(
    (routePath) =>
      `  <url>\n    <loc>${canonicalUrl(siteUrl, routePath)}</loc>\n    <lastmod>${lastModified}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

const COMPRESSIBLE = /\.(html|js|css|svg|txt|xml|json|webmanifest)$/;

/**
 * Writes .gz and .br beside each text file: assets for @fastify/static's preCompressed mode,
 * HTML documents for the server's page handling (server/plugins/client-app.ts), so no start
 * spends time compressing.
 */
function precompress(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (name === '.vite') continue;
    if (statSync(file).isDirectory()) {
      count += precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    count += 1;
  }
  return count;
}

export async function prerender(distDir: string): Promise<void> {
  if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
  const siteUrl = configuredSiteUrl();
  const templateFile = path.join(distDir, 'index.html');
  if (!existsSync(templateFile))
    throw new Error('Run vite build first: dist/client/index.html is missing');
  const template = readFileSync(templateFile, 'utf8');
  // Rendered by a build of its own beside the client's, removed when done.
  const ssrDir = path.join(distDir, '../ssr');
  const entry = await buildServerEntry(ssrDir);
  const inliner = inlinerFor(distDir);

  for (const routePath of PUBLIC_PAGE_PATHS) {
    const html = await documentFor(
      inliner,
      template,
      routePath,
      siteUrl,
      entry.renderPage(routePath),
    );
    const target =
      routePath === '/' ? templateFile : path.join(distDir, routePath.slice(1), 'index.html');
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, html);
  }

  const today = new Date().toISOString().slice(0, 10);
  writeFileSync(path.join(distDir, 'robots.txt'), robotsTxt(siteUrl));
  writeFileSync(path.join(distDir, 'sitemap.xml'), sitemapXml(siteUrl, today));
  const compressed = precompress(distDir);
  writeFileSync(
    prerenderStampOf(distDir),
    JSON.stringify({ siteUrl, builtAt: new Date().toISOString() }),
  );
  rmSync(ssrDir, { recursive: true, force: true });
  console.log(
    `Prerendered ${PUBLIC_PAGE_PATHS.length} public pages for ${siteUrl}; pre-compressed ${compressed} files.`,
  );
}

if (import.meta.main) {
  try {
    const distDir = process.argv[2];
    if (!distDir) throw new Error('Usage: node scripts/prerender.ts <client build folder>');
    await prerender(path.resolve(distDir));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
