import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveInsideLargeEsmPackages } from './module-loading.ts';

const drizzle = 'file:///app/node_modules/drizzle-orm/pg-core/table.js';
const context = { conditions: [], importAttributes: {}, parentURL: drizzle };
const next = () => ({ url: 'file:///from-node.js' });

describe('faster module loading', () => {
  it("answers a relative .js import inside drizzle-orm as an ES module, without Node's lookup", () => {
    expect(resolveInsideLargeEsmPackages('../column.js', context, next)).toEqual({
      url: 'file:///app/node_modules/drizzle-orm/column.js',
      format: 'module',
      shortCircuit: true,
    });
  });

  it('leaves everything else to Node', () => {
    const cases: [string, string | undefined][] = [
      ['drizzle-orm/pg-core', drizzle], // bare specifier: the exports map decides
      ['./x.cjs', drizzle], // CommonJS
      ['./x.js', 'file:///app/node_modules/drizzle-orm/index.cjs'], // from a CommonJS file
      ['./x.js', 'file:///app/node_modules/fastify/lib/route.js'], // another package
      ['./app.ts', 'file:///app/server/index.ts'], // our own files
      ['./x.js', undefined], // the entry point
    ];
    for (const [specifier, parentURL] of cases) {
      expect(resolveInsideLargeEsmPackages(specifier, { ...context, parentURL }, next)).toEqual({
        url: 'file:///from-node.js',
      });
    }
  });

  it('loads every drizzle-orm entry point the server uses', () => {
    const script = `
      import { prepareModuleLoading } from './server/lib/module-loading.ts';
      if (!prepareModuleLoading()) throw new Error('no module.registerHooks');
      const loaded = await Promise.all(['drizzle-orm', 'drizzle-orm/pg-core', 'drizzle-orm/pglite',
        'drizzle-orm/pglite/migrator', 'drizzle-orm/node-postgres', 'drizzle-orm/node-postgres/migrator']
        .map((name) => import(name)));
      console.log(loaded.map((m) => Object.keys(m).length > 0).join(','));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      encoding: 'utf8',
    });
    expect(output.trim()).toBe('true,true,true,true,true,true');
  });
});
