/**
 * The email-and-password form behind both tabs of the auth screen: the two fields, the
 * submit button and an optional note under it. Sign-in and sign-up each give their schema,
 * their action and their words.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { ZodType } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';

type Credentials = { email: string; password: string };

interface CredentialsFormProps {
  schema: ZodType<Credentials, Credentials>;
  onSubmit: (values: Credentials) => Promise<unknown>;
  /** What password managers read: current-password to sign in, new-password to sign up. */
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordHint?: string;
  submitLabel: string;
  /** The button's label while the call runs. */
  pendingLabel: string;
  /** Shown under the button. */
  children?: ReactNode;
  /** The address is given (an invitation's) and shown read-only. */
  fixedEmail?: string;
}

export function CredentialsForm({
  schema,
  onSubmit,
  passwordAutoComplete,
  passwordHint,
  submitLabel,
  pendingLabel,
  children,
  fixedEmail,
}: CredentialsFormProps) {
  const form = useForm<Credentials>({
    resolver: zodResolver(schema),
    defaultValues: { email: fixedEmail ?? '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmit)}>
      <FormField label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          required
          readOnly={fixedEmail !== undefined}
          {...form.register('email')}
        />
      </FormField>
      {/* The rule or the broken rule, never both: an error replaces the hint it repeats. */}
      <FormField
        label="Password"
        error={errors.password?.message}
        hint={errors.password ? undefined : passwordHint}
      >
        <Input
          type="password"
          autoComplete={passwordAutoComplete}
          required
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? pendingLabel : submitLabel}
      </Button>
      {children}
    </form>
  );
}
