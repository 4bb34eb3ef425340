/**
 * Faster module loading at start, set up by the process entries (server/index.ts,
 * scripts/start.ts) before they import the application; it only helps modules loaded
 * after it (docs/decisions/051-start-up-time-and-memory.md).
 *
 * 1. Node's compile cache (module.enableCompileCache, in the OS temporary directory):
 *    compiled code of every module is reused from the previous start.
 * 2. A resolve hook for relative imports inside installed packages. To decide whether a
 *    `.js` file is ESM or CommonJS, Node 24's loader looks up the file's package.json and
 *    materialises all of it, parsing its `exports` map again, for every module it loads.
 *    drizzle-orm's package.json is 179 kB (an export entry per file), better-auth's 19 kB,
 *    and a start loads ~1,800 such files: that cost 0.4-1.2 s and ~230 MB of short-lived
 *    memory. The hook answers a relative `.js` import made by an ES module inside
 *    node_modules itself when the target's package scope (the nearest package.json, read
 *    once per directory) says "type": "module", the only case where the answer can only be
 *    "ES module". Everything else (bare specifiers and their exports maps, CommonJS,
 *    packages without "type", our own files) goes to Node as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Directory -> whether its package scope is "type": "module". */
const moduleScopeByDirectory = new Map<string, boolean>();

/** Node's package scope rule (nearest package.json's "type"), with every directory cached. */
export function isModuleScope(directory: string): boolean {
  const walked: string[] = [];
  let current = directory;
  let isModule = false;
  for (;;) {
    const known = moduleScopeByDirectory.get(current);
    if (known !== undefined) {
      isModule = known;
      break;
    }
    walked.push(current);
    const packageJson = path.join(current, 'package.json');
    if (existsSync(packageJson)) {
      isModule = JSON.parse(readFileSync(packageJson, 'utf8')).type === 'module';
      break;
    }
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const directory of walked) moduleScopeByDirectory.set(directory, isModule);
  return isModule;
}

const isRelative = (specifier: string) => specifier.startsWith('./') || specifier.startsWith('../');

/** The resolve hook: an ES module's relative `.js` import inside an all-ESM package scope. */
export const resolveInsideEsmPackages: module.ResolveHookSync = (
  specifier,
  context,
  nextResolve,
) => {
  const parent = context.parentURL;
  if (
    parent?.startsWith('file:') &&
    parent.includes('/node_modules/') &&
    (parent.endsWith('.js') || parent.endsWith('.mjs')) &&
    specifier.endsWith('.js') &&
    isRelative(specifier)
  ) {
    const url = new URL(specifier, parent);
    if (isModuleScope(path.dirname(fileURLToPath(url)))) {
      return { url: url.href, format: 'module', shortCircuit: true };
    }
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
  module.registerHooks({ resolve: resolveInsideEsmPackages });
  prepared = true;
  return true;
}
