import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { profileFormSchema, type ProfileForm } from '../../../../common/account/contract.ts';
import { ACCOUNT_MESSAGES } from '../../../../common/account/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { saveWithToast } from '../../../lib/save-with-toast.ts';
import { useRefreshSession } from '../../auth/index.ts';
import { updateDisplayName } from '../api/account.ts';
import { AccountSection } from './account-section.tsx';

/** The display name (at most 100 characters); the portal's header shows it at once. */
export function ProfileSection({ name, email }: { name: string; email: string }) {
  const refreshSession = useRefreshSession();
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(input: ProfileForm) {
    const saved = await saveWithToast(
      () => updateDisplayName(input.name),
      ACCOUNT_MESSAGES.nameSaved,
    );
    if (!saved) return;
    form.reset(input);
    await refreshSession();
  }

  return (
    <AccountSection title={ACCOUNT_MESSAGES.profileTitle} description={email}>
      <form
        noValidate
        className="flex max-w-md flex-col gap-4"
        onSubmit={form.handleSubmit(submit)}
      >
        <FormField
          label={ACCOUNT_MESSAGES.nameLabel}
          error={errors.name?.message}
          hint={ACCOUNT_MESSAGES.profileDescription}
        >
          <Input autoComplete="name" maxLength={100} {...form.register('name')} />
        </FormField>
        <Button type="submit" className="self-start" disabled={isSubmitting}>
          {isSubmitting ? ACCOUNT_MESSAGES.saving : ACCOUNT_MESSAGES.save}
        </Button>
      </form>
    </AccountSection>
  );
}
