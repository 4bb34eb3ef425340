import { KeyRound, Mail } from 'lucide-react';
import { ACCOUNT_MESSAGES } from '../../../../common/account/messages.ts';
import { AccountSection } from './account-section.tsx';

const METHODS: Record<string, { label: string; icon: typeof Mail }> = {
  credential: { label: ACCOUNT_MESSAGES.emailAndPassword, icon: Mail },
  google: { label: ACCOUNT_MESSAGES.google, icon: KeyRound },
};

/** The linked sign-in methods, in words. */
export function SignInMethodsSection({ providers }: { providers: string[] }) {
  return (
    <AccountSection
      title={ACCOUNT_MESSAGES.methodsTitle}
      description={ACCOUNT_MESSAGES.methodsDescription}
    >
      <ul aria-label={ACCOUNT_MESSAGES.methodsTitle} className="flex flex-col gap-2">
        {providers.map((provider) => {
          const { label, icon: Icon } = METHODS[provider] ?? { label: provider, icon: KeyRound };
          return (
            <li key={provider} className="flex items-center gap-3 text-sm">
              <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
              {label}
            </li>
          );
        })}
      </ul>
    </AccountSection>
  );
}
