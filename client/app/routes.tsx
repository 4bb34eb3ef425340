/**
 * Every route of SPEC point 2. Pages load lazily per area, so the public site never
 * downloads portal or admin code.
 */
import { useMemo } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, type RouteObject } from 'react-router';
import { PATHS, REDIRECTS } from '../../common/paths.ts';
import { PublicLayout } from '../features/marketing/components/public-layout.tsx';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { NavigationProvider, type Navigation } from '../lib/navigation.tsx';
import { PUBLIC_PAGES } from './public-pages.ts';

// The public pages (one table, shared with the public entry and the prerender step).
const publicPages: RouteObject[] = PUBLIC_PAGES.map((page) =>
  page.path === PATHS.home
    ? { index: true, lazy: page.load }
    : { path: page.path, lazy: page.load },
);

/**
 * A public page shown by this (portal) router: the public layout's links navigate through
 * React Router here, instead of the public entry's own history router.
 */
function PublicArea() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<Navigation>(
    () => ({
      location,
      navigate: (to, options) => void navigate(to, options),
      handles: () => true,
    }),
    [location, navigate],
  );
  return (
    <NavigationProvider value={navigation}>
      <PublicLayout>
        <Outlet />
      </PublicLayout>
    </NavigationProvider>
  );
}

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
      { path: '/', Component: PublicArea, children: publicPages },
      { lazy: () => import('./routes/portal/portal-area.tsx'), children: portalPages },
      ...redirects,
      { path: '*', element: <Navigate to={PATHS.home} replace /> },
    ],
  },
];
