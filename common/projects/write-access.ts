/**
 * Who may change a project's data (docs/decisions/007): viewers read only; an archived
 * project is read-only for everyone but administrators. The server's project guard refuses
 * the write with this answer and the portal disables its controls with it, so the rule is
 * written once. The result names the message to show: PROJECT_MESSAGES (the API's answer)
 * and WRITE_ACCESS_MESSAGES (the portal's reason), both in messages.ts, have these keys.
 */
import type { MemberRole, ProjectStatus } from './constants.ts';

export type WriteRefusal = 'viewerReadOnly' | 'archivedReadOnly';

export function writeRefusal(
  membership: { role: MemberRole; status: ProjectStatus },
  isAdmin: boolean,
): WriteRefusal | null {
  if (membership.role === 'viewer') return 'viewerReadOnly';
  if (membership.status === 'archived' && !isAdmin) return 'archivedReadOnly';
  return null;
}
