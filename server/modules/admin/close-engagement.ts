/**
 * Closing an engagement (decision 101). After the administrator typed the
 * project's slug: its Fivetran connectors are paused and deleted at Fivetran (first, outside
 * our transaction: a vendor's delete cannot roll back; a failure stops here with nothing of
 * ours deleted, and closing again carries on), then in one transaction its submissions,
 * notes, deliverables, pending invitations, chosen Google Ads accounts (with their
 * snapshots), channel snapshots and initial reports (drafts and published versions) are deleted, the project archived for good
 * with a record of what went, and the audit entry written. Members, the project row and its
 * audit trail stay. Before the connectors go, the sandbox warehouse's schemas of them are
 * dropped (sandbox only: the firm's own warehouse keeps what Fivetran wrote).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EngagementClosure } from '../../../common/admin/close-engagement-contract.ts';
import { ADMIN_MESSAGES, CLOSE_MESSAGES } from '../../../common/admin/messages.ts';
import type { Database } from '../../db/client.ts';
import {
  deliverables,
  invitations,
  metrics,
  notes,
  projectGoogleAdsAccounts,
  projects,
  type EngagementClosure as StoredClosure,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { deleteChannelSnapshots, dropSandboxSchemas } from '../channels/index.ts';
import { removeProjectConnectors } from '../connections/index.ts';
import { deleteReports } from '../reports/index.ts';

/** The project's closure as the project page shows it; null while the engagement runs. */
export async function closureOf(
  db: Database,
  projectId: number,
): Promise<EngagementClosure | null> {
  const [row] = await db
    .select({ closedAt: projects.closedAt, closedBy: projects.closedBy, closure: projects.closure })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!row?.closedAt || !row.closure) return null;
  return {
    ...row.closure,
    channelSnapshots: row.closure.channelSnapshots ?? 0,
    reports: row.closure.reports ?? 0,
    closedAt: row.closedAt.toISOString(),
    closedBy: row.closedBy ?? '',
  };
}

async function closable(db: Database, projectId: number, confirmation: string) {
  const [project] = await db
    .select({ slug: projects.slug, closedAt: projects.closedAt })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) throw new AppError('not_found', ADMIN_MESSAGES.projectNotFound);
  if (project.closedAt) throw new AppError('conflict', CLOSE_MESSAGES.alreadyClosed);
  if (confirmation !== project.slug) {
    throw new AppError('bad_request', CLOSE_MESSAGES.mismatch(project.slug));
  }
}

export async function closeEngagement(
  app: FastifyInstance,
  projectId: number,
  confirmation: string,
  actor: AuditActor,
): Promise<EngagementClosure> {
  const { db } = app.database;
  await closable(db, projectId, confirmation);
  await dropSandboxSchemas(app, projectId);
  const connectors = (await removeProjectConnectors(app, projectId)).map(
    ({ platform, connectorId }) => ({ platform, connectorId }),
  );

  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: projects.status, closedAt: projects.closedAt })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('update');
    if (!locked) throw new AppError('not_found', ADMIN_MESSAGES.projectNotFound);
    if (locked.closedAt) throw new AppError('conflict', CLOSE_MESSAGES.alreadyClosed);
    const deleted = async (rows: Promise<unknown[]>) => (await rows).length;
    const record: Required<StoredClosure> = {
      submissions: await deleted(
        tx.delete(metrics).where(eq(metrics.projectId, projectId)).returning({ id: metrics.id }),
      ),
      notes: await deleted(
        tx.delete(notes).where(eq(notes.projectId, projectId)).returning({ id: notes.id }),
      ),
      deliverables: await deleted(
        tx
          .delete(deliverables)
          .where(eq(deliverables.projectId, projectId))
          .returning({ id: deliverables.id }),
      ),
      invitations: await deleted(
        tx
          .delete(invitations)
          .where(
            and(
              eq(invitations.projectId, projectId),
              isNull(invitations.acceptedAt),
              isNull(invitations.revokedAt),
            ),
          )
          .returning({ id: invitations.id }),
      ),
      googleAdsAccounts: await deleted(
        tx
          .delete(projectGoogleAdsAccounts)
          .where(eq(projectGoogleAdsAccounts.projectId, projectId))
          .returning({ id: projectGoogleAdsAccounts.id }),
      ),
      channelSnapshots: await deleteChannelSnapshots(tx, projectId),
      reports: await deleteReports(tx, projectId),
      connectors,
    };
    const [closed] = await tx
      .update(projects)
      .set({
        status: 'archived',
        closedAt: new Date(),
        closedBy: actor.email,
        closure: record,
        reportDueAt: null,
      })
      .where(eq(projects.id, projectId))
      .returning({ closedAt: projects.closedAt });
    await recordAudit(tx, actor, {
      action: 'project.closed',
      target: { type: 'project', id: projectId },
      projectId,
      before: { status: locked.status },
      after: { status: 'archived', deleted: record },
    });
    return { ...record, closedAt: closed!.closedAt!.toISOString(), closedBy: actor.email ?? '' };
  });
}
