/**
 * The admin's Overview (issue 23, screen 2): one row per active project with what tells
 * who is stuck, read from the projects table alone. Its figures are columns the database
 * keeps with every write that changes them (migration 0010's overview_refresh triggers;
 * completeness by the metrics service): aggregating 50,000 members per request measured
 * 240 ms. The needs-attention rank depends on the clock (a submission grows stale), so each
 * page orders the active projects in memory (2,000 rows: a sequential scan and a top-N
 * sort) and the keyset skips to the cursor. docs/decisions/097-admin-overview.md.
 */
import { and, eq, ilike, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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
import { analystAssignments, firmAnalysts, projects } from '../../db/schema/index.ts';
import { likeContaining } from '../../lib/like.ts';

/** One key of an order: what the rows are ordered by, and what the cursor carries of it. */
interface SortKey {
  order: SQL;
  wire: SQL;
  time?: boolean;
}
const numberKey = (order: SQL): SortKey => ({ order, wire: order });
/** A time, compared as stored (null first); the cursor carries its microseconds. */
const timeKey = (column: SQLWrapper): SortKey => ({
  order: sql`coalesce(${column}, '-infinity'::timestamptz)`,
  wire: sql`(extract(epoch from ${column}) * 1000000)::bigint`,
  time: true,
});

/** Whose rows: the whole firm's (administrators), or one analyst's assigned projects. */
export type OverviewScope = 'firm' | { analyst: string };

export async function projectOverview(
  db: Database,
  { sort, direction, attention, stage, search, cursor }: OverviewQuery,
  scope: OverviewScope,
  size = OVERVIEW_PAGE_SIZE,
): Promise<OverviewResponse> {
  const flags = {
    no_submission: sql`${projects.lastSubmissionAt} is null`,
    stale_submission: sql`coalesce(${projects.lastSubmissionAt} < now() - make_interval(days => ${STALE_SUBMISSION_DAYS}), false)`,
    never_signed_in: sql`${projects.neverSignedInCount} > 0`,
    unverified: sql`${projects.unverifiedCount} > 0`,
    incomplete_connection: sql`${projects.incompleteConnectionCount} > 0`,
  } satisfies Record<AttentionReason, SQL>;
  const needsAttention = sql.join(
    ATTENTION_REASONS.map((reason) => sql`(${flags[reason]})`),
    sql` or `,
  );
  const rank = sql`(case when ${needsAttention} then 0 else 1 end)`;
  const orders: Record<OverviewSort, { keys: SortKey[]; reversed?: boolean }> = {
    attention: { keys: [numberKey(rank), timeKey(projects.lastActivityAt)] },
    name: { keys: [{ order: sql`lower(${projects.name})`, wire: sql`lower(${projects.name})` }] },
    completeness: { keys: [numberKey(sql`coalesce(${projects.completeness}, -1)`)] },
    // The enum's own order is the journey's (ENGAGEMENT_STAGES).
    stage: {
      keys: [
        numberKey(sql`array_position(enum_range(null::engagement_stage), ${projects.stage})`),
        timeKey(projects.lastActivityAt),
      ],
    },
    activity: { keys: [timeKey(projects.lastActivityAt)] },
    // Least time since the last submission first: the newest submission first, never last.
    submission: { keys: [timeKey(projects.lastSubmissionAt)], reversed: true },
  };
  const { keys, reversed = false } = orders[sort];
  const descending = (direction === 'desc') !== reversed;

  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      completeness: projects.completeness,
      lastActivityAt: sql<
        string | null
      >`to_char(${projects.lastActivityAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      daysSinceSubmission: sql<
        number | null
      >`floor(extract(epoch from now() - ${projects.lastSubmissionAt}) / 86400)::int`,
      members: projects.memberCount,
      neverSignedIn: projects.neverSignedInCount,
      unverified: projects.unverifiedCount,
      incompleteConnections: projects.incompleteConnectionCount,
      stage: projects.stage,
      flags: sql<boolean[]>`array[${sql.join(
        ATTENTION_REASONS.map((reason) => flags[reason]),
        sql`, `,
      )}]`,
      sortKeys: sql<(string | number | null)[]>`json_build_array(${sql.join(
        keys.map((key) => key.wire),
        sql`, `,
      )})`,
    })
    .from(projects)
    .where(
      and(
        eq(projects.status, 'active'),
        scope === 'firm' ? undefined : assignedTo(scope.analyst),
        search === undefined ? undefined : ilike(projects.name, likeContaining(search)),
        attention === 'true' ? sql`(${needsAttention})` : undefined,
        stage === undefined ? undefined : eq(projects.stage, stage),
        cursor ? afterCursor(keys, sql`${projects.id}`, cursor, descending) : undefined,
      ),
    )
    .orderBy(
      ...[...keys.map((key) => key.order), sql`${projects.id}`].map((key) =>
        descending ? sql`${key} desc` : key,
      ),
    )
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

const assignedTo = (email: string) =>
  sql`${projects.id} in (select ${analystAssignments.projectId} from ${analystAssignments}
    join ${firmAnalysts} on ${firmAnalysts.id} = ${analystAssignments.analystId}
    where ${firmAnalysts.email} = ${email})`;

/**
 * The rows after the cursor's in the order: (keys…, id) past the cursor's tuple. A time
 * travels as microseconds since 1970 (null: none, which sorts first as -infinity).
 */
function afterCursor(keys: SortKey[], id: SQL, cursor: OverviewCursor, descending: boolean): SQL {
  const values = cursor.keys.map((value, index) =>
    keys[index]?.time
      ? value === null
        ? sql`'-infinity'::timestamptz`
        : sql`('epoch'::timestamptz + ${String(value)}::bigint * interval '1 microsecond')`
      : typeof value === 'number'
        ? sql`${String(value)}::bigint`
        : sql`${value}::text`,
  );
  return sql`(${sql.join(
    keys.map((key) => key.order),
    sql`, `,
  )}, ${id}) ${descending ? sql`<` : sql`>`} (${sql.join([...values, sql`${cursor.id}::int`], sql`, `)})`;
}
