/**
 * The audit trail's API (decision 098): a page of entries, newest first, filtered
 * by actor, action, project and time, and the same list as a CSV.
 */
import { z } from '../shared/zod.ts';
import { AUDIT_ACTIONS } from './actions.ts';
import { DATABASE_INT_MAX } from '../shared/constants.ts';
import { projectIdSchema } from '../projects/contract.ts';
import { FROM_BEFORE_TO, instantQuery, withoutNul } from '../shared/request.ts';

export const AUDIT_PAGE_SIZE = 50;

const auditFilters = {
  /** The actor's email address, exactly (any case). */
  actor: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'actor must be an email address')
    .max(254, 'actor must be at most 254 characters')
    .refine(...withoutNul('actor'))
    .optional(),
  action: z
    .enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(', ')}` })
    .optional(),
  projectId: projectIdSchema.optional(),
  /** At or after. */
  from: instantQuery('from'),
  /** Before. */
  to: instantQuery('to'),
};

export const auditFilterSchema = z.strictObject(auditFilters).refine(...FROM_BEFORE_TO);
export type AuditFilter = z.output<typeof auditFilterSchema>;
/** The filters in a URL, as the admin's screens build them. */
export type AuditFilterInput = Omit<z.input<typeof auditFilterSchema>, 'projectId'> & {
  projectId?: number;
};

export const auditQuerySchema = z
  .strictObject({
    ...auditFilters,
    /** The id of the last entry of the page before. */
    cursor: z.coerce
      .number({ error: 'cursor must be an entry id' })
      .int('cursor must be a whole number')
      .positive('cursor must be a positive number')
      .max(DATABASE_INT_MAX, 'cursor must be an entry id')
      .optional(),
  })
  .refine(...FROM_BEFORE_TO);
export type AuditQuery = z.output<typeof auditQuerySchema>;

const changedValues = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who: their address when they acted (null: the system, or a visitor not signed in). */
  actorEmail: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  /** What it acted on: a kind ("project", "invitation") and its id. */
  targetType: z.string(),
  targetId: z.string().nullable(),
  projectId: z.number().int().nullable(),
  projectName: z.string().nullable(),
  /** Null once the retention period has passed. */
  clientIp: z.string().nullable(),
  before: changedValues,
  after: changedValues,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit */
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The CSV export's file name: audit-{YYYY-MM-DD}.csv (UTC date). */
export const auditExportFilename = (date: Date) => `audit-${date.toISOString().slice(0, 10)}.csv`;
