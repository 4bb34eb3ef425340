/** The dashboard's Team section: shown to the active project's owner, who invites colleagues. */
import { OWNER_INVITABLE_ROLES } from '../../../../common/contracts/invitations.ts';
import { INVITATION_MESSAGES as M } from '../../../../common/messages.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { useActiveProject } from '../../projects/index.ts';
import { InvitationsPanel } from './invitations-panel.tsx';

export function TeamCard() {
  const { activeProject } = useActiveProject();
  if (activeProject?.role !== 'owner' || activeProject.status !== 'active') return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{M.teamTitle}</CardTitle>
        <CardDescription>{M.teamDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <InvitationsPanel
          key={activeProject.id}
          scope={{ as: 'owner', projectId: activeProject.id }}
          roles={OWNER_INVITABLE_ROLES}
        />
      </CardContent>
    </Card>
  );
}
