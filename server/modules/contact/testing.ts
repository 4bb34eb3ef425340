/** Test helpers for the contact module: unique payloads and direct looks at the contacts table. */
import { eq, sql } from 'drizzle-orm';
import type { ContactRequestInput } from '../../../common/contracts/contact.ts';
import type { Database } from '../../db/client.ts';
import { contacts } from '../../db/schema/index.ts';

let sequence = 0;

/** A valid request with a unique work email. */
export function contactPayload(overrides: Partial<ContactRequestInput> = {}): ContactRequestInput {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}`;
  return {
    firstName: 'Jane',
    lastName: 'Doe',
    workEmail: `jane.${unique}@acme.com`,
    phoneNumber: '+1 555 0100',
    source: 'google',
    ...overrides,
  };
}

export async function contactRows(db: Database) {
  return db.select().from(contacts).orderBy(contacts.id);
}

export async function contactByEmail(db: Database, email: string) {
  const [row] = await db.select().from(contacts).where(eq(contacts.workEmail, email));
  return row;
}

/** Moves a contact's next attempt into the past, as if its back-off (or lease) had run out. */
export async function makeDue(db: Database, id: number) {
  await db
    .update(contacts)
    .set({ crmNextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(contacts.id, id));
}

/** Milliseconds from the database's now() to the contact's next attempt. */
export async function msUntilNextAttempt(db: Database, id: number): Promise<number | null> {
  const [row] = await db
    .select({
      ms: sql<string | null>`extract(epoch from (${contacts.crmNextAttemptAt} - now())) * 1000`,
    })
    .from(contacts)
    .where(eq(contacts.id, id));
  return row?.ms == null ? null : Number(row.ms);
}
