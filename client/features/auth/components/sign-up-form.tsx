import { useMemo } from 'react';
import {
  DEFAULT_PASSWORD_POLICY,
  signUpSchema,
  type PasswordPolicy,
} from '../../../../common/contracts/auth.ts';
import { AUTH_MESSAGES } from '../../../../common/messages.ts';
import { useAuthActions } from '../hooks/use-auth-actions.ts';
import { CredentialsForm } from './credentials-form.tsx';

/** "At least 6 characters, with an uppercase letter and a number": the server's policy in words. */
function describePolicy(policy: PasswordPolicy): string {
  const classes = [
    policy.requireLowercase && 'a lowercase letter',
    policy.requireUppercase && 'an uppercase letter',
    policy.requireNumber && 'a number',
    policy.requireSymbol && 'a symbol',
  ].filter(Boolean) as string[];
  const base = `At least ${policy.minLength} characters`;
  if (classes.length === 0) return `${base}.`;
  const last = classes.pop();
  return `${base}, with ${classes.length ? `${classes.join(', ')} and ${last}` : last}.`;
}

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
