import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { signInSchema, type SignInInput } from '../../../../common/contracts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useAuthActions } from '../hooks/use-auth-actions.ts';

export function SignInForm() {
  const { signIn } = useAuthActions();
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(async (values) => {
        await signIn(values);
      })}
    >
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" required {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          required
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
