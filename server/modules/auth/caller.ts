/**
 * Who is calling: the session the identity library reads from the request's cookie
 * (`auth.api.getSession`), then the application user and, for project-scoped requests,
 * their membership of that project, in one query of ours. Nothing is cached: a signed-out,
 * expired or revoked session, a deactivated account, a removed membership or an archived
 * project counts from the very next request (docs/architecture.md, "Auth").
 */
import type { IncomingHttpHeaders } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import type { MemberRole, ProjectStatus } from '../../../common/projects/constants.ts';
import type { Database } from '../../db/client.ts';
import {
  analystAssignments,
  firmAnalysts,
  projectMembers,
  projects,
  users,
} from '../../db/schema/index.ts';
import type { Auth } from './auth.ts';
import { ensureAppUser } from './service.ts';

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
  /** The address was proven by a verification link, an invitation or Google. */
  emailVerified: boolean;
  /** Time-based codes are set up: required of administrators. */
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

export interface SessionReaderOptions {
  auth: Auth;
  db: Database;
}

export class SessionReader {
  readonly #auth: Auth;
  readonly #db: Database;
  readonly #appUser;

  constructor({ auth, db }: SessionReaderOptions) {
    this.#auth = auth;
    this.#db = db;
    const projectId = sql.placeholder('projectId');
    this.#appUser = db
      .select({
        userId: users.id,
        email: users.email,
        displayName: users.displayName,
        deactivated: sql<boolean>`${users.deactivatedAt} is not null`,
        role: projectMembers.role,
        status: projects.status,
        assigned: sql<boolean>`${analystAssignments.projectId} is not null`,
      })
      .from(users)
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
      .where(eq(users.authUserId, sql.placeholder('authUserId')))
      .prepare('caller_by_identity');
  }

  /**
   * The caller of a request (null when it has no live session) and, when `projectId` is
   * given, their membership of that project. The session comes from the signed, HttpOnly
   * cookie only: no bearer token is accepted (docs/decisions/080). Reading it never extends
   * it; the portal's own `get-session` does (once per visit).
   */
  async resolve(headers: IncomingHttpHeaders, projectId?: number): Promise<ResolvedCaller | null> {
    if (!headers.cookie) return null;
    const session = await this.#auth.api.getSession({
      headers: new Headers({ cookie: headers.cookie }),
      query: { disableRefresh: true },
    });
    if (!session) return null;
    const { user } = session;
    const read = () => this.#appUser.execute({ authUserId: user.id, projectId: projectId ?? null });
    let [row] = await read();
    if (!row) {
      // The identity exists without its application row (its creation hook failed): repair
      // it once and read again.
      await ensureAppUser(this.#db, user);
      [row] = await read();
      if (!row) throw new Error(`No application user for identity ${user.id} after its repair`);
    }
    // A deactivated account's sessions are deleted with the deactivation; a session a sign-in
    // created at that very moment is refused here all the same (decision 096).
    if (row.deactivated) return null;
    const caller: Caller = {
      userId: row.userId,
      authUserId: user.id,
      email: row.email,
      displayName: row.displayName,
      isAdmin: user.isAdmin,
      isAnalyst: user.isAnalyst,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
    };
    const access =
      projectId !== undefined && row.role && row.status
        ? { projectId, role: row.role, status: row.status }
        : null;
    return { caller, access, assigned: row.assigned };
  }
}
