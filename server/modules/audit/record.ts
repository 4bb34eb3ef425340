/**
 * Writing the audit trail (decision 098). Our own changes record their entry with the same
 * transaction handle as the change, so a change that rolls back leaves no entry and an entry
 * never exists without its change. What happens elsewhere (a sign-in, a vendor call) is
 * recorded right after, with its outcome.
 */
import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '../../../common/audit/actions.ts';
import type { Database, DatabaseTransaction } from '../../db/client.ts';
import { auditEntries } from '../../db/schema/index.ts';

/** Who acts: copied into the entry as text, so deleting the user never touches it. */
export interface AuditActor {
  userId: number | null;
  email: string | null;
  ip: string | null;
}

export interface AuditEvent {
  action: AuditAction;
  /** What was acted on: its kind and id. */
  target: { type: string; id: string | number | null };
  projectId?: number | null;
  /** The values that changed, as they were and as they became. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** The signed-in caller of a request (or nobody) and the client's address. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  return {
    userId: request.caller?.userId ?? null,
    email: request.caller?.email ?? null,
    ip: request.ip,
  };
}

export async function recordAudit(
  db: Database | DatabaseTransaction,
  actor: AuditActor,
  event: AuditEvent,
): Promise<void> {
  await db.insert(auditEntries).values({
    actorUserId: actor.userId,
    actorEmail: actor.email,
    clientIp: actor.ip,
    action: event.action,
    targetType: event.target.type,
    targetId: event.target.id === null ? null : String(event.target.id),
    projectId: event.projectId ?? null,
    before: event.before ?? null,
    after: event.after ?? null,
  });
}
