/**
 * Who is calling: the session cookie resolved to the application user
 * and, for project-scoped requests, their membership of that project, in ONE query.
 * This is the hot path of every authenticated request (docs/architecture.md, "Auth").
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { parseCookies } from 'better-auth/cookies';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { MemberRole, ProjectStatus } from '../../../common/constants.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Database } from '../../db/client.ts';
import {
  analystAssignments,
  authSessions,
  authUsers,
  firmAnalysts,
  projectMembers,
  projects,
  users,
} from '../../db/schema/index.ts';
import { ReadCache } from '../../lib/read-cache.ts';
import { ensureAppUser, isAdminEmail } from './service.ts';

/** The signed-in user behind a request. */
export interface Caller {
  /** users.id: what every product table references. */
  userId: number;
  /** The identity library's user id (auth_users.id). */
  authUserId: string;
  email: string;
  displayName: string | null;
  /** The email is one of ADMIN_EMAILS. */
  isAdmin: boolean;
  /** The email is one of the firm's analysts (firm_analysts; decision 099). */
  isAnalyst: boolean;
  /** The address was proven by a verification link, an invitation or Google (issue 22). */
  emailVerified: boolean;
  /** Time-based codes are set up: required of administrators (issue 22). */
  twoFactorEnabled: boolean;
}

/** The caller's membership of one project. */
export interface ProjectAccess {
  projectId: number;
  role: MemberRole;
  status: ProjectStatus;
}

export interface ResolvedCaller {
  caller: Caller;
  /** Set when a project was asked for and the caller is a member of it. */
  access: ProjectAccess | null;
  /** A project was asked for and the caller is an analyst assigned to it. */
  assigned: boolean;
}

interface CallerRow {
  authUserId: string;
  userId: number | null;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  isAnalyst: boolean;
  assigned?: boolean;
  role?: MemberRole | null;
  status?: ProjectStatus | null;
}

/**
 * How long a resolved session and membership may be reused. A write to sessions, users,
 * memberships or projects drops them at once through the change feed; the TTL bounds how
 * long a missed notification could keep a revoked session or membership working.
 */
const CALLER_CACHE_TTL_MS = 1000;
const CALLER_CACHE_MAX_ENTRIES = 10_000;

export interface SessionReaderOptions {
  db: Database;
  /** Writes by any process to the tables a resolved caller depends on. */
  changes: ChangeFeed;
  secret: string;
  /** The session cookie's name (better-auth's, with its __Secure- prefix in production). */
  cookieName: string;
  adminEmails: readonly string[];
}

export class SessionReader {
  readonly #db: Database;
  readonly #secret: string;
  readonly #cookieName: string;
  readonly #adminEmails: readonly string[];
  readonly #withProject;
  readonly #withoutProject;
  readonly #cache: ReadCache<ResolvedCaller | null>;

  constructor({ db, changes, secret, cookieName, adminEmails }: SessionReaderOptions) {
    this.#db = db;
    this.#secret = secret;
    this.#cookieName = cookieName;
    this.#adminEmails = adminEmails;
    this.#cache = new ReadCache(changes, {
      ttlMs: CALLER_CACHE_TTL_MS,
      maxEntries: CALLER_CACHE_MAX_ENTRIES,
    });
    changes.subscribe((change) => {
      if (change === null || change === 'access') this.#cache.invalidate();
    });
    const token = sql.placeholder('token');
    const projectId = sql.placeholder('projectId');
    // A deactivated account's sessions are deleted with the deactivation; a session a sign-in
    // created at that very moment is refused here all the same (decision 096).
    const liveSession = and(
      eq(authSessions.token, token),
      gt(authSessions.expiresAt, sql`now()`),
      isNull(users.deactivatedAt),
    );
    const callerColumns = {
      authUserId: authSessions.userId,
      userId: users.id,
      email: users.email,
      displayName: users.displayName,
      emailVerified: authUsers.emailVerified,
      twoFactorEnabled: authUsers.twoFactorEnabled,
      isAnalyst: sql<boolean>`${firmAnalysts.id} is not null`,
    };
    this.#withoutProject = db
      .select(callerColumns)
      .from(authSessions)
      .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
      .leftJoin(users, eq(users.authUserId, authSessions.userId))
      .leftJoin(firmAnalysts, eq(firmAnalysts.email, users.email))
      .where(liveSession)
      .prepare('caller_by_session');
    this.#withProject = db
      .select({
        ...callerColumns,
        role: projectMembers.role,
        status: projects.status,
        assigned: sql<boolean>`${analystAssignments.projectId} is not null`,
      })
      .from(authSessions)
      .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
      .leftJoin(users, eq(users.authUserId, authSessions.userId))
      .leftJoin(firmAnalysts, eq(firmAnalysts.email, users.email))
      .leftJoin(
        analystAssignments,
        and(
          eq(analystAssignments.analystId, firmAnalysts.id),
          eq(analystAssignments.projectId, projectId),
        ),
      )
      .leftJoin(
        projectMembers,
        and(eq(projectMembers.userId, users.id), eq(projectMembers.projectId, projectId)),
      )
      .leftJoin(projects, eq(projects.id, projectMembers.projectId))
      .where(liveSession)
      .prepare('caller_by_session_and_project');
  }

  /**
   * The session token of a request: from the signed, HttpOnly session cookie only. No
   * bearer token is accepted (docs/decisions/080-session-token-never-in-javascript.md).
   */
  tokenOf(headers: IncomingHttpHeaders): string | null {
    const cookie = headers.cookie ? parseCookies(headers.cookie).get(this.#cookieName) : undefined;
    return cookie ? this.#verify(cookie) : null;
  }

  /**
   * The caller of a request (null when there is no valid session) and, when `projectId` is
   * given, their membership of that project. At most one database round trip, none when
   * the same session asked within the last second.
   */
  async resolve(headers: IncomingHttpHeaders, projectId?: number): Promise<ResolvedCaller | null> {
    const token = this.tokenOf(headers);
    if (!token) return null;
    return this.#cache.get(`${projectId ?? ''} ${token}`, () => this.#load(token, projectId));
  }

  async #load(token: string, projectId?: number): Promise<ResolvedCaller | null> {
    let row = await this.#row(token, projectId);
    if (row && (row.userId === null || row.email === null)) {
      // The identity exists without its application row (its creation hook failed): repair
      // it once and read again.
      await this.#repairAppUser(row.authUserId);
      row = await this.#row(token, projectId);
    }
    if (!row) return null;
    if (row.userId === null || row.email === null) {
      throw new Error(`No application user for identity ${row.authUserId} after its repair`);
    }
    const caller: Caller = {
      userId: row.userId,
      authUserId: row.authUserId,
      email: row.email,
      displayName: row.displayName,
      isAdmin: isAdminEmail(this.#adminEmails, row.email),
      isAnalyst: row.isAnalyst,
      emailVerified: row.emailVerified,
      twoFactorEnabled: row.twoFactorEnabled,
    };
    const access =
      projectId !== undefined && row.role && row.status
        ? { projectId, role: row.role, status: row.status }
        : null;
    return { caller, access, assigned: row.assigned === true };
  }

  async #row(token: string, projectId?: number): Promise<CallerRow | undefined> {
    const rows =
      projectId === undefined
        ? await this.#withoutProject.execute({ token })
        : await this.#withProject.execute({ token, projectId });
    return rows[0];
  }

  async #repairAppUser(authUserId: string) {
    const [identity] = await this.#db
      .select({ id: authUsers.id, email: authUsers.email, name: authUsers.name })
      .from(authUsers)
      .where(eq(authUsers.id, authUserId));
    if (!identity) throw new Error(`Session for a missing identity ${authUserId}`);
    await ensureAppUser(this.#db, identity);
  }

  /**
   * The value of a cookie signed the way better-call signs it, `value.base64(HMAC-SHA256)`,
   * or null. Checked here, synchronously, because the library only verifies inside its own
   * endpoints; caller.test.ts pins the format against the library's serializeSignedCookie.
   */
  #verify(signed: string): string | null {
    const dot = signed.lastIndexOf('.');
    if (dot < 1) return null;
    const value = signed.slice(0, dot);
    const signature = signed.slice(dot + 1);
    const expected = createHmac('sha256', this.#secret).update(value).digest('base64');
    const given = Buffer.from(signature);
    const wanted = Buffer.from(expected);
    return given.length === wanted.length && timingSafeEqual(given, wanted) ? value : null;
  }
}
