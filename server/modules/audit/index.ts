/** The audit trail (decision 098): every module records through this face. */
export { auditActorOf, recordAudit, type AuditActor, type AuditEvent } from './record.ts';
export { auditRoutes } from './routes.ts';
