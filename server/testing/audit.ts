/** Test helpers for the audit trail: what it holds, read straight from the table. */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditEntries } from '../db/schema/index.ts';

/** The entries of a project, or about one target, newest first: action and actor. */
export function auditTrailOf(
  db: Database,
  of: { projectId: number } | { targetType: string; targetId: number },
) {
  return db
    .select({ action: auditEntries.action, actorEmail: auditEntries.actorEmail })
    .from(auditEntries)
    .where(
      'projectId' in of
        ? eq(auditEntries.projectId, of.projectId)
        : and(
            eq(auditEntries.targetType, of.targetType),
            eq(auditEntries.targetId, String(of.targetId)),
          ),
    )
    .orderBy(desc(auditEntries.id));
}
