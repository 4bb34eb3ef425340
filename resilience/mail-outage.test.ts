/**
 * An SMTP outage (issue 22): messages queued while the SMTP server is down are kept, retried
 * with back-off, and once it is back each is delivered exactly once. The real server runs as
 * a child process; the SMTP server is a real one in this process (server/testing/smtp-peer.ts),
 * closed for the outage and listening again on the same port afterwards.
 */
import { describe, expect, it } from 'vitest';
import type { OutboxMessage, OutboxResponse } from '../common/contracts/outbox.ts';
import { startSmtpPeer } from '../server/testing/smtp-peer.ts';
import { adminSession } from './lib/admin.ts';
import { sleep, submitContact } from './lib/contacts.ts';
import { ENGINES, createTestDatabase } from './lib/engines.ts';
import { startServerProcess } from './lib/server-process.ts';

const MESSAGES = 5;

async function outbox(baseUrl: string, cookie: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseUrl}/api/outbox`, { headers: { cookie } });
  if (!response.ok) throw new Error(`outbox: ${response.status} ${await response.text()}`);
  return ((await response.json()) as OutboxResponse).messages;
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean) {
  const deadline = Date.now() + 15_000;
  for (let value = await read(); ; value = await read()) {
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe.each(ENGINES)('SMTP outage on %s', (kind) => {
  it('keeps every message while SMTP is down and sends each exactly once when it is back', async () => {
    const smtp = await startSmtpPeer();
    const database = await createTestDatabase(kind);
    const server = await startServerProcess({
      name: `mail-outage-${kind}`,
      env: {
        ...database.env,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'mail@firm.test',
        MAIL_INTERVAL_MS: '100',
        MAIL_RETRY_BASE_MS: '300',
        TRUST_PROXY: 'true',
      },
    });
    try {
      const cookie = await adminSession(server.url);
      await smtp.down();
      const emails: string[] = [];
      for (let index = 0; index < MESSAGES; index++) {
        const submission = await submitContact(server.url);
        expect(submission.status).toBe(200);
        emails.push(submission.email);
      }
      // Tried and refused, kept: pending with the connection error.
      const during = await until(
        'a failed attempt',
        () => outbox(server.url, cookie),
        (messages) => messages.some((message) => message.lastError !== null),
      );
      expect(during).toHaveLength(MESSAGES);
      expect(during.every((message) => message.status === 'pending')).toBe(true);
      expect(during.find((message) => message.lastError)?.lastError).toMatch(
        /ECONNECTION|ECONNREFUSED/,
      );

      await smtp.up();
      const after = await until(
        'every message sent',
        () => outbox(server.url, cookie),
        (messages) => messages.every((message) => message.status === 'sent'),
      );
      // A moment more: nothing arrives a second time.
      await sleep(1_000);
      expect(smtp.received).toHaveLength(MESSAGES);
      const arrived = smtp.received.map((mail) => mail.text ?? '');
      for (const email of emails) {
        expect(arrived.filter((text) => text.includes(`Work email: ${email}`))).toHaveLength(1);
      }
      expect(Math.max(...after.map((message) => message.attempts))).toBeGreaterThan(1);
    } finally {
      await server.stop();
      await smtp.close();
    }
  });
});
