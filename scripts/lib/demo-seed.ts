/**
 * The demo `npm run dev` starts with (scripts/dev.ts, docs/decisions/085-dev-workflow.md),
 * so every screen has something to show: an administrator, two projects with their allowed
 * domains, a client (owner) in each with a metrics submission and notes, and one
 * consultation request. Everything goes through the real API (buildApp + app.inject; sign-up
 * through the API tests' factory), so the rules and side effects are the product's own.
 * It runs only on a database without users.
 */
import { count } from 'drizzle-orm';
import type { CreateProjectInput, AdminProject } from '../../common/projects/contract.ts';
import { buildApp, type App } from '../../server/app.ts';
import { openConfiguredDatabase } from '../../server/db/configured.ts';
import { users } from '../../server/db/schema/index.ts';
import type { ServerConfig } from '../../server/secrets.ts';
import { setUpTwoFactor, signUp, type TestUser } from '../../server/testing/factories.ts';

export const DEMO_PASSWORD = 'Demo-password-1';
export const DEMO_ADMIN_EMAIL = 'admin@demo.test';

const DEMO_PROJECTS = [
  {
    project: { name: 'Acme Holdings', slug: 'acme_holdings', allowedDomains: ['acme.test'] },
    client: 'dana@acme.test',
    metrics: {
      industry: 'b2b',
      trailingTwelveMonthRevenue: '4200000',
      targetCac: '350',
      actualCac: '410',
      ltv: '2400',
      churnRate: '2.5',
      conversionRate: '3.1',
      marketingTeamSize: 6,
      customerSegments: 'Mid-market finance teams in North America',
      competitors: [{ name: 'Initech', website: 'https://initech.example' }, { name: 'Hooli' }],
    },
    notes: [
      { category: 'methodology', content: 'Revenue is recognised on invoice, not on payment.' },
      { category: 'anomaly', content: 'March paid search spend doubled during a pricing test.' },
    ],
  },
  {
    project: { name: 'Globex Retail', slug: 'globex_retail', allowedDomains: ['globex.test'] },
    client: 'sam@globex.test',
    metrics: {
      industry: 'b2c',
      trailingTwelveMonthRevenue: '12500000',
      targetCac: '25',
      actualCac: '31.50',
      averageOrderValue: '86.40',
      returnRate: '7.5',
      grossMargin: '41',
      customerCount: 52000,
    },
    notes: [{ category: 'context', content: 'Peak season is November to January.' }],
  },
] as const satisfies {
  project: CreateProjectInput;
  client: string;
  metrics: Record<string, unknown>;
  notes: { category: string; content: string }[];
}[];

export interface DemoSignIn {
  email: string;
  role: string;
}

/** The demo's sign-ins (all with DEMO_PASSWORD), for the dev script's message and the README. */
export const DEMO_SIGN_INS: DemoSignIn[] = [
  { email: DEMO_ADMIN_EMAIL, role: 'administrator' },
  ...DEMO_PROJECTS.map(({ project, client }) => ({
    email: client,
    role: `client, owner of ${project.name}`,
  })),
];

async function call(
  app: App,
  as: TestUser | null,
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
): Promise<unknown> {
  const response = await app.inject({
    method,
    url,
    headers: as?.headers ?? { origin: app.config.publicSiteUrl },
    payload: payload as Record<string, unknown>,
  });
  if (response.statusCode >= 300) {
    throw new Error(`Demo seed: ${method} ${url} answered ${response.statusCode} ${response.body}`);
  }
  return response.json();
}

async function seed(app: App): Promise<void> {
  // The admin API needs two-factor sign-in: on for the seeding, off at the end,
  // so the developer meets the requirement and sets it up with their own app (decision 089).
  const admin = await setUpTwoFactor(
    app,
    await signUp(app, { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD }),
  );
  for (const demo of DEMO_PROJECTS) {
    const project = (await call(
      app,
      admin,
      'POST',
      '/api/admin/projects',
      demo.project,
    )) as AdminProject;
    const client = await signUp(app, { email: demo.client, password: DEMO_PASSWORD });
    await call(app, admin, 'PUT', `/api/admin/users/${client.userId}/projects`, {
      projectIds: [project.id],
      roles: { [project.id]: 'owner' },
    });
    await call(app, client, 'POST', '/api/metrics', { projectId: project.id, ...demo.metrics });
    for (const note of demo.notes) {
      await call(app, client, 'POST', '/api/notes', { projectId: project.id, ...note });
    }
  }
  await call(app, null, 'POST', '/api/contact', {
    firstName: 'Jordan',
    lastName: 'Lee',
    workEmail: 'jordan.lee@initech.example',
    source: 'referral',
    referralFirstName: 'Dana',
    referralLastName: 'Reyes',
  });
  await call(app, admin, 'POST', '/api/auth/two-factor/disable', { password: DEMO_PASSWORD });
}

/**
 * Seeds the demo when the configured database has no users; true when it did. The demo
 * contact is never sent to a CRM (HubSpot is left out of the seed's configuration).
 */
export async function seedDemoIfEmpty(config: ServerConfig): Promise<boolean> {
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const [row] = await database.db.select({ users: count() }).from(users);
    if ((row?.users ?? 0) > 0) return false;
    const app = await buildApp({
      config: { ...config, hubspotAccessToken: undefined, crmSyncIntervalMs: 0 },
      database,
      logger: false,
    });
    try {
      await app.ready();
      await seed(app);
    } finally {
      await app.close();
    }
    return true;
  } finally {
    await database.close();
  }
}
