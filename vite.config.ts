import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { isClientRoute, PUBLIC_PAGE_PATHS } from './common/paths.ts';

const clientRoot = path.resolve(import.meta.dirname, 'client');

/**
 * Writes .vite/build-report.json beside the manifest: every chunk with the modules in it,
 * so bench/size.ts can prove the public entry carries no portal code.
 */
function buildReport(): Plugin {
  return {
    name: 'build-report',
    apply: 'build',
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

/** Dev server: portal paths get the portal's document, as the production server does. */
function portalShellInDev(): Plugin {
  const publicPaths = new Set<string>(PUBLIC_PAGE_PATHS);
  return {
    name: 'portal-shell-in-dev',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const pathname = (request.url ?? '/').split('?')[0]!.replace(/(.)\/+$/, '$1');
        if (isClientRoute(pathname) && !publicPaths.has(pathname)) request.url = '/app-shell.html';
        next();
      });
    },
  };
}

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), buildReport(), portalShellInDev()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Every browser we support has modulepreload; the polyfill would cost the home page bytes.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // Two documents: the public site (prerendered per route, scripts/prerender.ts) and
      // the portal's client-rendered shell (docs/decisions/006-public-bundle.md).
      input: {
        public: path.join(clientRoot, 'index.html'),
        portal: path.join(clientRoot, 'app-shell.html'),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
