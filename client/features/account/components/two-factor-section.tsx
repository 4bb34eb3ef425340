/**
 * Two-factor sign-in on the account page (decision 089). Off: "Turn on" asks for the
 * password, shows the QR code and key, then takes the app's first code, and shows the
 * recovery codes once. On: "Turn off" and "New recovery codes", each after the password.
 */
import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../../common/account/messages.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useRefreshSession } from '../../auth/index.ts';
import {
  confirmTwoFactor,
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  useRefreshSessions,
} from '../api/account.ts';
import { AccountSection } from './account-section.tsx';
import { AuthenticatorSetUp } from './authenticator-set-up.tsx';
import { PasswordPrompt } from './password-prompt.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

type Step =
  | { name: 'idle' }
  | { name: 'password-to-enable' }
  | { name: 'scan'; totpURI: string; backupCodes: string[] }
  | { name: 'codes'; backupCodes: string[] }
  | { name: 'password-to-disable' }
  | { name: 'password-to-regenerate' };

export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const refreshSession = useRefreshSession();
  const refreshSessions = useRefreshSessions();
  const idle = () => setStep({ name: 'idle' });

  async function enable(password: string) {
    const { totpURI, backupCodes } = await enableTwoFactor(password);
    setStep({ name: 'scan', totpURI, backupCodes });
  }

  async function confirm(code: string, backupCodes: string[]) {
    await confirmTwoFactor(code);
    setStep({ name: 'codes', backupCodes });
    toast({ title: ACCOUNT_MESSAGES.turnedOn });
    // The server replaced this session: the new one carries two-factor.
    await Promise.all([refreshSession(), refreshSessions()]);
  }

  async function disable(password: string) {
    await disableTwoFactor(password);
    idle();
    toast({ title: ACCOUNT_MESSAGES.turnedOff });
    await Promise.all([refreshSession(), refreshSessions()]);
  }

  async function regenerate(password: string) {
    const { backupCodes } = await regenerateRecoveryCodes(password);
    setStep({ name: 'codes', backupCodes });
  }

  return (
    <AccountSection
      title={ACCOUNT_MESSAGES.twoFactorTitle}
      description={enabled ? ACCOUNT_MESSAGES.twoFactorOn : ACCOUNT_MESSAGES.twoFactorOff}
      badge={
        <Badge variant={enabled ? 'default' : 'secondary'}>
          {enabled ? ACCOUNT_MESSAGES.on : ACCOUNT_MESSAGES.off}
        </Badge>
      }
    >
      {step.name === 'idle' &&
        (enabled ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setStep({ name: 'password-to-regenerate' })}>
              {ACCOUNT_MESSAGES.newRecoveryCodes}
            </Button>
            <Button variant="outline" onClick={() => setStep({ name: 'password-to-disable' })}>
              {ACCOUNT_MESSAGES.turnOff}
            </Button>
          </div>
        ) : (
          <Button variant="outline" onClick={() => setStep({ name: 'password-to-enable' })}>
            {ACCOUNT_MESSAGES.turnOn}
          </Button>
        ))}
      {step.name === 'password-to-enable' && (
        <PasswordPrompt submitLabel={ACCOUNT_MESSAGES.continue} onSubmit={enable} onCancel={idle} />
      )}
      {step.name === 'scan' && (
        <AuthenticatorSetUp
          totpURI={step.totpURI}
          onConfirm={(code) => confirm(code, step.backupCodes)}
          onCancel={idle}
        />
      )}
      {step.name === 'codes' && <RecoveryCodes codes={step.backupCodes} onDone={idle} />}
      {step.name === 'password-to-disable' && (
        <PasswordPrompt submitLabel={ACCOUNT_MESSAGES.turnOff} onSubmit={disable} onCancel={idle} />
      )}
      {step.name === 'password-to-regenerate' && (
        <PasswordPrompt
          submitLabel={ACCOUNT_MESSAGES.newRecoveryCodes}
          onSubmit={regenerate}
          onCancel={idle}
        />
      )}
    </AccountSection>
  );
}
