/**
 * `npm run bench -- scale`: the scale budgets (docs/product.md#performance) on a large firm
 * (bench/scale-seed.ts), beside bare Fastify in the same run, on a fresh database of the
 * bench's PostgreSQL (embedded, or the server DATABASE_URL or TEST_DATABASE_URL names).
 * Not one of the default parts: its seed alone takes minutes.
 *
 * - Each admin list's first page and one filtered (or later) page: p99 at 10 connections,
 *   budget 50 ms.
 * - The admin's project page: the requests for its data a real browser (Debian's headless
 *   chromium) makes on the first view, budget 3.
 * - The audit trail's CSV export of every entry, and a 50 MB deliverable uploaded and
 *   downloaded twice: the server's resident memory (/proc/<pid>/status, sampled every
 *   20 ms) may rise by less than 50 MB during each.
 *
 * The admin is bench/seed.ts's, signed in over HTTP with the password and a two-factor
 * code. Knob: BENCH_SCALE_DURATION (seconds per list run, 5).
 */
import { createHash, randomFillSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { DELIVERABLE_FILE_FIELD, DELIVERABLE_MAX_BYTES } from '../common/deliverables/contract.ts';
import { projects } from '../server/db/schema/index.ts';
import { ensureInstalled, HEADLESS_SHELL } from '../scripts/lib/chromium.ts';
import { signInWithCode } from '../scripts/lib/two-factor-over-http.ts';
import type { BenchPart, Budget, Figure } from './lib/figures.ts';
import { describeLoad, load } from './lib/load.ts';
import { rssMb } from './lib/memory.ts';
import {
  PORTS,
  sleep,
  startHelloWorld,
  startServer,
  withBenchDatabase,
  type BenchDatabase,
  type RunningProcess,
} from './lib/processes.ts';
import { SCALE_NAMES, seedLargeFirm } from './scale-seed.ts';
import { call, openBenchDatabase, SEED, SEED_SERVER_ENV, seedWithServer } from './seed.ts';

const durationValue = Number(process.env.BENCH_SCALE_DURATION);
const DURATION = Number.isFinite(durationValue) && durationValue > 0 ? durationValue : 5;

const BUDGETS = {
  listP99: { op: '<=', limit: 50 },
  projectPageRequests: { op: '<=', limit: 3 },
  // Less than 50 MB, at the 0.1 MB the figures are rounded to.
  rssRiseMb: { op: '<=', limit: 49.9 },
} as const satisfies Record<string, Budget>;

const log = (line: string) => console.log(`  scale: ${line}`);

/** Runs `work` while sampling the process's RSS every 20 ms; the rise is peak - start. */
async function rssRiseDuring<T>(pid: number, work: () => Promise<T>) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  try {
    const result = await work();
    peak = Math.max(peak, rssMb(pid));
    return { result, before: Math.round(before), rise: Math.round((peak - before) * 10) / 10 };
  } finally {
    clearInterval(sampler);
  }
}

/** Reads a response body to its end, counting bytes and lines and hashing it. */
async function drain(response: Response) {
  const hash = createHash('sha256');
  let bytes = 0;
  let lines = 0;
  const reader = response.body!.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    const chunk = next.value;
    bytes += chunk.length;
    hash.update(chunk);
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return { bytes, lines, sha256: hash.digest('hex') };
}

interface Context {
  server: RunningProcess;
  cookie: string;
  figures: Figure[];
}

function figure(ctx: Context, name: string, value: number, unit: string, extra = {}) {
  ctx.figures.push({ part: 'scale', name, value, unit, ...extra });
}

/** GET `path` as the admin: must answer 200; returns the parsed body. */
async function read(ctx: Context, path: string): Promise<unknown> {
  const answer = await call(ctx.server.baseUrl, 'GET', path, { cookie: ctx.cookie });
  if (answer.status !== 200) {
    throw new Error(`GET ${path} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  }
  return answer.body;
}

const itemsOf = (body: unknown): unknown[] =>
  Array.isArray(body) ? body : (Object.values(body as object).find(Array.isArray) ?? []);

/** A list's p99 at 10 connections for `path` (answered 200 by a probe first). */
async function measureList(ctx: Context, name: string, path: string, what: string) {
  const body = await read(ctx, path).catch((error: Error) => {
    figure(ctx, `${name} p99 @10 conns`, Number.NaN, 'ms', {
      budget: BUDGETS.listP99,
      note: error.message,
    });
    return undefined;
  });
  if (body === undefined) return undefined;
  const result = await load({
    url: `${ctx.server.baseUrl}${path}`,
    headers: { cookie: ctx.cookie },
    connections: 10,
    duration: DURATION,
    serverPid: ctx.server.pid,
  });
  log(`${name}: p99 ${result.p99} ms`);
  // No answer within the run is no latency to judge: it fails.
  figure(ctx, `${name} p99 @10 conns`, result.responses ? result.p99 : Number.NaN, 'ms', {
    budget: BUDGETS.listP99,
    note: `GET ${path} (${what}; ${itemsOf(body).length} items); ${result.requestsPerSecond} req/s; ${describeLoad(result)}`,
  });
  return body;
}

interface Sample {
  projectId: number;
  actor: string;
}

async function measureLists(ctx: Context, sample: Sample) {
  const { projectId } = sample;
  await measureList(ctx, 'Overview, first page', '/api/admin/overview', 'needs attention first');
  await measureList(
    ctx,
    'Overview, filtered',
    '/api/admin/overview?attention=true&search=Capital&sort=completeness&direction=desc',
    'needing attention, name contains "Capital", by completeness',
  );
  await measureList(ctx, 'Projects, first page', '/api/admin/projects', 'newest first');
  await measureList(
    ctx,
    'Projects, searched',
    '/api/admin/projects?search=Capital&status=active',
    'a picker typing a name: active projects whose name or slug contains it',
  );
  const users = (await measureList(
    ctx,
    'Users, first page',
    '/api/admin/users',
    'newest first',
  )) as { id: number }[] | undefined;
  await measureList(
    ctx,
    'Users, a later page',
    `/api/admin/users?cursor=${users?.at(-1)?.id ?? ''}`,
    'after a keyset cursor',
  );
  await measureList(ctx, 'Leads inbox, first page', '/api/admin/contacts', 'newest first');
  await measureList(
    ctx,
    'Leads inbox, filtered',
    '/api/admin/contacts?status=failed&handled=false&q=company12',
    'failed, not handled, search "company12"',
  );
  await measureList(ctx, 'Audit trail, first page', '/api/admin/audit', 'newest first');
  await measureList(
    ctx,
    'Audit trail, filtered',
    `/api/admin/audit?actor=${encodeURIComponent(sample.actor)}&action=metrics.saved`,
    `one staff actor and one action`,
  );
  await measureList(
    ctx,
    'Audit trail, one project',
    `/api/admin/audit?projectId=${projectId}&from=${encodeURIComponent(new Date(Date.now() - 90 * 86_400_000).toISOString())}`,
    'one project, the last 90 days',
  );
  for (const list of ['submissions', 'notes'] as const) {
    const base = `/api/admin/projects/${projectId}/${list}`;
    const first = (await measureList(ctx, `Project ${list}, first page`, base, 'newest first')) as
      { nextCursor: number | null } | undefined;
    // A later page: the cursor after the first page's, two pages on (the busiest project has
    // 100 submissions and 250 notes, 20 a page).
    let cursor = first?.nextCursor ?? null;
    for (let page = 0; page < 2 && cursor !== null; page++) {
      cursor = ((await read(ctx, `${base}?cursor=${cursor}`)) as { nextCursor: number | null })
        .nextCursor;
    }
    await measureList(
      ctx,
      `Project ${list}, 4th page`,
      `${base}?cursor=${cursor}`,
      'after a keyset cursor',
    );
  }
}

/**
 * Opens the admin's project page in a real browser with the admin's session and counts the
 * requests for the project's data (any /api/admin/projects/<id>… or deliverables read)
 * until the network is idle.
 */
async function measureProjectPage(ctx: Context, projectId: number) {
  ensureInstalled(HEADLESS_SHELL);
  const browser = await chromium.launch({
    executablePath: HEADLESS_SHELL.path,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext();
    await context.addCookies(
      ctx.cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return {
          name: pair.slice(0, at),
          value: pair.slice(at + 1),
          url: ctx.server.baseUrl,
        };
      }),
    );
    const page = await context.newPage();
    const apiReads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiReads.push(`${request.method()} ${url.pathname}`);
    });
    await page.goto(`${ctx.server.baseUrl}/portal/admin/projects/${projectId}`, {
      waitUntil: 'networkidle',
    });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const projectData = apiReads.filter(
      (line) =>
        line.includes(`/api/admin/projects/${projectId}`) || line.includes('/api/deliverables'),
    );
    figure(ctx, 'Project page: requests for its data on first view', projectData.length, '', {
      budget: BUDGETS.projectPageRequests,
      note: `headless chromium: ${projectData.join(', ')}; every /api request: ${apiReads.join(', ')}`,
    });
  } finally {
    await browser.close();
  }
}

async function measureAuditExport(ctx: Context, entries: number) {
  const url = `${ctx.server.baseUrl}/api/admin/audit/export.csv`;
  const started = performance.now();
  const { result, before, rise } = await rssRiseDuring(ctx.server.pid, async () => {
    const response = await fetch(url, { headers: { cookie: ctx.cookie } });
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
    return drain(response);
  });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  log(`audit export: ${result.lines - 1} rows, RSS +${rise} MB`);
  figure(ctx, 'Audit CSV export of every entry: server RSS rise', rise, 'MB', {
    budget: BUDGETS.rssRiseMb,
    note: `${result.lines - 1} rows (${entries} seeded), ${(result.bytes / 1e6).toFixed(0)} MB in ${seconds} s; RSS ${before} MB before`,
  });
}

/** A PDF-looking file of exactly the upload limit (50 MB). */
function pdfOf(bytes: number): Uint8Array<ArrayBuffer> {
  const file = randomFillSync(new Uint8Array(bytes));
  file.set(Buffer.from('%PDF-1.7\n', 'latin1'));
  return file;
}

async function measureDeliverables(ctx: Context, projectId: number) {
  for (const round of [1, 2]) {
    const file = pdfOf(DELIVERABLE_MAX_BYTES);
    const sha256 = createHash('sha256').update(file).digest('hex');
    const form = new FormData();
    form.append(DELIVERABLE_FILE_FIELD, new Blob([file]), `report-${round}.pdf`);
    const upload = await rssRiseDuring(ctx.server.pid, async () => {
      const response = await fetch(
        `${ctx.server.baseUrl}/api/admin/projects/${projectId}/deliverables`,
        {
          method: 'POST',
          headers: { cookie: ctx.cookie, origin: ctx.server.baseUrl },
          body: form,
        },
      );
      const text = await response.text();
      if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${text}`);
      return JSON.parse(text) as { id: number; sha256: string };
    });
    if (upload.result.sha256 !== sha256) throw new Error('The stored file has another hash');
    // Let the upload's garbage go before the download is measured from its own start.
    await sleep(2000);
    const download = await rssRiseDuring(ctx.server.pid, async () => {
      const response = await fetch(
        `${ctx.server.baseUrl}/api/deliverables/${upload.result.id}/download`,
        { headers: { cookie: ctx.cookie } },
      );
      if (response.status !== 200) throw new Error(`download answered ${response.status}`);
      return drain(response);
    });
    if (download.result.sha256 !== sha256) throw new Error('The download differs from the upload');
    const which = round === 1 ? 'first' : 'second';
    log(`deliverable ${which}: upload +${upload.rise} MB, download +${download.rise} MB`);
    figure(ctx, `50 MB deliverable upload (${which}): server RSS rise`, upload.rise, 'MB', {
      budget: BUDGETS.rssRiseMb,
      note: `RSS ${upload.before} MB before`,
    });
    figure(ctx, `50 MB deliverable download (${which}): server RSS rise`, download.rise, 'MB', {
      budget: BUDGETS.rssRiseMb,
      note: `RSS ${download.before} MB before; bytes and SHA-256 as uploaded`,
    });
    await sleep(2000);
  }
}

/**
 * bench/seed.ts through a server of its own (stopped afterwards), then the large firm straight
 * into the database: the admin's authenticator and the busiest project.
 */
async function seed(database: BenchDatabase, figures: Figure[]) {
  log('seeding the admin and the bench projects (bench/seed.ts)');
  const { adminTotpURI } = await seedWithServer(database, async (_, result) => result);
  log('generating the large firm in SQL (bench/scale-seed.ts)');
  const handle = await openBenchDatabase(database);
  try {
    const firm = await seedLargeFirm(handle.db);
    const steps = Object.entries(firm.seconds)
      .filter(([step]) => step !== 'total')
      .map(([step, seconds]) => `${step} ${seconds} s`)
      .join(', ');
    figures.push({
      part: 'scale',
      name: 'Large-firm seed',
      value: firm.seconds.total!,
      unit: 's',
      note: `${Object.entries(firm.counts)
        .map(([key, count]) => `${count.toLocaleString('en-US')} ${key}`)
        .join(', ')}; ${steps}`,
    });
    // The busiest project's id: the first generated one.
    const [busiest] = await handle.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.slug, `${SCALE_NAMES.slugPrefix}1`));
    return {
      adminTotpURI,
      sample: { projectId: busiest!.id, actor: SCALE_NAMES.staffEmail(3) },
      auditEntries: firm.counts.auditEntries,
    };
  } finally {
    await handle.close();
  }
}

async function measure(database: BenchDatabase, figures: Figure[]) {
  const { adminTotpURI, sample, auditEntries } = await seed(database, figures);
  const hello = await startHelloWorld();
  try {
    const server = await startServer({
      database,
      port: PORTS.server,
      logName: 'scale-server',
      env: SEED_SERVER_ENV,
    });
    try {
      const cookie = await signInWithCode(
        server.baseUrl,
        { email: SEED.admin.email, password: SEED.password },
        adminTotpURI,
      );
      const ctx: Context = { server, cookie, figures };
      await load({ url: `${hello.baseUrl}/`, connections: 10, duration: 2 });
      const reference = await load({
        url: `${hello.baseUrl}/`,
        connections: 10,
        duration: DURATION,
      });
      figure(ctx, 'hello-world req/s @10 conns', reference.requestsPerSecond, 'req/s', {
        note: describeLoad(reference),
      });
      // One failing measurement fails its own figure, not the ones after it.
      const attempt = async (
        name: string,
        unit: string,
        budget: Budget,
        measure: () => Promise<void>,
      ) => {
        try {
          await measure();
        } catch (error) {
          log(`${name} failed: ${(error as Error).message}`);
          figure(ctx, name, Number.NaN, unit, { budget, note: (error as Error).message });
        }
      };
      await measureLists(ctx, sample);
      await attempt(
        'Project page: requests for its data on first view',
        '',
        BUDGETS.projectPageRequests,
        () => measureProjectPage(ctx, sample.projectId),
      );
      await attempt(
        'Audit CSV export of every entry: server RSS rise',
        'MB',
        BUDGETS.rssRiseMb,
        () => measureAuditExport(ctx, auditEntries),
      );
      await attempt(
        '50 MB deliverable upload and download: server RSS rise',
        'MB',
        BUDGETS.rssRiseMb,
        () => measureDeliverables(ctx, sample.projectId),
      );
    } finally {
      await server.stop();
    }
  } finally {
    await hello.stop();
  }
}

async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  await withBenchDatabase(log, (database) => measure(database, figures));
  return figures;
}

const scale: BenchPart = { name: 'scale', run };
export default scale;
