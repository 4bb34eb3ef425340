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
import { contacts } from '../../db/schema/index.ts';
import { batchedWrites } from '../../lib/batched-writes.ts';
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

  /**
   * One multi-row insert for the contacts waiting; their ids, in the order given. Only the
   * ids come back: returning whole rows costs PGlite ~0.7 ms more per statement. Serial ids
   * are drawn in VALUES order, so the sorted ids are the rows' in that order.
   */
  const insertContact = batchedWrites(async (rows: PgInsertValue<typeof contacts>[]) => {
    const inserted = await db.insert(contacts).values(rows).returning({ id: contacts.id });
    return inserted.map(({ id }) => id).sort((a, b) => a - b);
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
      const stored = (contactId: number) =>
        requestLog.debug({ contactId, crm: crmSync ? 'hubspot' : 'none' }, 'contact stored');

      if (!crmSync) {
        stored(
          await insertContact({
            ...fields,
            crmSyncStatus: 'not_configured',
            crmNextAttemptAt: null,
          }),
        );
        return {};
      }

      if (!crmSync.inlineAttemptsAllowed()) {
        // HubSpot did not answer a moment ago: answer now, the worker delivers it later.
        stored(await insertContact({ ...fields, ...crmSync.queuedState() }));
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
