/**
 * Sign-in, sign-up and sign-out as the screens use them: the call, then its toasts
 * (docs/product.md#errors) and where the user goes next (docs/product.md#accounts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AUTH_ERROR_CODES } from '../../../../common/auth/accounts.ts';
import { AUTH_MESSAGES } from '../../../../common/auth/messages.ts';
import { PATHS } from '../../../../common/shared/paths.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { setFlashToast } from '../../../lib/flash-toast.ts';
import {
  checkDomain,
  reloadSession,
  signInWithEmail,
  signOut,
  signUpWithEmail,
  startGoogleSignIn,
  verifySignInCode,
} from '../api/auth.ts';

export function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

export function showDomainRefused(message?: string) {
  toast({
    title: AUTH_MESSAGES.domainNotAuthorizedTitle,
    description: message || AUTH_MESSAGES.domainNotAuthorized,
    variant: 'destructive',
  });
}

export function useAuthActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function enterPortal() {
    await reloadSession(queryClient);
    await navigate(PATHS.portalDashboard, { replace: true });
  }

  async function signedIn() {
    toast({ title: AUTH_MESSAGES.signedIn });
    await enterPortal();
  }

  /** 'code' when the account has two-factor sign-in on and the code step comes next. */
  async function signIn(input: {
    email: string;
    password: string;
  }): Promise<'signed-in' | 'code' | 'failed'> {
    try {
      const answer = await signInWithEmail(input);
      if ('twoFactorRedirect' in answer) return 'code';
    } catch (error) {
      toast({
        title: AUTH_MESSAGES.signInFailed,
        description: messageOf(error) || AUTH_MESSAGES.invalidCredentials,
        variant: 'destructive',
      });
      return 'failed';
    }
    await signedIn();
    return 'signed-in';
  }

  /**
   * The code step: signed in as by the password alone, or the server's words for a wrong
   * code (thrown, for the form to show under the field).
   */
  async function verifyCode(input: { code: string; recovery: boolean }): Promise<void> {
    await verifySignInCode(input);
    await signedIn();
  }

  /** The domain is checked with the server first. Returns true when created. */
  async function signUp(input: { email: string; password: string }): Promise<boolean> {
    try {
      const domain = await checkDomain(input.email);
      if (!domain.allowed) {
        showDomainRefused(domain.message);
        return false;
      }
      await signUpWithEmail(input);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === AUTH_ERROR_CODES.domainNotAuthorized) {
        showDomainRefused(error.message);
      } else {
        toast({
          title: AUTH_MESSAGES.signUpFailedTitle,
          description: messageOf(error) || AUTH_MESSAGES.genericError,
          variant: 'destructive',
        });
      }
      return false;
    }
    toast({
      title: AUTH_MESSAGES.accountCreated,
      description: AUTH_MESSAGES.accountCreatedDescription,
    });
    await enterPortal();
    return true;
  }

  async function signInWithGoogle() {
    try {
      await startGoogleSignIn();
    } catch (error) {
      toast({
        title: AUTH_MESSAGES.signInFailed,
        description: messageOf(error) || AUTH_MESSAGES.genericError,
        variant: 'destructive',
      });
    }
  }

  /** Sign-out returns the user to / (docs/product.md#accounts). */
  async function logOut() {
    try {
      await signOut();
    } catch {
      toast({ title: AUTH_MESSAGES.signOutFailed, variant: 'destructive' });
      return;
    }
    // The home page is another document (the prerendered public site): the toast goes with it.
    queryClient.removeQueries();
    setFlashToast(AUTH_MESSAGES.signedOut);
    window.location.assign(PATHS.home);
  }

  return { signIn, verifyCode, signUp, signInWithGoogle, logOut };
}
