/**
 * The project's analysts (decision 099): who of the firm works on it. An administrator
 * assigns one (the analysts list is read only when the picker opens, so the page's first
 * view stays three requests) and unassigns one; an analyst sees the list.
 */
import { UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { WorkspaceAnalyst } from '../../../../../common/admin/workspace-contract.ts';
import { ANALYST_MESSAGES as M } from '../../../../../common/admin/messages.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { toast, toastFailure } from '../../../../components/ui/toast-store.ts';
import { useAnalysts, useSetAssignment } from '../../api/analysts.ts';
import { AdminTableCard, type AdminColumn } from '../admin-table-card.tsx';
import type { WorkspaceQuery } from './workspace-query.ts';

function AssignAnalyst({
  projectId,
  assigned,
}: {
  projectId: number;
  assigned: WorkspaceAnalyst[];
}) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const analysts = useAnalysts({ enabled: open });
  const setAssignment = useSetAssignment();
  const choices = (analysts.data ?? []).filter(
    (analyst) => !assigned.some((item) => item.id === analyst.id),
  );

  if (!open) {
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" />
        {M.assign}
      </Button>
    );
  }

  async function assign() {
    const analyst = choices.find((item) => String(item.id) === chosen);
    if (!analyst) return;
    try {
      await setAssignment.mutateAsync({ projectId, analystId: analyst.id, assigned: true });
      toast({ title: M.assignedToProject(analyst.email) });
      setChosen('');
      setOpen(false);
    } catch (error) {
      toastFailure(M.assignFailed, error);
    }
  }

  if (analysts.isSuccess && choices.length === 0) {
    return <p className="text-sm text-muted-foreground">{M.noneToAssign}</p>;
  }
  return (
    <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
      <div className="min-w-56 flex-1">
        <FormField label={M.assignLabel}>
          <Select
            options={choices.map((analyst) => ({
              value: String(analyst.id),
              label: analyst.email,
            }))}
            placeholder={analysts.isPending ? 'Loading analysts' : M.assignPlaceholder}
            value={chosen}
            onValueChange={setChosen}
          />
        </FormField>
      </div>
      <Button
        variant="outline"
        disabled={!chosen || setAssignment.isPending}
        onClick={() => void assign()}
      >
        {M.assign}
      </Button>
      <Button variant="ghost" onClick={() => setOpen(false)}>
        Cancel
      </Button>
    </div>
  );
}

export function AnalystsCard({
  workspace,
  administrator,
}: {
  workspace: WorkspaceQuery;
  /** Administrators assign and unassign; analysts only read. */
  administrator: boolean;
}) {
  const setAssignment = useSetAssignment();
  const projectId = workspace.data?.project.id ?? 0;
  const analysts = workspace.data?.analysts ?? [];

  async function unassign(analyst: WorkspaceAnalyst) {
    try {
      await setAssignment.mutateAsync({ projectId, analystId: analyst.id, assigned: false });
      toast({ title: M.unassignedFromProject(analyst.email) });
    } catch (error) {
      toastFailure(M.assignFailed, error);
    }
  }

  const columns: AdminColumn<WorkspaceAnalyst>[] = [
    {
      header: 'Analyst',
      cell: (analyst) => (
        <span className="inline-flex flex-wrap items-center gap-2 wrap-anywhere">
          {analyst.email}
          {!analyst.signedUp && <Badge variant="outline">{M.notSignedUp}</Badge>}
        </span>
      ),
    },
    ...(administrator
      ? [
          {
            header: 'Actions',
            className: 'text-right',
            cell: (analyst: WorkspaceAnalyst) => (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`${M.unassign} ${analyst.email}`}
                disabled={setAssignment.isPending}
                onClick={() => void unassign(analyst)}
              >
                <UserMinus aria-hidden="true" />
                {M.unassign}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <AdminTableCard
      title={M.projectTitle}
      titleAs="h2"
      description={M.projectDescription}
      action={administrator && <AssignAnalyst projectId={projectId} assigned={analysts} />}
      query={workspace}
      rows={workspace.data?.analysts}
      rowKey={(analyst) => analyst.id}
      columns={columns}
      empty={M.noneAssigned}
    />
  );
}
