/**
 * The portal's view of projects: the caller's projects with their role in each, and when a
 * closed engagement was closed (the dashboard shows a closed project as closed, decision 101).
 */
import { asc, eq } from 'drizzle-orm';
import type { UserProject } from '../../../common/projects/contract.ts';
import type { Database } from '../../db/client.ts';
import { projectMembers, projects } from '../../db/schema/index.ts';

export async function listUserProjects(db: Database, userId: number): Promise<UserProject[]> {
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      slug: projects.slug,
      status: projects.status,
      role: projectMembers.role,
      closedAt: projects.closedAt,
    })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(eq(projectMembers.userId, userId))
    .orderBy(asc(projects.name), asc(projects.id));
  return rows.map((row) => ({ ...row, closedAt: row.closedAt?.toISOString() ?? null }));
}
