/**
 * Seeds a fresh database for the API benchmark: one admin, three projects, one client
 * user per project (a member of it), 200 notes and 50 metrics records per project.
 *
 * Accounts and projects go through the real HTTP API (sign-up, sign-in, admin API) of a
 * running server, so they are exactly what the product creates. The bulk rows (notes,
 * metrics) are then inserted directly with Drizzle on the same database, which takes a
 * second instead of hundreds of requests.
 *
 * Standalone, on the database the environment names (a fresh one: the e-mails must be new):
 * DATABASE_URL's, else the embedded PostgreSQL of DATA_DIR (started by this script for the
 * seed's server, stopped afterwards: `npm start` on that DATA_DIR then finds the data).
 *   DATA_DIR=/tmp/bench-data node bench/seed.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_manual node bench/seed.ts
 */
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { NOTE_CATEGORIES } from '../common/notes/constants.ts';
import { openDatabase, type DatabaseHandle } from '../server/db/client.ts';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres.ts';
import { metrics, notes, projects, users } from '../server/db/schema/index.ts';
import { confirmEmailThroughOutbox } from '../scripts/lib/outbox-confirmation.ts';
import { enableTwoFactor } from '../scripts/lib/two-factor-over-http.ts';
import { PORTS, startServer, type BenchDatabase } from './lib/processes.ts';

export const SEED = {
  password: 'bench-Passw0rd-for-load',
  admin: { email: 'admin@bench-admin.example.com', name: 'Bench Admin' },
  projects: [
    { name: 'Alpha Holdings', slug: 'bench_alpha', domain: 'alpha.example.com' },
    { name: 'Beta Capital', slug: 'bench_beta', domain: 'beta.example.com' },
    { name: 'Gamma Partners', slug: 'bench_gamma', domain: 'gamma.example.com' },
  ],
  notesPerProject: 200,
  /** The last project's: the brief's PDF is measured on a project with 500 notes. */
  notesOfLastProject: 500,
  metricsPerProject: 50,
} as const;

export type SeedProject = (typeof SEED.projects)[number];

export const clientEmail = (project: SeedProject) => `client@${project.domain}`;

/** What the server needs to know for the seed: the admin e-mail. */
export const SEED_SERVER_ENV = { ADMIN_EMAILS: SEED.admin.email };

export interface SeedResult {
  projects: { id: number; slug: string; clientEmail: string }[];
  /** The admin's authenticator (otpauth URI): later sign-ins compute their codes from it. */
  adminTotpURI: string;
}

/** An endpoint the seed needs answered 404: it has not landed in this tree. */
export class EndpointUnavailable extends Error {
  override name = 'EndpointUnavailable';
}

interface Answer {
  status: number;
  body: unknown;
  text: string;
  cookies: string[];
}

let visitor = 0;

/**
 * One HTTP call as the browser would make it (Origin header, JSON body, cookie). Each call
 * comes from a different address (X-Forwarded-For) like distinct people signing up; a 429
 * is waited out (Retry-After) and retried, twice at most.
 */
export async function call(
  baseUrl: string,
  method: string,
  urlPath: string,
  { body, cookie }: { body?: unknown; cookie?: string } = {},
): Promise<Answer> {
  visitor += 1;
  const headers: Record<string, string> = {
    origin: baseUrl,
    'x-forwarded-for': `10.200.${(visitor >> 8) & 255}.${visitor & 255}`,
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  let response: Response | undefined;
  for (let attempt = 0; attempt < 3; attempt++) {
    response = await fetch(`${baseUrl}${urlPath}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status !== 429) break;
    const wait = Number(
      response.headers.get('retry-after') ?? response.headers.get('x-retry-after'),
    );
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, Math.min(wait > 0 ? wait : 1, 15) * 1000));
  }
  response = response!;
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON.
  }
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
  return { status: response.status, body: parsed, text, cookies };
}

/** Calls an endpoint that must answer 2xx; 404 means it is not available yet. */
async function expect2xx(
  baseUrl: string,
  method: string,
  urlPath: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<Answer> {
  const answer = await call(baseUrl, method, urlPath, options);
  const what = `${method} ${urlPath.split('?')[0]}`;
  if (answer.status === 404) {
    throw new EndpointUnavailable(`${what} answered 404: endpoint not available`);
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${what} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
  return answer;
}

/** Signs in through the real endpoint and returns the Cookie header of the session. */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const answer = await expect2xx(baseUrl, 'POST', '/api/auth/sign-in/email', {
    body: { email, password: SEED.password },
  });
  if (!answer.cookies.length) throw new Error(`Signing in ${email} set no session cookie`);
  return answer.cookies.join('; ');
}

/** The first list in an answer: the answer itself, or its first array-valued field. */
function recordsOf(body: unknown): Record<string, unknown>[] {
  if (Array.isArray(body)) return body as Record<string, unknown>[];
  if (body && typeof body === 'object') {
    const list = Object.values(body).find(Array.isArray);
    if (list) return list as Record<string, unknown>[];
  }
  return [];
}

function idOf(
  list: Record<string, unknown>[],
  field: string,
  value: string,
  what: string,
): string | number {
  const id = list.find((item) => item[field] === value)?.id;
  if (typeof id !== 'number' && typeof id !== 'string') {
    throw new Error(`${what}: no record with ${field}=${value} and an id`);
  }
  return id;
}

/**
 * Accounts, projects and memberships, through the HTTP API of a running server. Returns the
 * admin's authenticator address.
 */
export async function seedThroughApi(baseUrl: string): Promise<string> {
  const signUp = (email: string, name: string) =>
    expect2xx(baseUrl, 'POST', '/api/auth/sign-up/email', {
      body: { email, password: SEED.password, name },
    });

  await signUp(SEED.admin.email, SEED.admin.name);
  const signedIn = await signIn(baseUrl, SEED.admin.email);
  await confirmEmailThroughOutbox(baseUrl, signedIn, SEED.admin.email);
  // Admin routes need two-factor sign-in on (decision 089).
  const { cookie: admin, totpURI } = await enableTwoFactor(baseUrl, signedIn, SEED.password);
  for (const project of SEED.projects) {
    await expect2xx(baseUrl, 'POST', '/api/admin/projects', {
      cookie: admin,
      body: { name: project.name, slug: project.slug, allowedDomains: [project.domain] },
    });
  }
  for (const project of SEED.projects) {
    await signUp(clientEmail(project), `${project.name} Client`);
    // Signed in once and confirmed, as a new client would: whatever the product creates on
    // a first sign-in exists before the admin looks the users up.
    const client = await signIn(baseUrl, clientEmail(project));
    await confirmEmailThroughOutbox(baseUrl, client, clientEmail(project));
  }
  const projectList = recordsOf(
    (await expect2xx(baseUrl, 'GET', '/api/admin/projects', { cookie: admin })).body,
  );
  const userList = recordsOf(
    (await expect2xx(baseUrl, 'GET', '/api/admin/users', { cookie: admin })).body,
  );
  for (const project of SEED.projects) {
    const userId = idOf(userList, 'email', clientEmail(project), 'GET /api/admin/users');
    const projectId = Number(idOf(projectList, 'slug', project.slug, 'GET /api/admin/projects'));
    await expect2xx(baseUrl, 'PUT', `/api/admin/users/${encodeURIComponent(userId)}/projects`, {
      cookie: admin,
      body: { projectIds: [projectId] },
    });
  }
  return totpURI;
}

export function openBenchDatabase(database: Pick<BenchDatabase, 'url'>): Promise<DatabaseHandle> {
  return openDatabase({ url: database.url, poolSize: 2 });
}

export const NOTE_TEXTS = [
  'Attribution moved from last-click to data-driven in March; paid search conversions look lower from then on.',
  'Tracking outage on the checkout page for three days in the second week of May; revenue is under-reported.',
  'Seasonal peak: about 40% of annual bookings come between October and December, budgets follow.',
  'The sales team was restructured in Q2; the MQL definition changed and lead volume is not comparable before and after.',
  'Brand campaign on LinkedIn ran without UTM parameters for most of its flight.',
];

/** 200 notes (the last project 500) and 50 metrics records per project, straight into the tables. */
export async function seedBulkRows(
  database: DatabaseHandle,
  adminTotpURI: string,
): Promise<SeedResult> {
  const { db } = database;
  const slugs = SEED.projects.map((project) => project.slug);
  const projectRows = await db
    .select({ id: projects.id, slug: projects.slug })
    .from(projects)
    .where(inArray(projects.slug, slugs));
  const seeded: { id: number; slug: string; clientEmail: string }[] = [];
  const day = 24 * 3600 * 1000;
  for (const project of SEED.projects) {
    const projectId = projectRows.find((row) => row.slug === project.slug)?.id;
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, clientEmail(project)));
    if (projectId === undefined || !user) {
      throw new Error(`Seed: project ${project.slug} or its client user is missing`);
    }
    const now = Date.now();
    const noteCount =
      project === SEED.projects.at(-1) ? SEED.notesOfLastProject : SEED.notesPerProject;
    await db.insert(notes).values(
      Array.from({ length: noteCount }, (_, index) => ({
        userId: user.id,
        projectId,
        category: NOTE_CATEGORIES[index % NOTE_CATEGORIES.length]!,
        content: `${NOTE_TEXTS[index % NOTE_TEXTS.length]} (note ${index + 1})`,
        createdAt: new Date(now - index * day),
        updatedAt: new Date(now - index * day),
      })),
    );
    await db.insert(metrics).values(
      Array.from({ length: SEED.metricsPerProject }, (_, index) => ({
        userId: user.id,
        projectId,
        createdAt: new Date(now - index * 7 * day),
        industry: 'b2b' as const,
        trailingTwelveMonthRevenue: (12_500_000 + index * 10_000).toFixed(2),
        targetCac: '420.00',
        actualCac: (400 + index).toFixed(2),
        roas: '3.20',
        churnRate: '4.50',
        averageDealSize: '18500.00',
        leadToMqlRate: '22.50',
        mqlToSqlRate: '35.00',
        marketingTeamSize: 6,
        competitors: [{ name: 'Competitor A', website: 'https://competitor-a.example.com' }],
        growthInitiatives: 'Expand paid social into two new regions.',
      })),
    );
    seeded.push({ id: projectId, slug: project.slug, clientEmail: clientEmail(project) });
  }
  return { projects: seeded, adminTotpURI };
}

/** The whole seed, through the server running at `baseUrl` on `database`, then the bulk rows. */
export async function seedDatabase(
  baseUrl: string,
  database: Pick<BenchDatabase, 'url'>,
): Promise<SeedResult> {
  const adminTotpURI = await seedThroughApi(baseUrl);
  const handle = await openBenchDatabase(database);
  try {
    return await seedBulkRows(handle, adminTotpURI);
  } finally {
    await handle.close();
  }
}

/**
 * The whole seed through a server of its own on `database` (log bench/results/seed-server.log),
 * then `whileRunning` (e.g. sign-ins) before that server stops.
 */
export async function seedWithServer<T>(
  database: Pick<BenchDatabase, 'dataDir' | 'url'>,
  whileRunning: (baseUrl: string, seed: SeedResult) => Promise<T>,
): Promise<T> {
  const server = await startServer({
    database,
    port: PORTS.server,
    logName: 'seed-server',
    env: SEED_SERVER_ENV,
  });
  try {
    return await whileRunning(server.baseUrl, await seedDatabase(server.baseUrl, database));
  } finally {
    await server.stop();
  }
}

if (import.meta.main) {
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(dataDir);
  try {
    const url = process.env.DATABASE_URL ?? embedded!.url;
    const seed = await seedWithServer({ dataDir, url }, async (_, result) => result);
    console.log(JSON.stringify(seed.projects));
  } finally {
    await embedded?.stop();
  }
}
