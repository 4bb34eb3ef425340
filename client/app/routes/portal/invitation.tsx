/** /portal/invitation: where an invitation mail's link leads; signed out or not. */
import { InvitationPage } from '../../../features/invitations/index.ts';

export function Component() {
  return <InvitationPage />;
}
