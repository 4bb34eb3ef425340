/**
 * The firm's analysts (decision 099): administrators add them by address, assign
 * them to projects and take either back. Each change is audited in its own transaction; the
 * caller is read afresh on every request, so a removed analyst's next request is refused.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Analyst } from '../../../common/admin/analysts-contract.ts';
import type { WorkspaceAnalyst } from '../../../common/admin/workspace-contract.ts';
import { ADMIN_MESSAGES, ANALYST_MESSAGES } from '../../../common/admin/messages.ts';
import type { Database, DatabaseTransaction } from '../../db/client.ts';
import { analystAssignments, firmAnalysts, projects, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { isAdminEmail } from '../auth/index.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { analystAddedMail, queueMail } from '../mail/index.ts';

export interface AnalystSettings {
  adminEmails: readonly string[];
  siteUrl: string;
  jobs: Jobs;
}

/** Every analyst, by address, with their account (once signed up) and assigned projects. */
export async function listAnalysts(db: Database): Promise<Analyst[]> {
  const rows = await db
    .select({
      id: firmAnalysts.id,
      email: firmAnalysts.email,
      userId: users.id,
      addedBy: firmAnalysts.addedBy,
      createdAt: firmAnalysts.createdAt,
      projects: sql<{ id: number; name: string }[]>`coalesce((
        select json_agg(json_build_object('id', ${projects.id}, 'name', ${projects.name}) order by lower(${projects.name}))
        from ${analystAssignments} join ${projects} on ${projects.id} = ${analystAssignments.projectId}
        where ${analystAssignments.analystId} = ${firmAnalysts.id}), '[]'::json)`,
    })
    .from(firmAnalysts)
    .leftJoin(users, eq(users.email, firmAnalysts.email))
    .orderBy(asc(firmAnalysts.email));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function addAnalyst(
  db: Database,
  email: string,
  actor: AuditActor,
  { adminEmails, siteUrl, jobs }: AnalystSettings,
): Promise<Analyst> {
  if (isAdminEmail(adminEmails, email)) {
    throw new AppError('bad_request', ANALYST_MESSAGES.isAdministrator(email));
  }
  const added = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(firmAnalysts)
      .values({ email, addedBy: actor.email ?? '' })
      .onConflictDoNothing({ target: firmAnalysts.email })
      .returning({ id: firmAnalysts.id });
    if (!row) throw new AppError('conflict', ANALYST_MESSAGES.exists(email));
    await recordAudit(tx, actor, {
      action: 'analyst.added',
      target: { type: 'analyst', id: row.id },
      after: { email },
    });
    await queueMail(jobs, tx, [
      analystAddedMail({ to: email, addedBy: actor.email ?? 'The firm', siteUrl }),
    ]);
    return row;
  });
  const analyst = (await listAnalysts(db)).find((row) => row.id === added.id);
  return analyst!;
}

/** The project page's list: who works on it. */
export async function projectAnalysts(
  db: Database,
  projectId: number,
): Promise<WorkspaceAnalyst[]> {
  return db
    .select({
      id: firmAnalysts.id,
      email: firmAnalysts.email,
      signedUp: sql<boolean>`${users.id} is not null`,
    })
    .from(analystAssignments)
    .innerJoin(firmAnalysts, eq(firmAnalysts.id, analystAssignments.analystId))
    .leftJoin(users, eq(users.email, firmAnalysts.email))
    .where(eq(analystAssignments.projectId, projectId))
    .orderBy(asc(firmAnalysts.email));
}

async function analystById(db: Database | DatabaseTransaction, analystId: number) {
  const [analyst] = await db
    .select({ id: firmAnalysts.id, email: firmAnalysts.email })
    .from(firmAnalysts)
    .where(eq(firmAnalysts.id, analystId));
  if (!analyst) throw new AppError('not_found', ANALYST_MESSAGES.notFound);
  return analyst;
}

/** Takes the analyst's access to every project away; their account and history stay. */
export async function removeAnalyst(db: Database, analystId: number, actor: AuditActor) {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(firmAnalysts)
      .where(eq(firmAnalysts.id, analystId))
      .returning({ email: firmAnalysts.email });
    if (!removed) throw new AppError('not_found', ANALYST_MESSAGES.notFound);
    await recordAudit(tx, actor, {
      action: 'analyst.removed',
      target: { type: 'analyst', id: analystId },
      before: { email: removed.email },
    });
  });
}

async function projectExists(db: Database | DatabaseTransaction, projectId: number) {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) throw new AppError('not_found', ADMIN_MESSAGES.projectNotFound);
}

/**
 * Assigns the analyst to the project (`assigned: true`) or takes them off it. Asking for the
 * state it already has changes nothing and records nothing.
 */
export async function setAssignment(
  db: Database,
  { projectId, analystId }: { projectId: number; analystId: number },
  assigned: boolean,
  actor: AuditActor,
) {
  await db.transaction(async (tx) => {
    await projectExists(tx, projectId);
    const analyst = await analystById(tx, analystId);
    const changed = assigned
      ? await tx
          .insert(analystAssignments)
          .values({ projectId, analystId, assignedBy: actor.email ?? '' })
          .onConflictDoNothing()
          .returning({ analystId: analystAssignments.analystId })
      : await tx
          .delete(analystAssignments)
          .where(
            and(
              eq(analystAssignments.projectId, projectId),
              eq(analystAssignments.analystId, analystId),
            ),
          )
          .returning({ analystId: analystAssignments.analystId });
    if (changed.length === 0) return;
    await recordAudit(tx, actor, {
      action: assigned ? 'analyst.assigned' : 'analyst.unassigned',
      target: { type: 'analyst', id: analystId },
      projectId,
      [assigned ? 'after' : 'before']: { email: analyst.email },
    });
  });
}
