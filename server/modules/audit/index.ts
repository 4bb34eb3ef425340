/** The audit trail (decision 098): its plugin, and the face every module records through. */
export { auditModule } from './routes.ts';
export { auditActorOf, recordAudit, type AuditActor, type AuditEvent } from './record.ts';
