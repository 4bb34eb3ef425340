/**
 * Faster module loading at start, set up by the process entries (server/index.ts,
 * scripts/start.ts) before they import the application; it only helps modules loaded
 * after it (docs/decisions/041-start-up-time-and-memory.md).
 *
 * 1. Node's compile cache (module.enableCompileCache, in the OS temporary directory):
 *    compiled code of every module is reused from the previous start.
 * 2. A resolve hook for large all-ESM packages. To decide whether a `.js` file is ESM or CommonJS, Node 24's loader looks up the file's
 * package.json and materialises all of it, parsing its `exports` map again, for every
 * module it loads. drizzle-orm's package.json is 179 kB (an export entry per file), so
 * loading its modules that way cost 0.4-1.2 s and ~230 MB of short-lived memory at every
 * start. Inside a package whose
 * package.json says "type": "module", a relative import of a `.js` file can only be an ES
 * module: this hook answers exactly those imports itself and leaves everything else
 * (bare specifiers, other packages, CommonJS, our own files) to Node.
 */
import module from 'node:module';

/** Packages with "type": "module" whose package.json is large enough to matter. */
const LARGE_ESM_PACKAGES = ['drizzle-orm'];

const isRelative = (specifier: string) => specifier.startsWith('./') || specifier.startsWith('../');

const markers = LARGE_ESM_PACKAGES.map((name) => `/node_modules/${name}/`);

/** The resolve hook: an ES module's relative `.js` import inside those packages. */
export const resolveInsideLargeEsmPackages: module.ResolveHookSync = (
  specifier,
  context,
  nextResolve,
) => {
  const parent = context.parentURL;
  if (
    parent?.endsWith('.js') &&
    specifier.endsWith('.js') &&
    isRelative(specifier) &&
    markers.some((marker) => parent.includes(marker))
  ) {
    return { url: new URL(specifier, parent).href, format: 'module', shortCircuit: true };
  }
  return nextResolve(specifier, context);
};

let prepared = false;

/**
 * Enables both, once per process. Where Node lacks the APIs (module.registerHooks came in
 * 22.15) modules load the ordinary way; returns whether the resolve hook is on.
 */
export function prepareModuleLoading(): boolean {
  if (prepared) return true;
  module.enableCompileCache?.();
  if (typeof module.registerHooks !== 'function') return false;
  module.registerHooks({ resolve: resolveInsideLargeEsmPackages });
  prepared = true;
  return true;
}
