/**
 * `npm test`: every test layer — typecheck, lint, format, links and audit (no high or critical
 * advisory in production dependencies) side by side, then unit, API (on an embedded
 * PostgreSQL of its own, or the server TEST_DATABASE_URL names), browser end-to-end. A
 * layer that cannot run says so; none is skipped silently. Extra arguments go to the
 * end-to-end runner.
 */
import { spawn } from 'node:child_process';
import { projectRoot } from './lib/build.ts';
import { E2E_BASE_URL } from './lib/e2e-address.ts';

interface Layer {
  name: string;
  command: string[];
}

// One client build for every layer that needs one (the API's security test, the browser
// tests): built for the browser tests' address.
process.env.PUBLIC_SITE_URL ??= E2E_BASE_URL;

/**
 * Each step's layers run at the same time. The static checks go first, side by side: beside
 * the browser tests, lint's minute of CPU (type-checked rules) slowed them by several times
 * that on a loaded host. Other pairings cost more than they saved under a CPU hog (the
 * unit tests beside lint; the browser tests beside the API suite on PostgreSQL: both took
 * about 450 s instead of about 200 s; docs/decisions/092).
 */
const steps: Layer[][] = [
  [
    { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
    // `npm run lint` is these two one after the other; side by side, the formatting check
    // uses the core that lint's single thread leaves.
    { name: 'lint', command: ['npm', 'run', 'lint:code'] },
    { name: 'format', command: ['npm', 'run', 'format:check'] },
    { name: 'links', command: ['npm', 'run', 'lint:links'] },
    { name: 'audit', command: ['node', 'scripts/audit.ts'] },
  ],
  [{ name: 'unit', command: ['npm', 'run', 'test:unit'] }],
  [{ name: 'api', command: ['npm', 'run', 'test:api'] }],
  [{ name: 'end-to-end', command: ['npm', 'run', 'test:e2e', '--', ...process.argv.slice(2)] }],
];

interface Result {
  name: string;
  ok: boolean;
  seconds: number;
}

/** Runs a layer; beside others its output is held and printed whole when it ends. */
function run(layer: Layer, alone: boolean): Promise<Result> {
  const started = performance.now();
  const [command, ...args] = layer.command;
  const child = spawn(command!, args, {
    cwd: projectRoot,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  if (alone) console.log(`\n=== ${layer.name} ===`);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (!alone)
        process.stdout.write(`\n=== ${layer.name} ===\n${Buffer.concat(output).toString()}`);
      resolve({ name: layer.name, ok: code === 0, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const results: Result[] = [];
for (const step of steps) {
  const stepResults = await Promise.all(step.map((layer) => run(layer, step.length === 1)));
  results.push(...stepResults);
  if (stepResults.some((result) => !result.ok)) break;
}

console.log('\n=== summary ===');
for (const result of results) {
  console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.name} (${result.seconds.toFixed(1)} s)`);
}
const total = steps.flat().length;
const passed = results.filter((result) => result.ok).length;
console.log(`layers: ${passed} passed, ${total - passed} failed`);
process.exit(passed === total ? 0 : 1);
