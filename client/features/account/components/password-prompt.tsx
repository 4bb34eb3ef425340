import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { showFailureUnder } from '../../../lib/form-failure.ts';
import {
  passwordConfirmSchema,
  type PasswordConfirm,
} from '../../../../common/account/contract.ts';
import { ACCOUNT_MESSAGES } from '../../../../common/account/messages.ts';
import { AUTH_MESSAGES } from '../../../../common/auth/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';

interface PasswordPromptProps {
  submitLabel: string;
  /** Rejects with the server's words (a wrong password), shown under the field. */
  onSubmit: (password: string) => Promise<void>;
  onCancel: () => void;
}

/** "Enter your password to continue": what turning two-factor on or off asks first. */
export function PasswordPrompt({ submitLabel, onSubmit, onCancel }: PasswordPromptProps) {
  const form = useForm<PasswordConfirm>({
    resolver: zodResolver(passwordConfirmSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = ({ password }: PasswordConfirm) =>
    showFailureUnder(form.setError, 'password', AUTH_MESSAGES.genericError, () =>
      onSubmit(password),
    );

  return (
    <form noValidate className="flex max-w-sm flex-col gap-4" onSubmit={form.handleSubmit(submit)}>
      <FormField label={ACCOUNT_MESSAGES.passwordToContinue} error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          required
          {...form.register('password')}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {ACCOUNT_MESSAGES.cancel}
        </Button>
      </div>
    </form>
  );
}
