/**
 * The identity library's calls the audit trail records (decision 098): sign-ins, password
 * resets and changes, two-factor changes, each with its outcome. They happen inside the
 * library, so each is recorded right after the call answers, not in its transaction.
 */
import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { AuditAction } from '../../../common/audit/actions.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';

const AUDITED_PATHS: Record<string, AuditAction> = {
  '/sign-in/email': 'auth.sign_in',
  '/two-factor/verify-totp': 'auth.sign_in',
  '/two-factor/verify-backup-code': 'auth.sign_in',
  '/callback/:id': 'auth.sign_in',
  '/reset-password': 'auth.password_reset',
  '/change-password': 'auth.password_changed',
  '/two-factor/enable': 'auth.two_factor_enabled',
  '/two-factor/disable': 'auth.two_factor_disabled',
};

interface IdentityUser {
  id: string;
  email: string;
}

/** What an after-hook sees of the call (better-auth's middleware context). */
export interface AuthCall {
  path: string;
  body?: unknown;
  headers?: Headers | undefined;
  context: {
    returned?: unknown;
    newSession?: { user: IdentityUser } | null;
    session?: { user: IdentityUser } | null;
  };
}

export async function recordAuthCall(db: Database, call: AuthCall): Promise<void> {
  let action = AUDITED_PATHS[call.path];
  if (!action) return;
  const { returned, newSession, session } = call.context;
  // Confirming a code while signed in finishes setting up two-factor; without a session
  // it is a sign-in's second step.
  if (call.path === '/two-factor/verify-totp' && session && !newSession) {
    action = 'auth.two_factor_enabled';
  }
  const user = newSession?.user ?? session?.user ?? null;
  const givenEmail = (call.body as { email?: unknown } | undefined)?.email;
  const email =
    user?.email ?? (typeof givenEmail === 'string' ? givenEmail.trim().toLowerCase() : null);
  const [appUser] = user
    ? await db.select({ id: users.id }).from(users).where(eq(users.authUserId, user.id))
    : [];
  const refused = isAPIError(returned);
  await recordAudit(
    db,
    {
      userId: appUser?.id ?? null,
      email,
      ip: call.headers?.get('x-forwarded-for') ?? null,
    },
    {
      action,
      target: { type: 'account', id: appUser?.id ?? null },
      after: refused
        ? { outcome: 'refused', reason: String(returned.body?.code ?? returned.status) }
        : { outcome: 'succeeded', via: call.path },
    },
  );
}
