/** The project's members and its pending invitations (docs/product.md#workspace). */
import { MEMBER_ROLE_LABELS } from '../../../../../common/projects/constants.ts';
import type { PendingInvitation } from '../../../../../common/invitations/contract.ts';
import type { WorkspaceMember } from '../../../../../common/admin/workspace-contract.ts';
import {
  ADMIN_MESSAGES,
  ANALYST_MESSAGES,
  DEACTIVATION_MESSAGES,
  PROJECT_PAGE_MESSAGES,
} from '../../../../../common/admin/messages.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { AdminTableCard, type AdminColumn } from '../admin-table-card.tsx';
import { formatDate, formatDateTime } from '../../../../lib/format.ts';
import type { WorkspaceQuery } from './workspace-query.ts';

function Verification({ member }: { member: WorkspaceMember }) {
  return member.emailVerified ? (
    'Verified'
  ) : (
    <Badge variant="outline">{ADMIN_MESSAGES.unverified}</Badge>
  );
}

function LastSignIn({ member }: { member: WorkspaceMember }) {
  return member.lastSignInAt ? (
    <time dateTime={member.lastSignInAt}>{formatDateTime(member.lastSignInAt)}</time>
  ) : (
    PROJECT_PAGE_MESSAGES.never
  );
}

/** Below the sm breakpoint, verification and last sign-in move under the address. */
const wideOnly = 'hidden sm:table-cell';

const memberColumns: AdminColumn<WorkspaceMember>[] = [
  {
    header: 'Member',
    cell: (member) => (
      <span className="flex flex-col gap-1">
        {member.displayName && <span className="font-medium">{member.displayName}</span>}
        <span className="wrap-anywhere">{member.email}</span>
        {member.deactivated && (
          <Badge variant="destructive" className="self-start">
            {DEACTIVATION_MESSAGES.badge}
          </Badge>
        )}
        <span className="flex flex-wrap items-center gap-2 text-muted-foreground sm:hidden">
          <Verification member={member} />
          <span>
            Last sign-in: <LastSignIn member={member} />
          </span>
        </span>
      </span>
    ),
  },
  { header: 'Role', cell: (member) => MEMBER_ROLE_LABELS[member.role] },
  {
    header: 'Verification',
    className: wideOnly,
    cell: (member) => <Verification member={member} />,
  },
  {
    header: 'Last sign-in',
    className: wideOnly,
    cell: (member) => <LastSignIn member={member} />,
  },
];

const invitationColumns: AdminColumn<PendingInvitation>[] = [
  {
    header: 'Email',
    cell: (invitation) => <span className="wrap-anywhere">{invitation.email}</span>,
  },
  { header: 'Role', cell: (invitation) => MEMBER_ROLE_LABELS[invitation.role] },
  {
    header: 'Expires',
    cell: (invitation) => (
      <span className="inline-flex flex-wrap items-center gap-2">
        <time dateTime={invitation.expiresAt}>{formatDate(invitation.expiresAt)}</time>
        {invitation.expired && <Badge variant="secondary">{PROJECT_PAGE_MESSAGES.expired}</Badge>}
      </span>
    ),
  },
];

export function MembersCard({
  workspace,
  administrator,
}: {
  workspace: WorkspaceQuery;
  /** The empty list's hint names what only an administrator can do. */
  administrator: boolean;
}) {
  return (
    <AdminTableCard
      titleAs="h2"
      title="Members"
      description="Who belongs to the project, whether their address is confirmed, and when they last signed in."
      query={workspace}
      rows={workspace.data?.members}
      rowKey={(member) => member.userId}
      columns={memberColumns}
      empty={administrator ? PROJECT_PAGE_MESSAGES.noMembers : ANALYST_MESSAGES.noMembers}
    />
  );
}

export function InvitationsTableCard({ workspace }: { workspace: WorkspaceQuery }) {
  return (
    <AdminTableCard
      titleAs="h2"
      title="Pending invitations"
      description="Invitations sent and not yet accepted or revoked."
      query={workspace}
      rows={workspace.data?.invitations}
      rowKey={(invitation) => invitation.id}
      columns={invitationColumns}
      empty={PROJECT_PAGE_MESSAGES.noInvitations}
    />
  );
}
