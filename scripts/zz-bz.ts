import { build } from 'esbuild';
await build({
  entryPoints: ['server/zz-main.ts'],
  outfile: 'dist/zz/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external: ['@electric-sql/pglite', 'pg-native'],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
