/**
 * Whether the signed-in user may change the active project's data, and if not, why: the
 * same rule the project guard applies on the server (docs/decisions/007): viewers read
 * only; an archived project is read-only for everyone but administrators.
 */
import { DATA_MESSAGES } from '../../../../common/messages.ts';
import { useSession } from '../../auth/api/auth.ts';
import { useActiveProject } from './active-project.tsx';

export interface WriteAccess {
  canWrite: boolean;
  /** Why writing is refused (shown beside the disabled controls); null with no project. */
  reason: string | null;
}

export function useWriteAccess(): WriteAccess {
  const { activeProject } = useActiveProject();
  const isAdmin = useSession().data?.user.isAdmin ?? false;
  if (!activeProject) return { canWrite: false, reason: null };
  if (activeProject.role === 'viewer')
    return { canWrite: false, reason: DATA_MESSAGES.viewerReadOnly };
  if (activeProject.status === 'archived' && !isAdmin) {
    return { canWrite: false, reason: DATA_MESSAGES.archivedReadOnly };
  }
  return { canWrite: true, reason: null };
}
