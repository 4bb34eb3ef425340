/**
 * Deactivating and reactivating a user (decision 096). A deactivated
 * account keeps everything it made and every membership; it loses its sessions at once and
 * gets no new one (the identity library's session hook, auth.ts), and a session that
 * outlived the mark is refused (caller.ts reads `deactivated_at`).
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AdminUser } from '../../../common/projects/contract.ts';
import { ADMIN_MESSAGES, DEACTIVATION_MESSAGES } from '../../../common/admin/messages.ts';
import type { Database } from '../../db/client.ts';
import { authSessions, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { isAdminEmail, type Caller } from '../auth/index.ts';
import { revokeInvitationsSentBy } from '../invitations/index.ts';
import { getAdminUser } from './service.ts';

/**
 * Deactivates the user, in one transaction: the mark (when and by whom), every session
 * deleted, the pending invitations they sent revoked. An account already deactivated is
 * left as it is (200, the first mark kept). The administrator's own account and every
 * ADMIN_EMAILS address are refused (400): administrators are managed there.
 */
export async function deactivateUser(
  db: Database,
  adminEmails: readonly string[],
  admin: Caller,
  userId: number,
  actor: AuditActor,
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ authUserId: users.authUserId, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new AppError('not_found', ADMIN_MESSAGES.userNotFound);
    if (userId === admin.userId) {
      throw new AppError('bad_request', DEACTIVATION_MESSAGES.cannotDeactivateSelf);
    }
    if (isAdminEmail(adminEmails, user.email)) {
      throw new AppError('bad_request', DEACTIVATION_MESSAGES.cannotDeactivateAdmin);
    }
    const [marked] = await tx
      .update(users)
      .set({ deactivatedAt: sql`now()`, deactivatedBy: admin.email })
      .where(and(eq(users.id, userId), isNull(users.deactivatedAt)))
      .returning({ id: users.id });
    if (marked) {
      await tx.delete(authSessions).where(eq(authSessions.userId, user.authUserId));
      await revokeInvitationsSentBy(tx, userId);
      await recordAudit(tx, actor, {
        action: 'user.deactivated',
        target: { type: 'user', id: userId },
        after: { email: user.email },
      });
    }
    return getAdminUser(tx, userId);
  });
}

/** Lets the user sign in again; an active account is left as it is (200). */
export async function reactivateUser(
  db: Database,
  userId: number,
  actor: AuditActor,
): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    const [reactivated] = await tx
      .update(users)
      .set({ deactivatedAt: null, deactivatedBy: null })
      .where(and(eq(users.id, userId), isNotNull(users.deactivatedAt)))
      .returning({ email: users.email });
    if (reactivated) {
      await recordAudit(tx, actor, {
        action: 'user.reactivated',
        target: { type: 'user', id: userId },
        after: { email: reactivated.email },
      });
    }
  });
  return getAdminUser(db, userId);
}
