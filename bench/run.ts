/**
 * `npm run bench [-- <part>...] [-- --no-record]`: runs the benchmark parts (size, start,
 * api and pages, or the ones named; scale and warehouse run only when named), prints one table
 * of figures with their budgets and PASS/FAIL, writes bench/results/latest.json, appends the
 * table to bench/results/run-log.md (unless --no-record) and exits non-zero when a budget fails
 * or a part could not run.
 *
 * The database-backed parts (api, scale, warehouse) run on a fresh database of an embedded
 * PostgreSQL the bench starts for them, or of the server DATABASE_URL (else TEST_DATABASE_URL)
 * names.
 * start measures the server running its own embedded PostgreSQL, as deployed.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchPart, Figure } from './lib/figures.ts';
import {
  appendToRunLog,
  buildReport,
  printReport,
  writeLatest,
  type PartOutcome,
} from './lib/report.ts';

/** In `npm run bench` order: the fast, deterministic ones first. */
const DEFAULT_PARTS = ['size', 'start', 'api', 'pages'] as const;
/**
 * Run only when named: `scale` seeds a large firm for minutes and then opens a browser;
 * `warehouse` seeds a warehouse of some 40 million rows.
 */
const PARTS = [...DEFAULT_PARTS, 'scale', 'warehouse'] as const;
type PartName = (typeof PARTS)[number];

/** Each part is bench/<name>.ts default-exporting a BenchPart; some land in other branches. */
async function loadPart(file: string): Promise<BenchPart> {
  const module = (await import(pathToFileURL(file).href)) as { default?: BenchPart };
  if (!module.default || typeof module.default.run !== 'function') {
    throw new Error(`${path.basename(file)} does not default-export a BenchPart`);
  }
  return module.default;
}

function parseArguments(argv: string[]): { parts: PartName[]; record: boolean } {
  const record = !argv.includes('--no-record');
  const named = argv.filter((arg) => !arg.startsWith('--'));
  const unknown = named.filter((name) => !PARTS.includes(name as PartName));
  if (unknown.length) {
    console.error(`Unknown part ${unknown.join(', ')}. Parts: ${PARTS.join(', ')}.`);
    process.exit(2);
  }
  return { parts: named.length ? (named as PartName[]) : [...DEFAULT_PARTS], record };
}

async function runPart(name: PartName): Promise<{ outcome: PartOutcome; figures: Figure[] }> {
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  const file = path.join(import.meta.dirname, `${name}.ts`);
  if (!existsSync(file)) {
    const reason = `bench/${name}.ts is not in this tree yet`;
    console.log(`${name}: not available (${reason})`);
    return { outcome: { name, status: 'not available', reason, seconds: 0 }, figures: [] };
  }
  console.log(`${name}: running…`);
  try {
    const part = await loadPart(file);
    const figures = await part.run();
    console.log(`${name}: done in ${seconds()} s`);
    return { outcome: { name, status: 'measured', seconds: seconds() }, figures };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`${name}: failed after ${seconds()} s: ${reason}`);
    if (error instanceof Error && error.stack) console.error(error.stack);
    return { outcome: { name, status: 'failed', reason, seconds: seconds() }, figures: [] };
  }
}

const { parts, record } = parseArguments(process.argv.slice(2));
const outcomes: PartOutcome[] = [];
const figures: Figure[] = [];
for (const name of parts) {
  const { outcome, figures: measured } = await runPart(name);
  outcomes.push(outcome);
  figures.push(...measured);
}

const report = buildReport(outcomes, figures);
printReport(report);
const latest = writeLatest(report);
console.log(`Wrote ${path.relative(process.cwd(), latest)}`);
if (record) {
  appendToRunLog(report, parts);
  console.log('Appended the table to bench/results/run-log.md');
}
process.exitCode = report.passed ? 0 : 1;
