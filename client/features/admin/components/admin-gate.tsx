import { KeyRound, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES } from '../../../../common/auth/messages.ts';
import { PATHS } from '../../../../common/shared/paths.ts';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useSession } from '../../auth/index.ts';
import { AdminGateNotice, type AdminGateNoticeProps } from './admin-gate-notice.tsx';

const NOT_AN_ADMIN: AdminGateNoticeProps = {
  icon: ShieldAlert,
  tone: 'refused',
  title: AUTH_MESSAGES.accessDenied,
  description: AUTH_MESSAGES.accessDeniedDescription,
  action: { to: PATHS.portalDashboard, label: AUTH_MESSAGES.goToPortal },
};

/** The admin API answers 403 two_factor_required until it is on (decision 089). */
const NO_TWO_FACTOR: AdminGateNoticeProps = {
  icon: KeyRound,
  tone: 'next-step',
  title: TWO_FACTOR_MESSAGES.requiredTitle,
  description: TWO_FACTOR_MESSAGES.required,
  action: { to: PATHS.account, label: TWO_FACTOR_MESSAGES.goToAccount },
};

/** Who of the firm the signed-in user is: an administrator, an analyst (decision 099), or neither. */
export function useFirmRole(): 'administrator' | 'analyst' | null {
  const user = useSession().data?.user;
  if (user?.isAdmin) return 'administrator';
  return user?.isAnalyst ? 'analyst' : null;
}

/**
 * What every admin page checks first (docs/product.md#projects-and-roles): the administrator, or an
 * analyst (decision 099), with two-factor sign-in on; anyone else gets the page's notice
 * instead of `children`.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const role = useFirmRole();
  if (session.isPending) return <PageLoading label="Loading your session" />;
  if (!role) return <AdminGateNotice {...NOT_AN_ADMIN} />;
  if (!session.data?.user.twoFactorEnabled) return <AdminGateNotice {...NO_TWO_FACTOR} />;
  return children;
}
