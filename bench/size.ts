/**
 * Bundle budgets (docs/product.md#performance), read from the production build (no browser):
 * - the JavaScript `/` loads before it is interactive < 40 kB gzip: the public entry
 *   script with its static imports (islands load when the visitor reaches into them, and
 *   `/` has none);
 * - the CSS of `/` (the rules its markup uses, inlined, plus the full stylesheet it
 *   prefetches for its islands) < 20 kB gzip;
 * - the HTML of `/` small enough for the first round trip of a cold connection;
 * - the whole critical path of `/` (HTML, CSS, fonts, JS) < 120 kB gzip;
 * - the portal's initial JavaScript (app-shell.html) < 170 kB gzip;
 * - each lazy chunk (portal routes, islands), with the shared chunks only it pulls in,
 *   < 50 kB gzip, and each
 *   chunk that several lazy routes share < 50 kB gzip;
 * - no portal or admin code in the public site, and no portal libraries on `/`.
 * Sizes are gzip level 9, as the build pre-compresses them.
 *
 * `node bench/size.ts` prints the table and exits non-zero when a budget fails.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { clientDistDir, ensureBuild } from '../scripts/lib/build.ts';
import type { BenchPart, Figure } from './lib/figures.ts';
import { runStandalone } from './lib/standalone.ts';

const distDir = clientDistDir;

interface ReportChunk {
  file: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModule: string | null;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
}

/** Application code that belongs to the portal or admin, never to the public site. */
const PORTAL_CODE = [
  /^app\/routes\/(portal|admin|auth)\//,
  /^app\/(routes|router)\.tsx$/,
  /^main\.tsx$/,
  /^features\/(?!marketing\/|contact\/)/,
  /node_modules\/better-auth\//,
];

/** Libraries the portal needs that must stay off the home page's critical path. */
const PORTAL_LIBRARIES = [
  /node_modules\/@tanstack\//,
  /node_modules\/react-router\//,
  /node_modules\/(@radix-ui|radix-ui)\//,
  /node_modules\/tailwind-merge\//,
  /node_modules\/react-hook-form\//,
  /node_modules\/zod\//,
];

const kB = (bytes: number) => Math.round((bytes / 1000) * 100) / 100;

export function gzipBytes(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

function brotliBytes(content: Buffer): number {
  return brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

function readReport(): Map<string, ReportChunk> {
  const report = JSON.parse(
    readFileSync(path.join(distDir, '.vite/build-report.json'), 'utf8'),
  ) as { chunks: ReportChunk[] };
  return new Map(report.chunks.map((chunk) => [chunk.file, chunk]));
}

function closure(chunks: Map<string, ReportChunk>, files: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const chunk = chunks.get(file);
    if (!chunk) throw new Error(`The build report has no chunk ${file}`);
    seen.add(file);
    chunk.imports.forEach(visit);
  };
  for (const file of files) visit(file);
  return seen;
}

function fileSize(file: string): number {
  return gzipBytes(readFileSync(path.join(distDir, file)));
}

function sum(files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += fileSize(file);
  return total;
}

/** What a prerendered document loads before it is interactive. */
export function documentAssets(html: string) {
  const attribute = (pattern: RegExp) =>
    [...html.matchAll(pattern)].map((match) => match[1]!.replace(/^\//, ''));
  return {
    scripts: attribute(/<script type="module"[^>]*\ssrc="([^"]+)"/g),
    preloads: attribute(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g),
    // Linked, or prefetched for the islands (scripts/prerender.ts): counted either way.
    stylesheets: attribute(/<link rel="(?:stylesheet|prefetch" as="style)"[^>]*\shref="([^"]+)"/g),
    fonts: attribute(/<link rel="preload"[^>]*\shref="([^"]+)"[^>]*\sas="font"/g),
    inlineCss: [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!),
  };
}

function matching(modules: Iterable<string>, patterns: RegExp[]): string[] {
  return [...modules].filter((id) => patterns.some((pattern) => pattern.test(id)));
}

export function measureSizes(): Figure[] {
  const chunks = readReport();
  const figures: Figure[] = [];
  const figure = (name: string, bytes: number, limit?: number, note?: string) =>
    figures.push({
      part: 'size',
      name,
      value: kB(bytes),
      unit: 'kB',
      ...(limit === undefined ? {} : { budget: { op: '<=' as const, limit } }),
      ...(note ? { note } : {}),
    });

  // What a public page loads before it is interactive: the entry and its static imports.
  const publicEntry = [...chunks.values()].find((chunk) => chunk.facadeModule === 'index.html');
  if (!publicEntry) throw new Error('The build has no public entry (index.html)');
  const entryJs = closure(chunks, [publicEntry.file]);

  const homeHtml = readFileSync(path.join(distDir, 'index.html'));
  const home = documentAssets(homeHtml.toString('utf8'));
  for (const file of [...home.scripts, ...home.preloads]) {
    if (!entryJs.has(file))
      throw new Error(`index.html loads ${file}, which the bench does not count`);
  }
  const homeJsBytes = sum(entryJs);
  const inlineCssBytes = home.inlineCss.reduce((total, css) => total + gzipBytes(css), 0);
  figure('JS before / is interactive (gzip)', homeJsBytes, 40, `${entryJs.size} files, no island`);
  figure(
    'CSS of / (gzip)',
    inlineCssBytes + sum(home.stylesheets),
    20,
    `${kB(inlineCssBytes)} kB inlined + the full stylesheet, prefetched`,
  );
  // A woff2 file is compressed already: its bytes are counted as they are sent.
  const fontBytes = home.fonts.reduce(
    (total, file) => total + statSync(path.join(distDir, file)).size,
    0,
  );
  figure(
    'critical path of / (HTML + CSS + JS + fonts, gzip)',
    gzipBytes(homeHtml) + sum(home.stylesheets) + homeJsBytes + fontBytes,
    120,
    `preloaded fonts: ${home.fonts.length} file(s), ${kB(fontBytes)} kB`,
  );
  // The HTML (plus ~1 kB of response headers) must fit the first TCP round trip
  // (10 segments, 14.6 kB), or the first paint waits one more round trip.
  figure('HTML of / (brotli)', brotliBytes(homeHtml), 13.5, 'one round trip on a cold connection');

  // The islands, each loaded when the visitor first reaches into it.
  const publicModules = new Set<string>();
  for (const file of entryJs) chunks.get(file)!.modules.forEach((id) => publicModules.add(id));
  const islandChunks = publicEntry.dynamicImports.filter((file) =>
    chunks.get(file)!.facadeModule?.startsWith('app/islands/'),
  );
  for (const file of islandChunks) {
    const files = closure(chunks, [file]);
    for (const island of files) chunks.get(island)!.modules.forEach((id) => publicModules.add(id));
    const name = path.basename(chunks.get(file)!.facadeModule!, '.tsx');
    figure(`island ${name} (gzip)`, sum(files), undefined, 'on first interaction, React included');
  }

  // The portal's document.
  const portalEntry = [...chunks.values()].find((chunk) => chunk.facadeModule === 'app-shell.html');
  if (!portalEntry) throw new Error('The build has no portal entry (app-shell.html)');
  const portalJs = closure(chunks, [portalEntry.file]);
  figure('initial portal JS (gzip)', sum(portalJs), 170, `${portalJs.size} files`);

  // Lazy chunks. A route's own weight is its chunk plus the shared chunks no other lazy
  // route needs; a chunk that several lazy routes share (zod, the form toolkit) is budgeted
  // once, on its own, since it is downloaded once and cached for the others
  // (docs/decisions/056-lazy-chunk-budget.md). What the first visit to each route downloads
  // on top of its entry is printed beside it, for the record.
  // The public entry's islands are counted above, React included.
  const lazyRoutes = [...chunks.values()].filter(
    (chunk) =>
      chunk.isDynamicEntry &&
      chunk.facadeModule &&
      !publicEntry.dynamicImports.includes(chunk.file),
  );
  const addedBy = new Map(
    lazyRoutes.map((chunk) => [
      chunk,
      [...closure(chunks, [chunk.file])].filter((file) => !portalJs.has(file)),
    ]),
  );
  const routesNeeding = new Map<string, number>();
  for (const files of addedBy.values()) {
    for (const file of files) routesNeeding.set(file, (routesNeeding.get(file) ?? 0) + 1);
  }
  for (const [chunk, added] of addedBy) {
    const name = chunk
      .facadeModule!.replace(/^(\.\.\/node_modules\/|app\/)/, '')
      .replace(/\.(tsx?|js)$/, '');
    const own = added.filter((file) => file === chunk.file || routesNeeding.get(file) === 1);
    figure(
      `lazy chunk ${name} (gzip)`,
      sum(own),
      50,
      `first visit downloads ${(sum(added) / 1000).toFixed(1)} kB with the shared chunks`,
    );
  }
  const shared = [...routesNeeding].filter(
    ([file, routes]) => routes > 1 && !lazyRoutes.some((chunk) => chunk.file === file),
  );
  const largestShared = shared.reduce((largest, entry) =>
    fileSize(entry[0]) > fileSize(largest[0]) ? entry : largest,
  );
  figure(
    'largest chunk shared by lazy routes (gzip)',
    fileSize(largestShared[0]),
    50,
    `${largestShared[0]}, used by ${largestShared[1]}; ${shared.length} shared chunks in all`,
  );

  const portalCode = matching(publicModules, PORTAL_CODE);
  figures.push({
    part: 'size',
    name: 'portal/admin modules in the public site',
    value: portalCode.length,
    unit: 'modules',
    budget: { op: '<=', limit: 0 },
    ...(portalCode.length ? { note: portalCode.slice(0, 5).join(', ') } : {}),
  });
  const homeModules = [...entryJs].flatMap((file) => chunks.get(file)!.modules);
  const portalLibraries = matching(homeModules, PORTAL_LIBRARIES);
  figures.push({
    part: 'size',
    name: 'portal libraries on the critical path of /',
    value: portalLibraries.length,
    unit: 'modules',
    budget: { op: '<=', limit: 0 },
    ...(portalLibraries.length ? { note: portalLibraries.slice(0, 5).join(', ') } : {}),
  });
  return figures;
}

const sizePart: BenchPart = {
  name: 'size',
  async run() {
    ensureBuild();
    return measureSizes();
  },
};

export default sizePart;

if (import.meta.main) await runStandalone(sizePart);
