import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import {
  DEFAULT_PASSWORD_POLICY,
  signUpSchema,
  type PasswordPolicy,
  type SignUpInput,
} from '../../../../common/contracts/auth.ts';
import { AUTH_MESSAGES } from '../../../../common/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useAuthActions } from '../hooks/use-auth-actions.ts';

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
  const form = useForm<SignUpInput>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(async (values) => {
        await signUp(values);
      })}
    >
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" required {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} hint={describePolicy(policy)}>
        <Input
          type="password"
          autoComplete="new-password"
          required
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">{AUTH_MESSAGES.signUpNote}</p>
    </form>
  );
}
