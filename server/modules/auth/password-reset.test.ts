/**
 * Password reset (decision 088) through a real SMTP peer: the request answers the same for a
 * known and an unknown address, before the account is looked up and so in about the same
 * time; the mail arrives with one link; the link works once and for 1 hour; the new password
 * ends every session of the account; the request and the reset are limited like sign-in; bad
 * bodies are 400s in words.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ERROR_CODES } from '../../../common/auth/accounts.ts';
import { PASSWORD_MESSAGES, RESET_MESSAGES } from '../../../common/auth/messages.ts';
import { PATHS } from '../../../common/shared/paths.ts';
import { authVerifications, mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import {
  createMember,
  createProject,
  signIn,
  TEST_PASSWORD,
  uniqueId,
  type TestUser,
} from '../../testing/factories.ts';
import { startSmtpPeer, type SmtpPeer } from '../../testing/smtp-peer.ts';
import { resetLinkToken } from '../../testing/reset-link.ts';
import { expectAuthLimited, expectSessionsEnded } from './testing.ts';

const NEW_PASSWORD = 'Fresh-horse-77';
const PER_IP = 4;
const PER_ACCOUNT = 3;

let peer: SmtpPeer;
let ctx: TestContext;
/** A second "process" on the same database, with low limits. */
let limited: TestContext;
beforeAll(async () => {
  peer = await startSmtpPeer();
  ctx = await createTestApp({ SMTP_URL: peer.url });
  limited = await createTestApp(
    {
      SMTP_URL: peer.url,
      AUTH_RATE_LIMIT_PER_IP: String(PER_IP),
      AUTH_RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
    },
    { database: ctx.database },
  );
});
afterAll(async () => {
  await limited?.close();
  await ctx?.close();
  await peer?.close();
});
beforeEach(async () => {
  await ctx.database.db.delete(mailOutbox);
  peer.received.length = 0;
});

let ipSequence = 0;
/** A fresh client address, so each test counts from zero. */
const freshIp = () => `198.51.100.${(ipSequence += 1)}`;

function requestReset(email: unknown, { app = ctx, ip = freshIp() } = {}) {
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    remoteAddress: ip,
    headers: { origin: app.config.publicSiteUrl },
    payload: { email },
  });
}

function resetPassword(body: Record<string, unknown>, { app = ctx, ip = freshIp() } = {}) {
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    remoteAddress: ip,
    headers: { origin: app.config.publicSiteUrl },
    payload: body,
  });
}

/** A member whose confirmation mail is out of the way: only reset mail is in the outbox. */
async function newUser(): Promise<TestUser> {
  const user = await createMember(ctx.app, await createProject(ctx.app));
  await ctx.database.db.delete(mailOutbox);
  return user;
}

/** Asks for a link for `email`, sends the outbox, and reads the link from the mail. */
async function mailedLink(email: string): Promise<{ path: string; token: string }> {
  expect((await requestReset(email)).statusCode).toBe(200);
  await ctx.app.passwordResetRequests.settled();
  await ctx.app.mailOutbox.runOnce();
  const [mail] = await peer.waitFor(1);
  const link = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(mail!.text ?? '')?.[0];
  expect(link, mail!.text).toBeDefined();
  const { pathname, search } = new URL(link!);
  return { path: pathname + search, token: resetLinkToken(link!) };
}

/** Where opening the mailed link sends the browser. */
async function linkLeadsTo(path: string): Promise<string | undefined> {
  const response = await ctx.app.inject({ method: 'GET', url: path, remoteAddress: freshIp() });
  expect(response.statusCode, response.body).toBe(302);
  return response.headers.location;
}

function signInWith(email: string, password: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ctx.config.publicSiteUrl },
    payload: { email, password },
  });
}

describe('asking for a reset link', () => {
  it('answers the same for a known and an unknown address; only the known one gets mail', async () => {
    const user = await newUser();
    const known = await requestReset(user.email);
    const unknown = await requestReset(`nobody.${uniqueId()}@nowhere.test`);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toMatchObject({ status: true });
    expect(known.headers['set-cookie']).toBeUndefined();

    // Looked up and stored after the answer, not sent inline: nothing arrives before the worker runs.
    await ctx.app.passwordResetRequests.settled();
    const rows = await ctx.database.db.select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to: [user.email], status: 'pending' });
    expect(peer.received).toHaveLength(0);

    expect(await ctx.app.mailOutbox.runOnce()).toEqual({ claimed: 1, delivered: 1, failed: 0 });
    const [mail] = await peer.waitFor(1);
    expect(mail!.subject).toBe(RESET_MESSAGES.mailSubject);
    expect(mail!.to).toMatchObject({ text: user.email });
    expect(mail!.text).toContain(RESET_MESSAGES.mailValidity);
    const callback = encodeURIComponent(PATHS.resetPassword);
    const link = new RegExp(
      `${RESET_MESSAGES.mailAction}: http://localhost:3000/api/auth/reset-password/[\\w-]{24}\\?callbackURL=${callback}\\n`,
    );
    expect(mail!.text).toMatch(link);
    expect(mail!.html).toContain(`>${RESET_MESSAGES.mailAction}</a>`);
    expect(mail!.html).toMatch(/href="http:\/\/localhost:3000\/api\/auth\/reset-password\//);
  });

  it('answers both kinds of address while the lookup is still held: its time cannot tell them apart', async () => {
    // Decision 088: the answer never waits on the library's lookup and writes, so a known
    // address cannot take longer to answer than an unknown one. Hold the library's work
    // behind a gate: both answers must arrive before it is released.
    const user = await newUser();
    const library = ctx.app.auth.handler;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = vi
      .spyOn(ctx.app.auth, 'handler')
      .mockImplementation(async (request) => gate.then(() => library(request)));
    try {
      const known = await requestReset(user.email);
      const unknown = await requestReset(`nobody.${uniqueId()}@nowhere.test`);
      expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
      expect(unknown.body).toBe(known.body);
      expect(await ctx.database.db.select().from(mailOutbox)).toHaveLength(0);

      release();
      await ctx.app.passwordResetRequests.settled();
      expect(held).toHaveBeenCalledTimes(2);
      const rows = await ctx.database.db.select().from(mailOutbox);
      expect(rows.map((row) => row.to)).toEqual([[user.email]]);
    } finally {
      release();
      held.mockRestore();
    }
  });

  it('answers a known and an unknown address in about the same time (medians of 20 within 20%)', async () => {
    // The timing an attacker would measure. Each request's lookup and writes run after its
    // answer: let them finish between requests (outside the timing).
    const user = await newUser();
    const nobody = `nobody.${uniqueId()}@nowhere.test`;
    const timed = async (email: string) => {
      const start = process.hrtime.bigint();
      const response = await requestReset(email);
      const elapsed = Number(process.hrtime.bigint() - start);
      expect(response.statusCode).toBe(200);
      await ctx.app.passwordResetRequests.settled();
      // A random pause of up to 4 ms: without it a pair of requests can fall into step with
      // something periodic on the host (a CPU quota's 10 ms period, in CI under
      // bench/slow-host.sh, slowed one kind in every set: medians 2-2.9x apart).
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 4));
      return elapsed;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
    /** 20 interleaved pairs, so a busy moment of the host hits both kinds alike. */
    const ratioOfMedians = async () => {
      const known: number[] = [];
      const unknown: number[] = [];
      for (let pair = 0; pair < 20; pair += 1) {
        const runs = [
          async () => known.push(await timed(user.email)),
          async () => unknown.push(await timed(nobody)),
        ];
        if (pair % 2 === 1) runs.reverse();
        for (const run of runs) await run();
      }
      const [fast, slow] = [median(known), median(unknown)].sort((a, b) => a - b);
      return slow! / fast!;
    };
    await ratioOfMedians(); // warm both paths
    // A request takes 1-2 ms, a scheduler's time slice: on a host whose cores are busy,
    // preemption moves a set's medians by up to 40% either way (measured under two busy
    // loops). A real difference shows in every set; noise does not: one set of eight within
    // 20% passes. The test above proves the design without timing anything.
    const ratios: number[] = [];
    while (ratios.length < 8 && !ratios.some((ratio) => ratio < 1.2)) {
      ratios.push(await ratioOfMedians());
    }
    expect(Math.min(...ratios), `ratios of the medians: ${ratios.join(', ')}`).toBeLessThan(1.2);
  });

  it('refuses a missing or malformed address with a readable 400', async () => {
    for (const email of [undefined, '', 'not-an-address', 42]) {
      const response = await requestReset(email);
      expect(response.statusCode, String(email)).toBe(400);
      expect(response.json()).toEqual({
        error: 'Enter a valid email address',
        code: 'bad_request',
      });
    }
    await ctx.app.passwordResetRequests.settled();
    expect(await ctx.database.db.select().from(mailOutbox)).toHaveLength(0);
  });
});

describe('the reset link', () => {
  it('sets the new password once and ends every session of the account', async () => {
    const user = await newUser();
    const otherDevice = await signIn(ctx.app, user.email);
    const { path, token } = await mailedLink(user.email);
    // Opening the link: the identity library checks the token, then sends the browser on.
    const page = `${ctx.config.publicSiteUrl}${PATHS.resetPassword}`;
    expect(await linkLeadsTo(path)).toBe(`${page}?token=${token}`);

    const reset = await resetPassword({ token, newPassword: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: true });
    // It signs nothing in.
    expect(reset.headers['set-cookie']).toBeUndefined();

    await expectSessionsEnded(ctx.app, [user, otherDevice]);
    expect((await signInWith(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signInWith(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    // Used: the link now leads to the page's refusal, before any password is typed.
    expect(await linkLeadsTo(path)).toBe(`${page}?error=${AUTH_ERROR_CODES.invalidToken}`);
    const again = await resetPassword({ token, newPassword: 'Third-horse-99' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: RESET_MESSAGES.linkInvalid,
      code: AUTH_ERROR_CODES.invalidToken,
    });
    expect((await signInWith(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('is refused after its hour, and an unknown token likewise', async () => {
    const user = await newUser();
    const { path, token } = await mailedLink(user.email);
    const [stored] = await ctx.database.db
      .select()
      .from(authVerifications)
      .where(eq(authVerifications.identifier, `reset-password:${token}`));
    const validFor = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(Math.abs(validFor - 3_600_000)).toBeLessThan(5_000);

    await ctx.database.db
      .update(authVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authVerifications.identifier, `reset-password:${token}`));
    const refused = `${ctx.config.publicSiteUrl}${PATHS.resetPassword}?error=${AUTH_ERROR_CODES.invalidToken}`;
    expect(await linkLeadsTo(path)).toBe(refused);
    expect(await linkLeadsTo(path.replace(token, 'a-token-that-was-never-sent'))).toBe(refused);
    // A link edited to send the browser elsewhere is refused, not followed.
    const elsewhere = await ctx.app.inject({
      method: 'GET',
      url: path.replace(/callbackURL=.*$/, 'callbackURL=https%3A%2F%2Fevil.example%2F'),
      remoteAddress: freshIp(),
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.headers.location).toBeUndefined();
    for (const tried of [token, 'a-token-that-was-never-sent']) {
      const response = await resetPassword({ token: tried, newPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: RESET_MESSAGES.linkInvalid,
        code: AUTH_ERROR_CODES.invalidToken,
      });
    }
    expect((await signInWith(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a password the policy refuses, or no token, with a readable 400; the link stays usable', async () => {
    const user = await newUser();
    const { token } = await mailedLink(user.email);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ token, newPassword: 'short' }, PASSWORD_MESSAGES.tooShort(6), 'PASSWORD_POLICY'],
      [{ token }, PASSWORD_MESSAGES.tooShort(6), 'INVALID_REQUEST'],
      [{ newPassword: NEW_PASSWORD }, RESET_MESSAGES.linkMissing, 'INVALID_REQUEST'],
      [{ token: '', newPassword: NEW_PASSWORD }, RESET_MESSAGES.linkMissing, 'INVALID_REQUEST'],
    ];
    for (const [body, error, code] of cases) {
      const response = await resetPassword(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ error, code });
    }
    expect((await resetPassword({ token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });
});

describe('older links', () => {
  const refused = {
    error: RESET_MESSAGES.linkInvalid,
    code: AUTH_ERROR_CODES.invalidToken,
  };

  it('end when a newer link is sent: only the newest resets the password', async () => {
    const user = await newUser();
    const links = [];
    for (let request = 0; request < 3; request += 1) {
      links.push(await mailedLink(user.email));
      peer.received.length = 0;
    }
    const [first, second, newest] = links;
    const page = `${ctx.config.publicSiteUrl}${PATHS.resetPassword}`;
    for (const older of [first!, second!]) {
      expect(await linkLeadsTo(older.path)).toBe(`${page}?error=${AUTH_ERROR_CODES.invalidToken}`);
      const response = await resetPassword({ token: older.token, newPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refused);
    }
    expect(
      (await resetPassword({ token: newest!.token, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    expect((await signInWith(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('end when the password is changed while signed in', async () => {
    const user = await newUser();
    const { token } = await mailedLink(user.email);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...user.headers, origin: ctx.config.publicSiteUrl },
      payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const response = await resetPassword({ token, newPassword: 'Third-horse-99' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused);
    expect((await signInWith(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('end when a reset is completed, even one outstanding from before this rule', async () => {
    const user = await newUser();
    const { token } = await mailedLink(user.email);
    // A link mailed before a newer link ended the older ones (or in a race with it).
    const [mailed] = await ctx.database.db
      .select()
      .from(authVerifications)
      .where(eq(authVerifications.identifier, `reset-password:${token}`));
    const outstanding = 'an-outstanding-reset-token';
    await ctx.database.db.insert(authVerifications).values({
      ...mailed!,
      id: `other-${uniqueId()}`,
      identifier: `reset-password:${outstanding}`,
    });
    expect((await resetPassword({ token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    const response = await resetPassword({ token: outstanding, newPassword: 'Third-horse-99' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused);
  });
});

describe('limits', () => {
  it('limit the requests for one address across processes and client IPs', async () => {
    const user = await newUser();
    for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) {
      const app = attempt % 2 === 0 ? limited : ctx;
      expect((await requestReset(user.email, { app })).statusCode).toBe(200);
    }
    // The same answer for an address without an account: the limit does not tell either.
    const unknown = `nobody.${uniqueId()}@nowhere.test`;
    for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) {
      expect((await requestReset(unknown, { app: limited })).statusCode).toBe(200);
    }
    expectAuthLimited(await requestReset(user.email.toUpperCase(), { app: limited }));
    expectAuthLimited(await requestReset(unknown, { app: limited }));
    await Promise.all([ctx, limited].map((app) => app.app.passwordResetRequests.settled()));
    expect(await ctx.database.db.select().from(mailOutbox)).toHaveLength(PER_ACCOUNT);
  });

  it('limit the requests and the resets of one client IP', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < PER_IP; attempt += 1) {
      const email = `nobody.${uniqueId()}@nowhere.test`;
      expect((await requestReset(email, { app: limited, ip })).statusCode).toBe(200);
    }
    expectAuthLimited(
      await requestReset(`nobody.${uniqueId()}@nowhere.test`, { app: limited, ip }),
    );

    const guesses = { token: 'a-guessed-token', newPassword: NEW_PASSWORD };
    for (let attempt = 0; attempt < PER_IP; attempt += 1) {
      expect((await resetPassword(guesses, { app: limited, ip })).statusCode).toBe(400);
    }
    expectAuthLimited(await resetPassword(guesses, { app: limited, ip }));
  });
});
