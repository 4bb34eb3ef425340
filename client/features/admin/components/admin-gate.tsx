import type { ReactNode } from 'react';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useSession } from '../../auth/index.ts';
import { AccessDenied } from './access-denied.tsx';
import { TwoFactorRequired } from './two-factor-required.tsx';

/**
 * What every admin page checks first (SPEC points 2 and 6): the administrator, with
 * two-factor sign-in on; anyone else gets the page's notice instead of `children`.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isPending) return <PageLoading label="Loading your session" />;
  if (!session.data?.user.isAdmin) return <AccessDenied />;
  // The admin API answers 403 two_factor_required until it is on (decision 089).
  if (!session.data.user.twoFactorEnabled) return <TwoFactorRequired />;
  return children;
}
