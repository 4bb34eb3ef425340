import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
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

const publicEntry = path.join(clientRoot, 'public-main.tsx');
/** What the public entry loads right after the first paint, before it hydrates. */
const publicBoot = path.join(clientRoot, 'app/public-boot.tsx');
let shellModules: { info: unknown; ids: Set<string> } | undefined;

function staticallyReachable(context: ChunkingContext, root: string): Set<string> {
  const ids = new Set<string>();
  const visit = (moduleId: string) => {
    if (ids.has(moduleId)) return;
    ids.add(moduleId);
    context.getModuleInfo(moduleId)?.importedIds.forEach(visit);
  };
  visit(root);
  return ids;
}

/**
 * Everything the public site boots with after its first paint (client/app/public-boot.tsx
 * and what it imports: the layout, the tiny router, analytics) goes into one "shell"
 * chunk rather than a dozen small ones: fewer requests and better compression on the home
 * page's critical path. What the entry itself imports stays out of it (the entry must not
 * pull the shell in before the first paint); React and React DOM get their own chunk.
 */
function publicShellChunk(id: string, context: ChunkingContext): string | null {
  const entry = context.getModuleInfo(publicEntry);
  if (!entry) return null;
  if (shellModules?.info !== entry) {
    const beforePaint = staticallyReachable(context, publicEntry);
    const ids = staticallyReachable(context, publicBoot);
    for (const moduleId of beforePaint) ids.delete(moduleId);
    shellModules = { info: entry, ids };
  }
  return shellModules.ids.has(id) ? 'shell' : null;
}

/**
 * The chunks the public site boots with. Their dynamic imports get no injected
 * `<link rel="modulepreload">` for the imported chunk's dependencies: inserting those links
 * cost the main thread 10-15 ms per page load on the reference machine (4x that under
 * Lighthouse's mobile throttling), more than the browser needs to find the same imports
 * itself when it parses each chunk (docs/decisions/079-public-boot-without-preload-links.md).
 */
const PUBLIC_BOOT_CHUNK = /^assets\/(public|public-pages|public-boot|shell)-/;

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
  // VITE_* variables come from the project's .env, like the server's configuration.
  envDir: import.meta.dirname,
  plugins: [react(), tailwindcss(), buildReport(), portalShellInDev()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Every browser we support has modulepreload; the polyfill would cost the home page bytes.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId }) =>
        PUBLIC_BOOT_CHUNK.test(hostId) ? [] : deps,
    },
    rollupOptions: {
      // Two documents: the public site (prerendered per route, scripts/prerender.ts) and
      // the portal's client-rendered shell (docs/decisions/014-public-bundle.md).
      input: {
        public: path.join(clientRoot, 'index.html'),
        portal: path.join(clientRoot, 'app-shell.html'),
      },
      output: {
        codeSplitting: {
          // A group takes only what it names: the entry's own imports stay out of the shell.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            { name: publicShellChunk, debugName: 'public-shell' },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      // Server-rendered pages of the Fivetran connect flow (set PUBLIC_SITE_URL to this origin).
      '/portal/fivetran': 'http://localhost:3000',
      '/sandbox': 'http://localhost:3000',
    },
  },
});
