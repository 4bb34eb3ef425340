import { signInSchema } from '../../../../common/contracts/auth.ts';
import { useAuthActions } from '../hooks/use-auth-actions.ts';
import { CredentialsForm } from './credentials-form.tsx';

export function SignInForm() {
  const { signIn } = useAuthActions();
  return (
    <CredentialsForm
      schema={signInSchema}
      onSubmit={signIn}
      passwordAutoComplete="current-password"
      submitLabel="Sign In"
      pendingLabel="Signing in..."
    />
  );
}
