/**
 * Every portal route of docs/product.md#routes (the public pages are prerendered documents of their
 * own: client/app/public-pages.ts). Pages load lazily.
 */
import { useEffect } from 'react';
import type { RouteObject } from 'react-router';
import { PATHS } from '../../common/shared/paths.ts';
import { PageLoading } from '../components/ui/page-loading.tsx';

const portalPages: RouteObject[] = [
  { path: PATHS.portal, lazy: () => import('./routes/portal/dashboard.tsx') },
  { path: PATHS.portalDashboard, lazy: () => import('./routes/portal/dashboard.tsx') },
  { path: PATHS.googleAdsTest, lazy: () => import('./routes/portal/google-ads-test.tsx') },
  { path: PATHS.admin, lazy: () => import('./routes/portal/admin.tsx') },
  { path: PATHS.adminProject, lazy: () => import('./routes/portal/admin-project.tsx') },
  { path: PATHS.account, lazy: () => import('./routes/portal/account.tsx') },
  { path: PATHS.connections, lazy: () => import('./routes/portal/connections.tsx') },
  { path: PATHS.outbox, lazy: () => import('./routes/portal/outbox.tsx') },
];

/**
 * Any other path outside /portal is a document of the public site (or its redirect): the
 * server's to serve. The server answers every path under /portal with the portal itself.
 */
function PublicDocument() {
  useEffect(() => window.location.replace(window.location.href), []);
  return <PageLoading />;
}

export const routes: RouteObject[] = [
  {
    // Shown while the first lazy route of a visit loads.
    HydrateFallback: PageLoading,
    children: [
      // Outside the portal's sign-in gate: a mail's link may be opened signed out.
      { path: PATHS.resetPassword, lazy: () => import('./routes/portal/reset-password.tsx') },
      { path: PATHS.emailConfirmed, lazy: () => import('./routes/portal/email-confirmed.tsx') },
      { path: PATHS.invitation, lazy: () => import('./routes/portal/invitation.tsx') },
      { lazy: () => import('./routes/portal/portal-area.tsx'), children: portalPages },
      { path: `${PATHS.portal}/*`, lazy: () => import('./routes/portal/not-found.tsx') },
      { path: '*', Component: PublicDocument },
    ],
  },
];
