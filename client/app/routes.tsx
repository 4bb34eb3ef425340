/**
 * Every route of SPEC point 2. Pages load lazily per area, so the public site never
 * downloads portal or admin code.
 */
import { Navigate, type RouteObject } from 'react-router';
import { PATHS, REDIRECTS } from '../../common/paths.ts';
import { PublicLayout } from '../components/layouts/public-layout.tsx';
import { PageLoading } from '../components/ui/page-loading.tsx';

const publicPages: RouteObject[] = [
  { index: true, lazy: () => import('./routes/public/home.tsx') },
  { path: PATHS.services, lazy: () => import('./routes/public/services.tsx') },
  { path: PATHS.pricing, lazy: () => import('./routes/public/pricing.tsx') },
  { path: PATHS.team, lazy: () => import('./routes/public/team.tsx') },
  { path: PATHS.about, lazy: () => import('./routes/public/about.tsx') },
  { path: PATHS.contact, lazy: () => import('./routes/public/contact.tsx') },
  { path: PATHS.privacy, lazy: () => import('./routes/public/privacy.tsx') },
  { path: PATHS.terms, lazy: () => import('./routes/public/terms.tsx') },
];

const portalPages: RouteObject[] = [
  { path: PATHS.portal, lazy: () => import('./routes/portal/dashboard.tsx') },
  { path: PATHS.portalDashboard, lazy: () => import('./routes/portal/dashboard.tsx') },
  { path: PATHS.googleAdsTest, lazy: () => import('./routes/portal/google-ads-test.tsx') },
  { path: PATHS.admin, lazy: () => import('./routes/portal/admin.tsx') },
  { path: PATHS.connections, lazy: () => import('./routes/portal/connections.tsx') },
];

const redirects: RouteObject[] = Object.entries(REDIRECTS).map(([from, to]) => ({
  path: from,
  element: <Navigate to={to} replace />,
}));

export const routes: RouteObject[] = [
  {
    // Shown while the first lazy route of a visit loads.
    HydrateFallback: PageLoading,
    children: [
      { path: '/', element: <PublicLayout />, children: publicPages },
      { lazy: () => import('./routes/portal/portal-area.tsx'), children: portalPages },
      ...redirects,
      { path: '*', element: <Navigate to={PATHS.home} replace /> },
    ],
  },
];
