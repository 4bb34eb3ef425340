/** A project's invitations for whoever manages them: the invite form over the pending list. */
import type { ComponentProps } from 'react';
import type { MemberRole } from '../../../../common/projects/constants.ts';
import {
  useInvitationActions,
  usePendingInvitations,
  type InvitationScope,
} from '../api/invitations.ts';
import { InviteForm } from './invite-form.tsx';
import { PendingInvitations } from './pending-invitations.tsx';

export function InvitationsPanel({
  scope,
  roles,
  sendVariant,
}: {
  scope: InvitationScope;
  roles: readonly MemberRole[];
  sendVariant: ComponentProps<typeof InviteForm>['sendVariant'];
}) {
  const query = usePendingInvitations(scope);
  const actions = useInvitationActions(scope);
  return (
    <div className="flex flex-col gap-6">
      <InviteForm roles={roles} invite={actions.invite} sendVariant={sendVariant} />
      <PendingInvitations query={query} actions={actions} />
    </div>
  );
}
