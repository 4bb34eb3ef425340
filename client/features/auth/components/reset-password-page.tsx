/**
 * /portal/reset-password?token=…, where a reset mail's link leads once the identity library has
 * checked its token (decision 088): asks for the new password under the sign-up policy, then
 * signs nothing in: it says the password was changed and offers sign-in. An expired or used
 * link (the library's `?error=INVALID_TOKEN`, or a refusal at submit) or an incomplete one
 * says so, with a way to ask for a new one.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { AUTH_ERROR_CODES } from '../../../../common/auth/accounts.ts';
import {
  DEFAULT_PASSWORD_POLICY,
  resetPasswordSchema,
  type ResetPasswordInput,
} from '../../../../common/auth/contract.ts';
import { AUTH_MESSAGES, RESET_MESSAGES } from '../../../../common/auth/messages.ts';
import { FORGOT_PASSWORD_QUERY, PATHS } from '../../../../common/shared/paths.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { reloadSession, resetPassword, useAuthOptions } from '../api/auth.ts';
import { messageOf } from '../hooks/use-auth-actions.ts';
import { describePolicy } from '../lib/password-policy.ts';
import { AuthCard } from './auth-card.tsx';

type Outcome = 'form' | 'changed' | 'invalid';

function NewPasswordForm({
  token,
  onOutcome,
}: {
  token: string;
  onOutcome: (outcome: Outcome) => void;
}) {
  const queryClient = useQueryClient();
  const policy = useAuthOptions().data?.passwordPolicy ?? DEFAULT_PASSWORD_POLICY;
  const schema = useMemo(() => resetPasswordSchema(policy), [policy]);
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(schema),
    defaultValues: { token, newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(input: ResetPasswordInput) {
    try {
      await resetPassword(input);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === AUTH_ERROR_CODES.invalidToken) {
        onOutcome('invalid');
        return;
      }
      toast({
        title: RESET_MESSAGES.resetFailed,
        description: messageOf(error) || AUTH_MESSAGES.genericError,
        variant: 'destructive',
      });
      return;
    }
    // Every session of the account ended: whoever this browser was signed in as may be gone.
    await reloadSession(queryClient);
    onOutcome('changed');
  }

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmit)}>
      <FormField
        label={RESET_MESSAGES.newPasswordLabel}
        error={errors.newPassword?.message ?? errors.token?.message}
        hint={describePolicy(policy)}
      >
        <Input
          type="password"
          autoComplete="new-password"
          required
          {...form.register('newPassword')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? RESET_MESSAGES.submitting : RESET_MESSAGES.submit}
      </Button>
    </form>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const refused = params.has('error');
  const [outcome, setOutcome] = useState<Outcome>(token && !refused ? 'form' : 'invalid');

  return (
    <AuthCard title={RESET_MESSAGES.pageTitle} description={RESET_MESSAGES.pageDescription}>
      {outcome === 'form' && <NewPasswordForm token={token} onOutcome={setOutcome} />}
      {outcome === 'changed' && (
        <>
          <Alert variant="success">
            <AlertTitle>{RESET_MESSAGES.changedTitle}</AlertTitle>
            <AlertDescription>{RESET_MESSAGES.changedDescription}</AlertDescription>
          </Alert>
          <Button asChild className="w-full">
            <Link to={PATHS.portal}>{RESET_MESSAGES.signIn}</Link>
          </Button>
        </>
      )}
      {outcome === 'invalid' && (
        <>
          <Alert variant="destructive">
            <AlertTitle>{RESET_MESSAGES.linkInvalidTitle}</AlertTitle>
            <AlertDescription>
              {token || refused ? RESET_MESSAGES.linkInvalid : RESET_MESSAGES.linkMissing}
            </AlertDescription>
          </Alert>
          <Button asChild className="w-full">
            <Link to={`${PATHS.portal}?${FORGOT_PASSWORD_QUERY}`}>{RESET_MESSAGES.askAgain}</Link>
          </Button>
        </>
      )}
    </AuthCard>
  );
}
