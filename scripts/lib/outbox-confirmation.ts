/**
 * For the tools that sign accounts up over HTTP (end-to-end fixtures, the benchmark seed, the
 * resilience suites): confirming an address the way a person would, by opening the link of
 * its confirmation mail from the outbox sandbox (GET /api/outbox, outside production only).
 */
import type { OutboxResponse } from '../../common/mail/contract.ts';
import { VERIFY_MESSAGES } from '../../common/auth/messages.ts';

/** The path and query of the newest confirmation link mailed to `email`, or null. */
export function confirmationPath(outbox: OutboxResponse, email: string): string | null {
  const address = email.toLowerCase();
  const mail = outbox.messages.find(
    (message) => message.subject === VERIFY_MESSAGES.mailSubject && message.to.includes(address),
  );
  if (!mail) return null;
  const url = new URL(mail.link);
  return `${url.pathname}${url.search}`;
}

/**
 * With `fetch`: confirms the address of the session `cookie` (name=value) through its mail,
 * read with that same session (the outbox shows a user the mail to their own address).
 */
export async function confirmEmailThroughOutbox(baseUrl: string, cookie: string, email: string) {
  const outbox = await fetch(`${baseUrl}/api/outbox?to=${encodeURIComponent(email)}`, {
    headers: { cookie },
  });
  if (!outbox.ok) throw new Error(`GET /api/outbox: ${outbox.status} ${await outbox.text()}`);
  const path = confirmationPath((await outbox.json()) as OutboxResponse, email);
  if (!path) throw new Error(`No confirmation mail to ${email} in the outbox`);
  const opened = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  if (opened.status !== 302) {
    throw new Error(`Confirmation link of ${email}: ${opened.status} ${await opened.text()}`);
  }
}
