/**
 * "Forgot password?" on the sign-in tab: asks for a reset link. The answer is the same
 * whether or not the address has an account (decision 088).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  passwordResetRequestSchema,
  type PasswordResetRequest,
} from '../../../../common/auth/contract.ts';
import { AUTH_MESSAGES, RESET_MESSAGES } from '../../../../common/auth/messages.ts';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { requestPasswordReset } from '../api/auth.ts';
import { messageOf } from '../hooks/use-auth-actions.ts';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [requested, setRequested] = useState(false);
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(input: PasswordResetRequest) {
    try {
      await requestPasswordReset(input);
    } catch (error) {
      toast({
        title: RESET_MESSAGES.requestFailed,
        description: messageOf(error) || AUTH_MESSAGES.genericError,
        variant: 'destructive',
      });
      return;
    }
    setRequested(true);
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h4 className="font-semibold">{RESET_MESSAGES.forgotTitle}</h4>
        <p className="text-sm text-muted-foreground">{RESET_MESSAGES.forgotDescription}</p>
      </div>
      {requested ? (
        <Alert variant="success">
          <AlertDescription>{RESET_MESSAGES.requested}</AlertDescription>
        </Alert>
      ) : (
        <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmit)}>
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" required {...form.register('email')} />
          </FormField>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? RESET_MESSAGES.sendingLink : RESET_MESSAGES.sendLink}
          </Button>
        </form>
      )}
      <Button type="button" variant="link" className="self-center" onClick={onBack}>
        {RESET_MESSAGES.backToSignIn}
      </Button>
    </div>
  );
}
