/**
 * The admin's leads inbox (decision 094): GET /api/admin/contacts and its CSV
 * export take the same filters; the list is newest first, a page at a time after `cursor`.
 */
import { z } from '../shared/zod.ts';
import { DATABASE_INT_MAX } from '../shared/constants.ts';
import { FROM_BEFORE_TO, instantQuery, withoutNul } from '../shared/request.ts';
import { CONTACT_SOURCES } from '../contact/constants.ts';
import { CRM_SYNC_STATUSES } from './constants.ts';
import { LEADS_MESSAGES } from './messages.ts';

const ADMIN_CONTACTS_MAX_PAGE_SIZE = 100;
export const ADMIN_CONTACTS_PAGE_SIZE = 25;
/** Trigrams need three characters: a shorter term could not use the search index. */
export const CONTACT_SEARCH_MIN_LENGTH = 3;
const CONTACT_SEARCH_MAX_LENGTH = 100;
export const HANDLED_NOTE_MAX_LENGTH = 1000;

const contactFilters = {
  status: z
    .enum(CRM_SYNC_STATUSES, {
      error: `status must be one of ${CRM_SYNC_STATUSES.join(', ')}`,
    })
    .optional(),
  source: z
    .enum(CONTACT_SOURCES, { error: `source must be one of ${CONTACT_SOURCES.join(', ')}` })
    .optional(),
  /** Marked handled (`true`) or not (`false`). */
  handled: z
    .enum(['true', 'false'], { error: 'handled must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  /** Received at or after. */
  from: instantQuery('from'),
  /** Received before. */
  to: instantQuery('to'),
  /** Part of the name, the email or the company domain (the email's), any case. */
  q: z
    .string()
    .trim()
    .min(CONTACT_SEARCH_MIN_LENGTH, `q must be at least ${CONTACT_SEARCH_MIN_LENGTH} characters`)
    .max(CONTACT_SEARCH_MAX_LENGTH, `q must be at most ${CONTACT_SEARCH_MAX_LENGTH} characters`)
    .refine(...withoutNul('q'))
    .optional(),
};

/**
 * Where a page ends: the last contact's creation time in microseconds since 1970 (the
 * database's precision, which a JavaScript date would round) and its id.
 */
export const contactCursorSchema = z
  .string()
  .regex(/^\d{1,17}-\d{1,10}$/, 'cursor must be a cursor this list returned')
  .transform((cursor) => {
    const [micros, id] = cursor.split('-') as [string, string];
    return { micros, id: Number(id) };
  })
  .refine(({ id }) => id <= DATABASE_INT_MAX, 'cursor must be a cursor this list returned');

export const adminContactsFilterSchema = z.strictObject(contactFilters).refine(...FROM_BEFORE_TO);
export type AdminContactsFilter = z.output<typeof adminContactsFilterSchema>;
/** What the filters are in a URL: the export link and the list's query string. */
export type AdminContactsFilterInput = z.input<typeof adminContactsFilterSchema>;

export const adminContactsQuerySchema = z
  .strictObject({
    ...contactFilters,
    cursor: contactCursorSchema.optional(),
    pageSize: z.coerce
      .number({ error: 'pageSize must be a number' })
      .int('pageSize must be a whole number')
      .min(1, 'pageSize must be at least 1')
      .max(ADMIN_CONTACTS_MAX_PAGE_SIZE, `pageSize must be at most ${ADMIN_CONTACTS_MAX_PAGE_SIZE}`)
      .default(ADMIN_CONTACTS_PAGE_SIZE),
  })
  .refine(...FROM_BEFORE_TO);
export type AdminContactsQuery = z.output<typeof adminContactsQuerySchema>;

export const adminContactSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  workEmail: z.string(),
  source: z.enum(CONTACT_SOURCES),
  createdAt: z.string(),
  crmSyncStatus: z.enum(CRM_SYNC_STATUSES),
  crmSyncAttempts: z.number().int(),
  crmLastError: z.string().nullable(),
  crmNextAttemptAt: z.string().nullable(),
  crmSyncedAt: z.string().nullable(),
  /** When and by whom (the administrator's email) the lead was marked handled, and why. */
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  handledNote: z.string().nullable(),
});
export type AdminContact = z.infer<typeof adminContactSchema>;

/**
 * Set while HubSpot's daily API limit pauses every contact's sync: when it is tried again,
 * and the account's time zone whose midnight that is (null: not configured, tried hourly).
 */
export const crmPauseSchema = z.object({ until: z.string(), timeZone: z.string().nullable() });
export type CrmPause = z.infer<typeof crmPauseSchema>;

export const adminContactsResponseSchema = z.object({
  contacts: z.array(adminContactSchema),
  /** The `cursor` of the next page; null on the last. */
  nextCursor: z.string().nullable(),
  pageSize: z.number().int(),
  crmPause: crmPauseSchema.nullable(),
});
export type AdminContactsResponse = z.infer<typeof adminContactsResponseSchema>;

/** POST /api/admin/contacts/:contactId/retry and PUT|DELETE …/handled. */
export const contactIdParamsSchema = z.strictObject({
  contactId: z.coerce
    .number({ error: 'must be a contact id' })
    .int('must be a whole number')
    .positive('must be a positive number')
    .max(DATABASE_INT_MAX, 'must be a contact id'),
});

/** PUT /api/admin/contacts/:contactId/handled: marks the lead handled (again: a new note). */
export const handleContactSchema = z.strictObject({
  note: z
    .string({ error: LEADS_MESSAGES.noteRequired })
    .trim()
    .min(1, LEADS_MESSAGES.noteRequired)
    .max(HANDLED_NOTE_MAX_LENGTH, LEADS_MESSAGES.noteTooLong(HANDLED_NOTE_MAX_LENGTH))
    .refine(...withoutNul('Note')),
});
export type HandleContactInput = z.input<typeof handleContactSchema>;

/** The CSV export's file name: leads-{YYYY-MM-DD}.csv (UTC date). */
export const leadsExportFilename = (date: Date) => `leads-${date.toISOString().slice(0, 10)}.csv`;
