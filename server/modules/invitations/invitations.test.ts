/**
 * Invitations through the real API and a real SMTP peer (docs/product.md#invitations): what
 * arrives, the link's states, single use, expiry, resend and revoke, the domain rule, who may
 * invite whom, and what accepting does (membership, role, verified address, the inviter's
 * mail); the limits on invitation mails and an administrator's invitation.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InvitationLookup, PendingInvitation } from '../../../common/invitations/contract.ts';
import { INVITATION_MESSAGES } from '../../../common/invitations/messages.ts';
import { PROJECT_MESSAGES } from '../../../common/projects/messages.ts';
import { VERIFY_MESSAGES } from '../../../common/auth/messages.ts';
import { authUsers, invitations, mailOutbox, projectMembers } from '../../db/schema/index.ts';
import { auditTrailOf } from '../../testing/audit.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import {
  archiveProject,
  createAdmin,
  createMember,
  createProject,
  createUserWithoutProject,
  signIn,
  signUp,
  uniqueId,
  type TestProject,
  type TestUser,
} from '../../testing/factories.ts';
import { startSmtpPeer, type SmtpPeer } from '../../testing/smtp-peer.ts';
import { invitationTokenOf } from './testing.ts';

let peer: SmtpPeer;
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  peer = await startSmtpPeer();
  ctx = await createTestApp({ SMTP_URL: peer.url });
  admin = await createAdmin(ctx.app);
});
afterAll(async () => {
  await ctx?.close();
  await peer?.close();
});
beforeEach(async () => {
  await ctx.database.db.delete(mailOutbox);
  peer.received.length = 0;
});

type Headers = TestUser['headers'];

function inviteAsAdmin(project: { id: number }, body: object, headers: Headers = admin.headers) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/projects/${project.id}/invitations`,
    headers,
    payload: body,
  });
}

function inviteAsOwner(project: { id: number }, body: object, headers: Headers) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/projects/${project.id}/invitations`,
    headers,
    payload: body,
  });
}

function resendAsOwner(project: { id: number }, id: number, headers: Headers) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/projects/${project.id}/invitations/${id}/resend`,
    headers,
  });
}

function revokeAsOwner(project: { id: number }, id: number, headers: Headers) {
  return ctx.app.inject({
    method: 'DELETE',
    url: `/api/projects/${project.id}/invitations/${id}`,
    headers,
  });
}

/** The number of seconds a 429 asks to wait, after checking its answer. */
function refusedAsTooMany(response: Awaited<ReturnType<typeof inviteAsOwner>>) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({
    error: INVITATION_MESSAGES.tooMany,
    code: 'too_many_requests',
  });
  return Number(response.headers['retry-after']);
}

async function lookup(token: string): Promise<InvitationLookup> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/invitations/lookup?token=${encodeURIComponent(token)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InvitationLookup>();
}

function accept(token: string, headers: Partial<Headers>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/invitations/accept',
    headers: { origin: ctx.config.publicSiteUrl, ...headers },
    payload: { token },
  });
}

const addressAt = (project: TestProject) => `${uniqueId()}@${project.allowedDomains[0]}`;

/**
 * Sends the outbox and returns the invitation mail that arrived at the peer, in order (the
 * sign-ups' confirmation mails are the verification feature's and left out).
 */
async function delivered(count: number) {
  const stored = await ctx.database.db.select({ id: mailOutbox.id }).from(mailOutbox);
  await ctx.app.mailOutbox.runOnce();
  const invitationMail = (await peer.waitFor(stored.length)).filter(
    (mail) => mail.subject !== VERIFY_MESSAGES.mailSubject,
  );
  expect(invitationMail).toHaveLength(count);
  return invitationMail;
}

/** The invitation mail stored, sent or not. */
const storedInvitationMail = () =>
  ctx.database.db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.content}->>'subject' like '%invit%'`);

async function membershipOf(user: TestUser, project: TestProject) {
  const [row] = await ctx.database.db
    .select({ role: projectMembers.role })
    .from(projectMembers)
    .where(and(eq(projectMembers.userId, user.userId), eq(projectMembers.projectId, project.id)));
  return row ?? null;
}

async function isVerified(user: TestUser) {
  const [row] = await ctx.database.db
    .select({ verified: authUsers.emailVerified })
    .from(authUsers)
    .where(eq(authUsers.id, user.authUserId));
  return row!.verified;
}

describe('an invitation from the administrator', () => {
  it('arrives with its link; sign-up and accept make the invitee a verified member, once; the admin hears of it', async () => {
    const project = await createProject(ctx.app, { name: `Initech ${uniqueId()}` });
    const email = addressAt(project);
    const invited = await inviteAsAdmin(project, {
      email: `  ${email.toUpperCase()} `,
      role: 'viewer',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json<PendingInvitation>()).toMatchObject({
      projectId: project.id,
      email,
      role: 'viewer',
      invitedBy: admin.email,
    });

    const [mail] = await delivered(1);
    expect(mail!.to).toMatchObject({ text: email });
    expect(mail!.subject).toBe(
      `${admin.email} invited you to ${project.name} on Diligence Intelligence`,
    );
    expect(mail!.text).toContain(
      `${admin.email} invited you to ${project.name} on Diligence Intelligence as a viewer.`,
    );
    expect(mail!.text).toContain('valid for 7 days');
    const link = /Accept the invitation: (\S+)/.exec(mail!.text ?? '')![1]!;
    expect(link).toMatch(/^http:\/\/localhost:3000\/portal\/invitation\?token=[\w-]{43}$/);
    expect(mail!.html).toContain(`href="${link}"`);
    const token = new URL(link).searchParams.get('token')!;
    // Only the token's hash is stored.
    const [stored] = await ctx.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, email));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    expect(await lookup(token)).toMatchObject({
      state: 'pending',
      projectId: project.id,
      projectName: project.name,
      role: 'viewer',
      email,
      accountExists: false,
    });

    const invitee = await signUp(ctx.app, { email, verified: false });
    expect(await isVerified(invitee)).toBe(false);
    expect(await lookup(token)).toMatchObject({ state: 'pending', accountExists: true });

    const accepted = await accept(token, invitee.headers);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      projectId: project.id,
      projectName: project.name,
      role: 'viewer',
    });
    expect(await membershipOf(invitee, project)).toEqual({ role: 'viewer' });
    expect(await isVerified(invitee)).toBe(true);
    expect(await auditTrailOf(ctx.database.db, { projectId: project.id })).toEqual([
      { action: 'invitation.accepted', actorEmail: email },
      { action: 'invitation.sent', actorEmail: admin.email },
    ]);
    // The new membership counts at once.
    const projectsNow = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/projects',
      headers: invitee.headers,
    });
    expect(projectsNow.json()).toEqual([
      expect.objectContaining({ id: project.id, role: 'viewer' }),
    ]);

    const [, notice] = await delivered(2);
    expect(notice!.to).toMatchObject({ text: admin.email });
    expect(notice!.subject).toBe(`${email} accepted your invitation to ${project.name}`);
    expect(notice!.text).toContain(`joined as a viewer`);
    expect(notice!.text).toContain(`/portal/dashboard?project=${project.id}`);

    // Single use.
    const again = await accept(token, invitee.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: INVITATION_MESSAGES.accepted, code: 'conflict' });
    expect(await lookup(token)).toEqual({
      state: 'accepted',
      message: INVITATION_MESSAGES.accepted,
    });
    const pending = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/projects/${project.id}/invitations`,
      headers: admin.headers,
    });
    expect(pending.json()).toEqual([]);
  });

  it('may make an owner, and an existing account accepts after signing in', async () => {
    const project = await createProject(ctx.app);
    const existing = await createUserWithoutProject(ctx.app);
    // The existing account's domain is another project's: allow it here too.
    await ctx.database.db.execute(
      sql`update projects set allowed_domains = array_append(allowed_domains, ${existing.email.split('@')[1]!}) where id = ${project.id}`,
    );
    expect(
      (await inviteAsAdmin(project, { email: existing.email, role: 'owner' })).statusCode,
    ).toBe(201);
    const token = await invitationTokenOf(ctx.app, existing.email);
    expect(await lookup(token)).toMatchObject({
      state: 'pending',
      accountExists: true,
      role: 'owner',
    });
    const session = await signIn(ctx.app, existing.email);
    expect((await accept(token, session.headers)).statusCode).toBe(200);
    expect(await membershipOf(existing, project)).toEqual({ role: 'owner' });
  });
});

describe('the rules of an invitation', () => {
  let project: TestProject;
  beforeAll(async () => {
    project = await createProject(ctx.app, {
      allowedDomains: [`a${uniqueId()}.test`, `b${uniqueId()}.test`],
    });
  });

  it("refuses an address outside the project's allowed domains, readably", async () => {
    const response = await inviteAsAdmin(project, {
      email: 'someone@elsewhere.test',
      role: 'member',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: INVITATION_MESSAGES.domainNotAllowed('someone@elsewhere.test', project.allowedDomains),
      code: 'bad_request',
    });
    // A domain that merely ends like an allowed one is another domain.
    const lookalike = await inviteAsAdmin(project, {
      email: `x@evil${project.allowedDomains[0]}`,
      role: 'member',
    });
    expect(lookalike.statusCode).toBe(400);
    expect(await storedInvitationMail()).toEqual([]);
    // A refused change leaves no trace in the audit trail.
    expect(await auditTrailOf(ctx.database.db, { projectId: project.id })).toEqual([]);
  });

  it('refuses a bad address or role with a 400, and an unknown project with a 404', async () => {
    expect(
      (await inviteAsAdmin(project, { email: 'not-an-address', role: 'member' })).statusCode,
    ).toBe(400);
    expect(
      (await inviteAsAdmin(project, { email: addressAt(project), role: 'admin' })).statusCode,
    ).toBe(400);
    const unknown = await inviteAsAdmin(
      { id: 999_999 },
      { email: addressAt(project), role: 'member' },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a member of the project with a 409', async () => {
    const member = await createMember(ctx.app, project);
    const response = await inviteAsAdmin(project, { email: member.email, role: 'viewer' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: INVITATION_MESSAGES.alreadyMember(member.email),
      code: 'conflict',
    });
  });

  it('renews a pending invitation when the address is invited again: one row, the old link dead', async () => {
    const email = `${uniqueId()}@${project.allowedDomains[1]}`;
    const first = (
      await inviteAsAdmin(project, { email, role: 'member' })
    ).json<PendingInvitation>();
    const oldToken = await invitationTokenOf(ctx.app, email);
    const second = await inviteAsAdmin(project, { email, role: 'viewer' });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ id: first.id, role: 'viewer' });
    const newToken = await invitationTokenOf(ctx.app, email);
    expect(newToken).not.toBe(oldToken);
    expect(await lookup(oldToken)).toEqual({
      state: 'unknown',
      message: INVITATION_MESSAGES.unknown,
    });
    expect(await lookup(newToken)).toMatchObject({ state: 'pending', role: 'viewer' });
    expect(await delivered(2)).toHaveLength(2);
  });

  it('refuses an archived project', async () => {
    const archived = await createProject(ctx.app);
    await archiveProject(ctx.app, archived.id);
    const response = await inviteAsAdmin(archived, { email: addressAt(archived), role: 'member' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: PROJECT_MESSAGES.archivedReadOnly,
      code: 'forbidden',
    });
  });
});

describe('resend and revoke', () => {
  it('resend sends a new link and the old one dies; the new one expires 7 days on', async () => {
    const project = await createProject(ctx.app);
    const email = addressAt(project);
    const { id } = (
      await inviteAsAdmin(project, { email, role: 'member' })
    ).json<PendingInvitation>();
    const oldToken = await invitationTokenOf(ctx.app, email);
    await ctx.database.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(invitations.id, id));
    expect(await lookup(oldToken)).toMatchObject({ state: 'expired' });

    const resent = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/invitations/${id}/resend`,
      headers: admin.headers,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const days = (Date.parse(resent.json<PendingInvitation>().expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const newToken = await invitationTokenOf(ctx.app, email);
    expect(await lookup(oldToken)).toMatchObject({ state: 'unknown' });
    const mails = await delivered(2);
    expect(mails[1]!.text).toContain(newToken);

    const invitee = await signUp(ctx.app, { email });
    expect((await accept(oldToken, invitee.headers)).statusCode).toBe(404);
    expect((await accept(newToken, invitee.headers)).statusCode).toBe(200);
  });

  it('a revoked link says so and cannot be accepted, resent or revoked again', async () => {
    const project = await createProject(ctx.app);
    const email = addressAt(project);
    const { id } = (
      await inviteAsAdmin(project, { email, role: 'member' })
    ).json<PendingInvitation>();
    const token = await invitationTokenOf(ctx.app, email);
    const revoke = () =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/admin/invitations/${id}`,
        headers: admin.headers,
      });
    expect((await revoke()).statusCode).toBe(204);
    expect(await lookup(token)).toEqual({
      state: 'revoked',
      message: 'This invitation was revoked.',
    });
    const invitee = await signUp(ctx.app, { email });
    const refused = await accept(token, invitee.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: INVITATION_MESSAGES.revoked, code: 'conflict' });
    expect(await auditTrailOf(ctx.database.db, { projectId: project.id })).toEqual([
      { action: 'invitation.revoked', actorEmail: admin.email },
      { action: 'invitation.sent', actorEmail: admin.email },
    ]);
    expect(await membershipOf(invitee, project)).toBeNull();
    expect((await revoke()).statusCode).toBe(404);
    const resend = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/invitations/${id}/resend`,
      headers: admin.headers,
    });
    expect(resend.statusCode).toBe(404);
    // Revoked, the address may be invited afresh.
    expect((await inviteAsAdmin(project, { email, role: 'member' })).statusCode).toBe(201);
  });
});

describe('accepting', () => {
  it('refuses an expired link', async () => {
    const project = await createProject(ctx.app);
    const email = addressAt(project);
    await inviteAsAdmin(project, { email, role: 'member' });
    const token = await invitationTokenOf(ctx.app, email);
    await ctx.database.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(invitations.email, email));
    const invitee = await signUp(ctx.app, { email });
    const response = await accept(token, invitee.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: INVITATION_MESSAGES.expired, code: 'conflict' });
    expect(await lookup(token)).toEqual({ state: 'expired', message: INVITATION_MESSAGES.expired });
    expect(await membershipOf(invitee, project)).toBeNull();
  });

  it('refuses another account, signed out and unknown tokens; the invitation stays usable', async () => {
    const project = await createProject(ctx.app);
    const email = addressAt(project);
    await inviteAsAdmin(project, { email, role: 'member' });
    const token = await invitationTokenOf(ctx.app, email);
    const someoneElse = await createMember(ctx.app, project, 'viewer');

    const wrong = await accept(token, someoneElse.headers);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      error: INVITATION_MESSAGES.wrongAccount(email),
      code: 'forbidden',
    });
    expect(await membershipOf(someoneElse, project)).toEqual({ role: 'viewer' });
    expect((await accept(token, {})).statusCode).toBe(401);
    const unknown = await accept('no-such-token', someoneElse.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: INVITATION_MESSAGES.unknown, code: 'not_found' });
    expect(await lookup(token)).toMatchObject({ state: 'pending' });
  });

  it('is single use when two accepts race', async () => {
    const project = await createProject(ctx.app);
    const email = addressAt(project);
    await inviteAsAdmin(project, { email, role: 'member' });
    const token = await invitationTokenOf(ctx.app, email);
    const invitee = await signUp(ctx.app, { email });
    const answers = await Promise.all([
      accept(token, invitee.headers),
      accept(token, invitee.headers),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const inviterMails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.content}->>'subject' like '%accepted your invitation%'`);
    expect(inviterMails).toHaveLength(1);
  });
});

describe("a project owner's invitations", () => {
  let project: TestProject;
  let owner: TestUser;
  beforeAll(async () => {
    project = await createProject(ctx.app, { name: `Globex ${uniqueId()}` });
    owner = await createMember(ctx.app, project, 'owner');
  });

  it('invites a member or viewer, lists, resends and revokes; the invitee joins and the owner hears of it', async () => {
    const email = addressAt(project);
    const invited = await inviteAsOwner(project, { email, role: 'member' }, owner.headers);
    expect(invited.statusCode, invited.body).toBe(201);
    const { id } = invited.json<PendingInvitation>();
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}/invitations`,
      headers: owner.headers,
    });
    expect(list.json()).toEqual([expect.objectContaining({ id, email, invitedBy: owner.email })]);

    const resent = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/invitations/${id}/resend`,
      headers: owner.headers,
    });
    expect(resent.statusCode).toBe(200);
    const token = await invitationTokenOf(ctx.app, email);
    const invitee = await signUp(ctx.app, { email });
    expect((await accept(token, invitee.headers)).statusCode).toBe(200);
    expect(await membershipOf(invitee, project)).toEqual({ role: 'member' });
    const mails = await delivered(3);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `${owner.email} invited you to ${project.name} on Diligence Intelligence`,
      `${owner.email} invited you to ${project.name} on Diligence Intelligence`,
      `${email} accepted your invitation to ${project.name}`,
    ]);
    expect(mails[2]!.to).toMatchObject({ text: owner.email });

    const other = addressAt(project);
    const second = (
      await inviteAsOwner(project, { email: other, role: 'viewer' }, owner.headers)
    ).json<PendingInvitation>();
    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/projects/${project.id}/invitations/${second.id}`,
      headers: owner.headers,
    });
    expect(revoked.statusCode).toBe(204);
  });

  it('may not make an owner', async () => {
    const response = await inviteAsOwner(
      project,
      { email: addressAt(project), role: 'owner' },
      owner.headers,
    );
    expect(response.statusCode).toBe(400);
  });

  it('is refused to a member (403), a viewer (403), another tenant (404) and when signed out (401)', async () => {
    const member = await createMember(ctx.app, project, 'member');
    const viewer = await createMember(ctx.app, project, 'viewer');
    const elsewhere = await createProject(ctx.app);
    const otherOwner = await createMember(ctx.app, elsewhere, 'owner');
    const body = { email: addressAt(project), role: 'member' };
    const forMember = await inviteAsOwner(project, body, member.headers);
    expect(forMember.statusCode).toBe(403);
    expect(forMember.json()).toEqual({ error: INVITATION_MESSAGES.ownerOnly, code: 'forbidden' });
    expect((await inviteAsOwner(project, body, viewer.headers)).statusCode).toBe(403);
    expect((await inviteAsOwner(project, body, otherOwner.headers)).statusCode).toBe(404);
    expect(
      (await inviteAsOwner(project, body, { origin: ctx.config.publicSiteUrl } as Headers))
        .statusCode,
    ).toBe(401);
    for (const user of [member, viewer]) {
      const list = await ctx.app.inject({
        method: 'GET',
        url: `/api/projects/${project.id}/invitations`,
        headers: user.headers,
      });
      expect(list.statusCode).toBe(403);
    }
    // Not the administrator's routes either.
    expect((await inviteAsAdmin(project, body, owner.headers)).statusCode).toBe(403);
    expect(await storedInvitationMail()).toEqual([]);
  });

  it("cannot resend or revoke another project's invitation through their own project", async () => {
    const elsewhere = await createProject(ctx.app);
    const { id } = (
      await inviteAsAdmin(elsewhere, { email: addressAt(elsewhere), role: 'member' })
    ).json<PendingInvitation>();
    for (const [method, suffix] of [
      ['POST', '/resend'],
      ['DELETE', ''],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url: `/api/projects/${project.id}/invitations/${id}${suffix}`,
        headers: owner.headers,
      });
      expect(response.statusCode).toBe(404);
    }
    const [row] = await ctx.database.db.select().from(invitations).where(eq(invitations.id, id));
    expect(row!.revokedAt).toBeNull();
  });
});

describe('the limits on invitation mails', () => {
  it('sends one address 3 an hour, a resend counting, from an owner or an administrator; another address still gets its own', async () => {
    const project = await createProject(ctx.app);
    const owner = await createMember(ctx.app, project, 'owner');
    const email = addressAt(project);
    let id = 0;
    for (let sent = 0; sent < 3; sent++) {
      const invited = await inviteAsOwner(project, { email, role: 'member' }, owner.headers);
      expect(invited.statusCode, invited.body).toBe(201);
      id = invited.json<PendingInvitation>().id;
    }
    const wait = refusedAsTooMany(
      await inviteAsOwner(project, { email, role: 'member' }, owner.headers),
    );
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    refusedAsTooMany(await resendAsOwner(project, id, owner.headers));
    // The administrator is limited per address too.
    refusedAsTooMany(await inviteAsAdmin(project, { email, role: 'member' }));
    expect(await storedInvitationMail()).toHaveLength(3);

    const other = addressAt(project);
    expect(
      (await inviteAsOwner(project, { email: other, role: 'member' }, owner.headers)).statusCode,
    ).toBe(201);
  });

  it("sends a project owner's invitations to 100 addresses a day, not an administrator's", async () => {
    const project = await createProject(ctx.app);
    const owner = await createMember(ctx.app, project, 'owner');
    for (let sent = 0; sent < 100; sent++) {
      const invited = await inviteAsOwner(
        project,
        { email: addressAt(project), role: 'member' },
        owner.headers,
      );
      expect(invited.statusCode, invited.body).toBe(201);
    }
    const wait = refusedAsTooMany(
      await inviteAsOwner(project, { email: addressAt(project), role: 'member' }, owner.headers),
    );
    expect(wait).toBeGreaterThan(86_000);
    expect(wait).toBeLessThanOrEqual(86_400);

    for (let sent = 0; sent < 101; sent++) {
      const invited = await inviteAsAdmin(project, { email: addressAt(project), role: 'member' });
      expect(invited.statusCode, invited.body).toBe(201);
    }
  });

  it("counts no refused request: another tenant's, a member's address, an administrator's invitation", async () => {
    const project = await createProject(ctx.app);
    const owner = await createMember(ctx.app, project, 'owner');
    const elsewhere = await createProject(ctx.app);
    const otherOwner = await createMember(ctx.app, elsewhere, 'owner');
    const email = addressAt(project);
    const { id } = (
      await inviteAsOwner(project, { email, role: 'member' }, owner.headers)
    ).json<PendingInvitation>();
    for (let tried = 0; tried < 3; tried++) {
      expect((await resendAsOwner(elsewhere, id, otherOwner.headers)).statusCode).toBe(404);
      expect((await resendAsOwner(project, id, otherOwner.headers)).statusCode).toBe(404);
    }
    expect((await resendAsOwner(project, id, owner.headers)).statusCode).toBe(200);
    expect((await resendAsOwner(project, id, owner.headers)).statusCode).toBe(200);

    const member = await createMember(ctx.app, project);
    const adminInvited = addressAt(project);
    await inviteAsAdmin(project, { email: adminInvited, role: 'owner' });
    for (let tried = 0; tried < 4; tried++) {
      const body = { email: member.email, role: 'viewer' };
      expect((await inviteAsOwner(project, body, owner.headers)).statusCode).toBe(409);
      const over = { email: adminInvited, role: 'viewer' };
      expect((await inviteAsOwner(project, over, owner.headers)).statusCode).toBe(409);
    }
  });
});

describe("an administrator's invitation", () => {
  it('is not renewed, resent or revoked by the owner (409), and stays as the administrator made it', async () => {
    const project = await createProject(ctx.app);
    const owner = await createMember(ctx.app, project, 'owner');
    const email = addressAt(project);
    const { id } = (
      await inviteAsAdmin(project, { email, role: 'owner' })
    ).json<PendingInvitation>();
    const token = await invitationTokenOf(ctx.app, email);

    for (const refused of [
      await inviteAsOwner(project, { email, role: 'viewer' }, owner.headers),
      await resendAsOwner(project, id, owner.headers),
      await revokeAsOwner(project, id, owner.headers),
    ]) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toEqual({
        error: 'An administrator has already invited this address',
        code: 'conflict',
      });
    }
    expect(await lookup(token)).toMatchObject({ state: 'pending', role: 'owner' });
    const [row] = await ctx.database.db.select().from(invitations).where(eq(invitations.id, id));
    expect(row).toMatchObject({ role: 'owner', invitedBy: admin.userId, revokedAt: null });
    expect(await storedInvitationMail()).toHaveLength(1);

    // The administrator's resend keeps it theirs; the administrator may revoke it.
    const resent = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/invitations/${id}/resend`,
      headers: admin.headers,
    });
    expect(resent.statusCode).toBe(200);
    expect((await revokeAsOwner(project, id, owner.headers)).statusCode).toBe(409);
    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/invitations/${id}`,
      headers: admin.headers,
    });
    expect(revoked.statusCode).toBe(204);
  });
});
