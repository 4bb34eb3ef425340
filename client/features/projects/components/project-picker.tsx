import { MEMBER_ROLE_LABELS } from '../../../../common/projects/constants.ts';
import { PROJECT_MESSAGES } from '../../../../common/projects/messages.ts';
import { Select } from '../../../components/ui/select.tsx';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import { useActiveProject } from '../hooks/active-project.tsx';

/** The header's project picker: choosing a project makes it the active one. */
export function ProjectPicker({ className }: { className?: string }) {
  const { projects, activeProjectId, setActiveProjectId, isLoading } = useActiveProject();
  const empty = !isLoading && projects.length === 0;
  if (isLoading) {
    return (
      <LoadingRegion label="Loading projects" className={className}>
        <Skeleton className="h-10 w-full" />
      </LoadingRegion>
    );
  }
  return (
    <Select
      aria-label="Active project"
      className={className}
      disabled={empty}
      placeholder={empty ? PROJECT_MESSAGES.noProjects : 'Select a project'}
      value={activeProjectId === null ? '' : String(activeProjectId)}
      onValueChange={(value) => setActiveProjectId(Number(value))}
      options={projects.map((project) => ({
        value: String(project.id),
        label: project.status === 'archived' ? `${project.name} (archived)` : project.name,
      }))}
    />
  );
}

/** The signed-in user's role in the active project, as a label ("Member"), or null. */
export function useActiveRoleLabel(): string | null {
  const { activeProject } = useActiveProject();
  return activeProject ? MEMBER_ROLE_LABELS[activeProject.role] : null;
}
