/**
 * /portal and /portal/dashboard. The heading and the active-project line; the welcome card,
 * tabs and panels are added below them by the dashboard issue.
 */
import { PROJECT_MESSAGES } from '../../../../common/messages.ts';
import { useActiveProject } from '../../../features/projects/hooks/active-project.tsx';

export function Component() {
  const { activeProject, isLoading } = useActiveProject();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-primary md:text-3xl">
          Client Portal
        </h1>
        {!isLoading && (
          <p className="mt-1 text-muted-foreground">
            {activeProject
              ? PROJECT_MESSAGES.workingOn(activeProject.name)
              : PROJECT_MESSAGES.selectProject}
          </p>
        )}
      </div>
    </div>
  );
}
