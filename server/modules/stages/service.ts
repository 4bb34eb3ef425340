/**
 * The engagement's stage (docs/product.md#stages). An administrator moves it with a
 * day and an optional message; in one transaction the move is stored, the project's stage
 * set, the audit entry written and each member's mail put in the outbox. A closed
 * engagement does not move (409).
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { ENGAGEMENT_STAGE_LABELS } from '../../../common/stages/constants.ts';
import type { AdminStage, MoveStage, ProjectStage } from '../../../common/stages/contract.ts';
import { STAGE_MESSAGES } from '../../../common/stages/messages.ts';
import type { Database } from '../../db/client.ts';
import { projectMembers, projects, stageMoves, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { queueMail, stageMovedMails } from '../mail/index.ts';

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The stage, every move (newest first), the latest message and the initial report's times. */
export async function stageOf(db: Database, projectId: number): Promise<AdminStage> {
  const [[project], moves] = await Promise.all([
    db
      .select({
        stage: projects.stage,
        reportDueAt: projects.reportDueAt,
        reportPublishedAt: projects.reportPublishedAt,
      })
      .from(projects)
      .where(eq(projects.id, projectId)),
    db
      .select()
      .from(stageMoves)
      .where(eq(stageMoves.projectId, projectId))
      .orderBy(desc(stageMoves.createdAt), desc(stageMoves.id)),
  ]);
  if (!project) throw new AppError('not_found', STAGE_MESSAGES.projectNotFound);
  const latestMessage = moves.find((move) => move.message);
  return {
    stage: project.stage,
    since: moves[0]?.effectiveOn ?? null,
    message: latestMessage ? { text: latestMessage.message!, on: latestMessage.effectiveOn } : null,
    reportDueAt: project.reportDueAt?.toISOString() ?? null,
    reportPublishedAt: project.reportPublishedAt?.toISOString() ?? null,
    history: moves.map((move) => ({
      id: move.id,
      stage: move.stage,
      effectiveOn: move.effectiveOn,
      message: move.message,
      movedBy: move.movedBy,
      movedAt: move.createdAt.toISOString(),
    })),
  };
}

/** What a member's dashboard shows: the stage without the firm's history. */
export async function memberStageOf(db: Database, projectId: number): Promise<ProjectStage> {
  const { stage, since, message, reportDueAt, reportPublishedAt } = await stageOf(db, projectId);
  return { stage, since, message, reportDueAt, reportPublishedAt };
}

export async function moveStage(
  db: Database,
  projectId: number,
  input: MoveStage,
  actor: AuditActor,
  { siteUrl, jobs }: { siteUrl: string; jobs: Jobs },
  now = new Date(),
): Promise<AdminStage> {
  const effectiveOn = input.effectiveOn ?? isoDay(now);
  // A day later than the server's today: the administrator's own today may be ahead of UTC.
  if (effectiveOn > isoDay(new Date(now.getTime() + DAY_MS))) {
    throw new AppError('bad_request', STAGE_MESSAGES.futureDate);
  }
  const message = input.message ?? null;

  await db.transaction(async (tx) => {
    const [project] = await tx
      .select({ name: projects.name, stage: projects.stage, closedAt: projects.closedAt })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('update');
    if (!project) throw new AppError('not_found', STAGE_MESSAGES.projectNotFound);
    if (project.closedAt) throw new AppError('conflict', STAGE_MESSAGES.closed);
    if (project.stage === input.stage) {
      throw new AppError(
        'conflict',
        STAGE_MESSAGES.sameStage(ENGAGEMENT_STAGE_LABELS[input.stage]),
      );
    }
    const [move] = await tx
      .insert(stageMoves)
      .values({ projectId, stage: input.stage, effectiveOn, message, movedBy: actor.email ?? '' })
      .returning({ id: stageMoves.id });
    await tx.update(projects).set({ stage: input.stage }).where(eq(projects.id, projectId));
    await recordAudit(tx, actor, {
      action: 'stage.moved',
      target: { type: 'project', id: projectId },
      projectId,
      before: { stage: project.stage },
      after: { stage: input.stage, effectiveOn, message, moveId: move!.id },
    });
    const members = await tx
      .select({ email: users.email })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(and(eq(projectMembers.projectId, projectId), isNull(users.deactivatedAt)));
    const mails = stageMovedMails({
      to: members.map((member) => member.email),
      project: { id: projectId, name: project.name },
      stage: input.stage,
      effectiveOn,
      message,
      siteUrl,
    });
    await queueMail(jobs, tx, mails);
  });
  return stageOf(db, projectId);
}
