/**
 * The sign-in's second step when the account has two-factor sign-in on (decision 089): a
 * code from the authenticator app, or one of the recovery codes. A refused code is shown in
 * the server's words under the field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { showFailureUnder } from '../../../lib/form-failure.ts';
import { signInCodeFormSchema, type SignInCodeForm } from '../../../../common/account/contract.ts';
import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES } from '../../../../common/auth/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, OneTimeCodeInput } from '../../../components/ui/input.tsx';

export interface CodeInput {
  code: string;
  recovery: boolean;
}

/** `onVerify` checks the code and goes on; a refusal it throws is shown under the field. */
export function TwoFactorStep({
  onBack,
  onVerify,
}: {
  onBack: () => void;
  onVerify: (input: CodeInput) => Promise<void>;
}) {
  const [recovery, setRecovery] = useState(false);
  const schema = useMemo(() => signInCodeFormSchema(recovery), [recovery]);
  const form = useForm<SignInCodeForm>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = ({ code }: SignInCodeForm) =>
    showFailureUnder(form.setError, 'code', AUTH_MESSAGES.genericError, () =>
      onVerify({ code, recovery }),
    );

  function switchMode() {
    setRecovery((current) => !current);
    form.reset({ code: '' });
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h4 className="font-semibold">{TWO_FACTOR_MESSAGES.codeStepTitle}</h4>
        <p className="text-sm text-muted-foreground">
          {recovery
            ? TWO_FACTOR_MESSAGES.recoveryStepDescription
            : TWO_FACTOR_MESSAGES.codeStepDescription}
        </p>
      </div>
      <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmit)}>
        {recovery ? (
          <FormField label={TWO_FACTOR_MESSAGES.recoveryCodeLabel} error={errors.code?.message}>
            <Input
              key="recovery"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              required
              {...form.register('code')}
            />
          </FormField>
        ) : (
          <FormField label={TWO_FACTOR_MESSAGES.codeLabel} error={errors.code?.message}>
            <OneTimeCodeInput key="code" {...form.register('code')} />
          </FormField>
        )}
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? TWO_FACTOR_MESSAGES.verifying : TWO_FACTOR_MESSAGES.verify}
        </Button>
      </form>
      <Button type="button" variant="link" className="self-center" onClick={switchMode}>
        {recovery ? TWO_FACTOR_MESSAGES.useApp : TWO_FACTOR_MESSAGES.useRecoveryCode}
      </Button>
      <Button type="button" variant="ghost" className="self-center" onClick={onBack}>
        {TWO_FACTOR_MESSAGES.backToSignIn}
      </Button>
    </div>
  );
}
