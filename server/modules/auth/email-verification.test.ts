/**
 * Email verification (decision 091) through a real SMTP peer: a new password account is
 * signed in at once but refused by project and admin routes until it opens the link from its
 * mail; the link is valid for 24 hours and does its work once; Resend is limited to 3 an
 * hour; a sign-up with an address that has an account fails in neutral words and tells the
 * owner. (Every project, Google Ads and admin route's 403 is checked through the route
 * table in server/security/route-matrix.test.ts.)
 */
import { makeSignature } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ERROR_CODES } from '../../../common/auth/accounts.ts';
import { VERIFY_MESSAGES } from '../../../common/auth/messages.ts';
import { PATHS } from '../../../common/shared/paths.ts';
import { mailOutbox, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import {
  addMember,
  createAdmin,
  createProject,
  signUp,
  TEST_PASSWORD,
  uniqueId,
  type TestProject,
  type TestUser,
} from '../../testing/factories.ts';
import { startSmtpPeer, type SmtpPeer } from '../../testing/smtp-peer.ts';
import { expectAuthLimited } from './testing.ts';

let peer: SmtpPeer;
let ctx: TestContext;
let project: TestProject;
beforeAll(async () => {
  peer = await startSmtpPeer();
  ctx = await createTestApp({ SMTP_URL: peer.url });
  project = await createProject(ctx.app, { name: 'Umbrella' });
});
afterAll(async () => {
  await ctx?.close();
  await peer?.close();
});
beforeEach(async () => {
  await ctx.database.db.delete(mailOutbox);
  peer.received.length = 0;
});

/** A new member of the project who has not opened their confirmation link. */
async function unconfirmedMember(): Promise<TestUser> {
  const user = await signUp(ctx.app, {
    email: `${uniqueId()}@${project.allowedDomains[0]}`,
    verified: false,
  });
  await addMember(ctx.app, user, project);
  return user;
}

/** Sends the outbox and reads the confirmation link of the one mail that arrives. */
async function mailedLink(to: string): Promise<string> {
  await ctx.app.mailOutbox.runOnce();
  const [mail] = await peer.waitFor(1);
  expect(mail!.to).toMatchObject({ text: to });
  expect(mail!.subject).toBe(VERIFY_MESSAGES.mailSubject);
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=\S+/.exec(
    mail!.text ?? '',
  );
  expect(link, mail!.text).not.toBeNull();
  expect(mail!.html).toContain(VERIFY_MESSAGES.mailAction);
  peer.received.length = 0;
  return link![0];
}

/** Opens a link of this site as a browser would (the path and query, with or without a session). */
function open(link: string, user?: TestUser) {
  const url = new URL(link);
  return ctx.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: user ? { cookie: user.cookie } : {},
  });
}

const notesOf = (user: TestUser) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/notes?projectId=${project.id}`,
    headers: user.headers,
  });

describe('a new account', () => {
  it('is signed in, but project routes answer 403 with the banner sentence until the link is opened', async () => {
    const user = await unconfirmedMember();
    const refused = await notesOf(user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: VERIFY_MESSAGES.confirmEmail(user.email),
      code: 'email_not_verified',
    });
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: user.headers,
    });
    expect(session.json()).toMatchObject({ user: { email: user.email, emailVerified: false } });
    // Its own projects list still answers (the portal's header), as does its outbox sandbox.
    const projects = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/projects',
      headers: user.headers,
    });
    expect(projects.json()).toMatchObject([{ id: project.id }]);

    const link = await mailedLink(user.email);
    const opened = await open(link, user);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(PATHS.emailConfirmed);
    expect((await notesOf(user)).statusCode).toBe(200);
  });

  it('the link works signed out, signs nobody in, and a second use changes nothing', async () => {
    const user = await unconfirmedMember();
    const link = await mailedLink(user.email);
    const first = await open(link);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe(PATHS.emailConfirmed);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect((await notesOf(user)).statusCode).toBe(200);

    const again = await open(link);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe(PATHS.emailConfirmed);
    expect(again.headers['set-cookie']).toBeUndefined();
    // No new mail either: only the confirmation itself, sent.
    const rows = await ctx.database.db.select().from(mailOutbox);
    expect(rows.map((row) => row.status)).toEqual(['sent']);
  });

  it('expires after 24 hours, and a forged link is refused', async () => {
    const user = await unconfirmedMember();
    const link = await mailedLink(user.email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * 60 * 60 * 1000 + 60_000 });
    try {
      const late = await open(link, user);
      expect(late.statusCode).toBe(302);
      expect(late.headers.location).toBe(`${PATHS.emailConfirmed}?error=TOKEN_EXPIRED`);
    } finally {
      vi.useRealTimers();
    }
    const forgedUrl = new URL(link);
    const token = forgedUrl.searchParams.get('token')!;
    forgedUrl.searchParams.set('token', `${token.slice(0, -4)}AAAA`);
    const forged = forgedUrl.toString();
    const refused = await open(forged, user);
    expect(refused.headers.location).toBe(`${PATHS.emailConfirmed}?error=INVALID_TOKEN`);
    expect((await notesOf(user)).statusCode).toBe(403);
  });

  it('gets a new link on Resend, 3 an hour; the new link confirms', async () => {
    const user = await unconfirmedMember();
    await mailedLink(user.email);
    const resend = (email = user.email) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        headers: user.headers,
        payload: { email },
      });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await resend()).json()).toEqual({ status: true });
    }
    const limited = await resend();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(15 * 60);
    await ctx.app.mailOutbox.runOnce();
    const mails = await peer.waitFor(3);
    expect(mails.map((mail) => mail.subject)).toEqual(Array(3).fill(VERIFY_MESSAGES.mailSubject));
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mails[2]!.text ?? '')![0];
    expect((await open(link, user)).headers.location).toBe(PATHS.emailConfirmed);
    expect((await notesOf(user)).statusCode).toBe(200);
  });

  it('cannot ask for a link to another address, nor once confirmed', async () => {
    const user = await unconfirmedMember();
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      headers: user.headers,
      payload: { email: `someone.else@${project.allowedDomains[0]}` },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toEqual(expect.any(String));

    const admin = await createAdmin(ctx.app);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      headers: admin.headers,
      payload: { email: admin.email },
    });
    expect(confirmed.statusCode).toBe(400);
  });
});

describe('the admin routes', () => {
  it('answer 403 to an administrator who has not confirmed', async () => {
    const admins = await createTestApp(
      { SMTP_URL: peer.url, ADMIN_EMAILS: 'chief@firm.test' },
      { database: ctx.database },
    );
    try {
      const chief = await signUp(admins.app, { email: 'chief@firm.test', verified: false });
      const refused = await admins.app.inject({
        method: 'GET',
        url: '/api/admin/users',
        headers: chief.headers,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('email_not_verified');
    } finally {
      await admins.close();
    }
  });

  it('show which users have not confirmed', async () => {
    const user = await unconfirmedMember();
    const admin = await createAdmin(ctx.app);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: admin.headers,
    });
    const rows = list.json<{ email: string; emailVerified: boolean }[]>();
    expect(rows.find((row) => row.email === user.email)?.emailVerified).toBe(false);
    expect(rows.find((row) => row.email === admin.email)?.emailVerified).toBe(true);
  });
});

describe('a sign-up with an address that has an account', () => {
  it('fails in neutral words, creates nothing, and tells the owner', async () => {
    const owner = await unconfirmedMember();
    await ctx.database.db.delete(mailOutbox);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ctx.config.publicSiteUrl },
      payload: { email: owner.email.toUpperCase(), password: TEST_PASSWORD, name: '' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      error: VERIFY_MESSAGES.signUpRefused,
      code: AUTH_ERROR_CODES.signUpRefused,
    });
    expect(again.headers['set-cookie']).toBeUndefined();

    await ctx.app.mailOutbox.runOnce();
    const [mail] = await peer.waitFor(1);
    expect(mail!.to).toMatchObject({ text: owner.email });
    expect(mail!.subject).toBe(VERIFY_MESSAGES.attemptSubject);
    expect(mail!.text).toContain(`${ctx.config.publicSiteUrl}${PATHS.portal}`);
  });

  it('is limited per IP like any sign-up', async () => {
    const limited = await createTestApp(
      { SMTP_URL: peer.url, AUTH_RATE_LIMIT_PER_IP: '2' },
      { database: ctx.database },
    );
    try {
      const owner = await unconfirmedMember();
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          remoteAddress: '203.0.113.77',
          headers: { origin: limited.config.publicSiteUrl },
          payload: { email: owner.email, password: TEST_PASSWORD, name: '' },
        });
      expect((await attempt()).statusCode).toBe(422);
      expect((await attempt()).statusCode).toBe(422);
      expectAuthLimited(await attempt());
    } finally {
      await limited.close();
    }
  });
});

describe('a Google sign-in', () => {
  it('counts as confirmed: the identity carries the verified claim of Google', async () => {
    // What the library stores for Google (its provider maps `email_verified`), then a
    // session as its callback creates one.
    const context = await ctx.app.auth.$context;
    const email = `${uniqueId()}@${project.allowedDomains[0]}`;
    const identity = await context.internalAdapter.createUser(
      { email, name: 'Via Google', emailVerified: true },
      { method: 'oauth', oauth: { providerId: 'google' } },
    );
    const session = await context.internalAdapter.createSession(identity.id);
    const signed = `${session.token}.${await makeSignature(session.token, ctx.config.secrets.authSecret)}`;
    const cookie = `${context.authCookies.sessionToken.name}=${encodeURIComponent(signed)}`;
    const [user] = await ctx.database.db
      .select({ userId: users.id })
      .from(users)
      .where(eq(users.authUserId, identity.id));
    await addMember(ctx.app, user!, project);
    const notes = await ctx.app.inject({
      method: 'GET',
      url: `/api/notes?projectId=${project.id}`,
      headers: { cookie },
    });
    expect(notes.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(mailOutbox)).toHaveLength(0);
  });
});
