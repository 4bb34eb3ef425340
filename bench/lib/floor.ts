/**
 * The floor of each route bench/api.ts runs at a fixed rate (docs/product.md#performance): the SQL
 * statements the route sends, in its order and with the same kind of values, sent straight
 * through the `pg` driver (a pool of 10, as the server's) at the same rate and arrival
 * pattern as the HTTP run (bench/lib/load.ts, pace()). The route's floor is that p99 plus
 * hello-world's p99 at the rate.
 *
 * The statements are copied by hand from PostgreSQL's log of a trial run: run
 * `BENCH_POSTGRES_LOG=true BENCH_FIRM_SCALE=0.001 BENCH_ROUNDS=1 npm run bench -- api --no-record`
 * (the bench's embedded PostgreSQL then logs every statement, copied to
 * bench/results/postgres.log) and compare when a route changes.
 * Only what a request itself sends: the mail worker's statements that follow a contact are
 * the server's background work, not the route's.
 */
import pg from 'pg';
import { pace, type LoadResult } from './load.ts';

interface Statement {
  /** Set when the server prepares it under a name (Drizzle's .prepare()). */
  name?: string;
  text: string;
  /** Its values, or how they follow from the rows the statement before answered. */
  values?: unknown[] | ((previous: Record<string, unknown>[]) => unknown[]);
}

/** A request's SQL, in order: statements on any pooled connection, or a transaction on one. */
type Step = Statement | { transaction: Statement[] };

/** Who a request is made as: their session and identity. */
export interface Caller {
  /** The session token (the cookie's value before its signature). */
  sessionToken: string;
  /** auth_users.id */
  authUserId: string;
  email: string;
}

/** What the statements are sent with, known once the bench's data is seeded. */
export interface FloorValues {
  client: Caller;
  admin: Caller;
  /** The client's project (GET /api/notes). */
  projectId: number;
  /** The server's address, which the lead notification links to. */
  siteUrl: string;
}

/** The session check of every signed-in request (better-auth, then the caller's rights). */
function signedIn(caller: Caller, projectId: number | null): Step[] {
  return [
    {
      text: 'select "id", "expires_at", "token", "ip_address", "user_agent", "user_id", "created_at", "updated_at" from "auth_sessions" where "auth_sessions"."token" = $1',
      values: [caller.sessionToken],
    },
    {
      text: 'select "id", "name", "email", "email_verified", "image", "two_factor_enabled", "created_at", "updated_at" from "auth_users" where "auth_users"."id" = $1',
      values: [caller.authUserId],
    },
    {
      text: 'select "id" from "firm_analysts" where "firm_analysts"."email" = $1',
      values: [caller.email],
    },
    {
      name: 'caller_by_identity',
      text: 'select "users"."id", "users"."email", "users"."display_name", "users"."deactivated_at" is not null, "project_members"."role", "projects"."status", "analyst_assignments"."project_id" is not null from "users" left join "firm_analysts" on "firm_analysts"."email" = "users"."email" left join "analyst_assignments" on ("analyst_assignments"."analyst_id" = "firm_analysts"."id" and "analyst_assignments"."project_id" = $1) left join "project_members" on ("project_members"."user_id" = "users"."id" and "project_members"."project_id" = $2) left join "projects" on "projects"."id" = "project_members"."project_id" where "users"."auth_user_id" = $3',
      values: [projectId, projectId, caller.authUserId],
    },
  ];
}

/**
 * The e-mail and visitor address of the n-th floor contact: unique, as the HTTP run's, and
 * apart from them (172.16/12, theirs are in 10/8), so neither run finds the other's
 * rate-limit rows.
 */
const floorContact = (n: number) => ({
  email: `floor-${n}@bench-contact.example.com`,
  visitor: `172.${16 + ((n >> 16) & 15)}.${(n >> 8) & 255}.${n & 255}`,
});

/** pg-boss's insert of a job (its plans.insertJobs, queue `mail`), as the route sends it. */
const INSERT_MAIL_JOB = `
INSERT INTO pgboss.job_common (
  id,
  name,
  data,
  priority,
  start_after,
  created_on,
  singleton_key,
  singleton_on,
  group_id,
  group_tier,
  expire_seconds,
  deletion_seconds,
  keep_until,
  retry_limit,
  retry_delay,
  retry_backoff,
  retry_delay_max,
  policy,
  dead_letter,
  heartbeat_seconds,
  blocked,
  blocking,
  pending_dependencies,
  trace_context
)
SELECT
  COALESCE(id, gen_random_uuid()) as id,
  'mail' as name,
  data,
  COALESCE(priority, 0) as priority,
  j.start_after,
  pgboss.job_now() as created_on,
  "singletonKey",
  CASE

    WHEN "singletonSeconds" IS NOT NULL THEN 'epoch'::timestamp + '1s'::interval * ("singletonSeconds"::float8 * floor(( date_part('epoch', pgboss.job_now()) + COALESCE("singletonOffset",0)::float8) / "singletonSeconds"::float8 ))
    ELSE NULL
    END as singleton_on,
  "groupId" as group_id,
  "groupTier" as group_tier,
  COALESCE("expireInSeconds", q.expire_seconds, 900) as expire_seconds,
  COALESCE("deleteAfterSeconds", q.deletion_seconds, 604800) as deletion_seconds,
  j.start_after + (COALESCE("retentionSeconds", q.retention_seconds, 1209600) * interval '1s') as keep_until,
  COALESCE("retryLimit", q.retry_limit, 2) as retry_limit,
  COALESCE("retryDelay", q.retry_delay, 0) as retry_delay,
  COALESCE("retryBackoff", q.retry_backoff, false) as retry_backoff,
  COALESCE("retryDelayMax", q.retry_delay_max) as retry_delay_max,
  q.policy,
  COALESCE("deadLetter", q.dead_letter) as dead_letter,
  COALESCE("heartbeatSeconds", q.heartbeat_seconds) as heartbeat_seconds,
  COALESCE(blocked, false) as blocked,
  COALESCE(blocking, false) as blocking,
  COALESCE("pendingDependencies", 0) as pending_dependencies,
  "__traceContext" as trace_context
FROM (
  SELECT *,
    CASE
      WHEN (right("startAfter", 1) = 'Z' OR "startAfter" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}') THEN CAST("startAfter" as timestamp with time zone)
      ELSE pgboss.job_now() + CAST(COALESCE("startAfter",'0') as interval)
      END as start_after
  FROM json_to_recordset($1::text::json) as x (
    id uuid,
    priority integer,
    data jsonb,
    "startAfter" text,
    "retryLimit" integer,
    "retryDelay" integer,
    "retryDelayMax" integer,
    "retryBackoff" boolean,
    "singletonKey" text,
    "singletonSeconds" integer,
    "singletonOffset" integer,

    "groupId" text,
    "groupTier" text,
    "expireInSeconds" integer,
    "deleteAfterSeconds" integer,
    "retentionSeconds" integer,
    "deadLetter" text,
    "heartbeatSeconds" integer,
    blocked boolean,
    blocking boolean,
    "pendingDependencies" integer,
    "__traceContext" jsonb
  )
) j
LEFT JOIN pgboss.queue q ON q.name = 'mail'
ON CONFLICT DO NOTHING
`;

function contact(values: FloorValues, n: number): Step[] {
  const { email, visitor } = floorContact(n);
  const name = `Load Floor ${n}`;
  const mail = {
    action: { url: `${values.siteUrl}/portal/admin`, label: 'Open the Contacts tab' },
    details: [
      ['Name', name],
      ['Work email', email],
      ['Phone', '+1 555 0100'],
      ['Heard of us through', 'google'],
      ['CRM', 'Not sent to a CRM: HubSpot is not configured'],
    ],
    heading: `${name} asked for a consultation`,
    subject: `New consultation request: ${name}`,
    paragraphs: ['A visitor sent the contact form on the website.'],
  };
  return [
    {
      text: `insert into "rate_limits" ("key", "count", "reset_at") values ($1, $2, now() + $3::integer * interval '1 millisecond') on conflict ("key") do update set "count" = case when "rate_limits"."reset_at" <= now() then 1 else "rate_limits"."count" + 1 end, "reset_at" = case when "rate_limits"."reset_at" <= now() then excluded.reset_at else "rate_limits"."reset_at" end returning "key", "count", ceil(extract(epoch from "reset_at" - now()) * 1000)::integer`,
      values: [`POST /api/contact:${visitor}`, 1, 60_000],
    },
    {
      transaction: [
        {
          text: 'insert into "contacts" ("id", "first_name", "last_name", "work_email", "phone_number", "source", "referral_first_name", "referral_last_name", "referral_email", "created_at", "crm_sync_status", "crm_sync_attempts", "crm_next_attempt_at", "crm_last_error", "crm_contact_id", "crm_synced_at", "handled_at", "handled_by", "handled_note") values (default, $1, $2, $3, $4, $5, $6, $7, $8, default, $9, default, $10, default, default, default, default, default, default) returning "id", "first_name", "last_name", "work_email", "phone_number", "source", "referral_first_name", "referral_last_name", "referral_email", "created_at", "crm_sync_status", "crm_sync_attempts", "crm_next_attempt_at", "crm_last_error", "crm_contact_id", "crm_synced_at", "handled_at", "handled_by", "handled_note"',
          values: [
            'Load',
            `Floor ${n}`,
            email,
            '+1 555 0100',
            'google',
            null,
            null,
            null,
            'not_configured',
            null,
          ],
        },
        { text: 'savepoint sp1' },
        {
          text: 'insert into "mail_outbox" ("id", "to", "content", "created_at", "status", "attempts", "next_attempt_at", "last_error", "sent_at") values (default, $1, $2, default, default, default, default, default, default) returning "id"',
          values: [[values.admin.email], JSON.stringify(mail)],
        },
        {
          text: INSERT_MAIL_JOB,
          values: ([row]) => [JSON.stringify([{ data: { id: row!.id }, __traceContext: null }])],
        },
        { text: 'release savepoint sp1' },
      ],
    },
  ];
}

/** Each route of bench/api.ts's fixed-rate runs: the statements of its n-th request. */
export const FLOOR_STATEMENTS = {
  /** Answered from memory: no SQL, the floor is hello-world's. */
  'GET /api/health': () => [],
  'GET /api/notes': (values) => [
    ...signedIn(values.client, values.projectId),
    {
      name: 'notes_by_project',
      text: 'select "id", "category", "content", "created_at" from "notes" where "notes"."project_id" = $1 order by "notes"."created_at" desc, "notes"."id" desc',
      values: [values.projectId],
    },
  ],
  'GET /api/admin/audit': (values) => [
    ...signedIn(values.admin, null),
    {
      text: 'select "audit_entries"."id", "audit_entries"."created_at", "audit_entries"."actor_email", "audit_entries"."action", "audit_entries"."target_type", "audit_entries"."target_id", "audit_entries"."project_id", "projects"."name", "audit_entries"."client_ip", "audit_entries"."before", "audit_entries"."after" from "audit_entries" left join "projects" on "projects"."id" = "audit_entries"."project_id" order by "audit_entries"."created_at" desc, "audit_entries"."id" desc limit $1',
      values: [51],
    },
  ],
  'POST /api/contact': contact,
} as const satisfies Record<string, (values: FloorValues, n: number) => Step[]>;

export type FloorRoute = keyof typeof FLOOR_STATEMENTS;

/** How many statements a route's request sends (a transaction's begin and commit included). */
export const statementCount = (route: FloorRoute, values: FloorValues) =>
  FLOOR_STATEMENTS[route](values, 0).reduce(
    (sum, step) => sum + ('transaction' in step ? step.transaction.length + 2 : 1),
    0,
  );

export interface FloorDriver {
  /**
   * The route's statements, one request's after another, at `rate` per second for
   * `duration` seconds: each request's latency from its first statement to its last answer.
   * Sent once first, outside the run: statements that fail throw with PostgreSQL's message.
   */
  measure(route: FloorRoute, options: { rate: number; duration: number }): Promise<LoadResult>;
  /**
   * Deletes the lead mails of the floor's contacts and their delivery jobs, which the
   * server's mail worker would otherwise work through during the route's own run.
   */
  removeQueuedMail(): Promise<void>;
  close(): Promise<void>;
}

/** A pool of 10 connections to `url`, as the server's, kept for every run (warm, as its). */
export function openFloorDriver(url: string, values: FloorValues): FloorDriver {
  // Connections stay open, as the server's (idleTimeoutMillis 0, server/db/client.ts).
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 0 });
  // Every request's number: unique values for the writes across runs.
  let n = 0;
  return {
    async measure(route, { rate, duration }) {
      const statements = FLOOR_STATEMENTS[route];
      const send = async () => {
        n += 1;
        let previous: Record<string, unknown>[] = [];
        const query = async (client: pg.Pool | pg.PoolClient, statement: Statement) => {
          const { name, text, values } = statement;
          const given = typeof values === 'function' ? values(previous) : values;
          const result = await client.query<Record<string, unknown>>({ name, text, values: given });
          previous = result.rows;
        };
        for (const step of statements(values, n)) {
          if (!('transaction' in step)) {
            await query(pool, step);
            continue;
          }
          const client = await pool.connect();
          try {
            await client.query('begin');
            for (const statement of step.transaction) await query(client, statement);
            await client.query('commit');
            client.release();
          } catch (error) {
            client.release(error as Error);
            throw error;
          }
        }
      };
      await send();
      return pace({ rate, duration, work: send });
    },
    async removeQueuedMail() {
      await pool.query(
        `with mails as (delete from mail_outbox where content->>'subject' like 'New consultation request: Load Floor %' returning id)
         delete from pgboss.job where name = 'mail' and (data->>'id')::bigint in (select id from mails)`,
      );
    },
    close: () => pool.end(),
  };
}
