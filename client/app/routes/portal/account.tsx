/**
 * /portal/account (docs/product.md#accounts): the signed-in user's name, password, two-factor
 * sign-in, sessions and sign-in methods. Behind the portal's sign-in gate.
 */
import { ACCOUNT_MESSAGES } from '../../../../common/account/messages.ts';
import { LoadingRegion, Skeleton, SkeletonCard } from '../../../components/ui/skeleton.tsx';
import {
  PasswordSection,
  ProfileSection,
  SessionsSection,
  SignInMethodsSection,
  TwoFactorSection,
  useSignInMethods,
} from '../../../features/account/index.ts';
import { useSession } from '../../../features/auth/index.ts';

export function Component() {
  const session = useSession();
  const methods = useSignInMethods();
  if (!session.data || methods.isPending) {
    return (
      <LoadingRegion label="Loading your account" className="mx-auto flex max-w-3xl flex-col gap-6">
        <Skeleton className="h-9 w-48" />
        {[3, 2, 2, 3].map((lines, card) => (
          <SkeletonCard key={card} lines={lines} />
        ))}
      </LoadingRegion>
    );
  }
  const { user, session: current } = session.data;
  const providers = methods.data?.map((method) => method.providerId) ?? [];
  // Unknown when the list failed to load: the forms are offered, the server decides.
  const hasPassword = !methods.data || providers.includes('credential');

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight text-primary md:text-3xl">
        {ACCOUNT_MESSAGES.title}
      </h1>
      <ProfileSection name={user.name} email={user.email} />
      <PasswordSection hasPassword={hasPassword} />
      {hasPassword && <TwoFactorSection enabled={user.twoFactorEnabled} />}
      <SessionsSection currentSessionId={current.id} />
      <SignInMethodsSection providers={providers} />
    </div>
  );
}
