/**
 * The sign-in / sign-up screen (docs/product.md#accounts). It has no route of its own: the portal
 * gate shows it at whatever /portal path a signed-out visitor opened (docs/decisions/008).
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { AUTH_ERROR_CODES } from '../../../../common/auth/accounts.ts';
import { AUTH_MESSAGES } from '../../../../common/auth/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useAuthOptions } from '../api/auth.ts';
import { showDomainRefused, useAuthActions } from '../hooks/use-auth-actions.ts';
import { AuthCard } from './auth-card.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

/**
 * Both tab panels are as tall as the taller (Sign Up's, its password hint and note on two
 * lines), so the card does not jump when the tab changes.
 */
const PANEL_HEIGHT = 'min-h-[17.25rem]';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1a6.6 6.6 0 0 1 0-4.2V7.06H2.18a11 11 0 0 0 0 9.88l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.56 10.56 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

/** After an unsuccessful Google sign-in the server sends the visitor back with ?error=. */
function useProviderErrorToast() {
  const [params, setParams] = useSearchParams();
  const error = params.get('error');
  const description = params.get('error_description');
  useEffect(() => {
    if (!error) return;
    if (error === AUTH_ERROR_CODES.domainNotAuthorized) {
      showDomainRefused(description ?? undefined);
    } else {
      toast({
        title: AUTH_MESSAGES.signInFailed,
        description: description || AUTH_MESSAGES.genericError,
        variant: 'destructive',
      });
    }
    setParams(
      (current) => {
        current.delete('error');
        current.delete('error_description');
        return current;
      },
      { replace: true },
    );
  }, [error, description, setParams]);
}

export function AuthScreen() {
  const options = useAuthOptions();
  const { signInWithGoogle } = useAuthActions();
  useProviderErrorToast();

  return (
    <AuthCard title={AUTH_MESSAGES.cardTitle} description={AUTH_MESSAGES.cardDescription}>
      {options.data?.google && (
        <>
          <Button variant="outline" className="w-full" onClick={() => void signInWithGoogle()}>
            <GoogleMark />
            Continue with Google
          </Button>
          <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
            <span className="h-px flex-1 bg-border" />
            or
            <span className="h-px flex-1 bg-border" />
          </div>
        </>
      )}
      <Tabs defaultValue="sign-in">
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="sign-in">{AUTH_MESSAGES.signInTab}</TabsTrigger>
          <TabsTrigger value="sign-up">{AUTH_MESSAGES.signUpTab}</TabsTrigger>
        </TabsList>
        <TabsContent value="sign-in" className={PANEL_HEIGHT}>
          <SignInForm />
        </TabsContent>
        <TabsContent value="sign-up" className={PANEL_HEIGHT}>
          <SignUpForm policy={options.data?.passwordPolicy} />
        </TabsContent>
      </Tabs>
    </AuthCard>
  );
}
