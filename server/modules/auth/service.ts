/**
 * Account rules: who may create an account (the allowed-domain rule), who is an
 * administrator, and the one application user row per identity.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { emailDomain } from '../../../common/auth/accounts.ts';
import type { CheckDomainResponse } from '../../../common/auth/contract.ts';
import { AUTH_MESSAGES } from '../../../common/auth/messages.ts';
import type { Database } from '../../db/client.ts';
import { firmAnalysts, projects, users } from '../../db/schema/index.ts';

export function isAdminEmail(adminEmails: readonly string[], email: string): boolean {
  return adminEmails.includes(email.trim().toLowerCase());
}

/**
 * An email may create an account (docs/product.md#accounts) when its domain is an allowed
 * domain of an active project, or when it is an administrator address; and (decision 099)
 * an analyst's.
 */
export async function isSignUpAllowed(
  db: Database,
  adminEmails: readonly string[],
  email: string,
): Promise<boolean> {
  if (isAdminEmail(adminEmails, email)) return true;
  const domain = emailDomain(email);
  if (!domain) return false;
  const [match] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.status, 'active'), sql`${domain} = any(${projects.allowedDomains})`))
    .limit(1);
  return match !== undefined || (await isAnalystEmail(db, email));
}

export async function isAnalystEmail(db: Database, email: string): Promise<boolean> {
  const [analyst] = await db
    .select({ id: firmAnalysts.id })
    .from(firmAnalysts)
    .where(eq(firmAnalysts.email, email.trim().toLowerCase()));
  return analyst !== undefined;
}

/**
 * GET /api/check-domain: the sign-up form's pre-check. Every address at an administrator's
 * or an analyst's domain answers allowed, so the answer never tells which address is theirs;
 * the sign-up hooks (isSignUpAllowed) stay the authority.
 */
export async function checkDomain(
  db: Database,
  adminEmails: readonly string[],
  email: string,
): Promise<CheckDomainResponse> {
  const domain = emailDomain(email);
  const atAdminDomain = domain !== '' && adminEmails.some((admin) => emailDomain(admin) === domain);
  const allowed =
    atAdminDomain ||
    (await isAnalystDomain(db, domain)) ||
    (await isSignUpAllowed(db, adminEmails, email));
  return {
    allowed,
    message: allowed ? AUTH_MESSAGES.domainAllowed : AUTH_MESSAGES.domainNotAuthorized,
  };
}

async function isAnalystDomain(db: Database, domain: string): Promise<boolean> {
  if (!domain) return false;
  const [analyst] = await db
    .select({ id: firmAnalysts.id })
    .from(firmAnalysts)
    .where(sql`split_part(${firmAnalysts.email}, '@', 2) = ${domain}`)
    .limit(1);
  return analyst !== undefined;
}

/**
 * Creates the application user row of an identity (users.authUserId links the two) unless
 * it exists; returns its id. Safe to call twice or concurrently.
 */
export async function ensureAppUser(
  db: Database,
  identity: { id: string; email: string; name?: string | null },
): Promise<number> {
  const displayName = identity.name?.trim() || null;
  const [inserted] = await db
    .insert(users)
    .values({ authUserId: identity.id, email: identity.email.toLowerCase(), displayName })
    .onConflictDoNothing({ target: users.authUserId })
    .returning({ id: users.id });
  if (inserted) return inserted.id;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.authUserId, identity.id));
  if (!existing) throw new Error(`No application user for identity ${identity.id}`);
  return existing.id;
}

/** Keeps the application row's copy of the display name in step with the identity's. */
export async function syncAppUserName(db: Database, authUserId: string, name: string | null) {
  await db
    .update(users)
    .set({ displayName: name?.trim() || null })
    .where(eq(users.authUserId, authUserId));
}

/** An administrator deactivated the identity's account (decision 096): it gets no session. */
export async function isDeactivated(db: Database, authUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.authUserId, authUserId), isNotNull(users.deactivatedAt)));
  return row !== undefined;
}
