/**
 * Whether the signed-in user may change the active project's data, and if not, why: the
 * rule the project guard applies on the server (common/projects/write-access.ts, decision 007).
 */
import { WRITE_ACCESS_MESSAGES } from '../../../../common/projects/messages.ts';
import { writeRefusal } from '../../../../common/projects/write-access.ts';
import { useSession } from '../../auth/index.ts';
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
  const refusal = writeRefusal(activeProject, isAdmin);
  return refusal
    ? { canWrite: false, reason: WRITE_ACCESS_MESSAGES[refusal] }
    : { canWrite: true, reason: null };
}
