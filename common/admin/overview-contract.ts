/**
 * The admin's Overview tab (docs/product.md#workspace): one row per active project with what
 * tells who is stuck, the initial reports due soon or overdue first, then "needs attention",
 * a cursor page at a time.
 */
import { z } from '../shared/zod.ts';
import { searchQuery } from '../shared/request.ts';
import { ENGAGEMENT_STAGES } from '../stages/constants.ts';
import { PLATFORMS } from '../connections/constants.ts';
import { CONNECTION_STATES } from '../connections/contract.ts';

/** Rows per page. */
export const OVERVIEW_PAGE_SIZE = 20;
/** A latest submission older than this many days needs attention. */
export const STALE_SUBMISSION_DAYS = 30;
/** A project without any submission this many days after its creation is stuck. */
export const STUCK_WITHOUT_SUBMISSION_DAYS = 7;
const OVERVIEW_SEARCH_MAX_LENGTH = 100;
const CURSOR_MAX_LENGTH = 400;

/**
 * The orders: `attention` (the initial reports overdue or due soon first, the earliest due
 * first; then needs attention; each group after the first by the oldest client activity)
 * and one per sortable column. `submission` orders by days since the last submission, `stage` by
 * the engagement's stage in the journey's order.
 */
export const OVERVIEW_SORTS = [
  'attention',
  'name',
  'completeness',
  'stage',
  'activity',
  'submission',
] as const;
export type OverviewSort = (typeof OVERVIEW_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const ATTENTION_REASONS = [
  'no_submission',
  'stale_submission',
  'never_signed_in',
  'unverified',
  'incomplete_connection',
] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/**
 * An unpublished initial report past its due time, or due within REPORT_DUE_SOON_HOURS
 * (common/reports/constants.ts); either way the project needs attention.
 */
export const REPORT_DUE_STATES = ['overdue', 'due_soon'] as const;
export type ReportDueState = (typeof REPORT_DUE_STATES)[number];

/** How a project is doing, best first (common/admin/project-health.ts's rule). */
export const HEALTH_LEVELS = ['on_track', 'at_risk', 'stuck'] as const;
export type HealthLevel = (typeof HEALTH_LEVELS)[number];

/**
 * A page's position: the order it belongs to, the last row's sort keys and its id. Opaque
 * to clients (base64url of JSON); the keys are whole numbers (a rank, a percentage, a time
 * in microseconds since 1970, null for none) or the lower-cased name, so no timestamp
 * loses precision on the way.
 */
export interface OverviewCursor {
  sort: OverviewSort;
  direction: SortDirection;
  keys: (string | number | null)[];
  id: number;
}

export function encodeOverviewCursor(cursor: OverviewCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

const cursorShape = z
  .strictObject({
    sort: z.enum(OVERVIEW_SORTS),
    direction: z.enum(SORT_DIRECTIONS),
    keys: z
      .array(z.union([z.string().max(1000), z.number().int(), z.null()]))
      .min(1)
      .max(2),
    id: z.number().int().positive(),
  })
  // The order's own keys: the name's text; whole numbers (the attention order's group: 0
  // report due, 1 needing attention, 2 the others; a stage's position, a completeness);
  // microseconds since 1970 or null (a time, or none).
  .refine(({ sort, keys: [first, second, ...rest] }) => {
    const time = (key: unknown) => key === null || typeof key === 'number';
    if (rest.length > 0) return false;
    if (sort === 'attention') return (first === 0 || first === 1 || first === 2) && time(second);
    if (sort === 'stage') return typeof first === 'number' && time(second);
    if (second !== undefined) return false;
    if (sort === 'name') return typeof first === 'string';
    if (sort === 'completeness') return typeof first === 'number';
    return time(first);
  });

const cursorSchema = z
  .string()
  .max(CURSOR_MAX_LENGTH, 'must be a cursor from the previous page')
  .transform((value, ctx) => {
    try {
      const decoded: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
      const parsed = cursorShape.safeParse(decoded);
      if (parsed.success) return parsed.data;
    } catch {
      // Not JSON: the same answer as a wrong shape.
    }
    ctx.addIssue({ code: 'custom', message: 'must be a cursor from the previous page' });
    return z.NEVER;
  });

/** GET /api/admin/overview?sort=&direction=&attention=&stage=&search=&cursor= */
export const overviewQuerySchema = z
  .strictObject({
    sort: z.enum(OVERVIEW_SORTS).default('attention'),
    direction: z.enum(SORT_DIRECTIONS).default('asc'),
    /** `true`: only the projects that need attention (an initial report due included). */
    attention: z.enum(['true', 'false']).default('false'),
    /** Only the projects at this stage of the engagement. */
    stage: z.enum(ENGAGEMENT_STAGES).optional(),
    /** A case-insensitive part of the project's name. */
    search: searchQuery('search', OVERVIEW_SEARCH_MAX_LENGTH),
    cursor: cursorSchema.optional(),
  })
  .refine(
    (query) =>
      !query.cursor ||
      (query.cursor.sort === query.sort && query.cursor.direction === query.direction),
    { message: 'The cursor belongs to another order: start from the first page', path: ['cursor'] },
  );
export type OverviewQuery = z.output<typeof overviewQuerySchema>;
export type OverviewQueryInput = z.input<typeof overviewQuerySchema>;

export const overviewRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** common/brief/completeness.ts's value for the latest submission; null: no submission yet. */
  completeness: z.number().int().nullable(),
  /** The newest of the project's submissions, notes and its members' sign-ins (ISO 8601). */
  lastActivityAt: z.string().nullable(),
  /** Whole days since the latest submission; null: never submitted. */
  daysSinceSubmission: z.number().int().nullable(),
  /** Whole days since the project was created. */
  daysSinceCreated: z.number().int(),
  members: z.number().int(),
  /** Members without any session row (last sign-in `never`: docs/product.md#workspace). */
  neverSignedIn: z.number().int(),
  /** Members whose address is not confirmed. */
  unverified: z.number().int(),
  /** Connectors paused, or created and never synced. */
  incompleteConnections: z.number().int(),
  /**
   * The project's stored connections, one per platform that has one, with its state
   * (connectionStateOf); a platform absent here was never connected.
   */
  connectors: z.array(z.object({ platform: z.enum(PLATFORMS), state: z.enum(CONNECTION_STATES) })),
  /**
   * Why the project needs attention, in ATTENTION_REASONS order; empty: none of these (its
   * report may still be due: `report`).
   */
  reasons: z.array(z.enum(ATTENTION_REASONS)),
  /**
   * The initial report, when it is unpublished and overdue or due soon (REPORT_DUE_STATES):
   * its due time (ISO 8601). Null: published, no submission yet, or due later.
   */
  report: z.object({ dueAt: z.string(), state: z.enum(REPORT_DUE_STATES) }).nullable(),
  /** The engagement's current stage (docs/product.md#stages). */
  stage: z.enum(ENGAGEMENT_STAGES),
  /** Who drafted the newest initial report: `rules` or the language model's id; null: no draft yet. */
  draftSource: z.string().nullable(),
  /**
   * common/admin/project-health.ts's verdict from the fields above: the health word and its
   * reason, and the Members and Connections columns' sentences ("No member yet", "2 of 3
   * platforms missing: Google Ads, LinkedIn Ads").
   */
  health: z.object({
    level: z.enum(HEALTH_LEVELS),
    reason: z.string(),
    members: z.string(),
    connections: z.string(),
  }),
});
export type OverviewRow = z.infer<typeof overviewRowSchema>;

export const overviewResponseSchema = z.object({
  items: z.array(overviewRowSchema),
  nextCursor: z.string().nullable(),
});
export type OverviewResponse = z.infer<typeof overviewResponseSchema>;
