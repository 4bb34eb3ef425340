/**
 * The admin's Overview (issue 23, screen 2): one row per active project with what tells
 * who is stuck, read by one statement. The per-project figures are aggregates over
 * indexed tables (the latest submission and note through their (project_id, created_at,
 * id) indexes, members and connectors grouped once); completeness is the projects row's
 * own column, written with each submission. At 2,000 projects the whole set is computed
 * and ordered per page; the keyset then skips to the cursor. Why, and the measured plan:
 * docs/decisions/097-admin-overview.md.
 */
import { and, eq, ilike, max, sql, type SQL } from 'drizzle-orm';
import {
  ATTENTION_REASONS,
  encodeOverviewCursor,
  OVERVIEW_PAGE_SIZE,
  STALE_SUBMISSION_DAYS,
  type AttentionReason,
  type OverviewCursor,
  type OverviewQuery,
  type OverviewResponse,
  type OverviewSort,
} from '../../../common/contracts/overview.ts';
import type { Database } from '../../db/client.ts';
import {
  authSessions,
  authUsers,
  dataConnectors,
  metrics,
  notes,
  projectMembers,
  projects,
  users,
} from '../../db/schema/index.ts';

/** Far beyond any microsecond timestamp: "never submitted" sorts after every day count. */
const NEVER = 9_000_000_000_000_000;

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;
const micros = (at: SQL) => sql`(extract(epoch from ${at}) * 1000000)::bigint`;

export async function projectOverview(
  db: Database,
  { sort, direction, attention, search, cursor }: OverviewQuery,
  size = OVERVIEW_PAGE_SIZE,
): Promise<OverviewResponse> {
  // Last sign-in = the newest auth_sessions row of the account (decision 093).
  const signIns = db
    .select({ userId: authSessions.userId, at: max(authSessions.createdAt).as('signed_in_at') })
    .from(authSessions)
    .groupBy(authSessions.userId)
    .as('sign_ins');
  const memberState = db
    .select({
      projectId: projectMembers.projectId,
      members: sql<number>`count(*)::int`.as('members'),
      neverSignedIn: sql<number>`(count(*) filter (where ${signIns.at} is null))::int`.as(
        'never_signed_in',
      ),
      unverified: sql<number>`(count(*) filter (where not ${authUsers.emailVerified}))::int`.as(
        'unverified',
      ),
      lastSignInAt: max(signIns.at).as('last_sign_in_at'),
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .innerJoin(authUsers, eq(authUsers.id, users.authUserId))
    .leftJoin(signIns, eq(signIns.userId, authUsers.id))
    .groupBy(projectMembers.projectId)
    .as('member_state');
  // Fivetran's own state is not stored (decision 093): paused, or created and never synced.
  const connectorState = db
    .select({
      projectId: dataConnectors.projectId,
      incomplete:
        sql<number>`(count(*) filter (where ${dataConnectors.paused} or ${dataConnectors.lastSyncAt} is null))::int`.as(
          'incomplete',
        ),
    })
    .from(dataConnectors)
    .groupBy(dataConnectors.projectId)
    .as('connector_state');

  const latest = (table: typeof metrics | typeof notes) =>
    sql`(select max(${table.createdAt}) from ${table} where ${table.projectId} = ${projects.id})`;
  const base = db.$with('overview_base').as(
    db
      .select({
        id: projects.id,
        name: projects.name,
        completeness: projects.completeness,
        lastSubmissionAt: sql`${latest(metrics)}`.as('last_submission_at'),
        lastNoteAt: sql`${latest(notes)}`.as('last_note_at'),
        members: sql<number>`coalesce(${memberState.members}, 0)`.as('member_count'),
        neverSignedIn: sql<number>`coalesce(${memberState.neverSignedIn}, 0)`.as('never_count'),
        unverified: sql<number>`coalesce(${memberState.unverified}, 0)`.as('unverified_count'),
        lastSignInAt: sql`${memberState.lastSignInAt}`.as('member_sign_in_at'),
        incomplete: sql<number>`coalesce(${connectorState.incomplete}, 0)`.as('incomplete_count'),
      })
      .from(projects)
      .leftJoin(memberState, eq(memberState.projectId, projects.id))
      .leftJoin(connectorState, eq(connectorState.projectId, projects.id))
      .where(
        and(
          eq(projects.status, 'active'),
          search === undefined ? undefined : ilike(projects.name, likePattern(search)),
        ),
      ),
  );

  const flags = {
    no_submission: sql`${base.lastSubmissionAt} is null`,
    stale_submission: sql`coalesce(${base.lastSubmissionAt} < now() - make_interval(days => ${STALE_SUBMISSION_DAYS}), false)`,
    never_signed_in: sql`${base.neverSignedIn} > 0`,
    unverified: sql`${base.unverified} > 0`,
    incomplete_connection: sql`${base.incomplete} > 0`,
  } satisfies Record<AttentionReason, SQL>;
  const needsAttention = sql.join(
    ATTENTION_REASONS.map((reason) => sql`(${flags[reason]})`),
    sql` or `,
  );
  // greatest() ignores nulls: null only when there was no activity at all.
  const lastActivityAt = sql`greatest(${base.lastSubmissionAt}, ${base.lastNoteAt}, ${base.lastSignInAt})`;
  const sortKeys: Record<OverviewSort, SQL[]> = {
    attention: [
      sql`(case when ${needsAttention} then 0 else 1 end)`,
      sql`coalesce(${micros(lastActivityAt)}, -1)`,
    ],
    name: [sql`lower(${base.name})`],
    completeness: [sql`coalesce(${base.completeness}, -1)`],
    activity: [sql`coalesce(${micros(lastActivityAt)}, -1)`],
    submission: [sql`coalesce(-${micros(sql`${base.lastSubmissionAt}`)}, ${NEVER})`],
  };
  const keys = sortKeys[sort];
  const descending = direction === 'desc';

  const rows = await db
    .with(base)
    .select({
      id: base.id,
      name: base.name,
      completeness: base.completeness,
      lastActivityAt: sql<
        string | null
      >`to_char(${lastActivityAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      daysSinceSubmission: sql<
        number | null
      >`floor(extract(epoch from now() - ${base.lastSubmissionAt}) / 86400)::int`,
      members: base.members,
      neverSignedIn: base.neverSignedIn,
      unverified: base.unverified,
      incompleteConnections: base.incomplete,
      flags: sql<boolean[]>`array[${sql.join(
        ATTENTION_REASONS.map((reason) => flags[reason]),
        sql`, `,
      )}]`,
      sortKeys: sql<(string | number)[]>`json_build_array(${sql.join(keys, sql`, `)})`,
    })
    .from(base)
    .where(
      and(
        attention === 'true' ? sql`(${needsAttention})` : undefined,
        cursor ? afterCursor(keys, sql`${base.id}`, cursor, descending) : undefined,
      ),
    )
    .orderBy(...[...keys, sql`${base.id}`].map((key) => (descending ? sql`${key} desc` : key)))
    .limit(size + 1);

  const page = rows.slice(0, size);
  const last = rows.length > size ? page.at(-1) : undefined;
  return {
    items: page.map(({ flags: set, sortKeys: _keys, ...row }) => ({
      ...row,
      reasons: ATTENTION_REASONS.filter((_, index) => set[index]),
    })),
    nextCursor: last
      ? encodeOverviewCursor({ sort, direction, keys: last.sortKeys, id: last.id })
      : null,
  };
}

/** The rows after the cursor's in the order: (keys…, id) past the cursor's tuple. */
function afterCursor(keys: SQL[], id: SQL, cursor: OverviewCursor, descending: boolean): SQL {
  const values = cursor.keys.map((value) =>
    typeof value === 'number' ? sql`${String(value)}::bigint` : sql`${value}::text`,
  );
  return sql`(${sql.join(keys, sql`, `)}, ${id}) ${descending ? sql`<` : sql`>`} (${sql.join(
    [...values, sql`${cursor.id}::int`],
    sql`, `,
  )})`;
}
