/**
 * Reading the audit trail (decision 098): newest first, a page after a cursor, each filter
 * served by an index of audit_entries; the same list as a CSV read page by page; and the
 * retention job that clears client IPs once they are older than the privacy page says.
 */
import { and, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_IP_RETENTION_MONTHS,
  type AuditAction,
} from '../../../common/audit/actions.ts';
import {
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type AuditFilter,
  type AuditPage,
} from '../../../common/audit/contract.ts';
import type { Database } from '../../db/client.ts';
import { auditEntries, projects } from '../../db/schema/index.ts';
import { allPages, csvRow, streamCsv } from '../../lib/csv.ts';

/** Entries the CSV export reads per query: its memory stays flat however long the trail. */
const EXPORT_PAGE_SIZE = 1000;

const entryColumns = {
  id: auditEntries.id,
  createdAt: auditEntries.createdAt,
  actorEmail: auditEntries.actorEmail,
  action: auditEntries.action,
  targetType: auditEntries.targetType,
  targetId: auditEntries.targetId,
  projectId: auditEntries.projectId,
  projectName: projects.name,
  clientIp: auditEntries.clientIp,
  before: auditEntries.before,
  after: auditEntries.after,
};

function filtersOf({ actor, action, projectId, from, to }: AuditFilter): SQL[] {
  return [
    actor && eq(auditEntries.actorEmail, actor),
    action && eq(auditEntries.action, action),
    projectId && eq(auditEntries.projectId, projectId),
    from && gte(auditEntries.createdAt, from),
    to && lt(auditEntries.createdAt, to),
  ].filter((condition): condition is SQL => Boolean(condition));
}

/**
 * Entries older than the cursor's entry. The cursor is only an id: the statement reads that
 * entry's (created_at, id) itself, so no timestamp travels and loses its microseconds.
 */
const olderThan = (cursor: number) =>
  sql`(${auditEntries.createdAt}, ${auditEntries.id}) < (select created_at, id from audit_entries where id = ${cursor})`;

async function readPage(
  db: Database,
  filter: AuditFilter,
  cursor: number | undefined,
  size: number,
) {
  const rows = await db
    .select(entryColumns)
    .from(auditEntries)
    .leftJoin(projects, eq(projects.id, auditEntries.projectId))
    .where(and(...filtersOf(filter), cursor === undefined ? undefined : olderThan(cursor)))
    .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
    .limit(size + 1);
  const more = rows.length > size;
  const page = more ? rows.slice(0, size) : rows;
  return { rows: page, nextCursor: more ? page[page.length - 1]!.id : null };
}
type EntryRow = Awaited<ReturnType<typeof readPage>>['rows'][number];

const asValues = (value: unknown) => (value ?? null) as Record<string, unknown> | null;

function toEntry(row: EntryRow): AuditEntry {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actorEmail: row.actorEmail,
    action: row.action as AuditAction,
    targetType: row.targetType,
    targetId: row.targetId,
    projectId: row.projectId,
    projectName: row.projectName,
    clientIp: row.clientIp,
    before: asValues(row.before),
    after: asValues(row.after),
  };
}

export async function auditPage(
  db: Database,
  filter: AuditFilter,
  cursor: number | undefined,
): Promise<AuditPage> {
  const { rows, nextCursor } = await readPage(db, filter, cursor, AUDIT_PAGE_SIZE);
  return { entries: rows.map(toEntry), nextCursor };
}

const CSV_HEADER = csvRow([
  'ID',
  'Time',
  'Actor',
  'Action',
  'Target',
  'Target ID',
  'Project ID',
  'Project',
  'Client IP',
  'Before',
  'After',
]);

const json = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

function entryCsvRow(row: EntryRow): string {
  return csvRow([
    row.id,
    row.createdAt.toISOString(),
    row.actorEmail ?? '',
    AUDIT_ACTION_LABELS[row.action as AuditAction] ?? row.action,
    row.targetType,
    row.targetId ?? '',
    row.projectId ?? '',
    row.projectName ?? '',
    row.clientIp ?? '',
    json(row.before),
    json(row.after),
  ]);
}

export function auditCsv(db: Database, filter: AuditFilter): Promise<AsyncIterable<string>> {
  const pages = allPages(async (cursor: number | undefined) => {
    const { rows, nextCursor } = await readPage(db, filter, cursor, EXPORT_PAGE_SIZE);
    return { items: rows, nextCursor };
  });
  return streamCsv(CSV_HEADER, pages, entryCsvRow);
}

/**
 * Clears the client IP of entries older than the retention period (the one change the
 * table's trigger allows). Returns how many entries it cleared.
 */
export async function clearExpiredClientIps(db: Database): Promise<number> {
  const cleared = await db
    .update(auditEntries)
    .set({ clientIp: null })
    .where(
      and(
        isNotNull(auditEntries.clientIp),
        lt(
          auditEntries.createdAt,
          sql`now() - make_interval(months => ${AUDIT_IP_RETENTION_MONTHS})`,
        ),
      ),
    )
    .returning({ id: auditEntries.id });
  return cleared.length;
}
