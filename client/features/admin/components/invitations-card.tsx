/**
 * The Users tab's invitations (issue 22, feature 3): pick an active project, invite an
 * address at one of its domains with any role, and see its pending invitations.
 */
import { useState } from 'react';
import { MEMBER_ROLES } from '../../../../common/constants.ts';
import { INVITATION_MESSAGES as M } from '../../../../common/messages.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { InvitationsPanel } from '../../invitations/index.ts';
import { useAdminProjects } from '../api/admin.ts';

export function InvitationsCard() {
  const projects = (useAdminProjects().data ?? []).filter((project) => project.status === 'active');
  const [chosen, setChosen] = useState<number | null>(null);
  const project = projects.find((item) => item.id === chosen) ?? projects[0];

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{M.inviteTitle}</CardTitle>
        <CardDescription>
          {project ? M.adminDescription(project.allowedDomains) : 'Create a project first.'}
        </CardDescription>
      </CardHeader>
      {project && (
        <CardContent className="flex flex-col gap-4">
          <div className="sm:max-w-sm">
            <FormField label={M.projectLabel}>
              <Select
                options={projects.map((item) => ({ value: String(item.id), label: item.name }))}
                value={String(project.id)}
                onValueChange={(value) => setChosen(Number(value))}
              />
            </FormField>
          </div>
          <InvitationsPanel
            key={project.id}
            scope={{ as: 'admin', projectId: project.id }}
            roles={MEMBER_ROLES}
          />
        </CardContent>
      )}
    </Card>
  );
}
