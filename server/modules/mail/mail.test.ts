/**
 * Mail through a real SMTP peer (server/testing/smtp-peer.ts): the firm's notifications are
 * stored with their events and arrive once, as a mail client reads them; a failed send is
 * retried, a refused one fails at once, and the outbox sandbox lists the mail to its reader
 * (every message to an administrator).
 */
import { makeJobsDue } from '../../testing/jobs.ts';
import { MAIL_QUEUE } from './queue-mail.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FailedMailResponse, OutboxResponse } from '../../../common/mail/contract.ts';
import { MAIL_ADMIN_MESSAGES } from '../../../common/mail/messages.ts';
import { RESET_MESSAGES, VERIFY_MESSAGES } from '../../../common/auth/messages.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestContext } from '../../testing/app.ts';
import {
  createAdmin,
  createMember,
  createProject,
  signUp,
  uniqueId,
  type TestUser,
} from '../../testing/factories.ts';
import { startSmtpPeer, type SmtpPeer } from '../../testing/smtp-peer.ts';
import { passwordResetMail, passwordResetUrl } from './account-mail.ts';
import { invitationMail, invitationUrl } from './invitation-mail.ts';

const MAX_ATTEMPTS = 3;
/** Every app here shares one database, so one rate-limit count: high enough for all. */
const SAME_LIMIT = { CONTACT_RATE_LIMIT_PER_MINUTE: '1000' };
let peer: SmtpPeer;
let ctx: TestContext;

beforeAll(async () => {
  peer = await startSmtpPeer();
  ctx = await createTestApp({
    SMTP_URL: peer.url,
    MAIL_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
    ...SAME_LIMIT,
  });
});
afterAll(async () => {
  await ctx?.close();
  await peer?.close();
});
beforeEach(async () => {
  // Each test sees only its own messages.
  await ctx.database.db.delete(mailOutbox);
  peer.received.length = 0;
  peer.refuseWith = null;
});

let sequence = 0;
function sendContactForm(app = ctx.app, overrides: Record<string, string> = {}) {
  sequence += 1;
  return app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      firstName: 'Ada',
      lastName: `Lovelace ${sequence}`,
      workEmail: `ada.${sequence}@engines.test`,
      phoneNumber: '+44 20 7946 0000',
      source: 'referral',
      referralFirstName: 'Charles',
      referralLastName: 'Babbage',
      ...overrides,
    },
  });
}

const outboxRows = () => ctx.database.db.select().from(mailOutbox).orderBy(mailOutbox.id);

describe('the lead notification', () => {
  it('is stored with the contact and arrives once, with the lead, its CRM state and one link', async () => {
    expect((await sendContactForm()).statusCode).toBe(200);
    const [stored] = await outboxRows();
    expect(stored).toMatchObject({ status: 'pending', attempts: 0, to: [TEST_ADMIN_EMAIL] });
    expect(peer.received).toHaveLength(0);

    expect(await ctx.app.mailOutbox.runOnce()).toEqual({ claimed: 1, delivered: 1, failed: 0 });
    const [mail] = await peer.waitFor(1);
    expect(mail!.subject).toBe(`New consultation request: Ada Lovelace ${sequence}`);
    expect(mail!.from?.value).toEqual([
      { name: 'Diligence Intelligence', address: 'mail@firm.test' },
    ]);
    expect(mail!.to).toMatchObject({ text: TEST_ADMIN_EMAIL });
    expect(mail!.text).toContain(`Work email: ada.${sequence}@engines.test`);
    expect(mail!.text).toContain('Referred by: Charles Babbage');
    expect(mail!.text).toContain('CRM: Not sent to a CRM: HubSpot is not configured');
    expect(mail!.text).toContain('Open the Contacts tab: http://localhost:3000/portal/admin');
    expect(mail!.html).toContain('Diligence Intelligence');
    expect(mail!.html).toContain('href="http://localhost:3000/portal/admin"');
    expect(mail!.html).not.toMatch(/<img|<script/i);
    expect(mail!.messageId).toMatch(/^<outbox-\d+\.\d+@firm\.test>$/);

    const [sent] = await outboxRows();
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
    // Nothing is sent twice.
    expect(await ctx.app.mailOutbox.runOnce()).toEqual({ claimed: 0, delivered: 0, failed: 0 });
    expect(peer.received).toHaveLength(1);
  });

  it('is one per request when many arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => sendContactForm()));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    await ctx.app.mailOutbox.runOnce();
    const subjects = (await peer.waitFor(8)).map((mail) => mail.subject);
    expect(new Set(subjects).size).toBe(8);
  });

  it('is stored for a name the contact row keeps, a lone surrogate included (as U+FFFD)', async () => {
    expect((await sendContactForm(ctx.app, { firstName: '\ud800' })).statusCode).toBe(200);
    const [stored] = await outboxRows();
    expect(stored!.content.subject).toBe(`New consultation request: \ufffd Lovelace ${sequence}`);
  });

  it('is not stored for a bot (the honeypot), nor for an invalid request', async () => {
    await sendContactForm(ctx.app, { website: 'https://spam.example' });
    expect((await sendContactForm(ctx.app, { workEmail: 'nope' })).statusCode).toBe(400);
    expect(await outboxRows()).toEqual([]);
  });

  it('goes to LEAD_NOTIFY_EMAILS when set, and nowhere (no row) without any address', async () => {
    const notify = await createTestApp(
      { ...SAME_LIMIT, LEAD_NOTIFY_EMAILS: 'leads@firm.test, partner@firm.test' },
      { database: ctx.database },
    );
    const nobody = await createTestApp(
      { ...SAME_LIMIT, ADMIN_EMAILS: '' },
      { database: ctx.database },
    );
    try {
      await sendContactForm(notify.app);
      await sendContactForm(nobody.app);
      expect((await outboxRows()).map((row) => row.to)).toEqual([
        ['leads@firm.test', 'partner@firm.test'],
      ]);
    } finally {
      await notify.close();
      await nobody.close();
    }
  });
});

describe('the first submission notification', () => {
  it('mails the firm with a link to the project for the first submission only', async () => {
    const project = await createProject(ctx.app, { name: 'Initech' });
    const member = await createMember(ctx.app, project);
    await ctx.database.db.delete(mailOutbox); // its confirmation mail
    const submit = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/metrics',
        headers: member.headers,
        payload: { projectId: project.id, trailingTwelveMonthRevenue: '1000000.00' },
      });
    expect((await submit()).statusCode).toBe(201);
    expect((await submit()).statusCode).toBe(201);

    await ctx.app.mailOutbox.runOnce();
    const [mail] = await peer.waitFor(1);
    expect(mail!.subject).toBe('First metrics submission for Initech');
    expect(mail!.text).toContain(`submitted the first metrics for Initech`);
    expect(mail!.html).toContain(
      `href="http://localhost:3000/portal/dashboard?project=${project.id}"`,
    );
    expect(await outboxRows()).toHaveLength(1);
  });
});

describe('delivery failures', () => {
  it('retries while SMTP is down, then sends once', async () => {
    await sendContactForm();
    await peer.down();
    try {
      expect(await ctx.app.mailOutbox.runOnce()).toMatchObject({ claimed: 1, failed: 1 });
      const [waiting] = await outboxRows();
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
      expect(waiting!.lastError).toMatch(/ECONNECTION|ECONNREFUSED/);
      expect(waiting!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await peer.up();
    }
    await ctx.database.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
    await makeJobsDue(ctx.database.db, MAIL_QUEUE);
    expect(await ctx.app.mailOutbox.runOnce()).toMatchObject({ delivered: 1 });
    expect(await peer.waitFor(1)).toHaveLength(1);
    expect((await outboxRows())[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('fails a message the server refuses at once, and one still refused after the last attempt', async () => {
    await sendContactForm();
    peer.refuseWith = { code: 550, message: 'No such mailbox' };
    await ctx.app.mailOutbox.runOnce();
    const [refused] = await outboxRows();
    expect(refused).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
    expect(refused!.lastError).toContain('No such mailbox');

    peer.refuseWith = { code: 451, message: 'Try again later' };
    await sendContactForm();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await ctx.database.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.status, 'pending'));
      await makeJobsDue(ctx.database.db, MAIL_QUEUE);
      await ctx.app.mailOutbox.runOnce();
    }
    const [, deferred] = await outboxRows();
    expect(deferred).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(deferred!.lastError).toContain('Try again later');
    expect(peer.received).toHaveLength(0);
  });

  it('never sends a message twice when two workers run at once', async () => {
    await Promise.all(Array.from({ length: 6 }, () => sendContactForm()));
    const other = await createTestApp({ SMTP_URL: peer.url }, { database: ctx.database });
    try {
      const [first, second] = await Promise.all([
        ctx.app.mailOutbox.runOnce(),
        other.app.mailOutbox.runOnce(),
      ]);
      expect(first.delivered + second.delivered).toBe(6);
    } finally {
      await other.close();
    }
    const ids = (await peer.waitFor(6)).map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(6);
    expect(peer.received).toHaveLength(6);
  });
});

describe("the admin's view of undelivered mail", () => {
  it('lists failed messages without their text, and sends one again on request', async () => {
    const admin = await createAdmin(ctx.app);
    await ctx.database.db.delete(mailOutbox);
    await sendContactForm();
    peer.refuseWith = { code: 550, message: 'No such mailbox' };
    await ctx.app.mailOutbox.runOnce();
    peer.refuseWith = null;
    const call = (method: 'GET' | 'POST', url: string, headers = admin.headers) =>
      ctx.app.inject({ method, url, headers });

    const failed = await call('GET', '/api/admin/mail/failed');
    expect(failed.statusCode).toBe(200);
    const [message] = failed.json<FailedMailResponse>().messages;
    expect(message).toEqual({
      id: expect.any(Number),
      to: [TEST_ADMIN_EMAIL],
      subject: `New consultation request: Ada Lovelace ${sequence}`,
      attempts: 1,
      lastError: expect.stringContaining('No such mailbox'),
      createdAt: expect.any(String),
    });
    expect(failed.body).not.toContain('Work email');

    const retried = await call('POST', `/api/admin/mail/${message!.id}/retry`);
    expect(retried.json()).toEqual({ id: message!.id, status: 'pending' });
    expect(await ctx.app.mailOutbox.runOnce()).toMatchObject({ delivered: 1 });
    expect(await peer.waitFor(1)).toHaveLength(1);
    expect((await call('GET', '/api/admin/mail/failed')).json()).toEqual({ messages: [] });

    const again = await call('POST', `/api/admin/mail/${message!.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: MAIL_ADMIN_MESSAGES.notFailed, code: 'conflict' });
    const unknown = await call('POST', '/api/admin/mail/999999/retry');
    expect(unknown.json()).toEqual({ error: MAIL_ADMIN_MESSAGES.notFound, code: 'not_found' });
    const client = await createMember(ctx.app, await createProject(ctx.app));
    expect((await call('GET', '/api/admin/mail/failed', client.headers)).statusCode).toBe(403);
  });
});

describe('without SMTP (the outbox sandbox)', () => {
  let sandbox: TestContext;
  beforeAll(async () => {
    sandbox = await createTestApp(SAME_LIMIT, { database: ctx.database });
  });
  afterAll(() => sandbox?.close());

  it('holds each message in the outbox, never sent', async () => {
    await sendContactForm(sandbox.app);
    expect(await sandbox.app.mailOutbox.runOnce()).toMatchObject({ delivered: 1 });
    expect((await outboxRows())[0]).toMatchObject({ status: 'held', attempts: 1 });
    expect(peer.received).toHaveLength(0);
  });

  const outboxOf = async (reader: TestUser, query = '') => {
    const response = await sandbox.app.inject({
      method: 'GET',
      url: `/api/outbox${query}`,
      headers: reader.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OutboxResponse>().messages;
  };
  const resetLink = (token: string) => passwordResetUrl('http://localhost:3000', token);

  it('lists every message as it would arrive, with its delivery state, to an administrator', async () => {
    const admin = await createAdmin(sandbox.app);
    await ctx.database.db.delete(mailOutbox); // its confirmation mail
    await sendContactForm(sandbox.app);
    await sendContactForm(sandbox.app);
    await sandbox.app.mailOutbox.runOnce();
    const response = await sandbox.app.inject({
      method: 'GET',
      url: '/api/outbox',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const { messages } = response.json<OutboxResponse>();
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatchObject({
      subject: `New consultation request: Ada Lovelace ${sequence}`,
      to: [TEST_ADMIN_EMAIL],
      status: 'held',
      attempts: 1,
      lastError: null,
      link: 'http://localhost:3000/portal/admin',
    });
    expect(messages[0]!.html).toContain('<!doctype html>');
    expect(messages[0]!.text).toContain('Ada Lovelace');
  });

  it('lists the messages to one address when an administrator asks', async () => {
    const admin = await createAdmin(sandbox.app);
    const project = await createProject(sandbox.app);
    const first = await createMember(sandbox.app, project);
    const second = await createMember(sandbox.app, project);
    await sendContactForm(sandbox.app); // the firm's notification: mail to a third address
    const list = (to: string) => outboxOf(admin, `?to=${encodeURIComponent(to)}`);
    await ctx.database.db
      .insert(mailOutbox)
      .values([
        passwordResetMail(first.email, resetLink('first')),
        passwordResetMail(second.email, resetLink('second')),
      ]);

    const toFirst = await list(first.email);
    expect(toFirst.every((message) => message.to.includes(first.email))).toBe(true);
    expect(toFirst.map((message) => message.link)).toContain(resetLink('first'));
    expect(toFirst.map((message) => message.link)).not.toContain(resetLink('second'));
    // Addresses are stored in lower case; the filter reads any case.
    const toSecond = await list(second.email.toUpperCase());
    expect(toSecond.every((message) => message.to.includes(second.email))).toBe(true);
    expect(toSecond.map((message) => message.link)).toContain(resetLink('second'));
    expect(await list('nobody@elsewhere.test')).toEqual([]);
  });

  it("shows anyone else only the mail to their own address, never another's link", async () => {
    const admin = await createAdmin(sandbox.app);
    const project = await createProject(sandbox.app);
    const domain = project.allowedDomains[0]!;
    // Signed up, address not confirmed yet: the confirmation mail is waiting in the outbox.
    const unconfirmed = await signUp(sandbox.app, {
      email: `${uniqueId()}@${domain}`,
      verified: false,
    });
    const member = await createMember(sandbox.app, project);
    const invitee = `${uniqueId()}@${domain}`;
    const inviteLink = invitationUrl('http://localhost:3000', 'for-the-invitee');
    await sendContactForm(sandbox.app); // the firm's notification, to the administrator
    await ctx.database.db.insert(mailOutbox).values([
      passwordResetMail(unconfirmed.email, resetLink('unconfirmed')),
      passwordResetMail(member.email, resetLink('member')),
      invitationMail({
        to: invitee,
        inviter: member.email,
        projectName: project.name,
        role: 'member',
        url: inviteLink,
      }),
    ]);
    const othersLinks = [resetLink('member'), inviteLink, 'http://localhost:3000/portal/admin'];

    const own = await outboxOf(unconfirmed);
    expect(own.map((message) => message.subject)).toEqual([
      RESET_MESSAGES.mailSubject,
      VERIFY_MESSAGES.mailSubject,
    ]);
    expect(own.every((message) => message.to.includes(unconfirmed.email))).toBe(true);
    expect(own[0]!.link).toBe(resetLink('unconfirmed'));
    for (const link of othersLinks) expect(JSON.stringify(own)).not.toContain(link);
    // Asking for another address finds nothing either.
    expect(await outboxOf(unconfirmed, `?to=${encodeURIComponent(member.email)}`)).toEqual([]);
    expect(await outboxOf(unconfirmed, `?to=${encodeURIComponent(invitee)}`)).toEqual([]);
    const members = await outboxOf(member);
    expect(members.map((message) => message.link)).toContain(resetLink('member'));
    expect(members.every((message) => message.to.includes(member.email))).toBe(true);
    expect(JSON.stringify(members)).not.toContain(resetLink('unconfirmed'));

    const everything = (await outboxOf(admin)).map((message) => message.link);
    expect(everything).toEqual(expect.arrayContaining([resetLink('unconfirmed'), ...othersLinks]));
  });

  it('answers 401 without a session and 400 for a query', async () => {
    const anonymous = await sandbox.app.inject({ method: 'GET', url: '/api/outbox' });
    expect(anonymous.statusCode).toBe(401);
    const admin = await createAdmin(sandbox.app);
    const withQuery = await sandbox.app.inject({
      method: 'GET',
      url: '/api/outbox?status=failed',
      headers: admin.headers,
    });
    expect(withQuery.statusCode).toBe(400);
    const notAnAddress = await sandbox.app.inject({
      method: 'GET',
      url: '/api/outbox?to=not-an-address',
      headers: admin.headers,
    });
    expect(notAnAddress.statusCode).toBe(400);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp(
      { NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://portal.example.com' },
      { database: ctx.database },
    );
    try {
      const admin = await createAdmin(sandbox.app);
      const response = await production.app.inject({
        method: 'GET',
        url: '/api/outbox',
        headers: { cookie: admin.cookie },
      });
      expect(response.statusCode).toBe(404);
      const page = await production.app.inject({ method: 'GET', url: '/portal/outbox' });
      expect(page.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
