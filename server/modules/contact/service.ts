/**
 * Consultation requests: store first, then try the CRM once while the visitor waits (one
 * request, at most INLINE_DEADLINE_MS; skipped while HubSpot is known not to answer).
 * Whatever HubSpot does, the row is already in the database; a failed sync is retried in
 * the background (crm-sync.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { CONTACT_HONEYPOT_FIELD } from '../../../common/constants.ts';
import {
  CONTACT_CRM_SYNC_ERROR,
  type ContactRequest,
  type ContactResponse,
} from '../../../common/contracts/contact.ts';
import type { Database } from '../../db/client.ts';
import { contacts } from '../../db/schema/index.ts';
import type { CrmSync } from './crm-sync.ts';

export interface ContactServiceDeps {
  db: Database;
  /** Null when HubSpot is not configured. */
  crmSync: CrmSync | null;
  log: FastifyBaseLogger;
}

export function createContactService({ db, crmSync, log }: ContactServiceDeps) {
  /** The answer a stored-and-synced contact gets; a bot is given the same. */
  const successShape = (): ContactResponse => (crmSync ? { success: true } : {});

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
        requestLog.info({ contactId, crm: crmSync ? 'hubspot' : 'none' }, 'contact stored');

      if (!crmSync) {
        // Only the id comes back: returning the whole row costs PGlite ~0.7 ms more per request.
        const [row] = await db
          .insert(contacts)
          .values({ ...fields, crmSyncStatus: 'not_configured', crmNextAttemptAt: null })
          .returning({ id: contacts.id });
        stored(row!.id);
        return {};
      }

      if (!crmSync.inlineAttemptsAllowed()) {
        // HubSpot did not answer a moment ago: answer now, the worker delivers it later.
        const [row] = await db
          .insert(contacts)
          .values({ ...fields, ...crmSync.queuedState() })
          .returning({ id: contacts.id });
        stored(row!.id);
        return { success: true, hubspot: { error: CONTACT_CRM_SYNC_ERROR } };
      }

      const [row] = await db
        .insert(contacts)
        .values({ ...fields, ...crmSync.initialState() })
        .returning();
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
