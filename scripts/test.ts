/**
 * `npm test`: every test layer in order — typecheck, lint, audit (no high or critical
 * advisory in production dependencies), unit, API on PGlite, API on PostgreSQL (when
 * TEST_DATABASE_URL is set), browser end-to-end. A layer that cannot run
 * says so; none is skipped silently. Extra arguments go to the end-to-end runner.
 */
import { spawnSync } from 'node:child_process';
import { projectRoot } from './lib/client-build.ts';

interface Layer {
  name: string;
  command: string[];
  env?: Record<string, string | undefined>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;
const layers: Layer[] = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'audit', command: ['node', 'scripts/audit.ts'] },
  { name: 'unit', command: ['npm', 'run', 'test:unit'] },
  { name: 'api (PGlite)', command: ['npm', 'run', 'test:api'], env: { TEST_DATABASE_URL: '' } },
];
if (postgresUrl) {
  layers.push({ name: 'api (PostgreSQL)', command: ['npm', 'run', 'test:api'] });
} else {
  console.log(
    'Note: the API suite on PostgreSQL runs only with TEST_DATABASE_URL set, e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test',
  );
}
layers.push({
  name: 'end-to-end',
  command: ['npm', 'run', 'test:e2e', '--', ...process.argv.slice(2)],
});

const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const layer of layers) {
  console.log(`\n=== ${layer.name} ===`);
  const started = performance.now();
  const [command, ...args] = layer.command;
  const run = spawnSync(command!, args, {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, ...layer.env },
  });
  const ok = run.status === 0;
  results.push({ name: layer.name, ok, seconds: (performance.now() - started) / 1000 });
  if (!ok) break;
}

console.log('\n=== summary ===');
for (const result of results) {
  console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.name} (${result.seconds.toFixed(1)} s)`);
}
const failed = results.filter((result) => !result.ok).length + (layers.length - results.length);
console.log(`layers: ${layers.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
