import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { signInSchema } from '../../../../common/auth/contract.ts';
import { RESET_MESSAGES } from '../../../../common/auth/messages.ts';
import { FORGOT_PASSWORD_QUERY } from '../../../../common/shared/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useAuthActions } from '../hooks/use-auth-actions.ts';
import { CredentialsForm } from './credentials-form.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';

export function SignInForm() {
  const { signIn, verifyCode } = useAuthActions();
  const [params] = useSearchParams();
  const [forgot, setForgot] = useState(() => params.has(FORGOT_PASSWORD_QUERY));
  const [askCode, setAskCode] = useState(false);
  if (forgot) return <ForgotPasswordForm onBack={() => setForgot(false)} />;
  if (askCode) return <TwoFactorStep onBack={() => setAskCode(false)} onVerify={verifyCode} />;
  return (
    <CredentialsForm
      schema={signInSchema}
      onSubmit={async (input) => setAskCode((await signIn(input)) === 'code')}
      passwordAutoComplete="current-password"
      submitLabel="Sign In"
      pendingLabel="Signing in..."
    >
      <Button type="button" variant="link" className="self-center" onClick={() => setForgot(true)}>
        {RESET_MESSAGES.forgotLink}
      </Button>
    </CredentialsForm>
  );
}
