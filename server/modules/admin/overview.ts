/**
 * The admin's Overview (docs/product.md#workspace): one row per active project with what tells
 * who is stuck, read from the projects table alone. Its figures are columns the database
 * keeps with every write that changes them (migration 0010's overview_refresh triggers;
 * completeness by the metrics service; docs/decisions/132): aggregating 50,000 members per
 * request measured 240 ms.
 *
 * The attention order's groups depend on the clock (a submission grows stale, a report's due
 * time comes near), so no index holds that order. It is read as three walks, each a short
 * walk of an index in its group's order: the initial reports overdue or due within
 * REPORT_DUE_SOON_HOURS, the earliest due first (projects_report_due_idx, which holds only
 * the active projects whose report is unpublished); then, on the last activity
 * (projects_activity_idx), the projects that need attention and the others. The clock only
 * moves a project to an earlier group, and into the report's at its end (its due time is
 * then the latest there), so an ascending cursor inside that group misses none. Each order's
 * statements are built once (overviewReader): drizzle's assembly of them per request cost
 * as much CPU as PostgreSQL's sort of every project did (docs/performance-scale.md).
 *
 * A page's rows then get their projects' connections in one more statement (a lookup of the
 * page's ids in data_connectors' unique key), so each row's health and "who is stuck"
 * sentences (common/admin/project-health.ts) name the platforms missing, paused or broken.
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
  type OverviewRow,
  type OverviewSort,
  OVERVIEW_SORTS,
  SORT_DIRECTIONS,
} from '../../../common/admin/overview-contract.ts';
import { projectHealth } from '../../../common/admin/project-health.ts';
import { connectionStateOf } from '../../../common/connections/contract.ts';
import { REPORT_DUE_SOON_HOURS } from '../../../common/reports/constants.ts';
import type { Database } from '../../db/client.ts';
import {
  analystAssignments,
  dataConnectors,
  firmAnalysts,
  projects,
} from '../../db/schema/index.ts';
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
const microseconds = (time: SQLWrapper) => sql`(extract(epoch from ${time}) * 1000000)::bigint`;
const fromMicroseconds = (cursorValue: SQLWrapper) =>
  sql`'epoch'::timestamptz + ${cursorValue}::bigint * interval '1 microsecond'`;
/** A time, compared as stored (null first); the cursor carries its microseconds. */
const timeKey = (column: SQLWrapper): SortKey => ({
  order: sql`coalesce(${column}, '-infinity'::timestamptz)`,
  wire: microseconds(column),
  from: (cursorValue) => sql`coalesce(${fromMicroseconds(cursorValue)}, '-infinity'::timestamptz)`,
});
/** A time its rows all have: the column itself, as an index on it orders them. */
const presentTimeKey = (column: SQLWrapper): SortKey => ({
  order: sql`${column}`,
  wire: microseconds(column),
  from: fromMicroseconds,
});
/** Whole days from the time to now; null where the time is. */
const daysSince = <Days extends number | null>(time: SQLWrapper) =>
  sql<Days>`floor(extract(epoch from now() - ${time}) / 86400)::int`;
/** ISO 8601 in UTC, to the microsecond. */
const isoTime = (column: SQLWrapper) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

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
/**
 * The initial report is unpublished and overdue or due within REPORT_DUE_SOON_HOURS: a range
 * of projects_report_due_idx. Null (not true) where no report is due yet.
 */
const REPORT_DUE = sql`(${projects.reportPublishedAt} is null and ${projects.reportDueAt} <= now() + make_interval(hours => ${REPORT_DUE_SOON_HOURS}))`;
const NOT_REPORT_DUE = sql`not coalesce(${REPORT_DUE}, false)`;
/** The row's `report`: null unless REPORT_DUE. */
const REPORT = sql<OverviewRow['report']>`case when ${REPORT_DUE} then json_build_object(
  'dueAt', ${isoTime(projects.reportDueAt)},
  'state', case when ${projects.reportDueAt} < now() then 'overdue' else 'due_soon' end) end`;

/** Within a group, and the `activity` order: projects_activity_idx's key. */
const ACTIVITY = timeKey(projects.lastActivityAt);
/**
 * The attention order's groups by rank (the cursor's first key), each walked in its own
 * order; `attention=true` keeps those that need attention.
 */
const ATTENTION_GROUPS: { where: SQL; keys: SortKey[]; needsAttention: boolean }[] = [
  { where: REPORT_DUE, keys: [presentTimeKey(projects.reportDueAt)], needsAttention: true },
  { where: sql`${NOT_REPORT_DUE} and ${NEEDS_ATTENTION}`, keys: [ACTIVITY], needsAttention: true },
  {
    where: sql`${NOT_REPORT_DUE} and ${not(NEEDS_ATTENTION)}`,
    keys: [ACTIVITY],
    needsAttention: false,
  },
];

/** The other orders: their keys, the same whatever the clock. */
const ORDERS: Record<
  Exclude<OverviewSort, 'attention'>,
  { keys: SortKey[]; reversed?: boolean }
> = {
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
  sql`(not ${value('attentionOnly')}::boolean or ${NEEDS_ATTENTION} or ${REPORT_DUE})`,
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
        lastActivityAt: isoTime(projects.lastActivityAt),
        daysSinceSubmission: daysSince<number | null>(projects.lastSubmissionAt),
        daysSinceCreated: daysSince<number>(projects.createdAt),
        members: projects.memberCount,
        neverSignedIn: projects.neverSignedInCount,
        unverified: projects.unverifiedCount,
        incompleteConnections: projects.incompleteConnectionCount,
        stage: projects.stage,
        report: REPORT,
        draftSource: projects.latestDraftSource,
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
  /** The connections of the page's projects (`ids`), each in its stored state. */
  const pageConnectors = db
    .select({
      projectId: dataConnectors.projectId,
      platform: dataConnectors.platform,
      setupState: dataConnectors.setupState,
      paused: dataConnectors.paused,
    })
    .from(dataConnectors)
    .where(sql`${dataConnectors.projectId} = any(${value('ids')}::int[])`)
    .prepare('');
  /** Per order and direction, its statements: by rank for the attention order. */
  const statements = new Map(
    OVERVIEW_SORTS.flatMap((sort) =>
      SORT_DIRECTIONS.map((direction) => {
        if (sort === 'attention') {
          const descending = direction === 'desc';
          const walks = ATTENTION_GROUPS.map(({ keys, where }) => prepare(keys, descending, where));
          return [`${sort} ${direction}`, walks];
        }
        const { keys, reversed = false } = ORDERS[sort];
        const descending = (direction === 'desc') !== reversed;
        return [`${sort} ${direction}`, [prepare(keys, descending, undefined)]];
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
      const cursorRank = cursor?.keys[0] as number | undefined;
      const descending = direction === 'desc';
      const ranks = ATTENTION_GROUPS.map((_, rank) => rank);
      if (descending) ranks.reverse();
      const walked = ranks.filter(
        (rank) =>
          (attention !== 'true' || ATTENTION_GROUPS[rank]!.needsAttention) &&
          (cursor === undefined || (descending ? rank <= cursorRank! : rank >= cursorRank!)),
      );
      rows = [];
      for (const rank of walked) {
        const from =
          rank === cursorRank ? { keys: cursor!.keys.slice(1), id: cursor!.id } : undefined;
        const found = await walk(rank, from, size + 1 - rows.length);
        rows.push(...found.map((row) => ({ ...row, sortKeys: [rank, ...row.sortKeys] })));
        if (rows.length > size) break;
      }
    }

    const page = rows.slice(0, size);
    const last = rows.length > size ? page.at(-1) : undefined;
    const connectorsOf = new Map<number, OverviewRow['connectors']>();
    if (page.length > 0) {
      for (const connector of await pageConnectors.execute({ ids: page.map((row) => row.id) })) {
        const found = connectorsOf.get(connector.projectId) ?? [];
        found.push({ platform: connector.platform, state: connectionStateOf(connector) });
        connectorsOf.set(connector.projectId, found);
      }
    }
    return {
      items: page.map(({ flags: set, sortKeys: _keys, ...row }) => {
        const figures = {
          ...row,
          connectors: connectorsOf.get(row.id) ?? [],
          reasons: ATTENTION_REASONS.filter((_, index) => set[index]),
        };
        return { ...figures, health: projectHealth(figures) };
      }),
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
