/** The portal's view of projects: the caller's projects with their role in each. */
import { asc, eq } from 'drizzle-orm';
import type { UserProject } from '../../../common/projects/contract.ts';
import type { Database } from '../../db/client.ts';
import { projectMembers, projects } from '../../db/schema/index.ts';

export async function listUserProjects(db: Database, userId: number): Promise<UserProject[]> {
  return db
    .select({
      id: projects.id,
      name: projects.name,
      slug: projects.slug,
      status: projects.status,
      role: projectMembers.role,
    })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(eq(projectMembers.userId, userId))
    .orderBy(asc(projects.name), asc(projects.id));
}
