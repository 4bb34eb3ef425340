import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isModuleScope, resolveInsideEsmPackages } from './module-loading.ts';

const root = path.resolve(import.meta.dirname, '../..');
const fileUrl = (relative: string) => pathToFileURL(path.join(root, relative)).href;
const next = () => ({ url: 'file:///from-node.js' });
const resolve = (specifier: string, parentURL: string | undefined) =>
  resolveInsideEsmPackages(specifier, { conditions: [], importAttributes: {}, parentURL }, next);

describe('faster module loading', () => {
  it('reads the package scope as Node does: the nearest package.json', () => {
    expect(isModuleScope(path.join(root, 'node_modules/drizzle-orm/pg-core'))).toBe(true);
    expect(isModuleScope(path.join(root, 'node_modules/fastify/lib'))).toBe(false);
    expect(isModuleScope(path.join(root, 'server/lib'))).toBe(true); // our "type": "module"
  });

  it("answers a relative .js import inside an ESM package itself, without Node's lookup", () => {
    const parent = fileUrl('node_modules/drizzle-orm/pg-core/table.js');
    expect(resolve('../column.js', parent)).toEqual({
      url: fileUrl('node_modules/drizzle-orm/column.js'),
      format: 'module',
      shortCircuit: true,
    });
  });

  it('leaves everything else to Node', () => {
    const drizzle = fileUrl('node_modules/drizzle-orm/pg-core/table.js');
    const cases: [string, string | undefined][] = [
      ['drizzle-orm/pg-core', drizzle], // bare specifier: the exports map decides
      ['./x.cjs', drizzle], // CommonJS
      ['./index.js', fileUrl('node_modules/drizzle-orm/index.cjs')], // from a CommonJS file
      ['./route.js', fileUrl('node_modules/fastify/lib/reply.js')], // a CommonJS package
      ['./app.ts', fileUrl('server/index.ts')], // our own files
      ['./x.js', undefined], // the entry point
    ];
    for (const [specifier, parentURL] of cases) {
      expect(resolve(specifier, parentURL), `${specifier} from ${parentURL}`).toEqual({
        url: 'file:///from-node.js',
      });
    }
  });

  it('loads the whole application through it', () => {
    const script = `
      import { prepareModuleLoading } from './server/lib/module-loading.ts';
      if (!prepareModuleLoading()) throw new Error('no module.registerHooks');
      const app = await import('./server/app.ts');
      const entries = await Promise.all(['drizzle-orm/pglite/migrator',
        'drizzle-orm/node-postgres/migrator'].map((name) => import(name)));
      console.log(typeof app.buildApp, entries.every((m) => typeof m.migrate === 'function'));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(output.trim()).toBe('function true');
  });
});
