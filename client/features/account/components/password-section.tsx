import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import {
  changePasswordFormSchema,
  type ChangePasswordForm,
} from '../../../../common/account/contract.ts';
import { DEFAULT_PASSWORD_POLICY } from '../../../../common/auth/contract.ts';
import { ACCOUNT_MESSAGES } from '../../../../common/account/messages.ts';
import { TWO_FACTOR_MESSAGES } from '../../../../common/auth/messages.ts';
import { SAVE_MESSAGES } from '../../../../common/shared/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { describePolicy, useAuthOptions } from '../../auth/index.ts';
import { changePassword, useRefreshSessions } from '../api/account.ts';
import { AccountSection } from './account-section.tsx';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The identity library's code for a current password that is not the account's. */
const WRONG_PASSWORD_CODE = 'INVALID_PASSWORD';

const isWrongPassword = (error: unknown) =>
  error instanceof ApiRequestError && error.code === WRONG_PASSWORD_CODE;

/**
 * Current, new and again, under the server's policy. The server ends every other session
 * of the account (decision 066) and gives this browser a fresh one.
 */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const refreshSessions = useRefreshSessions();
  const policy = useAuthOptions().data?.passwordPolicy ?? DEFAULT_PASSWORD_POLICY;
  const schema = useMemo(() => changePasswordFormSchema(policy), [policy]);
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  /**
   * A wrong current password is shown under its field, like the form's other problems (a
   * toast passes and names no field); any other failure in the error toast.
   */
  async function submit({ currentPassword, newPassword }: ChangePasswordForm) {
    try {
      await changePassword({ currentPassword, newPassword });
    } catch (error) {
      if (isWrongPassword(error)) {
        form.setError(
          'currentPassword',
          { message: TWO_FACTOR_MESSAGES.wrongPassword },
          { shouldFocus: true },
        );
      } else {
        toast({
          title: SAVE_MESSAGES.errorTitle,
          description: error instanceof Error ? error.message : String(error),
          variant: 'destructive',
        });
      }
      return;
    }
    toast({ title: ACCOUNT_MESSAGES.passwordChanged });
    form.reset(EMPTY);
    await refreshSessions();
  }

  return (
    <AccountSection
      title={ACCOUNT_MESSAGES.passwordTitle}
      description={hasPassword ? ACCOUNT_MESSAGES.passwordDescription : ACCOUNT_MESSAGES.noPassword}
    >
      {hasPassword && (
        <form
          noValidate
          className="flex max-w-md flex-col gap-4"
          onSubmit={form.handleSubmit(submit)}
        >
          <FormField
            label={ACCOUNT_MESSAGES.currentPassword}
            error={errors.currentPassword?.message}
          >
            <Input
              type="password"
              autoComplete="current-password"
              {...form.register('currentPassword')}
            />
          </FormField>
          <FormField
            label={ACCOUNT_MESSAGES.newPassword}
            error={errors.newPassword?.message}
            hint={describePolicy(policy)}
          >
            <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField
            label={ACCOUNT_MESSAGES.confirmPassword}
            error={errors.confirmPassword?.message}
          >
            <Input
              type="password"
              autoComplete="new-password"
              {...form.register('confirmPassword')}
            />
          </FormField>
          <Button type="submit" variant="outline" className="self-start" disabled={isSubmitting}>
            {isSubmitting ? ACCOUNT_MESSAGES.saving : ACCOUNT_MESSAGES.changePassword}
          </Button>
        </form>
      )}
    </AccountSection>
  );
}
