/**
 * Wraps a public page that is built with the portal's toolkit (the contact form): the app
 * providers (TanStack Query, toasts) and a React Router context driven by the public
 * site's navigation, so `Link`, `useNavigate` and `useLocation` from react-router work in
 * it. Loaded with that page only, never with the home page.
 */
import { useMemo, type ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router';
import { useLocation, useNavigation } from '../lib/navigation.tsx';
import { AppProviders } from './providers.tsx';

export function AppFrame({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const location = useLocation();
  const navigator = useMemo<Navigator>(() => {
    const href = (to: To) => (typeof to === 'string' ? to : createPath(to));
    const go = (to: To, replace: boolean) => {
      if (navigation) navigation.navigate(href(to), { replace });
      else if (replace) window.location.replace(href(to));
      else window.location.assign(href(to));
    };
    return {
      createHref: href,
      push: (to) => go(to, false),
      replace: (to) => go(to, true),
      go: (delta) => window.history.go(delta),
    };
  }, [navigation]);
  return (
    <AppProviders>
      <Router location={location} navigator={navigator}>
        {children}
      </Router>
    </AppProviders>
  );
}
