import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PROJECT_STATUS_LABELS } from '../../../../common/projects/constants.ts';
import type { AdminProject } from '../../../../common/projects/contract.ts';
import { adminProjectPath } from '../../../../common/shared/paths.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PROJECT_SEARCH, useProjectSearch } from '../hooks/use-project-search.ts';
import { ProjectSearchField } from './project-search-field.tsx';
import { AdminTableCard, type AdminColumn } from './admin-table-card.tsx';
import { FirstProjectOffer } from './first-project-offer.tsx';
import { LoadMore } from './project-page/load-more.tsx';
import { ProjectDialog } from './project-dialog.tsx';

export const CREATE_PARAM = 'create';

export function ProjectsTab() {
  const projectSearch = useProjectSearch();
  const { term, searching, projects } = projectSearch;
  // `?create=project` (the dashboard's "Create your first project") opens Create Project.
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(() => params.get(CREATE_PARAM) === 'project');
  const setCreatingOpen = (open: boolean) => {
    setCreating(open);
    if (!open && params.has(CREATE_PARAM)) setParams({}, { replace: true });
  };
  const [editing, setEditing] = useState<AdminProject | null>(null);

  const columns: AdminColumn<AdminProject>[] = [
    {
      header: 'Name',
      className: 'min-w-36 font-medium',
      cell: (project) => (
        <Link
          to={adminProjectPath(project.id)}
          className="text-accent underline-offset-4 hover:underline"
        >
          {project.name}
        </Link>
      ),
    },
    {
      header: 'Slug',
      cell: (project) => (
        <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{project.slug}</code>
      ),
    },
    {
      header: 'Allowed Domains',
      className: 'max-w-64',
      cell: (project) => (
        <div className="flex flex-wrap gap-1">
          {project.allowedDomains.map((domain) => (
            <Badge key={domain} variant="outline">
              {domain}
            </Badge>
          ))}
        </div>
      ),
    },
    { header: 'Members', cell: (project) => project.memberCount },
    {
      header: 'Status',
      cell: (project) => (
        <Badge variant={project.status === 'active' ? 'default' : 'secondary'}>
          {PROJECT_STATUS_LABELS[project.status]}
        </Badge>
      ),
    },
    {
      header: 'Actions',
      className: 'text-right',
      cell: (project) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Edit ${project.name}`}
          onClick={() => setEditing(project)}
        >
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      ),
    },
  ];

  return (
    <AdminTableCard
      title="Projects"
      description="Client projects and the email domains allowed to sign up for them."
      action={
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Create Project
        </Button>
      }
      toolbar={
        <div className="sm:max-w-sm">
          <ProjectSearchField id="projects-search" search={projectSearch} />
        </div>
      }
      query={{
        isPending: projects.isPending || searching,
        isError: projects.isError,
        error: projects.error,
      }}
      rows={projects.data}
      footer={<LoadMore list={projects} />}
      rowKey={(project) => project.id}
      columns={columns}
      empty={
        term ? (
          PROJECT_SEARCH.noMatch(term)
        ) : (
          <FirstProjectOffer text="No projects yet. Create one to let a client's users sign up." />
        )
      }
    >
      <ProjectDialog open={creating} onOpenChange={setCreatingOpen} />
      <ProjectDialog
        key={editing?.id ?? 'none'}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        project={editing}
      />
    </AdminTableCard>
  );
}
