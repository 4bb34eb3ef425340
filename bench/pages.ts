/**
 * Lighthouse on every public route (budgets: docs/product.md#performance): the mobile preset with
 * its default (simulated) throttling, three runs per route in a fresh headless chromium each time,
 * the median of each score and metric. Budgets: 100 in performance, accessibility, best practices
 * and SEO; FCP <= 1.0 s, LCP <= 1.4 s, TBT <= 50 ms, CLS 0. A blank page is measured first, in the
 * same way, as the host's yardstick (no budget).
 *
 * It builds the client when needed and starts the app itself on BENCH_PAGES_PORT (default
 * 4704) with a throw-away data directory. Lighthouse is the pinned command-line tool of
 * bench/lighthouse/, installed there on first use (`npm ci` of the project leaves it out:
 * it is a fifth of what that would install; docs/decisions/122). Full reports go to
 * bench/results/lighthouse/.
 * `node bench/pages.ts` prints the table and exits non-zero when a budget fails;
 * `node bench/pages.ts /pricing` measures one route; BENCH_PAGES_RUNS changes the run count.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PUBLIC_PAGE_PATHS } from '../common/shared/paths.ts';
import { CHROMIUM, ensureInstalled } from '../scripts/lib/chromium.ts';
import { ensureBuild, projectRoot } from '../scripts/lib/build.ts';
import { startServer } from '../scripts/lib/server.ts';
import { median, type BenchPart, type Figure } from './lib/figures.ts';
import { startHelloWorld } from './lib/processes.ts';
import { runStandalone } from './lib/standalone.ts';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Metric audits, their unit and budget (docs/product.md#performance). */
const METRICS = [
  { audit: 'first-contentful-paint', label: 'FCP', unit: 'ms', limit: 1000 },
  { audit: 'largest-contentful-paint', label: 'LCP', unit: 'ms', limit: 1400 },
  { audit: 'total-blocking-time', label: 'TBT', unit: 'ms', limit: 50 },
  { audit: 'cumulative-layout-shift', label: 'CLS', unit: '', limit: 0 },
  { audit: 'speed-index', label: 'Speed Index', unit: 'ms', limit: undefined },
] as const;

export interface RouteResult {
  path: string;
  runs: number;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<(typeof METRICS)[number]['label'], number>;
  /** Audits below a full score in any run, for reading what to fix. */
  shortfalls: string[];
}

const resultsDir = path.join(projectRoot, 'bench/results/lighthouse');
const lighthouseDir = path.join(projectRoot, 'bench/lighthouse');
const lighthouseBin = path.join(lighthouseDir, 'node_modules/.bin/lighthouse');

/** Installs the pinned Lighthouse of bench/lighthouse/ unless it is there already. */
function ensureLighthouse(): void {
  if (existsSync(lighthouseBin)) return;
  console.log('Installing Lighthouse for the page bench (bench/lighthouse/)…');
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: lighthouseDir,
    stdio: 'inherit',
  });
  if (install.status !== 0) throw new Error('Installing Lighthouse failed; see the output above.');
}

/** The parts of a Lighthouse report (its "LHR") this bench reads. */
const reportSchema = z.object({
  runtimeError: z.object({ message: z.string() }).optional(),
  categories: z.record(
    z.string(),
    z.object({
      score: z.number().nullable(),
      auditRefs: z.array(z.object({ id: z.string(), weight: z.number() })),
    }),
  ),
  audits: z.record(
    z.string(),
    z.object({
      score: z.number().nullable(),
      numericValue: z.number().optional(),
      displayValue: z.string().optional(),
    }),
  ),
});
type Report = z.infer<typeof reportSchema>;

/** One Lighthouse run in a fresh browser; the full report is kept in `reportFile`. */
function runOnce(url: string, reportFile: string): Report {
  const run = spawnSync(
    lighthouseBin,
    [
      url,
      '--output=json',
      `--output-path=${reportFile}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM.path }, encoding: 'utf8' },
  );
  if (run.status !== 0) {
    throw new Error(`Lighthouse failed on ${url}: ${run.stderr.trim() || `exit ${run.status}`}`);
  }
  const report = reportSchema.parse(JSON.parse(readFileSync(reportFile, 'utf8')));
  if (report.runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${report.runtimeError.message}`);
  }
  return report;
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART) on a busy machine: retry. */
function runWithRetry(url: string, reportFile: string, attempts = 3): Report {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return runOnce(url, reportFile);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`${error instanceof Error ? error.message : String(error)} (retrying)`);
    }
  }
}

export function measureRoute(baseUrl: string, routePath: string, runs: number): RouteResult {
  const reports: Report[] = [];
  mkdirSync(resultsDir, { recursive: true });
  const name = routePath === '/' ? 'home' : routePath.slice(1);
  for (let run = 0; run < runs; run += 1) {
    const reportFile = path.join(resultsDir, `${name}-${run + 1}.json`);
    reports.push(runWithRetry(`${baseUrl}${routePath}`, reportFile));
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      median(reports.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100))),
    ]),
  ) as RouteResult['scores'];
  const metrics = Object.fromEntries(
    METRICS.map((metric) => [
      metric.label,
      median(reports.map((lhr) => lhr.audits[metric.audit]?.numericValue ?? Number.NaN)),
    ]),
  ) as RouteResult['metrics'];
  const shortfalls = new Set<string>();
  for (const lhr of reports) {
    for (const category of CATEGORIES) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          shortfalls.add(`${ref.id} (${audit.displayValue ?? audit.score})`);
        }
      }
    }
  }
  return { path: routePath, runs, scores, metrics, shortfalls: [...shortfalls] };
}

export function toFigures(result: RouteResult): Figure[] {
  const note = `median of ${result.runs}`;
  const figures: Figure[] = CATEGORIES.map((category) => ({
    part: 'pages',
    name: `${result.path} ${category}`,
    value: result.scores[category],
    unit: 'score',
    budget: { op: '>=', limit: 100 },
    note:
      result.scores[category] < 100 && result.shortfalls.length
        ? `${note}; below 1: ${result.shortfalls.slice(0, 3).join(', ')}`
        : note,
  }));
  for (const metric of METRICS) {
    const value = result.metrics[metric.label];
    figures.push({
      part: 'pages',
      name: `${result.path} ${metric.label}`,
      value: metric.unit === 'ms' ? Math.round(value) : Math.round(value * 1000) / 1000,
      unit: metric.unit,
      ...(metric.limit === undefined ? {} : { budget: { op: '<=', limit: metric.limit } }),
      note,
    });
  }
  return figures;
}

/**
 * The yardstick, like hello-world's for the API: a page with nothing to load, style or run
 * (bench/hello-world.ts), measured in the same run. Its TBT is what the browser's own work
 * (committing the navigation, creating the page's script context) costs on this host.
 */
async function measureBrowserAlone(runs: number): Promise<Figure[]> {
  const hello = await startHelloWorld();
  try {
    const { metrics } = measureRoute(hello.baseUrl, '/page', runs);
    const note = `median of ${runs}; hello-world's /page, what the browser alone costs`;
    return (['TBT', 'FCP'] as const).map((label) => ({
      part: 'pages',
      name: `blank page ${label}`,
      value: Math.round(metrics[label]),
      unit: 'ms',
      note,
    }));
  } finally {
    await hello.stop();
  }
}

export async function measurePages(
  routes: readonly string[] = PUBLIC_PAGE_PATHS,
  runs = Number(process.env.BENCH_PAGES_RUNS ?? 3),
): Promise<Figure[]> {
  ensureInstalled(CHROMIUM);
  ensureLighthouse();
  ensureBuild();
  const figures = await measureBrowserAlone(runs);
  const server = await startServer(Number(process.env.BENCH_PAGES_PORT ?? 4704));
  try {
    // One unmeasured visit warms the server (documents are already in memory).
    await fetch(`${server.url}/`);
    for (const routePath of routes) {
      const result = measureRoute(server.url, routePath, runs);
      figures.push(...toFigures(result));
    }
    return figures;
  } finally {
    await server.stop();
  }
}

const pagesPart: BenchPart = {
  name: 'pages',
  run: () => measurePages(),
};

export default pagesPart;

if (import.meta.main) {
  const routes = process.argv.slice(2);
  await runStandalone(
    routes.length ? { name: 'pages', run: () => measurePages(routes) } : pagesPart,
  );
}
