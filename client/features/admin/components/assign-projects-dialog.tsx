/**
 * Assign Projects (docs/product.md#projects-and-roles): a scrolling checkbox list of the projects
 * (name, slug, allowed domains), searched and read a page at a time, with a role for each chosen
 * one. Saving replaces the user's memberships: the chosen ones, whether shown or not.
 */
import { useId, useState } from 'react';
import {
  MEMBER_ROLE_LABELS,
  MEMBER_ROLES,
  type MemberRole,
} from '../../../../common/projects/constants.ts';
import type { AdminUser } from '../../../../common/projects/contract.ts';
import { ADMIN_MESSAGES } from '../../../../common/admin/messages.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { toast, toastFailure } from '../../../components/ui/toast-store.ts';
import { useAssignProjects } from '../api/admin.ts';
import { PROJECT_SEARCH, useProjectSearch } from '../hooks/use-project-search.ts';
import { ProjectSearchField } from './project-search-field.tsx';
import { LoadMore } from './project-page/load-more.tsx';

const ROLE_OPTIONS = MEMBER_ROLES.map((value) => ({ value, label: MEMBER_ROLE_LABELS[value] }));

interface AssignProjectsDialogProps {
  user: AdminUser | null;
  onOpenChange: (open: boolean) => void;
}

export function AssignProjectsDialog({ user, onOpenChange }: AssignProjectsDialogProps) {
  const projectSearch = useProjectSearch();
  const { term, projects } = projectSearch;
  const assign = useAssignProjects();
  const idPrefix = useId();
  /** The chosen projects and the role of each (render with key={user.id} to start afresh). */
  const [chosen, setChosen] = useState<Map<number, MemberRole>>(
    () => new Map(user?.projects.map((project) => [project.id, project.role]) ?? []),
  );

  function toggle(projectId: number, checked: boolean) {
    setChosen((current) => {
      const next = new Map(current);
      if (checked) next.set(projectId, current.get(projectId) ?? 'member');
      else next.delete(projectId);
      return next;
    });
  }

  function setRole(projectId: number, role: MemberRole) {
    setChosen((current) => new Map(current).set(projectId, role));
  }

  async function save() {
    if (!user) return;
    try {
      await assign.mutateAsync({
        userId: user.id,
        projectIds: [...chosen.keys()],
        roles: Object.fromEntries([...chosen].map(([id, role]) => [String(id), role])),
      });
      toast({ title: ADMIN_MESSAGES.assigned });
      onOpenChange(false);
    } catch (error) {
      toastFailure(ADMIN_MESSAGES.assignFailed, error);
    }
  }

  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Assign Projects</DialogTitle>
          <DialogDescription>
            Choose the projects {user?.email} can access, and their role in each.
          </DialogDescription>
        </DialogHeader>
        <ProjectSearchField id={`${idPrefix}-search`} search={projectSearch} />
        {projects.isPending ? (
          <PageLoading label="Loading projects" />
        ) : (
          <ul
            aria-label="Projects"
            className="max-h-96 divide-y divide-border overflow-y-auto rounded-md border border-border"
          >
            {projects.data?.length === 0 && (
              <li className="p-4 text-sm text-muted-foreground">
                {term ? PROJECT_SEARCH.noMatch(term) : ADMIN_MESSAGES.noProjects}
              </li>
            )}
            {projects.data?.map((project) => {
              const checkboxId = `${idPrefix}-project-${project.id}`;
              const role = chosen.get(project.id);
              return (
                <li
                  key={project.id}
                  className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3 sm:flex-nowrap"
                >
                  <Checkbox
                    id={checkboxId}
                    checked={role !== undefined}
                    onCheckedChange={(checked) => toggle(project.id, checked === true)}
                  />
                  <label
                    htmlFor={checkboxId}
                    className="flex min-w-0 flex-1 basis-[calc(100%-1.75rem)] cursor-pointer flex-col gap-1 sm:basis-auto"
                  >
                    <span className="flex flex-wrap items-center gap-2 text-sm font-medium">
                      {project.name}
                      {project.status !== 'active' && <Badge variant="secondary">Archived</Badge>}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      <code>{project.slug}</code> ·{' '}
                      <span className="break-all">{project.allowedDomains.join(', ')}</span>
                    </span>
                  </label>
                  {role !== undefined && (
                    <Select
                      aria-label={`Role in ${project.name}`}
                      className="ml-7 h-9 w-32 sm:ml-0"
                      options={ROLE_OPTIONS}
                      value={role}
                      onValueChange={(value) => setRole(project.id, value as MemberRole)}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <LoadMore list={projects} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" onClick={() => void save()} disabled={assign.isPending || !user}>
            {assign.isPending ? 'Saving...' : 'Save'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
