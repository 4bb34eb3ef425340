import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { PROJECT_STATUS_LABELS } from '../../../../common/constants.ts';
import type { AdminProject } from '../../../../common/contracts/projects.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { useAdminProjects } from '../api/admin.ts';
import { ProjectDialog } from './project-dialog.tsx';

export function ProjectsTab() {
  const projects = useAdminProjects();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminProject | null>(null);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Projects</CardTitle>
          <CardDescription>
            Client projects and the email domains allowed to sign up for them.
          </CardDescription>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Create Project
        </Button>
      </CardHeader>
      <CardContent>
        {projects.isPending ? (
          <PageLoading label="Loading projects" />
        ) : projects.isError ? (
          <Alert variant="destructive">
            <AlertTitle>Could not load projects</AlertTitle>
            <AlertDescription>{projects.error.message}</AlertDescription>
          </Alert>
        ) : (
          <Table aria-label="Projects">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Slug</TableHead>
                <TableHead>Allowed Domains</TableHead>
                <TableHead>Members</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {projects.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
                    No projects yet. Create one to let a client's users sign up.
                  </TableCell>
                </TableRow>
              )}
              {projects.data.map((project) => (
                <TableRow key={project.id}>
                  <TableCell className="min-w-36 font-medium">{project.name}</TableCell>
                  <TableCell>
                    <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{project.slug}</code>
                  </TableCell>
                  <TableCell className="max-w-64">
                    <div className="flex flex-wrap gap-1">
                      {project.allowedDomains.map((domain) => (
                        <Badge key={domain} variant="outline">
                          {domain}
                        </Badge>
                      ))}
                    </div>
                  </TableCell>
                  <TableCell>{project.memberCount}</TableCell>
                  <TableCell>
                    <Badge variant={project.status === 'active' ? 'default' : 'secondary'}>
                      {PROJECT_STATUS_LABELS[project.status]}
                    </Badge>
                  </TableCell>
                  <TableCell className="text-right">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit ${project.name}`}
                      onClick={() => setEditing(project)}
                    >
                      <Pencil aria-hidden="true" />
                      Edit
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <ProjectDialog open={creating} onOpenChange={setCreating} />
      <ProjectDialog
        key={editing?.id ?? 'none'}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        project={editing}
      />
    </Card>
  );
}
