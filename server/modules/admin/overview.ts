/**
 * The admin's Overview (issue 23, screen 2): one row per active project with what tells
 * who is stuck, read from the projects table alone. Its figures are columns the database
 * keeps with every write that changes them (migration 0010's overview_refresh triggers;
 * completeness by the metrics service): aggregating 50,000 members per request measured
 * 240 ms. docs/decisions/097-admin-overview.md.
 *
 * The needs-attention rank depends on the clock (a submission grows stale), so no index
 * holds the attention order. It is read as two walks of one index on the last activity:
 * the projects that need attention, then the others (docs/performance-scale.md).
 */
import { and, eq, ilike, not, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  ATTENTION_REASONS,
  encodeOverviewCursor,
  OVERVIEW_PAGE_SIZE,
  STALE_SUBMISSION_DAYS,
  type AttentionReason,
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

const FLAGS = {
  no_submission: sql`${projects.lastSubmissionAt} is null`,
  stale_submission: sql`coalesce(${projects.lastSubmissionAt} < now() - make_interval(days => ${STALE_SUBMISSION_DAYS}), false)`,
  never_signed_in: sql`${projects.neverSignedInCount} > 0`,
  unverified: sql`${projects.unverifiedCount} > 0`,
  incomplete_connection: sql`${projects.incompleteConnectionCount} > 0`,
} satisfies Record<AttentionReason, SQL>;
const NEEDS_ATTENTION = sql`(${sql.join(
  ATTENTION_REASONS.map((reason) => sql`(${FLAGS[reason]})`),
  sql` or `,
)})`;
/** The attention order's groups by rank: needing attention (0), then the others (1). */
const ATTENTION_GROUPS = [NEEDS_ATTENTION, not(NEEDS_ATTENTION)];
/** Within a group, and the `activity` order: projects_activity_idx's key. */
const ACTIVITY = timeKey(projects.lastActivityAt);

const ORDERS: Record<OverviewSort, { keys: SortKey[]; reversed?: boolean }> = {
  // Its rank is each walk's group (above), not a key of the statement.
  attention: { keys: [ACTIVITY] },
  name: { keys: [{ order: sql`lower(${projects.name})`, wire: sql`lower(${projects.name})` }] },
  completeness: { keys: [numberKey(sql`coalesce(${projects.completeness}, -1)`)] },
  // The enum's own order is the journey's (ENGAGEMENT_STAGES).
  stage: {
    keys: [
      numberKey(sql`array_position(enum_range(null::engagement_stage), ${projects.stage})`),
      ACTIVITY,
    ],
  },
  activity: { keys: [ACTIVITY] },
  // Least time since the last submission first: the newest submission first, never last.
  submission: { keys: [timeKey(projects.lastSubmissionAt)], reversed: true },
};

const COLUMNS = {
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
    ATTENTION_REASONS.map((reason) => FLAGS[reason]),
    sql`, `,
  )}]`,
};

/** Whose rows: the whole firm's (administrators), or one analyst's assigned projects. */
export type OverviewScope = 'firm' | { analyst: string };

/** Where a walk resumes: the last row's keys of the walk's order and its id. */
interface Position {
  keys: (string | number | null)[];
  id: number;
}

export async function projectOverview(
  db: Database,
  { sort, direction, attention, stage, search, cursor }: OverviewQuery,
  scope: OverviewScope,
  size = OVERVIEW_PAGE_SIZE,
): Promise<OverviewResponse> {
  const { keys, reversed = false } = ORDERS[sort];
  const descending = (direction === 'desc') !== reversed;
  const filter = and(
    eq(projects.status, 'active'),
    scope === 'firm' ? undefined : assignedTo(scope.analyst),
    search === undefined ? undefined : ilike(projects.name, likeContaining(search)),
    attention === 'true' ? NEEDS_ATTENTION : undefined,
    stage === undefined ? undefined : eq(projects.stage, stage),
  );
  /** Up to `limit` rows of the order that match `group`, after `from`. */
  const walk = (group: SQL | undefined, from: Position | undefined, limit: number) =>
    db
      .select({
        ...COLUMNS,
        sortKeys: sql<(string | number | null)[]>`json_build_array(${sql.join(
          keys.map((key) => key.wire),
          sql`, `,
        )})`,
      })
      .from(projects)
      .where(and(filter, group, from ? afterPosition(keys, from, descending) : undefined))
      .orderBy(
        ...[...keys.map((key) => key.order), sql`${projects.id}`].map((key) =>
          descending ? sql`${key} desc` : key,
        ),
      )
      .limit(limit);

  let rows: Awaited<ReturnType<typeof walk>>;
  if (sort !== 'attention') {
    rows = await walk(undefined, cursor, size + 1);
  } else {
    // The groups in the page's direction, from the cursor's on (its first key is the rank).
    const cursorRank = cursor?.keys[0] as 0 | 1 | undefined;
    const ranks = (descending ? [1, 0] : [0, 1]).filter(
      (rank) =>
        (attention !== 'true' || rank === 0) &&
        (cursor === undefined || (descending ? rank <= cursorRank! : rank >= cursorRank!)),
    );
    rows = [];
    for (const rank of ranks) {
      const from =
        rank === cursorRank ? { keys: cursor!.keys.slice(1), id: cursor!.id } : undefined;
      const found = await walk(ATTENTION_GROUPS[rank], from, size + 1 - rows.length);
      rows.push(...found.map((row) => ({ ...row, sortKeys: [rank, ...row.sortKeys] })));
      if (rows.length > size) break;
    }
  }

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
 * The rows after `from` in the order: (keys…, id) past its tuple. A time travels as
 * microseconds since 1970 (null: none, which sorts first as -infinity).
 */
function afterPosition(keys: SortKey[], from: Position, descending: boolean): SQL {
  const values = from.keys.map((value, index) =>
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
  )}, ${projects.id}) ${descending ? sql`<` : sql`>`} (${sql.join([...values, sql`${from.id}::int`], sql`, `)})`;
}
