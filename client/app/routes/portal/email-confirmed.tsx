/** /portal/email-confirmed: a confirmation link's outcome; signed out or not. */
import { EmailConfirmedPage } from '../../../features/auth/index.ts';

export function Component() {
  return <EmailConfirmedPage />;
}
