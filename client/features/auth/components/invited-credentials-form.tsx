/**
 * Sign-up or sign-in for an invited address (docs/product.md#invitations): the address is the
 * invitation's, shown read-only; an account with two-factor sign-in gives its code next;
 * once signed in, the caller goes on (accepts) instead of being sent to the dashboard.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  DEFAULT_PASSWORD_POLICY,
  signInSchema,
  signUpSchema,
} from '../../../../common/auth/contract.ts';
import { AUTH_MESSAGES } from '../../../../common/auth/messages.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import {
  reloadSession,
  signInWithEmail,
  signUpWithEmail,
  useAuthOptions,
  verifySignInCode,
} from '../api/auth.ts';
import { messageOf } from '../hooks/use-auth-actions.ts';
import { describePolicy } from '../lib/password-policy.ts';
import { CredentialsForm } from './credentials-form.tsx';
import { TwoFactorStep, type CodeInput } from './two-factor-step.tsx';

export function InvitedCredentialsForm({
  email,
  mode,
  onSignedIn,
}: {
  email: string;
  mode: 'sign-up' | 'sign-in';
  onSignedIn: () => Promise<void>;
}) {
  const queryClient = useQueryClient();
  const policy = useAuthOptions().data?.passwordPolicy ?? DEFAULT_PASSWORD_POLICY;
  const schema = useMemo(
    () => (mode === 'sign-up' ? signUpSchema(policy) : signInSchema),
    [mode, policy],
  );

  const [askCode, setAskCode] = useState(false);

  async function signedIn() {
    await reloadSession(queryClient);
    await onSignedIn();
  }

  async function verify(input: CodeInput) {
    await verifySignInCode(input);
    await signedIn();
  }

  async function submit(input: { email: string; password: string }) {
    try {
      if (mode === 'sign-up') await signUpWithEmail(input);
      else if ('twoFactorRedirect' in (await signInWithEmail(input))) {
        setAskCode(true);
        return;
      }
    } catch (error) {
      toast({
        title: mode === 'sign-up' ? AUTH_MESSAGES.signUpFailedTitle : AUTH_MESSAGES.signInFailed,
        description: messageOf(error) || AUTH_MESSAGES.genericError,
        variant: 'destructive',
      });
      return;
    }
    await signedIn();
  }

  if (askCode) return <TwoFactorStep onBack={() => setAskCode(false)} onVerify={verify} />;
  return (
    <CredentialsForm
      schema={schema}
      onSubmit={submit}
      fixedEmail={email}
      passwordAutoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
      passwordHint={mode === 'sign-up' ? describePolicy(policy) : undefined}
      submitLabel={mode === 'sign-up' ? 'Create Account' : 'Sign In'}
      pendingLabel={mode === 'sign-up' ? 'Creating account...' : 'Signing in...'}
    />
  );
}
