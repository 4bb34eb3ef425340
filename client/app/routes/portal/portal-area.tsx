/**
 * Every /portal path (docs/product.md#routes): a spinner while the session loads, the sign-in
 * screen without a user, otherwise the portal frame around the page; an error with a retry
 * when the session cannot be read.
 */
import {
  BarChart3,
  BriefcaseBusiness,
  Cable,
  LayoutDashboard,
  Mail,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { displayNameOf } from '../../../../common/auth/accounts.ts';
import type { SessionUser } from '../../../../common/auth/contract.ts';
import { ACCOUNT_MESSAGES } from '../../../../common/account/messages.ts';
import { OUTAGE_MESSAGES } from '../../../../common/shared/messages.ts';
import { PATHS } from '../../../../common/shared/paths.ts';
import { PortalLayout, type PortalNavItem } from '../../../components/layouts/portal-layout.tsx';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { ConfirmEmailBanner, useAuthActions, useSession } from '../../../features/auth/index.ts';
import {
  ActiveProjectProvider,
  ProjectPicker,
  useActiveRoleLabel,
} from '../../../features/projects/index.ts';

// Only signed-out visitors need the forms (and their validation library). The one import
// past a feature's index (docs/decisions/131): a lazy import of the index would load the
// auth feature's other pages with the screen, and put the screen's code in the chunk the
// index's other users share.
const AuthScreen = lazy(() =>
  // eslint-disable-next-line import-x/no-restricted-paths -- a chunk of its own, see above
  import('../../../features/auth/components/auth-screen.tsx').then((module) => ({
    default: module.AuthScreen,
  })),
);

const DASHBOARD: PortalNavItem = {
  to: PATHS.portalDashboard,
  label: 'Dashboard',
  icon: LayoutDashboard,
};
const CONNECTIONS: PortalNavItem = { to: PATHS.connections, label: 'Connections', icon: Cable };
const GOOGLE_ADS: PortalNavItem = { to: PATHS.googleAdsTest, label: 'Google Ads', icon: BarChart3 };
const ADMIN: PortalNavItem = { to: PATHS.admin, label: 'Admin', icon: ShieldCheck };
/** An analyst's way to the same pages, scoped to their projects (decision 099). */
const ANALYST: PortalNavItem = { to: PATHS.admin, label: 'Engagements', icon: BriefcaseBusiness };
const OUTBOX: PortalNavItem = { to: PATHS.outbox, label: 'Outbox', icon: Mail };
const ACCOUNT: PortalNavItem = {
  to: PATHS.account,
  label: ACCOUNT_MESSAGES.navLabel,
  icon: UserRound,
};

/** The header's user: initial, name and role in the active project; opens the account page. */
function PortalUser({ user }: { user: SessionUser }) {
  const name = displayNameOf(user);
  const role = useActiveRoleLabel();
  return (
    <Link
      to={PATHS.account}
      className="flex items-center gap-3 rounded-md hover:opacity-80"
      data-testid="portal-user"
    >
      <span
        aria-hidden="true"
        className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
      >
        {name.charAt(0).toUpperCase()}
      </span>
      <div className="hidden min-w-0 flex-col sm:flex">
        <span className="max-w-48 truncate text-sm font-medium" title={user.email}>
          {name}
        </span>
        {role && <span className="text-xs text-muted-foreground">{role}</span>}
      </div>
      {role && (
        <Badge variant="secondary" className="sm:hidden">
          {role}
        </Badge>
      )}
      <span className="sr-only">
        Signed in as {name}
        {role ? `, ${role}` : ''}
      </span>
    </Link>
  );
}

function PortalFrame({ user, outbox }: { user: SessionUser; outbox: boolean }) {
  const { logOut } = useAuthActions();
  // Until the address is confirmed the server refuses every project and admin route: the
  // pages give way to the banner, except the outbox that holds the link (decision 091).
  const { pathname } = useLocation();
  const onOutbox = pathname === PATHS.outbox;
  // The admin pages show every project whatever the active one: the picker would only
  // confuse there (and say "No projects yet" to an administrator who is no member).
  const onAdmin = pathname.startsWith(PATHS.admin);
  const page =
    user.emailVerified || onOutbox ? (
      <Outlet />
    ) : (
      <ConfirmEmailBanner email={user.email} outbox={outbox} />
    );
  const navItems = [
    DASHBOARD,
    CONNECTIONS,
    GOOGLE_ADS,
    ...(user.isAdmin ? [ADMIN] : user.isAnalyst ? [ANALYST] : []),
    ...(outbox ? [OUTBOX] : []),
    ACCOUNT,
  ];
  return (
    <ActiveProjectProvider>
      <PortalLayout
        navItems={navItems}
        onLogout={() => void logOut()}
        headerStart={
          onAdmin ? null : <ProjectPicker className="w-full max-w-xs [&>span]:truncate" />
        }
        headerEnd={<PortalUser user={user} />}
      >
        {page}
      </PortalLayout>
    </ActiveProjectProvider>
  );
}

/**
 * The session could not be read (the server or its database is down): say so and offer a
 * retry, rather than a sign-in screen that cannot work (docs/decisions/077).
 */
function PortalUnavailable({ detail, onRetry }: { detail: string; onRetry: () => void }) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col justify-center gap-4 p-6">
      <Alert variant="destructive">
        <AlertTitle>{OUTAGE_MESSAGES.title}</AlertTitle>
        <AlertDescription>
          <p>{OUTAGE_MESSAGES.description}</p>
          <p className="mt-2 text-xs">{detail}</p>
        </AlertDescription>
      </Alert>
      <Button className="self-start" onClick={onRetry}>
        {OUTAGE_MESSAGES.retry}
      </Button>
    </main>
  );
}

export function Component() {
  const session = useSession();
  if (session.isPending) return <PageLoading label="Loading your session" />;
  if (session.isError) {
    return (
      <PortalUnavailable detail={session.error.message} onRetry={() => void session.refetch()} />
    );
  }
  if (!session.data) {
    return (
      <Suspense fallback={<PageLoading label="Loading sign-in" />}>
        <AuthScreen />
      </Suspense>
    );
  }
  return <PortalFrame user={session.data.user} outbox={session.data.outbox} />;
}
