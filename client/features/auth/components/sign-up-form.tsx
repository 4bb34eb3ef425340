import { useMemo } from 'react';
import {
  DEFAULT_PASSWORD_POLICY,
  signUpSchema,
  type PasswordPolicy,
} from '../../../../common/auth/contract.ts';
import { AUTH_MESSAGES } from '../../../../common/auth/messages.ts';
import { useAuthActions } from '../hooks/use-auth-actions.ts';
import { describePolicy } from '../lib/password-policy.ts';
import { CredentialsForm } from './credentials-form.tsx';

export function SignUpForm({ policy = DEFAULT_PASSWORD_POLICY }: { policy?: PasswordPolicy }) {
  const { signUp } = useAuthActions();
  const schema = useMemo(() => signUpSchema(policy), [policy]);
  return (
    <CredentialsForm
      schema={schema}
      onSubmit={signUp}
      passwordAutoComplete="new-password"
      passwordHint={describePolicy(policy)}
      submitLabel="Create Account"
      pendingLabel="Creating account..."
    >
      <p className="text-center text-sm text-muted-foreground">{AUTH_MESSAGES.signUpNote}</p>
    </CredentialsForm>
  );
}
