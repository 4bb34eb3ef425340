import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import {
  changePasswordFormSchema,
  type ChangePasswordForm,
} from '../../../../common/account/contract.ts';
import { DEFAULT_PASSWORD_POLICY } from '../../../../common/auth/contract.ts';
import { ACCOUNT_MESSAGES } from '../../../../common/account/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { saveWithToast } from '../../../lib/save-with-toast.ts';
import { describePolicy, useAuthOptions } from '../../auth/index.ts';
import { changePassword, useRefreshSessions } from '../api/account.ts';
import { AccountSection } from './account-section.tsx';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

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

  async function submit({ currentPassword, newPassword }: ChangePasswordForm) {
    const saved = await saveWithToast(
      () => changePassword({ currentPassword, newPassword }),
      ACCOUNT_MESSAGES.passwordChanged,
    );
    if (!saved) return;
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
