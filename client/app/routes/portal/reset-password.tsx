/** /portal/reset-password: where a password reset mail's link leads; signed out or not. */
import { ResetPasswordPage } from '../../../features/auth/index.ts';

export function Component() {
  return <ResetPasswordPage />;
}
