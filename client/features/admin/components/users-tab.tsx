import { Pencil, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { MEMBER_ROLE_LABELS } from '../../../../common/projects/constants.ts';
import type { AdminUser } from '../../../../common/projects/contract.ts';
import { ADMIN_MESSAGES, DEACTIVATION_MESSAGES } from '../../../../common/admin/messages.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useSession } from '../../auth/index.ts';
import { useAdminUsers } from '../api/admin.ts';
import { AdminTableCard, type AdminColumn } from './admin-table-card.tsx';
import { AnalystsCard } from './analysts-card.tsx';
import { AssignProjectsDialog } from './assign-projects-dialog.tsx';
import { formatDate, formatDateInText } from '../../../lib/format.ts';
import { InvitationsCard } from './invitations-card.tsx';
import { LoadMore } from './project-page/load-more.tsx';
import { UserActiveDialog } from './user-active-dialog.tsx';

/** Deactivate (an active user) or Reactivate (a deactivated one): opens the confirmation. */
function ActiveButton({ user, onClick }: { user: AdminUser; onClick: (user: AdminUser) => void }) {
  const deactivated = user.deactivatedAt !== null;
  const Icon = deactivated ? UserCheck : UserX;
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={
        deactivated
          ? DEACTIVATION_MESSAGES.reactivateLabel(user.email)
          : DEACTIVATION_MESSAGES.deactivateLabel(user.email)
      }
      onClick={() => onClick(user)}
    >
      <Icon aria-hidden="true" />
      {deactivated ? DEACTIVATION_MESSAGES.reactivate : DEACTIVATION_MESSAGES.deactivate}
    </Button>
  );
}

export function UsersTab() {
  const users = useAdminUsers();
  const [assigning, setAssigning] = useState<AdminUser | null>(null);
  const [changing, setChanging] = useState<AdminUser | null>(null);
  const selfEmail = useSession().data?.user.email;

  const columns: AdminColumn<AdminUser>[] = [
    {
      header: 'Email',
      className: 'font-medium',
      cell: (user) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          {user.email}
          {!user.emailVerified && <Badge variant="outline">{ADMIN_MESSAGES.unverified}</Badge>}
          {user.deactivatedAt !== null && (
            <Badge
              variant="destructive"
              title={DEACTIVATION_MESSAGES.deactivatedOn(
                formatDateInText(user.deactivatedAt),
                user.deactivatedBy ?? '',
              )}
            >
              {DEACTIVATION_MESSAGES.badge}
            </Badge>
          )}
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
        <span className="inline-flex justify-end gap-1 whitespace-nowrap">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Assign projects to ${user.email}`}
            onClick={() => setAssigning(user)}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          {user.email !== selfEmail && <ActiveButton user={user} onClick={setChanging} />}
        </span>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <InvitationsCard />
      <AnalystsCard />
      <AdminTableCard
        title="Users"
        description="Everyone who has signed up, and the projects they can access."
        query={users}
        rows={users.data}
        footer={<LoadMore list={users} />}
        rowKey={(user) => user.id}
        columns={columns}
        empty="No users yet."
      >
        <AssignProjectsDialog
          key={assigning?.id ?? 'none'}
          user={assigning}
          onOpenChange={(open) => !open && setAssigning(null)}
        />
        <UserActiveDialog user={changing} onOpenChange={(open) => !open && setChanging(null)} />
      </AdminTableCard>
    </div>
  );
}
