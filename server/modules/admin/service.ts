/**
 * The administrator's operations: projects (list, create, edit, archive) and users with
 * their memberships (list, replace in one transaction).
 */
import { and, desc, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { MemberRole } from '../../../common/projects/constants.ts';
import {
  ADMIN_PROJECTS_PAGE_SIZE,
  ADMIN_USERS_PAGE_SIZE,
  type AdminProjectsQuery,
  type AdminProject,
  type AdminUser,
  type assignProjectsSchema,
  type createProjectSchema,
  type updateProjectSchema,
} from '../../../common/projects/contract.ts';
import { ADMIN_MESSAGES, CLOSE_MESSAGES } from '../../../common/admin/messages.ts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { authUsers, projectMembers, projects, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { likeContaining } from '../../lib/like.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';

type CreateProject = z.output<typeof createProjectSchema>;
type UpdateProject = z.output<typeof updateProjectSchema>;
type AssignProjects = z.output<typeof assignProjectsSchema>;

const projectColumns = {
  id: projects.id,
  name: projects.name,
  slug: projects.slug,
  allowedDomains: projects.allowedDomains,
  status: projects.status,
  createdAt: projects.createdAt,
  /** Kept by migration 0010's triggers: counting per request cost 50 ms at 2,000 projects. */
  memberCount: projects.memberCount,
};

type ProjectRow = {
  id: number;
  name: string;
  slug: string;
  allowedDomains: string[];
  status: AdminProject['status'];
  createdAt: Date;
  memberCount: number;
};

function toAdminProject(row: ProjectRow): AdminProject {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** A page of projects, newest first (contracts/projects.ts, `adminProjectsQuerySchema`). */
export async function listProjects(
  db: Database,
  { cursor, search, status }: Partial<AdminProjectsQuery> = {},
): Promise<AdminProject[]> {
  const contains = search && likeContaining(search);
  const rows = await db
    .select(projectColumns)
    .from(projects)
    .where(
      and(
        contains ? or(ilike(projects.name, contains), ilike(projects.slug, contains)) : undefined,
        status ? eq(projects.status, status) : undefined,
        cursor === undefined
          ? undefined
          : sql`(${projects.createdAt}, ${projects.id}) < (select cursor_project.created_at, cursor_project.id from ${projects} as cursor_project where cursor_project.id = ${cursor})`,
      ),
    )
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(ADMIN_PROJECTS_PAGE_SIZE);
  return rows.map(toAdminProject);
}

/** One project as the admin sees it, or a 404. */
export async function getProject(db: Database, id: number): Promise<AdminProject> {
  const [row] = await db.select(projectColumns).from(projects).where(eq(projects.id, id));
  if (!row) throw new AppError('not_found', ADMIN_MESSAGES.projectNotFound);
  return toAdminProject(row);
}

export async function createProject(
  db: Database,
  input: CreateProject,
  actor: AuditActor,
): Promise<AdminProject> {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(projects)
      .values({ name: input.name, slug: input.slug, allowedDomains: input.allowedDomains })
      .onConflictDoNothing({ target: projects.slug })
      .returning(projectColumns);
    if (!created) throw new AppError('conflict', ADMIN_MESSAGES.slugTaken(input.slug));
    await recordAudit(tx, actor, {
      action: 'project.created',
      target: { type: 'project', id: created.id },
      projectId: created.id,
      after: { name: created.name, slug: created.slug, allowedDomains: created.allowedDomains },
    });
    return created;
  });
  return toAdminProject(row);
}

/** What an edit of a project is called in the audit trail. */
function projectEditAction(before: ProjectRow, after: ProjectRow) {
  if (before.status === after.status) return 'project.edited' as const;
  return after.status === 'archived'
    ? ('project.archived' as const)
    : ('project.reactivated' as const);
}

/** The fields of `after` whose value differs from `before`'s, with both values. */
function changedFields(before: ProjectRow, after: ProjectRow) {
  const keys = (['name', 'allowedDomains', 'status'] as const).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/**
 * Changes a project's name, domains or status. The project guard reads the status on every
 * request: archiving stops its members' writes on their next one.
 */
export async function updateProject(
  db: Database,
  id: number,
  input: UpdateProject,
  actor: AuditActor,
): Promise<AdminProject> {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ ...projectColumns, closedAt: projects.closedAt })
      .from(projects)
      .where(eq(projects.id, id))
      .for('update');
    if (!before) throw new AppError('not_found', ADMIN_MESSAGES.projectNotFound);
    if (before.closedAt && input.status === 'active') {
      throw new AppError('conflict', CLOSE_MESSAGES.cannotReactivate);
    }
    const [after] = await tx
      .update(projects)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.allowedDomains !== undefined && { allowedDomains: input.allowedDomains }),
        ...(input.status !== undefined && { status: input.status }),
      })
      .where(eq(projects.id, id))
      .returning(projectColumns);
    await recordAudit(tx, actor, {
      action: projectEditAction(before, after!),
      target: { type: 'project', id },
      projectId: id,
      ...changedFields(before, after!),
    });
    return after!;
  });
  return toAdminProject(row);
}

/**
 * A user as the Users tab shows them, in one statement: their memberships come as one JSON
 * array per row (by project name), read through project_members_user_project_unique.
 */
const userColumns = {
  id: users.id,
  email: users.email,
  displayName: users.displayName,
  emailVerified: authUsers.emailVerified,
  createdAt: users.createdAt,
  deactivatedAt: users.deactivatedAt,
  deactivatedBy: users.deactivatedBy,
  projects: sql<AdminUser['projects']>`coalesce((
    select json_agg(json_build_object('id', ${projects.id}, 'name', ${projects.name}, 'role', ${projectMembers.role}) order by ${projects.name}, ${projects.id})
    from ${projectMembers} join ${projects} on ${projects.id} = ${projectMembers.projectId}
    where ${projectMembers.userId} = ${users.id}), '[]'::json)`,
};
/** The identity row behind each user: where its confirmed address is recorded. */
const withIdentity = eq(authUsers.id, users.authUserId);

type UserRow = {
  id: number;
  email: string;
  displayName: string | null;
  emailVerified: boolean;
  createdAt: Date;
  deactivatedAt: Date | null;
  deactivatedBy: string | null;
  projects: AdminUser['projects'];
};

function toAdminUser(row: UserRow): AdminUser {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    projectCount: row.projects.length,
  };
}

/**
 * A page of users, newest first, after the user `cursor` (keyset on (created_at, id), read
 * from the cursor's row in the same statement; users_created_id_idx).
 */
export async function listUsers(db: Database, cursor?: number): Promise<AdminUser[]> {
  const rows = await db
    .select(userColumns)
    .from(users)
    .innerJoin(authUsers, withIdentity)
    .where(
      cursor === undefined
        ? undefined
        : sql`(${users.createdAt}, ${users.id}) < (select cursor_user.created_at, cursor_user.id from ${users} as cursor_user where cursor_user.id = ${cursor})`,
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_USERS_PAGE_SIZE);
  return rows.map(toAdminUser);
}

/** One user as the admin sees it (read in `db`, which may be a transaction), or a 404. */
export async function getAdminUser(db: Database, userId: number): Promise<AdminUser> {
  const [user] = await db
    .select(userColumns)
    .from(users)
    .innerJoin(authUsers, withIdentity)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('not_found', ADMIN_MESSAGES.userNotFound);
  return toAdminUser(user);
}

/**
 * Replaces a user's memberships with exactly `projectIds`, in one transaction. Roles come
 * from `roles`, else the role the membership already has, else `member`. Concurrent
 * assignments for one user are serialised by locking the user's row.
 */
export async function setUserProjects(
  db: Database,
  userId: number,
  input: AssignProjects,
  actor: AuditActor,
): Promise<AdminUser> {
  const projectIds = [...new Set(input.projectIds)];
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .innerJoin(authUsers, withIdentity)
      .where(eq(users.id, userId))
      .for('update', { of: users });
    if (!user) throw new AppError('not_found', ADMIN_MESSAGES.userNotFound);

    if (projectIds.length > 0) {
      const found = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(inArray(projects.id, projectIds));
      const known = new Set(found.map((row) => row.id));
      const unknown = projectIds.filter((id) => !known.has(id));
      if (unknown.length > 0)
        throw new AppError('bad_request', ADMIN_MESSAGES.unknownProjects(unknown));
    }

    const current = await tx
      .select({ projectId: projectMembers.projectId, role: projectMembers.role })
      .from(projectMembers)
      .where(eq(projectMembers.userId, userId));
    const currentRoles = new Map(current.map((row) => [row.projectId, row.role]));

    await tx
      .delete(projectMembers)
      .where(
        projectIds.length > 0
          ? and(eq(projectMembers.userId, userId), notInArray(projectMembers.projectId, projectIds))
          : eq(projectMembers.userId, userId),
      );
    if (projectIds.length > 0) {
      const roleOf = (projectId: number): MemberRole =>
        input.roles?.[String(projectId)] ?? currentRoles.get(projectId) ?? 'member';
      await tx
        .insert(projectMembers)
        .values(projectIds.map((projectId) => ({ userId, projectId, role: roleOf(projectId) })))
        .onConflictDoUpdate({
          target: [projectMembers.userId, projectMembers.projectId],
          set: { role: sql`excluded.role` },
        });
    }
    const view = await getAdminUser(tx, userId);
    await recordAudit(tx, actor, {
      action: 'memberships.changed',
      target: { type: 'user', id: userId },
      before: { email: user.email, projects: Object.fromEntries(currentRoles) },
      after: {
        email: user.email,
        projects: Object.fromEntries(view.projects.map((project) => [project.id, project.role])),
      },
    });
    return view;
  });
}
