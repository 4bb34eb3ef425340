/**
 * An SMTP outage (decision 087): messages queued while the SMTP server is down (the firm's lead
 * notifications, and the confirmation mail of 100 sign-ups) are kept, retried with back-off,
 * and once it is back each is delivered exactly once. The real server runs as
 * a child process; the SMTP server is a real one in this process (server/testing/smtp-peer.ts),
 * closed for the outage and listening again on the same port afterwards.
 */
import { describe, expect, it } from 'vitest';
import type { OutboxMessage, OutboxResponse } from '../common/mail/contract.ts';
import { VERIFY_MESSAGES } from '../common/auth/messages.ts';
import { startSmtpPeer } from '../server/testing/smtp-peer.ts';
import { adminSession } from './lib/admin.ts';
import { sleep, submitContact } from './lib/contacts.ts';
import { ENGINES, createTestDatabase } from './lib/engines.ts';
import { startServerProcess } from './lib/server-process.ts';

const CONTACTS = 5;
const SIGN_UPS = 100;

async function outbox(baseUrl: string, cookie: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseUrl}/api/outbox`, { headers: { cookie } });
  if (!response.ok) throw new Error(`outbox: ${response.status} ${await response.text()}`);
  return ((await response.json()) as OutboxResponse).messages;
}

async function until<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (let value = await read(); ; value = await read()) {
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** Signs `count` new accounts up at `domain`, ten at a time, each from its own client address. */
async function signUps(baseUrl: string, domain: string, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, index) => `new${index}@${domain}`);
  for (let first = 0; first < count; first += 10) {
    await Promise.all(
      emails.slice(first, first + 10).map(async (email, offset) => {
        const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: baseUrl,
            'x-forwarded-for': `198.51.100.${first + offset}`,
          },
          body: JSON.stringify({ email, password: 'Outage-horse-9', name: '' }),
        });
        expect(response.status, await response.text()).toBe(200);
      }),
    );
  }
  return emails;
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
        MAIL_RETRY_BASE_MS: '100',
        TRUST_PROXY: 'true',
      },
    });
    try {
      const cookie = await adminSession(server.url);
      const domain = `outage-${kind}.test`;
      const project = await fetch(`${server.url}/api/admin/projects`, {
        method: 'POST',
        headers: { cookie, origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Outage', slug: `outage_${kind}`, allowedDomains: [domain] }),
      });
      expect(project.status, await project.text()).toBe(201);
      // The administrator's own confirmation goes out before the outage.
      const before = await until(
        'the confirmation of the administrator',
        async () => smtp.received.length,
        (count) => count > 0,
      );

      await smtp.down();
      const contactEmails: string[] = [];
      for (let index = 0; index < CONTACTS; index++) {
        const submission = await submitContact(server.url);
        expect(submission.status).toBe(200);
        contactEmails.push(submission.email);
      }
      const accountEmails = await signUps(server.url, domain, SIGN_UPS);
      // Tried and refused, kept: the newest (all stored during the outage) pending, one with
      // the connection error.
      const during = await until(
        'a failed attempt',
        () => outbox(server.url, cookie),
        (messages) => messages.some((message) => message.lastError !== null),
      );
      expect(during.every((message) => message.status === 'pending')).toBe(true);
      expect(during.find((message) => message.lastError)?.lastError).toMatch(
        /ECONNECTION|ECONNREFUSED/,
      );
      expect(smtp.received).toHaveLength(before);

      await smtp.up();
      const total = before + CONTACTS + SIGN_UPS;
      // Back-off grew during the outage: the last retries may be half a minute away.
      await until(
        'every message sent',
        async () => smtp.received.length,
        (count) => count >= total,
        90_000,
      );
      // A moment more: nothing arrives a second time.
      await sleep(1_000);
      expect(smtp.received).toHaveLength(total);
      const arrived = smtp.received.slice(before);
      for (const email of contactEmails) {
        const notices = arrived.filter((mail) => mail.text?.includes(`Work email: ${email}`));
        expect(notices, email).toHaveLength(1);
      }
      for (const email of accountEmails) {
        const links = arrived.filter(
          (mail) => mail.text?.includes(VERIFY_MESSAGES.mailIntro(email)) === true,
        );
        expect(links, email).toHaveLength(1);
      }
      const newest = await outbox(server.url, cookie);
      expect(newest.every((message) => message.status === 'sent')).toBe(true);
      expect(Math.max(...newest.map((message) => message.attempts))).toBeGreaterThan(1);
    } finally {
      await server.stop();
      await smtp.close();
    }
  });
});
