/**
 * The middle step of turning two-factor sign-in on: the QR code of the app's address and
 * the key as text, then the app's first code to confirm it has them.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { showFailureUnder } from '../../../lib/form-failure.ts';
import { signInCodeFormSchema, type SignInCodeForm } from '../../../../common/account/contract.ts';
import { ACCOUNT_MESSAGES } from '../../../../common/account/messages.ts';
import { AUTH_MESSAGES } from '../../../../common/auth/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { OneTimeCodeInput } from '../../../components/ui/input.tsx';

const codeSchema = signInCodeFormSchema(false);

/** The key in groups of four, as authenticator apps ask for it. */
function groupedKey(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

function useQrCode(text: string): string | null {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (markup) => current && setSvg(`data:image/svg+xml;utf8,${encodeURIComponent(markup)}`),
    );
    return () => {
      current = false;
    };
  }, [text]);
  return svg;
}

interface AuthenticatorSetUpProps {
  totpURI: string;
  onConfirm: (code: string) => Promise<void>;
  onCancel: () => void;
}

export function AuthenticatorSetUp({ totpURI, onConfirm, onCancel }: AuthenticatorSetUpProps) {
  const qr = useQrCode(totpURI);
  const form = useForm<SignInCodeForm>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = ({ code }: SignInCodeForm) =>
    showFailureUnder(form.setError, 'code', AUTH_MESSAGES.genericError, () => onConfirm(code));

  return (
    <div className="flex flex-col gap-4">
      <p className="font-medium">{ACCOUNT_MESSAGES.scanTitle}</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="size-44 shrink-0 rounded-md border border-border bg-white p-1">
          {qr && <img src={qr} alt={ACCOUNT_MESSAGES.qrAlt} className="size-full" />}
        </div>
        <div className="flex min-w-0 flex-col gap-1 text-sm">
          <span className="text-muted-foreground">{ACCOUNT_MESSAGES.scanHint}</span>
          <code data-testid="totp-key" className="break-all font-mono text-base">
            {groupedKey(totpURI)}
          </code>
        </div>
      </div>
      <form
        noValidate
        className="flex max-w-sm flex-col gap-4"
        onSubmit={form.handleSubmit(submit)}
      >
        <FormField label={ACCOUNT_MESSAGES.confirmCode} error={errors.code?.message}>
          <OneTimeCodeInput {...form.register('code')} />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={isSubmitting}>
            {ACCOUNT_MESSAGES.confirm}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            {ACCOUNT_MESSAGES.cancel}
          </Button>
        </div>
      </form>
    </div>
  );
}
