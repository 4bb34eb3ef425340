import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadAnalytics, trackPageView } from '../lib/analytics.ts';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes);

// A page view on every route change (and for the first route).
loadAnalytics();
let trackedPath = router.state.location.pathname;
trackPageView(trackedPath);
router.subscribe((state) => {
  if (state.location.pathname === trackedPath) return;
  trackedPath = state.location.pathname;
  trackPageView(trackedPath);
});

export function AppRouter() {
  return <RouterProvider router={router} />;
}
