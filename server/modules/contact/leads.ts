/**
 * The admin's leads inbox (decision 094): contacts filtered by CRM sync state,
 * source, handled or not, date and a search, newest first, a page at a time after a keyset
 * cursor; the same list as a CSV streamed page by page; a failed sync put back in the
 * queue; a lead marked handled with a note, or no longer.
 */
import { and, desc, eq, gte, ilike, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  type AdminContact,
  type AdminContactsFilter,
  type AdminContactsQuery,
  type AdminContactsResponse,
  contactCursorSchema,
} from '../../../common/leads/contract.ts';
import { CRM_SYNC_STATUS_LABELS } from '../../../common/leads/constants.ts';
import { LEADS_MESSAGES } from '../../../common/leads/messages.ts';
import type { Database } from '../../db/client.ts';
import { contacts, contactSearchText } from '../../db/schema/index.ts';
import { allPages, csvRow, streamCsv } from '../../lib/csv.ts';
import { AppError } from '../../lib/errors.ts';
import { likeContaining } from '../../lib/like.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { crmSyncPauseEnd, crmSyncPausedUntil, type CrmSync } from './crm-sync.ts';

/** Rows the CSV export reads per query: its memory stays flat whatever the list's length. */
const EXPORT_PAGE_SIZE = 500;

type Cursor = NonNullable<AdminContactsQuery['cursor']>;

const leadColumns = {
  id: contacts.id,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  workEmail: contacts.workEmail,
  phoneNumber: contacts.phoneNumber,
  source: contacts.source,
  referralFirstName: contacts.referralFirstName,
  referralLastName: contacts.referralLastName,
  referralEmail: contacts.referralEmail,
  createdAt: contacts.createdAt,
  crmSyncStatus: contacts.crmSyncStatus,
  crmSyncAttempts: contacts.crmSyncAttempts,
  crmLastError: contacts.crmLastError,
  crmNextAttemptAt: contacts.crmNextAttemptAt,
  crmSyncedAt: contacts.crmSyncedAt,
  handledAt: contacts.handledAt,
  handledBy: contacts.handledBy,
  handledNote: contacts.handledNote,
  // The cursor of the page that ends here: created_at to the microsecond (a Date has ms).
  cursor: sql<string>`(extract(epoch from ${contacts.createdAt}) * 1000000)::bigint::text || '-' || ${contacts.id}`,
};
const selectLeads = (db: Database) => db.select(leadColumns).from(contacts);
type LeadRow = Awaited<ReturnType<typeof selectLeads>>[number];

function toAdminContact(row: LeadRow): AdminContact {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    workEmail: row.workEmail,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    crmSyncStatus: row.crmSyncStatus,
    crmSyncAttempts: row.crmSyncAttempts,
    crmLastError: row.crmLastError,
    crmNextAttemptAt: row.crmNextAttemptAt?.toISOString() ?? null,
    crmSyncedAt: row.crmSyncedAt?.toISOString() ?? null,
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy,
    handledNote: row.handledNote,
  };
}

/** Each filter is served by an index: see the contacts table (schema/app.ts). */
function filtersOf({ status, source, handled, from, to, q }: AdminContactsFilter): SQL[] {
  return [
    status && eq(contacts.crmSyncStatus, status),
    source && eq(contacts.source, source),
    handled !== undefined && (handled ? isNotNull(contacts.handledAt) : isNull(contacts.handledAt)),
    from && gte(contacts.createdAt, from),
    to && lt(contacts.createdAt, to),
    q !== undefined && ilike(contactSearchText(contacts), likeContaining(q)),
  ].filter((condition): condition is SQL => condition !== undefined && condition !== false);
}

/** Rows after `cursor` (older, or as old with a smaller id), in the list's order. */
const after = (cursor: Cursor) =>
  sql`(${contacts.createdAt}, ${contacts.id}) < (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id})`;

const CSV_HEADER = [
  'ID',
  'Received',
  'First Name',
  'Last Name',
  'Work Email',
  'Company Domain',
  'Phone',
  'Source',
  'Referral Name',
  'Referral Email',
  'CRM Sync',
  'Attempts',
  'Last Error',
  'Synced At',
  'Handled At',
  'Handled By',
  'Note',
] as const;

function leadCsvRow(row: LeadRow): string {
  const referral = [row.referralFirstName, row.referralLastName].filter(Boolean).join(' ');
  return csvRow([
    row.id,
    row.createdAt.toISOString(),
    row.firstName,
    row.lastName,
    row.workEmail,
    row.workEmail.slice(row.workEmail.lastIndexOf('@') + 1),
    row.phoneNumber ?? '',
    row.source,
    referral,
    row.referralEmail ?? '',
    CRM_SYNC_STATUS_LABELS[row.crmSyncStatus],
    row.crmSyncAttempts,
    row.crmLastError ?? '',
    row.crmSyncedAt?.toISOString() ?? '',
    row.handledAt?.toISOString() ?? '',
    row.handledBy ?? '',
    row.handledNote ?? '',
  ]);
}

export interface LeadsDeps {
  db: Database;
  /** Null when HubSpot is not configured: nothing to retry with. */
  crmSync: CrmSync | null;
  /** The HubSpot account's time zone, where its daily limit resets (the pause notice). */
  hubspotTimeZone: string | null;
}

export function createLeads({ db, crmSync, hubspotTimeZone }: LeadsDeps) {
  /**
   * One page in the list's order, and the cursor of the next (null on the last). Each row
   * also carries the end of HubSpot's pause, for the inbox's notice, in the same statement.
   */
  async function page(filter: AdminContactsFilter, cursor: Cursor | undefined, size: number) {
    const rows = await db
      .select({ ...leadColumns, crmPausedUntil: crmSyncPauseEnd })
      .from(contacts)
      .where(and(...filtersOf(filter), cursor && after(cursor)))
      .orderBy(desc(contacts.createdAt), desc(contacts.id))
      .limit(size + 1);
    const more = rows.length > size;
    const shown = more ? rows.slice(0, size) : rows;
    return { rows: shown, nextCursor: more ? (shown.at(-1)?.cursor ?? null) : null };
  }

  /** The contact as the inbox shows it; 404 when there is none. */
  async function one(id: number): Promise<AdminContact> {
    const [row] = await selectLeads(db).where(eq(contacts.id, id));
    if (!row) throw new AppError('not_found', LEADS_MESSAGES.notFound);
    return toAdminContact(row);
  }

  const handledFields = {
    handledAt: contacts.handledAt,
    handledBy: contacts.handledBy,
    handledNote: contacts.handledNote,
  };

  /**
   * Sets the handled columns of one contact and records the change; the contact as the
   * inbox shows it, or 404.
   */
  async function setHandled(
    id: number,
    handled: PgUpdateSetSource<typeof contacts>,
    actor: AuditActor,
    action: 'lead.handled' | 'lead.unhandled',
  ) {
    return db.transaction(async (tx) => {
      const [before] = await tx
        .select(handledFields)
        .from(contacts)
        .where(eq(contacts.id, id))
        .for('update');
      if (!before) throw new AppError('not_found', LEADS_MESSAGES.notFound);
      const [row] = await tx
        .update(contacts)
        .set(handled)
        .where(eq(contacts.id, id))
        .returning(leadColumns);
      const { handledAt, handledBy, handledNote } = row!;
      await recordAudit(tx, actor, {
        action,
        target: { type: 'contact', id },
        before: { ...before, handledAt: before.handledAt?.toISOString() ?? null },
        after: { handledAt: handledAt?.toISOString() ?? null, handledBy, handledNote },
      });
      return toAdminContact(row!);
    });
  }

  return {
    async list({
      cursor,
      pageSize,
      ...filter
    }: AdminContactsQuery): Promise<AdminContactsResponse> {
      const found = await page(filter, cursor, pageSize);
      const pausedUntil = found.rows[0]
        ? found.rows[0].crmPausedUntil
        : await crmSyncPausedUntil(db);
      return {
        contacts: found.rows.map(toAdminContact),
        nextCursor: found.nextCursor,
        pageSize,
        crmPause: pausedUntil
          ? { until: pausedUntil.toISOString(), timeZone: hubspotTimeZone }
          : null,
      };
    },

    /**
     * The filtered list as CSV text chunks: the header, then one chunk per page of
     * EXPORT_PAGE_SIZE rows, each page read when the client has taken the last. The first
     * page is read before this returns, so its failure is a normal error answer.
     */
    exportCsv(filter: AdminContactsFilter): Promise<AsyncIterable<string>> {
      const pages = allPages(async (cursor: string | undefined) => {
        const found = await page(
          filter,
          cursor === undefined ? undefined : contactCursorSchema.parse(cursor),
          EXPORT_PAGE_SIZE,
        );
        return { items: found.rows, nextCursor: found.nextCursor };
      });
      return streamCsv(csvRow(CSV_HEADER), pages, leadCsvRow);
    },

    /** A contact whose CRM sync failed goes back to the queue, due now, attempts from zero. */
    async retry(id: number, actor: AuditActor): Promise<AdminContact> {
      const requeued =
        crmSync &&
        (await db.transaction(async (tx) => {
          if (!(await crmSync.retry(id, tx))) return false;
          await recordAudit(tx, actor, { action: 'lead.retried', target: { type: 'contact', id } });
          return true;
        }));
      if (requeued) return one(id);
      const current = await one(id);
      throw new AppError(
        'conflict',
        crmSync || current.crmSyncStatus !== 'failed'
          ? LEADS_MESSAGES.notFailed
          : LEADS_MESSAGES.crmNotConfigured,
      );
    },

    /** Marks the lead handled by `by` (an email) now, with the note; again: replaces both. */
    handle: (id: number, note: string, actor: AuditActor) =>
      setHandled(
        id,
        { handledAt: sql`now()`, handledBy: actor.email, handledNote: note },
        actor,
        'lead.handled',
      ),

    /** The lead is no longer handled: who, when and the note are cleared. */
    unhandle: (id: number, actor: AuditActor) =>
      setHandled(
        id,
        { handledAt: null, handledBy: null, handledNote: null },
        actor,
        'lead.unhandled',
      ),
  };
}

export type Leads = ReturnType<typeof createLeads>;
