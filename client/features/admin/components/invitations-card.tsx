/**
 * The Users tab's invitations (docs/product.md#invitations): find and pick an active project,
 * invite an address at one of its domains with any role, and see its pending invitations.
 */
import { useState } from 'react';
import { MEMBER_ROLES } from '../../../../common/projects/constants.ts';
import type { AdminProject } from '../../../../common/projects/contract.ts';
import { INVITATION_MESSAGES as M } from '../../../../common/invitations/messages.ts';
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
import { PROJECT_SEARCH, useProjectSearch, withChosen } from '../hooks/use-project-search.ts';
import { ProjectSearchField } from './project-search-field.tsx';

export function InvitationsCard() {
  const projectSearch = useProjectSearch('active');
  const { term, projects } = projectSearch;
  const matches = projects.data ?? [];
  const [chosen, setChosen] = useState<AdminProject | null>(null);
  const project = chosen ?? matches[0];
  const options = withChosen(matches, project);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{M.inviteTitle}</CardTitle>
        <CardDescription>
          {project
            ? M.adminDescription(project.allowedDomains)
            : term
              ? PROJECT_SEARCH.noMatch(term)
              : 'Create a project first.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid gap-3 sm:max-w-2xl sm:grid-cols-2">
          <ProjectSearchField id="invite-project-search" search={projectSearch} />
          {project && (
            <FormField label={M.projectLabel}>
              <Select
                options={options.map((item) => ({ value: String(item.id), label: item.name }))}
                value={String(project.id)}
                onValueChange={(value) =>
                  setChosen(options.find((item) => String(item.id) === value) ?? null)
                }
              />
            </FormField>
          )}
        </div>
        {project && (
          <InvitationsPanel
            key={project.id}
            scope={{ as: 'admin', projectId: project.id }}
            roles={MEMBER_ROLES}
            sendVariant="default"
          />
        )}
      </CardContent>
    </Card>
  );
}
