/**
 * The large firm of the scale budgets (docs/product.md#performance), generated in SQL
 * (generate_series, INSERT … SELECT) in one transaction: 2,000 projects, 50,000 users with their
 * identity and session rows, memberships, 200,000 submissions, 500,000 notes, 2,000,000 audit
 * entries and 20,000 leads. Values are spread by multiplicative hashing of the row number, so every
 * filter of the admin lists selects a realistic share (an actor, an action, a project, a date
 * range, a sync state).
 *
 * The Overview's stored figures stay consistent by themselves: migration 0010's triggers
 * are statement-level, so each bulk INSERT recomputes them once for the projects it
 * touched. Only `completeness` is written by the services rather than a trigger;
 * every generated submission fills the same fields, so it is one value, computed with
 * common/brief/completeness.ts.
 *
 * `scale` multiplies every count (bench/scale-seed.test.ts seeds 1/1000 of the firm; bench/api.ts
 * takes BENCH_FIRM_SCALE).
 */
import { sql } from 'drizzle-orm';
import { AUDIT_ACTIONS } from '../common/audit/actions.ts';
import { projectCompleteness } from '../common/brief/completeness.ts';
import type { Database } from '../server/db/client.ts';
import { NOTE_TEXTS } from './seed.ts';

export const LARGE_FIRM = {
  projects: 2000,
  users: 50_000,
  submissions: 200_000,
  notes: 500_000,
  auditEntries: 2_000_000,
  leads: 20_000,
} as const;

export type FirmCounts = Record<keyof typeof LARGE_FIRM, number>;

export function firmCounts(scale = 1): FirmCounts {
  const counts = Object.fromEntries(
    Object.entries(LARGE_FIRM).map(([key, value]) => [key, Math.max(1, Math.round(value * scale))]),
  ) as FirmCounts;
  // Every project has at least one member to submit and write notes.
  counts.users = Math.max(counts.users, counts.projects);
  return counts;
}

/** Slugs, addresses and names of the generated rows: how the bench finds them again. */
export const SCALE_NAMES = {
  slugPrefix: 'scale_',
  projectDomain: (n: number) => `scale${n}.example.com`,
  userEmail: (n: number, project: number) => `user${n}@scale${project}.example.com`,
  /** Firm staff who appear as audit actors besides the clients. */
  staffEmail: (n: number) => `staff${n}@firm.example.com`,
  staff: 20,
};

/** What every generated submission fills (as bench/seed.ts's records): its completeness. */
const SUBMISSION = {
  industry: 'b2b',
  targetCac: '420.00',
  roas: '3.20',
  trailingTwelveMonthRevenue: '12500000.00',
  averageDealSize: '18500.00',
  churnRate: '4.50',
  actualCac: '410.00',
  leadToMqlRate: '22.50',
  mqlToSqlRate: '35.00',
  marketingTeamSize: 6,
  competitors: [{ name: 'Competitor A' }],
  growthInitiatives: 'Expand paid social into two new regions.',
};

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const textArray = (items: readonly string[]) => `array[${items.map(literal).join(', ')}]`;

/** The statements, in order, each named for the timing report. */
function statements(c: FirmCounts): [string, string][] {
  const perProject = Math.floor(c.users / c.projects);
  // Project n's own users are n, n + P, n + 2P, …: user g's project is 1 + (g - 1) % P.
  const projectOfUser = (g: string) => `(1 + (${g} - 1) % ${c.projects})`;
  const userOfProject = (n: string, i: string) =>
    `(${n} + ${c.projects} * ((${i}) % ${perProject}))`;
  // Seconds back from now, spread over `days` by a multiplicative hash of the row number.
  const ago = (g: string, days: number) =>
    `now() - ((${g}::bigint * 7919) % ${days * 86400}) * interval '1 second'`;
  return [
    [
      'projects',
      `INSERT INTO projects (name, slug, allowed_domains, status, created_at)
       SELECT 'Client ' || g || ' ' || (${textArray(['Holdings', 'Capital', 'Partners', 'Group', 'Ventures'])})[1 + g % 5],
              '${SCALE_NAMES.slugPrefix}' || g, array['scale' || g || '.example.com'],
              (CASE WHEN g % 25 = 0 THEN 'archived' ELSE 'active' END)::project_status,
              ${ago('g', 1500)}
       FROM generate_series(1, ${c.projects}) g`,
    ],
    [
      'project numbers',
      `CREATE TEMP TABLE scale_projects ON COMMIT DROP AS
       SELECT substr(slug, ${SCALE_NAMES.slugPrefix.length + 1})::int AS n, id FROM projects
       WHERE slug LIKE '${SCALE_NAMES.slugPrefix}%';
       CREATE UNIQUE INDEX ON scale_projects (n)`,
    ],
    [
      'identity users',
      `INSERT INTO auth_users (id, name, email, email_verified, created_at, updated_at)
       SELECT 'scale-user-' || g, 'User ' || g,
              'user' || g || '@scale' || ${projectOfUser('g')} || '.example.com',
              g % 12 <> 0, t, t
       FROM generate_series(1, ${c.users}) g CROSS JOIN LATERAL (SELECT ${ago('g', 1400)} AS t) x`,
    ],
    [
      'users',
      `INSERT INTO users (auth_user_id, email, display_name, created_at, deactivated_at, deactivated_by)
       SELECT id, email, CASE WHEN g % 3 = 0 THEN NULL ELSE name END, created_at,
              CASE WHEN g % 97 = 0 THEN created_at + interval '30 days' END,
              CASE WHEN g % 97 = 0 THEN '${SCALE_NAMES.staffEmail(1)}' END
       FROM auth_users CROSS JOIN LATERAL (SELECT substr(id, 12)::int AS g) n
       WHERE id LIKE 'scale-user-%'`,
    ],
    [
      'user numbers',
      `CREATE TEMP TABLE scale_users ON COMMIT DROP AS
       SELECT substr(auth_user_id, 12)::int AS g, id, email FROM users
       WHERE auth_user_id LIKE 'scale-user-%';
       CREATE UNIQUE INDEX ON scale_users (g)`,
    ],
    [
      'memberships',
      // Every user in their own project; every fifth also in a second one.
      `INSERT INTO project_members (user_id, project_id, role, created_at)
       SELECT u.id, p.id,
              (CASE WHEN m.g <= ${c.projects} THEN 'owner' WHEN m.g % 7 = 0 THEN 'viewer' ELSE 'member' END)::member_role,
              now() - (m.g % 900) * interval '1 day'
       FROM (SELECT g, ${projectOfUser('g')} AS n FROM generate_series(1, ${c.users}) g
             UNION ALL
             SELECT g, 1 + (g * 7 + 3) % ${c.projects} FROM generate_series(5, ${c.users}, 5) g
               WHERE 1 + (g * 7 + 3) % ${c.projects} <> ${projectOfUser('g')}) m
       JOIN scale_users u ON u.g = m.g JOIN scale_projects p ON p.n = m.n`,
    ],
    [
      'sessions',
      // Seven users in ten have signed in (expired sessions: the last sign-in is what counts).
      `INSERT INTO auth_sessions (id, expires_at, token, user_id, created_at, updated_at)
       SELECT 'scale-session-' || g, t + interval '7 days', 'scale-token-' || g, 'scale-user-' || g, t, t
       FROM generate_series(1, ${c.users}) g CROSS JOIN LATERAL (SELECT ${ago('g * 3', 400)} AS t) x
       WHERE g % 10 < 7`,
    ],
    [
      'submissions',
      `INSERT INTO metrics (user_id, project_id, created_at, industry, target_cac, roas,
         trailing_twelve_month_revenue, average_deal_size, churn_rate, actual_cac,
         lead_to_mql_rate, mql_to_sql_rate, marketing_team_size, competitors, growth_initiatives)
       SELECT u.id, p.id, ${ago('i', 1000)}, ${literal(SUBMISSION.industry)}, ${SUBMISSION.targetCac},
              ${SUBMISSION.roas}, ${SUBMISSION.trailingTwelveMonthRevenue} + (i % 1000) * 1000,
              ${SUBMISSION.averageDealSize}, ${SUBMISSION.churnRate}, ${SUBMISSION.actualCac} + i % 50,
              ${SUBMISSION.leadToMqlRate}, ${SUBMISSION.mqlToSqlRate}, ${SUBMISSION.marketingTeamSize},
              ${literal(JSON.stringify(SUBMISSION.competitors))}::jsonb, ${literal(SUBMISSION.growthInitiatives)}
       FROM generate_series(1, ${c.submissions}) i
            CROSS JOIN LATERAL (SELECT 1 + (i - 1) % ${c.projects} AS n) k
       JOIN scale_projects p ON p.n = k.n
       JOIN scale_users u ON u.g = ${userOfProject('k.n', `i / ${c.projects}`)}`,
    ],
    [
      'completeness',
      `UPDATE projects SET completeness = ${projectCompleteness({ latestSubmission: SUBMISSION, noteCount: 1, connectedPlatforms: [] }).score}
       WHERE id IN (SELECT DISTINCT project_id FROM metrics)`,
    ],
    [
      'notes',
      `INSERT INTO notes (user_id, project_id, content, category, created_at, updated_at)
       SELECT u.id, p.id,
              (${textArray(NOTE_TEXTS)})[1 + i % ${NOTE_TEXTS.length}] || ' (note ' || i || ')',
              (array['methodology', 'anomaly', 'context', 'other'])[1 + (i / 7) % 4]::note_category,
              t, t
       FROM generate_series(1, ${c.notes}) i
            CROSS JOIN LATERAL (SELECT 1 + (i * 13) % ${c.projects} AS n, ${ago('i', 1000)} AS t) k
       JOIN scale_projects p ON p.n = k.n
       JOIN scale_users u ON u.g = ${userOfProject('k.n', 'i')}`,
    ],
    [
      'audit entries',
      // One entry in four by the firm's staff (20 addresses), the rest by clients; client
      // IPs older than the retention period already cleared, as the hourly job would have.
      `INSERT INTO audit_entries (created_at, actor_user_id, actor_email, action, target_type,
         target_id, project_id, client_ip, before, after)
       SELECT t, CASE WHEN staff THEN NULL ELSE u.id END,
              CASE WHEN staff THEN 'staff' || (1 + (i / 4) % ${SCALE_NAMES.staff}) || '@firm.example.com' ELSE u.email END,
              a.action, split_part(a.action, '.', 1), (i % 100000)::text, p.id,
              CASE WHEN t > now() - interval '12 months' THEN '10.' || i % 250 || '.' || (i / 250) % 250 || '.' || (i * 7) % 250 END,
              CASE WHEN i % 3 = 0 THEN jsonb_build_object('name', 'Client ' || k.n) END,
              jsonb_build_object('name', 'Client ' || k.n, 'entry', i)
       FROM generate_series(1, ${c.auditEntries}) i
            CROSS JOIN LATERAL (SELECT 1 + (i * 17) % ${c.projects} AS n, i % 4 = 0 AS staff, ${ago('i', 730)} AS t) k
            CROSS JOIN LATERAL (SELECT (${textArray(AUDIT_ACTIONS)})[1 + (hashint4(i) & 2147483647) % ${AUDIT_ACTIONS.length}] AS action) a
       JOIN scale_projects p ON p.n = k.n
       JOIN scale_users u ON u.g = ${userOfProject('k.n', 'i')}`,
    ],
    [
      'leads',
      `INSERT INTO contacts (first_name, last_name, work_email, phone_number, source, created_at,
         crm_sync_status, crm_sync_attempts, crm_last_error, crm_next_attempt_at, crm_synced_at,
         handled_at, handled_by, handled_note)
       SELECT (${textArray(['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken'])})[1 + g % 8],
              (${textArray(['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'Thompson'])})[1 + (g / 8) % 8],
              'lead' || g || '@company' || g % 3000 || '.example.com', '+1 555 0100',
              (array['google', 'linkedin', 'referral', 'event', 'other'])[1 + (g * 7) % 5]::contact_source,
              t, s.status::crm_sync_status,
              CASE s.status WHEN 'failed' THEN 5 WHEN 'synced' THEN 1 ELSE 0 END,
              CASE WHEN s.status = 'failed' THEN 'HubSpot answered 502' END,
              CASE WHEN s.status = 'pending' THEN now() + interval '1 year' END,
              CASE WHEN s.status = 'synced' THEN t + interval '1 minute' END,
              CASE WHEN g % 3 = 0 THEN t + interval '2 days' END,
              CASE WHEN g % 3 = 0 THEN '${SCALE_NAMES.staffEmail(2)}' END,
              CASE WHEN g % 3 = 0 THEN 'Called back.' END
       FROM generate_series(1, ${c.leads}) g
            CROSS JOIN LATERAL (SELECT ${ago('g', 365)} AS t,
              CASE WHEN g % 20 = 0 THEN 'failed' WHEN g % 20 = 1 THEN 'pending'
                   WHEN g % 20 = 2 THEN 'not_configured' ELSE 'synced' END AS status) s`,
    ],
  ];
}

export interface FirmSeedResult {
  counts: FirmCounts;
  /** Seconds each step took, and the total. */
  seconds: Record<string, number>;
}

/**
 * Generates the firm in `db` (one transaction), then ANALYZE so the planner knows the
 * tables' new sizes before the first request.
 */
export async function seedLargeFirm(db: Database, scale = 1): Promise<FirmSeedResult> {
  const counts = firmCounts(scale);
  const seconds: Record<string, number> = {};
  const started = performance.now();
  const elapsed = (since: number) => Math.round((performance.now() - since) / 100) / 10;
  await db.transaction(async (tx) => {
    for (const [name, text] of statements(counts)) {
      const stepStarted = performance.now();
      for (const statement of text.split(/;\n/)) await tx.execute(sql.raw(statement));
      seconds[name] = elapsed(stepStarted);
    }
  });
  const analyzed = performance.now();
  await db.execute(sql.raw('ANALYZE'));
  seconds.analyze = elapsed(analyzed);
  seconds.total = elapsed(started);
  return { counts, seconds };
}
