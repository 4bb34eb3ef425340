/**
 * For tests: an invitation's link as its invitee gets it. Only the token's hash is stored,
 * so the token is read from the newest invitation mail to the address in the outbox.
 */
import { desc, sql } from 'drizzle-orm';
import type { App } from '../../app.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export async function invitationLinkOf(app: App, email: string): Promise<URL> {
  const [row] = await app.database.db
    .select({ content: mailOutbox.content })
    .from(mailOutbox)
    .where(
      sql`${email} = any(${mailOutbox.to}) and ${mailOutbox.content}->>'subject' like '%invited you%'`,
    )
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!row) throw new Error(`No invitation mail to ${email}`);
  return new URL(row.content.action.url);
}

export async function invitationTokenOf(app: App, email: string): Promise<string> {
  const token = (await invitationLinkOf(app, email)).searchParams.get('token');
  if (!token) throw new Error(`The invitation mail to ${email} has no token`);
  return token;
}
