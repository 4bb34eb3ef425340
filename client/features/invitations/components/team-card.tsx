/**
 * The dashboard's Team section: shown to the active project's owner, who invites colleagues.
 * On a phone it folds to its title.
 */
import { OWNER_INVITABLE_ROLES } from '../../../../common/invitations/contract.ts';
import { INVITATION_MESSAGES as M } from '../../../../common/invitations/messages.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import {
  PHONE_FOLD_HEADER,
  PHONE_FOLD_TITLE,
  PhoneFoldButton,
  usePhoneFold,
} from '../../../components/ui/phone-fold.tsx';
import { useActiveProject } from '../../projects/index.ts';
import { InvitationsPanel } from './invitations-panel.tsx';

export function TeamCard() {
  const { activeProject } = useActiveProject();
  const fold = usePhoneFold();
  if (activeProject?.role !== 'owner' || activeProject.status !== 'active') return null;
  return (
    <Card>
      <CardHeader className={PHONE_FOLD_HEADER}>
        <div className="flex items-start justify-between gap-3">
          <CardTitle as="h2" className={PHONE_FOLD_TITLE}>
            {M.teamTitle}
          </CardTitle>
          <PhoneFoldButton fold={fold} label="team invitations" />
        </div>
        <CardDescription className={fold.open ? undefined : 'max-sm:hidden'}>
          {M.teamDescription}
        </CardDescription>
      </CardHeader>
      <CardContent id={fold.contentId} className={fold.contentClass}>
        <InvitationsPanel
          key={activeProject.id}
          scope={{ as: 'owner', projectId: activeProject.id }}
          roles={OWNER_INVITABLE_ROLES}
          sendVariant="outline"
        />
      </CardContent>
    </Card>
  );
}
