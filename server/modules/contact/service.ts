/**
 * Consultation requests: store first, then try the CRM once while the visitor waits (one
 * request, at most INLINE_DEADLINE_MS; skipped while HubSpot is known not to answer).
 * Whatever HubSpot does, the row is already in the database; a failed sync is retried in
 * the background (crm-sync.ts).
 */
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { CONTACT_HONEYPOT_FIELD } from '../../../common/contact/constants.ts';
import {
  CONTACT_CRM_SYNC_ERROR,
  type ContactRequest,
  type ContactResponse,
} from '../../../common/contact/contract.ts';
import type { Database } from '../../db/client.ts';
import { contacts } from '../../db/schema/index.ts';
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
   * The contact, its mail and the jobs that deliver them, in one transaction; `inline`: its
   * first CRM attempt is made now, so its sync job waits out that attempt's lease.
   */
  const insertWithMail = (contact: NewContact, mail: NewMail[], inline: boolean) =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(contacts).values(contact).returning();
      if (!row) throw new Error('The contact insert returned no row');
      await notifications.queue(tx, mail);
      if (crmSync) await crmSync.wakeUp(tx, row, inline);
      return row;
    });

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
      const store = async (contact: NewContact, mail: NewMail[], inline = false) => {
        const row = await insertWithMail(contact, mail, inline);
        requestLog.debug(
          { contactId: row.id, crm: crmSync ? 'hubspot' : 'none' },
          'contact stored',
        );
        return row;
      };

      if (!crmSync) {
        await store(
          { ...fields, crmSyncStatus: 'not_configured', crmNextAttemptAt: null },
          notifications.newLead(fields, 'not_configured'),
        );
        return {};
      }

      const mail = notifications.newLead(fields, 'pending');
      if (!crmSync.inlineAttemptsAllowed()) {
        // HubSpot did not answer a moment ago: answer now, the worker delivers it later.
        await store({ ...fields, ...crmSync.queuedState() }, mail);
        return { success: true, hubspot: { error: CONTACT_CRM_SYNC_ERROR } };
      }

      const row = await store({ ...fields, ...crmSync.initialState() }, mail, true);
      const result = await crmSync.attemptInline(row);
      return result.synced
        ? { success: true }
        : { success: true, hubspot: { error: CONTACT_CRM_SYNC_ERROR } };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
