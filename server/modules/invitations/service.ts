/**
 * Invitations (docs/decisions/090-invitations.md): an administrator or a
 * project's owner invites an address at one of the project's allowed domains; the invitee's
 * link signs them up or in and accepts once. Only the SHA-256 of a link's token is stored.
 * Every mail is an outbox row inserted in the transaction of the change that causes it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, not, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MemberRole } from '../../../common/projects/constants.ts';
import type {
  AcceptedInvitation,
  InvitationLookup,
  InvitationProblem,
  PendingInvitation,
} from '../../../common/invitations/contract.ts';
import { INVITATION_MESSAGES } from '../../../common/invitations/messages.ts';
import { PROJECT_MESSAGES } from '../../../common/projects/messages.ts';
import type { AppConfig } from '../../config.ts';
import type { Database, DatabaseTransaction } from '../../db/client.ts';
import { authUsers, invitations, projectMembers, projects, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { auditActorOf, recordAudit, type AuditActor } from '../audit/index.ts';
import { callerOf, enforceRateLimits, type Caller } from '../auth/index.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { invitationAcceptedMail, invitationMail, invitationUrl, queueMail } from '../mail/index.ts';

const INVITATION_VALIDITY_DAYS = 7;

/** Invitation mails (a resend counts): per address an hour, per project owner a day. */
const MAILS_PER_ADDRESS = { max: 3, windowMs: 60 * 60_000 };
const MAILS_PER_OWNER = { max: 100, windowMs: 24 * 60 * 60_000 };

const validUntil = sql`now() + make_interval(days => ${INVITATION_VALIDITY_DAYS})`;
const isPending = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** Who sends an invitation, as its mail names them, and as the audit trail records them. */
export interface Inviter {
  userId: number;
  name: string;
  actor: AuditActor;
  /** An administrator: may change any invitation, and is limited per address only. */
  isAdmin: boolean;
  /** Counts one invitation mail to `email` against the limits: over one, a 429. */
  countMail(email: string): Promise<void>;
}

export function inviterOf(request: FastifyRequest, reply: FastifyReply): Inviter {
  const caller = callerOf(request);
  return {
    userId: caller.userId,
    name: caller.displayName ?? caller.email,
    actor: auditActorOf(request),
    isAdmin: caller.isAdmin,
    countMail(email) {
      // A digest, not the address, as the sign-in limits: the counters hold no addresses.
      const address = createHash('sha256').update(email.toLowerCase()).digest('base64url');
      const checks = [{ key: `invitation:address:${address}`, ...MAILS_PER_ADDRESS }];
      if (!caller.isAdmin) {
        checks.push({ key: `invitation:owner:${caller.userId}`, ...MAILS_PER_OWNER });
      }
      return enforceRateLimits(
        request.server.rateLimitCounter,
        checks,
        reply,
        INVITATION_MESSAGES.tooMany,
      );
    },
  };
}

/** Which invitations a call may touch: any (the administrator), or one project's (its owner). */
export type Scope = { projectId: number } | 'any';

const pendingColumns = {
  id: invitations.id,
  projectId: invitations.projectId,
  email: invitations.email,
  role: invitations.role,
  invitedBy: users.email,
  createdAt: invitations.createdAt,
  expiresAt: invitations.expiresAt,
  expired: sql<boolean>`${invitations.expiresAt} <= now()`,
};

type PendingRow = Omit<PendingInvitation, 'createdAt' | 'expiresAt'> & {
  createdAt: Date;
  expiresAt: Date;
};

function toPending(row: PendingRow): PendingInvitation {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

async function pendingById(
  db: Database | DatabaseTransaction,
  id: number,
): Promise<PendingInvitation> {
  const [row] = await db
    .select(pendingColumns)
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(eq(invitations.id, id));
  if (!row) throw new AppError('not_found', INVITATION_MESSAGES.notFound);
  return toPending(row);
}

/** The project's pending invitations (expired ones too), by address. */
export async function listPendingInvitations(
  db: Database,
  projectId: number,
): Promise<PendingInvitation[]> {
  const rows = await db
    .select(pendingColumns)
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.projectId, projectId), isPending))
    .orderBy(asc(invitations.email));
  return rows.map(toPending);
}

/**
 * Revokes the pending invitations a user sent (their deactivation, decision 096): a link
 * from an account that lost its access admits no one. Returns how many.
 */
export async function revokeInvitationsSentBy(db: Database, userId: number): Promise<number> {
  const revoked = await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(invitations.invitedBy, userId), isPending))
    .returning({ id: invitations.id });
  return revoked.length;
}

export function createInvitationService(
  db: Database,
  { publicSiteUrl: siteUrl, adminEmails }: Pick<AppConfig, 'publicSiteUrl' | 'adminEmails'>,
  jobs: Jobs,
) {
  const mailOf = (
    invitation: { email: string; role: MemberRole },
    project: { name: string },
    inviter: Inviter,
    token: string,
  ) =>
    invitationMail({
      to: invitation.email,
      inviter: inviter.name,
      projectName: project.name,
      role: invitation.role,
      url: invitationUrl(siteUrl, token),
    });

  /** An administrator's invitation: whoever sent it last has an ADMIN_EMAILS address. */
  const madeByAdmin = sql<boolean>`exists (
    select 1 from ${users}
    where ${users.id} = ${invitations.invitedBy} and ${inArray(users.email, adminEmails)}
  )`;

  /** What `inviter` may renew or revoke: an administrator, any; an owner, no admin's. */
  const changeableBy = (inviter: Inviter) => (inviter.isAdmin ? undefined : not(madeByAdmin));

  function refuseOverAdmin(invitation: { madeByAdmin: boolean }, inviter: Inviter) {
    if (invitation.madeByAdmin && !inviter.isAdmin) {
      throw new AppError('conflict', INVITATION_MESSAGES.adminInvited);
    }
  }

  /*
   * Invite and resend check the request, then count its mail (a refused request costs no
   * quota), then write in a transaction. Not counted inside it: on PostgreSQL the counter
   * takes a connection of its own while the transaction holds one. The writes' own
   * conditions refuse an administrator's invitation made in between.
   */

  /**
   * Invites `email` to the project with `role`; an address with a pending invitation gets it
   * renewed (new link, new 7 days, the mail again), as a resend does.
   */
  async function invite(
    projectId: number,
    input: { email: string; role: MemberRole },
    inviter: Inviter,
  ): Promise<PendingInvitation> {
    const [project] = await db
      .select({ name: projects.name, domains: projects.allowedDomains, status: projects.status })
      .from(projects)
      .where(eq(projects.id, projectId));
    if (!project) throw new AppError('not_found', PROJECT_MESSAGES.notFound);
    if (project.status !== 'active') {
      throw new AppError('forbidden', PROJECT_MESSAGES.archivedReadOnly);
    }
    const domain = input.email.slice(input.email.lastIndexOf('@') + 1);
    if (!project.domains.includes(domain)) {
      throw new AppError(
        'bad_request',
        INVITATION_MESSAGES.domainNotAllowed(input.email, project.domains),
      );
    }
    const [member] = await db
      .select({ id: projectMembers.id })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(and(eq(projectMembers.projectId, projectId), eq(users.email, input.email)));
    if (member) throw new AppError('conflict', INVITATION_MESSAGES.alreadyMember(input.email));
    const [pending] = await db
      .select({ madeByAdmin })
      .from(invitations)
      .where(
        and(eq(invitations.projectId, projectId), eq(invitations.email, input.email), isPending),
      );
    if (pending) refuseOverAdmin(pending, inviter);
    await inviter.countMail(input.email);

    return db.transaction(async (tx) => {
      const { token, tokenHash } = newToken();
      const [row] = await tx
        .insert(invitations)
        .values({
          projectId,
          email: input.email,
          role: input.role,
          tokenHash,
          invitedBy: inviter.userId,
          expiresAt: validUntil,
        })
        .onConflictDoUpdate({
          target: [invitations.projectId, invitations.email],
          targetWhere: isPending,
          set: {
            role: input.role,
            tokenHash,
            invitedBy: inviter.userId,
            createdAt: sql`now()`,
            expiresAt: validUntil,
          },
          setWhere: changeableBy(inviter),
        })
        .returning({ id: invitations.id });
      if (!row) throw new AppError('conflict', INVITATION_MESSAGES.adminInvited);
      await queueMail(jobs, tx, [mailOf(input, project, inviter, token)]);
      await recordAudit(tx, inviter.actor, {
        action: 'invitation.sent',
        target: { type: 'invitation', id: row.id },
        projectId,
        after: { email: input.email, role: input.role },
      });
      return pendingById(tx, row.id);
    });
  }

  const listPending = (projectId: number) => listPendingInvitations(db, projectId);

  const inScope = (id: number, scope: Scope) =>
    scope === 'any'
      ? and(eq(invitations.id, id), isPending)
      : and(eq(invitations.id, id), eq(invitations.projectId, scope.projectId), isPending);

  /** The pending invitation `id` in scope that `inviter` may change: else a 404 or a 409. */
  async function changeable(id: number, scope: Scope, inviter: Inviter) {
    const [row] = await db
      .select({
        email: invitations.email,
        project: projects.name,
        status: projects.status,
        madeByAdmin,
      })
      .from(invitations)
      .innerJoin(projects, eq(projects.id, invitations.projectId))
      .where(inScope(id, scope));
    if (!row) throw new AppError('not_found', INVITATION_MESSAGES.notFound);
    refuseOverAdmin(row, inviter);
    return row;
  }

  /** A new link and 7 more days for a pending invitation; the old link stops working. */
  async function resend(id: number, scope: Scope, inviter: Inviter): Promise<PendingInvitation> {
    const invitation = await changeable(id, scope, inviter);
    if (invitation.status !== 'active') {
      throw new AppError('forbidden', PROJECT_MESSAGES.archivedReadOnly);
    }
    await inviter.countMail(invitation.email);

    return db.transaction(async (tx) => {
      const { token, tokenHash } = newToken();
      const [row] = await tx
        .update(invitations)
        .set({ tokenHash, invitedBy: inviter.userId, expiresAt: validUntil })
        .where(and(inScope(id, scope), changeableBy(inviter)))
        .returning({
          email: invitations.email,
          role: invitations.role,
          projectId: invitations.projectId,
        });
      if (!row) throw new AppError('not_found', INVITATION_MESSAGES.notFound);
      await queueMail(jobs, tx, [mailOf(row, { name: invitation.project }, inviter, token)]);
      await recordAudit(tx, inviter.actor, {
        action: 'invitation.resent',
        target: { type: 'invitation', id },
        projectId: row.projectId,
        after: { email: row.email, role: row.role },
      });
      return pendingById(tx, id);
    });
  }

  async function revoke(id: number, scope: Scope, inviter: Inviter): Promise<void> {
    await changeable(id, scope, inviter);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(invitations)
        .set({ revokedAt: sql`now()` })
        .where(and(inScope(id, scope), changeableBy(inviter)))
        .returning({ projectId: invitations.projectId, email: invitations.email });
      if (!row) throw new AppError('not_found', INVITATION_MESSAGES.notFound);
      await recordAudit(tx, inviter.actor, {
        action: 'invitation.revoked',
        target: { type: 'invitation', id },
        projectId: row.projectId,
        before: { email: row.email },
      });
    });
  }

  const problem = (state: InvitationProblem) =>
    ({ state, message: INVITATION_MESSAGES[state] }) as const;

  function stateOf(row: { acceptedAt: Date | null; revokedAt: Date | null; expired: boolean }) {
    if (row.revokedAt) return 'revoked';
    if (row.acceptedAt) return 'accepted';
    if (row.expired) return 'expired';
    return 'pending';
  }

  const byToken = {
    id: invitations.id,
    projectId: invitations.projectId,
    email: invitations.email,
    role: invitations.role,
    invitedBy: invitations.invitedBy,
    expiresAt: invitations.expiresAt,
    acceptedAt: invitations.acceptedAt,
    revokedAt: invitations.revokedAt,
    expired: sql<boolean>`${invitations.expiresAt} <= now()`,
  };

  /** What the link's page shows: the invitation, or why it cannot be used. */
  async function lookup(token: string): Promise<InvitationLookup> {
    const [row] = await db
      .select({
        ...byToken,
        projectName: projects.name,
        accountExists: sql<boolean>`exists (select 1 from ${users} where ${users.email} = ${invitations.email})`,
      })
      .from(invitations)
      .innerJoin(projects, eq(projects.id, invitations.projectId))
      .where(eq(invitations.tokenHash, hashToken(token)));
    if (!row) return problem('unknown');
    const state = stateOf(row);
    if (state !== 'pending') return problem(state);
    return {
      state,
      projectId: row.projectId,
      projectName: row.projectName,
      role: row.role,
      email: row.email,
      accountExists: row.accountExists,
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  /**
   * Accepts once, in one transaction: the invitation row is locked, so of two concurrent
   * accepts the second sees it used. The membership gets the invitation's role, the address
   * counts as verified (the link proved it), and the inviter is told.
   */
  async function accept(
    caller: Caller,
    token: string,
    actor: AuditActor,
  ): Promise<AcceptedInvitation> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select(byToken)
        .from(invitations)
        .where(eq(invitations.tokenHash, hashToken(token)))
        .for('update');
      if (!row) throw new AppError('not_found', INVITATION_MESSAGES.unknown);
      const state = stateOf(row);
      if (state !== 'pending') throw new AppError('conflict', INVITATION_MESSAGES[state]);
      if (row.email !== caller.email.toLowerCase()) {
        throw new AppError('forbidden', INVITATION_MESSAGES.wrongAccount(row.email));
      }
      const [project] = await tx
        .select({ id: projects.id, name: projects.name, status: projects.status })
        .from(projects)
        .where(eq(projects.id, row.projectId));
      if (project?.status !== 'active') {
        throw new AppError('forbidden', PROJECT_MESSAGES.archivedReadOnly);
      }

      await tx
        .update(invitations)
        .set({ acceptedAt: sql`now()`, acceptedBy: caller.userId })
        .where(and(eq(invitations.id, row.id), isPending, gt(invitations.expiresAt, sql`now()`)));
      await tx
        .insert(projectMembers)
        .values({ userId: caller.userId, projectId: project.id, role: row.role })
        .onConflictDoUpdate({
          target: [projectMembers.userId, projectMembers.projectId],
          set: { role: row.role },
        });
      await tx
        .update(authUsers)
        .set({ emailVerified: true })
        .where(eq(authUsers.id, caller.authUserId));
      await recordAudit(tx, actor, {
        action: 'invitation.accepted',
        target: { type: 'invitation', id: row.id },
        projectId: project.id,
        after: { role: row.role },
      });
      if (row.invitedBy !== null) {
        const [inviter] = await tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, row.invitedBy));
        if (inviter) {
          await queueMail(jobs, tx, [
            invitationAcceptedMail({
              to: inviter.email,
              invitee: caller.displayName ?? caller.email,
              project,
              role: row.role,
              siteUrl,
            }),
          ]);
        }
      }
      return { projectId: project.id, projectName: project.name, role: row.role };
    });
  }

  return { invite, listPending, resend, revoke, lookup, accept };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
