/**
 * The active project for the whole portal: which project the user works on, its role and
 * the setter the picker uses. Wrap the portal in <ActiveProjectProvider>; read it anywhere
 * below with useActiveProject(). The id persists in localStorage under `activeProjectId`.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { UserProject } from '../../../../common/projects/contract.ts';
import { useUserProjects } from '../api/user-projects.ts';
import {
  readStoredProjectId,
  resolveActiveProjectId,
  writeStoredProjectId,
} from '../lib/active-project.ts';

export interface ActiveProjectValue {
  projects: UserProject[];
  isLoading: boolean;
  activeProjectId: number | null;
  activeProject: UserProject | null;
  /** Selects a project (saved in localStorage), or null (removes the saved value). */
  setActiveProjectId: (id: number | null) => void;
}

const ActiveProjectContext = createContext<ActiveProjectValue | null>(null);

export function ActiveProjectProvider({ children }: { children: ReactNode }) {
  const query = useUserProjects();
  // A fresh object per selection, so choosing "null" again still re-resolves.
  // A link may name the project (`?project=<id>`, e.g. the first-submission mail's).
  const [selection, setSelection] = useState<{ id: number | null }>(() => ({
    id: Number(new URLSearchParams(window.location.search).get('project')) || null,
  }));
  const projects = useMemo(() => query.data ?? [], [query.data]);

  const setActiveProjectId = useCallback((id: number | null) => {
    writeStoredProjectId(id);
    setSelection({ id });
  }, []);

  const value = useMemo<ActiveProjectValue>(() => {
    const activeProjectId = resolveActiveProjectId(projects, selection.id, readStoredProjectId());
    return {
      projects,
      isLoading: query.isPending,
      activeProjectId,
      activeProject: projects.find((project) => project.id === activeProjectId) ?? null,
      setActiveProjectId,
    };
  }, [projects, selection, query.isPending, setActiveProjectId]);

  // The project picked on load (stored or first) becomes the saved choice, as a selection would.
  const resolvedId = value.activeProjectId;
  useEffect(() => {
    if (resolvedId !== null && resolvedId !== readStoredProjectId())
      writeStoredProjectId(resolvedId);
  }, [resolvedId]);

  return <ActiveProjectContext.Provider value={value}>{children}</ActiveProjectContext.Provider>;
}

export function useActiveProject(): ActiveProjectValue {
  const value = useContext(ActiveProjectContext);
  if (!value) throw new Error('useActiveProject() needs an <ActiveProjectProvider> above it');
  return value;
}
