/** /portal/email-confirmed: a confirmation link's outcome; signed out or not. */
import { EmailConfirmedPage } from '../../../features/auth/components/email-confirmed-page.tsx';

export function Component() {
  return <EmailConfirmedPage />;
}
