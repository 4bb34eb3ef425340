/**
 * Lighthouse on every public route (DESIGN.md budgets): the mobile preset with its default
 * (simulated) throttling, three runs per route in a fresh headless chromium each time,
 * the median of each score and metric. Budgets: 100 in performance, accessibility, best
 * practices and SEO; FCP <= 1.0 s, LCP <= 1.4 s, TBT <= 50 ms, CLS 0.
 *
 * It builds the client when needed and starts the app itself on BENCH_PAGES_PORT (default
 * 4704) with a throw-away data directory. Full reports go to bench/results/lighthouse/.
 * `node bench/pages.ts` prints the table and exits non-zero when a budget fails;
 * `node bench/pages.ts /pricing` measures one route; BENCH_PAGES_RUNS changes the run count.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PUBLIC_PAGE_PATHS } from '../common/paths.ts';
import { CHROMIUM, ensureInstalled } from '../scripts/lib/chromium.ts';
import { ensureBuild, projectRoot } from '../scripts/lib/build.ts';
import { startServer } from '../scripts/lib/server.ts';
import { median, type BenchPart, type Figure } from './lib/figures.ts';
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

/** Metric audits, their unit and budget (DESIGN.md). */
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

async function runOnce(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM.path,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    }
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART) on a busy machine: retry. */
async function runWithRetry(url: string, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`${error instanceof Error ? error.message : String(error)} (retrying)`);
    }
  }
}

export async function measureRoute(baseUrl: string, routePath: string, runs: number) {
  const reports: Awaited<ReturnType<typeof runOnce>>[] = [];
  mkdirSync(resultsDir, { recursive: true });
  for (let run = 0; run < runs; run += 1) {
    const lhr = await runWithRetry(`${baseUrl}${routePath}`);
    const name = routePath === '/' ? 'home' : routePath.slice(1);
    writeFileSync(path.join(resultsDir, `${name}-${run + 1}.json`), JSON.stringify(lhr));
    reports.push(lhr);
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

export async function measurePages(
  routes: readonly string[] = PUBLIC_PAGE_PATHS,
  runs = Number(process.env.BENCH_PAGES_RUNS ?? 3),
): Promise<Figure[]> {
  ensureInstalled(CHROMIUM);
  ensureBuild();
  const server = await startServer(Number(process.env.BENCH_PAGES_PORT ?? 4704));
  try {
    // One unmeasured visit warms the server (documents are already in memory).
    await fetch(`${server.url}/`);
    const figures: Figure[] = [];
    for (const routePath of routes) {
      const result = await measureRoute(server.url, routePath, runs);
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
