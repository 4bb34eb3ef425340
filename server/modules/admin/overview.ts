/**
 * The admin's Overview (docs/product.md#workspace): one row per active project with what tells
 * who is stuck, read from the projects table alone. Its figures are columns the database
 * keeps with every write that changes them (migration 0010's overview_refresh triggers;
 * completeness by the metrics service; docs/decisions/132): aggregating 50,000 members per
 * request measured 240 ms.
 *
 * The needs-attention rank depends on the clock (a submission grows stale), so no index
 * holds the attention order. It is read as two walks of one index on the last activity
 * (projects_activity_idx): the projects that need attention, then the others; the clock
 * only moves a project from the second group to the first. Each order's statements are
 * built once (overviewReader): drizzle's assembly of them per request cost as much CPU as
 * PostgreSQL's sort of every project did (docs/performance-scale.md).
 */
import { and, eq, not, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  ATTENTION_REASONS,
  encodeOverviewCursor,
  OVERVIEW_PAGE_SIZE,
  STALE_SUBMISSION_DAYS,
  type AttentionReason,
  type OverviewQuery,
  type OverviewResponse,
  type OverviewSort,
  OVERVIEW_SORTS,
  SORT_DIRECTIONS,
} from '../../../common/admin/overview-contract.ts';
import type { Database } from '../../db/client.ts';
import { analystAssignments, firmAnalysts, projects } from '../../db/schema/index.ts';
import { likeContaining } from '../../lib/like.ts';

/** A value each execution supplies (a drizzle placeholder). */
const value = (name: string) => sql.placeholder(name);

/**
 * One key of an order: what the rows are ordered by, what the cursor carries of it, and
 * the cursor's value turned back into the order's type.
 */
interface SortKey {
  order: SQL;
  wire: SQL;
  from: (cursorValue: SQLWrapper) => SQL;
}
const numberKey = (order: SQL): SortKey => ({
  order,
  wire: order,
  from: (cursorValue) => sql`${cursorValue}::bigint`,
});
/** A time, compared as stored (null first); the cursor carries its microseconds. */
const timeKey = (column: SQLWrapper): SortKey => ({
  order: sql`coalesce(${column}, '-infinity'::timestamptz)`,
  wire: sql`(extract(epoch from ${column}) * 1000000)::bigint`,
  from: (cursorValue) =>
    sql`coalesce('epoch'::timestamptz + ${cursorValue}::bigint * interval '1 microsecond', '-infinity'::timestamptz)`,
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
  name: {
    keys: [
      {
        order: sql`lower(${projects.name})`,
        wire: sql`lower(${projects.name})`,
        from: (cursorValue) => sql`${cursorValue}::text`,
      },
    ],
  },
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

/**
 * The query's filters, each "absent (null) or holds". The statements are built once and
 * run unnamed, so PostgreSQL plans each execution with its values: an absent filter folds
 * away and the plan is the one of a statement written without it.
 */
const FILTER = and(
  eq(projects.status, 'active'),
  sql`(${value('analyst')}::text is null or ${projects.id} in (
    select ${analystAssignments.projectId} from ${analystAssignments}
    join ${firmAnalysts} on ${firmAnalysts.id} = ${analystAssignments.analystId}
    where ${firmAnalysts.email} = ${value('analyst')}))`,
  sql`(${value('search')}::text is null or ${projects.name} ilike ${value('search')})`,
  sql`(${value('stage')}::engagement_stage is null or ${projects.stage} = ${value('stage')})`,
  sql`(not ${value('attentionOnly')}::boolean or ${NEEDS_ATTENTION})`,
);

/** Whose rows: the whole firm's (administrators), or one analyst's assigned projects. */
export type OverviewScope = 'firm' | { analyst: string };

/** Where a walk resumes: the last row's keys of the walk's order and its id. */
interface Position {
  keys: (string | number | null)[];
  id: number;
}

/** Reads the Overview's pages on `db`; each order's statements are built here, once. */
export function overviewReader(db: Database) {
  /** The rows of the order that match `group`, after the position (if any), up to the limit. */
  const prepare = (keys: SortKey[], descending: boolean, group: SQL | undefined) =>
    db
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
          ATTENTION_REASONS.map((reason) => FLAGS[reason]),
          sql`, `,
        )}]`,
        sortKeys: sql<(string | number | null)[]>`json_build_array(${sql.join(
          keys.map((key) => key.wire),
          sql`, `,
        )})`,
      })
      .from(projects)
      .where(and(FILTER, group, afterPosition(keys, descending)))
      .orderBy(
        ...[...keys.map((key) => key.order), sql`${projects.id}`].map((key) =>
          descending ? sql`${key} desc` : key,
        ),
      )
      .limit(value('limit'))
      // Unnamed: planned with each execution's values (FILTER).
      .prepare('');
  /** Per order and direction, its statements: by rank for the attention order. */
  const statements = new Map(
    OVERVIEW_SORTS.flatMap((sort) =>
      SORT_DIRECTIONS.map((direction) => {
        const { keys, reversed = false } = ORDERS[sort];
        const descending = (direction === 'desc') !== reversed;
        const groups = sort === 'attention' ? ATTENTION_GROUPS : [undefined];
        return [`${sort} ${direction}`, groups.map((group) => prepare(keys, descending, group))];
      }),
    ),
  );

  return async function projectOverview(
    { sort, direction, attention, stage, search, cursor }: OverviewQuery,
    scope: OverviewScope,
    size = OVERVIEW_PAGE_SIZE,
  ): Promise<OverviewResponse> {
    const groups = statements.get(`${sort} ${direction}`)!;
    const walk = (rank: number, from: Position | undefined, limit: number) =>
      groups[rank]!.execute({
        analyst: scope === 'firm' ? null : scope.analyst,
        search: search === undefined ? null : likeContaining(search),
        stage: stage ?? null,
        attentionOnly: attention === 'true',
        afterId: from?.id ?? null,
        after0: from?.keys[0] ?? null,
        after1: from?.keys[1] ?? null,
        limit,
      });

    let rows: Awaited<ReturnType<typeof walk>>;
    if (sort !== 'attention') {
      rows = await walk(0, cursor, size + 1);
    } else {
      // The groups in the page's direction, from the cursor's on (its first key is the rank).
      const cursorRank = cursor?.keys[0] as 0 | 1 | undefined;
      const descending = direction === 'desc';
      const ranks = (descending ? [1, 0] : [0, 1]).filter(
        (rank) =>
          (attention !== 'true' || rank === 0) &&
          (cursor === undefined || (descending ? rank <= cursorRank! : rank >= cursorRank!)),
      );
      rows = [];
      for (const rank of ranks) {
        const from =
          rank === cursorRank ? { keys: cursor!.keys.slice(1), id: cursor!.id } : undefined;
        const found = await walk(rank, from, size + 1 - rows.length);
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
  };
}

/**
 * The rows after the position in the order: (keys…, id) past its tuple; every row when the
 * execution gives no position (afterId null).
 */
function afterPosition(keys: SortKey[], descending: boolean): SQL {
  return sql`(${value('afterId')}::int is null or (${sql.join(
    keys.map((key) => key.order),
    sql`, `,
  )}, ${projects.id}) ${descending ? sql`<` : sql`>`} (${sql.join(
    keys.map((key, index) => key.from(value(`after${index}`))),
    sql`, `,
  )}, ${value('afterId')}::int))`;
}
