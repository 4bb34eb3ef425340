/**
 * Consultation requests: store first, then try the CRM once while the visitor waits (one
 * request, at most INLINE_DEADLINE_MS; skipped while HubSpot is known not to answer).
 * Whatever HubSpot does, the row is already in the database; a failed sync is retried in
 * the background (crm-sync.ts). Contacts that need no inline attempt are inserted in
 * batches: the requests that arrive while one insert runs share the next (lib/batched-writes.ts).
 */
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { CONTACT_HONEYPOT_FIELD } from '../../../common/constants.ts';
import {
  CONTACT_CRM_SYNC_ERROR,
  type ContactRequest,
  type ContactResponse,
} from '../../../common/contracts/contact.ts';
import type { Database } from '../../db/client.ts';
import { contacts, mailOutbox } from '../../db/schema/index.ts';
import { batchedWrites } from '../../lib/batched-writes.ts';
import type { Notifications } from '../mail/index.ts';
import type { CrmSync } from './crm-sync.ts';

type NewContact = PgInsertValue<typeof contacts>;
type NewMail = ReturnType<Notifications['newLead']>[number];

export interface ContactServiceDeps {
  db: Database;
  /** Null when HubSpot is not configured. */
  crmSync: CrmSync | null;
  notifications: Notifications;
  log: FastifyBaseLogger;
}

export function createContactService({ db, crmSync, notifications, log }: ContactServiceDeps) {
  /** The answer a stored-and-synced contact gets; a bot is given the same. */
  const successShape = (): ContactResponse => (crmSync ? { success: true } : {});

  /**
   * One multi-row insert for the contacts waiting; their ids, in the order given. Only the
   * ids come back: returning whole rows costs PGlite ~0.7 ms more per statement. Serial ids
   * are drawn in VALUES order, so the sorted ids are the rows' in that order.
   */
  const insertContact = batchedWrites(async (items: { contact: NewContact; mail: NewMail[] }[]) => {
    const inserted = await insertWithMail(
      items.map(({ contact }) => contact),
      items.flatMap(({ mail }) => mail),
    ).returning({ id: contacts.id });
    return inserted.map(({ id }) => id).sort((a, b) => a - b);
  });

  /** One INSERT of the contacts, with the mail rows in a CTE when there are any. */
  function insertWithMail(rows: NewContact[], mail: NewMail[]) {
    if (mail.length === 0) return db.insert(contacts).values(rows);
    const outbox = db
      .$with('outbox')
      .as(db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id }));
    return db.with(outbox).insert(contacts).values(rows);
  }

  return {
    async submit(
      request: ContactRequest,
      requestLog: FastifyBaseLogger = log,
    ): Promise<ContactResponse> {
      if (request[CONTACT_HONEYPOT_FIELD]?.trim()) {
        requestLog.info('contact request with the honeypot filled: answered, not stored');
        return successShape();
      }

      const fields = {
        firstName: request.firstName,
        lastName: request.lastName,
        workEmail: request.workEmail,
        phoneNumber: request.phoneNumber ?? null,
        source: request.source,
        referralFirstName: request.referralFirstName ?? null,
        referralLastName: request.referralLastName ?? null,
        referralEmail: request.referralEmail ?? null,
      };
      const stored = (contactId: number) =>
        requestLog.debug({ contactId, crm: crmSync ? 'hubspot' : 'none' }, 'contact stored');

      if (!crmSync) {
        stored(
          await insertContact({
            contact: { ...fields, crmSyncStatus: 'not_configured', crmNextAttemptAt: null },
            mail: notifications.newLead(fields, 'not_configured'),
          }),
        );
        return {};
      }

      const mail = notifications.newLead(fields, 'pending');
      if (!crmSync.inlineAttemptsAllowed()) {
        // HubSpot did not answer a moment ago: answer now, the worker delivers it later.
        stored(await insertContact({ contact: { ...fields, ...crmSync.queuedState() }, mail }));
        return { success: true, hubspot: { error: CONTACT_CRM_SYNC_ERROR } };
      }

      const [row] = await insertWithMail(
        [{ ...fields, ...crmSync.initialState() }],
        mail,
      ).returning();
      if (!row) throw new Error('The contact insert returned no row');
      stored(row.id);
      const result = await crmSync.attemptInline(row);
      return result.synced
        ? { success: true }
        : { success: true, hubspot: { error: CONTACT_CRM_SYNC_ERROR } };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
