import { readFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { isClientRoute, PUBLIC_PAGE_PATHS } from './common/shared/paths.ts';
import { brandFontCore, CORE_FILE } from './scripts/lib/brand-font.ts';

const clientRoot = path.resolve(import.meta.dirname, 'client');
/** A client feature's public face: client/features/<feature>/index.ts or index.tsx. */
const FEATURE_INDEX = /[\\/]client[\\/]features[\\/][^\\/]+[\\/]index\.tsx?$/;
/** The API the dev server proxies to: `npm run dev` (scripts/dev.ts) starts it on DEV_API_PORT. */
const apiOrigin = `http://127.0.0.1:${process.env.DEV_API_PORT || 3000}`;
/**
 * What the API answers in development: its routes, the server-rendered pages of the Fivetran
 * connect flow (set PUBLIC_SITE_URL to this origin) and the vendor sandboxes.
 */
const API_PATH_PREFIXES = ['/api', '/portal/fivetran', '/sandbox'];
const isApiPath = (pathname: string) =>
  API_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * Writes .vite/build-report.json beside the manifest: every chunk with the modules in it,
 * so bench/size.ts can prove the public entry carries no portal code.
 */
function buildReport(): Plugin {
  return {
    name: 'build-report',
    apply: 'build',
    // After Vite's own plugins, which drop the empty chunks of CSS-only modules.
    enforce: 'post',
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      const relative = (id: string) => path.relative(clientRoot, id.replace(/\?.*$/, ''));
      const chunks = Object.values(bundle)
        .filter((output) => output.type === 'chunk')
        .map((chunk) => ({
          file: chunk.fileName,
          isEntry: chunk.isEntry,
          isDynamicEntry: chunk.isDynamicEntry,
          facadeModule: chunk.facadeModuleId ? relative(chunk.facadeModuleId) : null,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: Object.keys(chunk.modules).map(relative),
        }));
      this.emitFile({
        type: 'asset',
        fileName: '.vite/build-report.json',
        source: JSON.stringify({ chunks }, null, 2),
      });
    },
  };
}

/** The brand font's core file (client/styles.css), the one the pages preload. */
const BRAND_FONT = path.basename(CORE_FILE);

/**
 * Every document the build writes (the public pages, the portal's shell) preloads the brand
 * font's core file under its hashed name, so the text is drawn in it from the first paint.
 */
function preloadBrandFont(): Plugin {
  return {
    name: 'preload-brand-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.values(bundle ?? {}).find(
          (output) =>
            output.type === 'asset' &&
            output.originalFileNames.some((name) => name.endsWith(BRAND_FONT)),
        );
        if (!font) throw new Error(`The build emitted no ${BRAND_FONT}`);
        const attrs = { rel: 'preload', href: `/${font.fileName}`, as: 'font', type: 'font/woff2' };
        return [{ tag: 'link', attrs: { ...attrs, crossorigin: true }, injectTo: 'head' }];
      },
    },
  };
}

/**
 * Dev server: each path gets the document the production server sends — a public page
 * rendered by the prerender's own entry (its islands and scripts then load as in
 * production), the portal's shell for portal paths.
 */
function documentsInDev(): Plugin {
  const publicPaths = new Set<string>(PUBLIC_PAGE_PATHS);
  return {
    name: 'documents-in-dev',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = (request.url ?? '/').split('?')[0]!.replace(/(.)\/+$/, '$1');
        // The proxy's paths go on to it (Vite's own middlewares run after this one).
        if (!isClientRoute(pathname) || isApiPath(pathname)) return next();
        if (!publicPaths.has(pathname)) {
          request.url = '/app-shell.html';
          return next();
        }
        void (async () => {
          const template = readFileSync(path.join(clientRoot, 'index.html'), 'utf8');
          const html = await server.transformIndexHtml(pathname, template);
          const entry = (await server.ssrLoadModule('/entry-server.tsx')) as {
            renderPage(path: string): string;
          };
          response.setHeader('content-type', 'text/html');
          response.end(
            html.replace(
              '<div id="root"></div>',
              () => `<div id="root">${entry.renderPage(pathname)}</div>`,
            ),
          );
        })().catch(next);
      });
    },
  };
}

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  // VITE_* variables come from the project's .env, like the server's configuration.
  envDir: import.meta.dirname,
  plugins: [
    brandFontCore(),
    react(),
    tailwindcss(),
    buildReport(),
    preloadBrandFont(),
    documentsInDev(),
  ],
  build: {
    // scripts/build.ts gives each build a folder of its own (--outDir dist/builds/<id>/client).
    outDir: '../dist/vite',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Every browser we support has modulepreload; the polyfill would cost the home page bytes.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // Two documents: the public site (prerendered per route, scripts/prerender.ts) and
      // the portal's client-rendered shell (docs/decisions/082-public-site-islands.md).
      input: {
        public: path.join(clientRoot, 'index.html'),
        portal: path.join(clientRoot, 'app-shell.html'),
      },
      // A feature's index runs nothing when imported (it re-exports; docs/decisions/131):
      // declared free of side effects, a page importing one name through it gets the module
      // that defines it, not the feature's other pages in a chunk shared with every other
      // importer of the index.
      // Any other module keeps the default (its package.json's sideEffects, else true).
      treeshake: { moduleSideEffects: (id) => (FEATURE_INDEX.test(id) ? false : undefined) },
      // React in a chunk of its own: shared by the portal and the public islands, cached once.
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(API_PATH_PREFIXES.map((prefix) => [prefix, apiOrigin])),
  },
});
