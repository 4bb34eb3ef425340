import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { MEMBER_ROLE_LABELS } from '../../../../common/constants.ts';
import type { AdminUser } from '../../../../common/contracts/projects.ts';
import { ADMIN_MESSAGES } from '../../../../common/messages.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAdminUsers } from '../api/admin.ts';
import { AdminTableCard, type AdminColumn } from './admin-table-card.tsx';
import { AssignProjectsDialog } from './assign-projects-dialog.tsx';
import { formatDate } from './dates.ts';
import { InvitationsCard } from './invitations-card.tsx';

export function UsersTab() {
  const users = useAdminUsers();
  const [assigning, setAssigning] = useState<AdminUser | null>(null);

  const columns: AdminColumn<AdminUser>[] = [
    {
      header: 'Email',
      className: 'font-medium',
      cell: (user) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          {user.email}
          {!user.emailVerified && <Badge variant="outline">{ADMIN_MESSAGES.unverified}</Badge>}
        </span>
      ),
    },
    {
      header: 'Display Name',
      cell: (user) => user.displayName ?? <span className="text-muted-foreground">—</span>,
    },
    {
      header: 'Projects',
      className: 'max-w-72',
      cell: (user) =>
        user.projects.length === 0 ? (
          <span className="text-muted-foreground">{ADMIN_MESSAGES.noProjects}</span>
        ) : (
          <div className="flex flex-wrap gap-1">
            {user.projects.map((project) => (
              <Badge key={project.id} variant="secondary">
                {project.name} · {MEMBER_ROLE_LABELS[project.role]}
              </Badge>
            ))}
          </div>
        ),
    },
    {
      header: 'Joined',
      className: 'whitespace-nowrap',
      cell: (user) => formatDate(user.createdAt),
    },
    {
      header: 'Actions',
      className: 'text-right',
      cell: (user) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Assign projects to ${user.email}`}
          onClick={() => setAssigning(user)}
        >
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <InvitationsCard />
      <AdminTableCard
        title="Users"
        description="Everyone who has signed up, and the projects they can access."
        query={users}
        rows={users.data}
        rowKey={(user) => user.id}
        columns={columns}
        empty="No users yet."
      >
        <AssignProjectsDialog
          key={assigning?.id ?? 'none'}
          user={assigning}
          onOpenChange={(open) => !open && setAssigning(null)}
        />
      </AdminTableCard>
    </div>
  );
}
