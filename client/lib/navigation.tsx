/**
 * The public site's navigation: a context of {location, navigate} and a `Link` that
 * renders a real `<a href>` (so it works with JavaScript off and for crawlers) and, when a
 * navigation provider handles the target, navigates on the client instead of reloading.
 *
 * Two providers fill the context:
 * - `BrowserNavigation` (here): the public entry's tiny history router. React Router costs
 *   ~13 kB gzip that the home page cannot afford (docs/decisions/014-public-bundle.md).
 * - the React Router bridge in client/app/routes.tsx, when the portal entry renders a
 *   public page inside its data router.
 * Without a provider, `Link` is a plain link (a full page load).
 */
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { loadFullStylesheet } from './full-stylesheet.ts';

export interface NavigationLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigationOptions {
  replace?: boolean;
}

export interface Navigation {
  location: NavigationLocation;
  /** Navigates on the client; targets it does not handle load as a new document. */
  navigate: (to: string, options?: NavigationOptions) => void;
  /** Whether `navigate` can show `to` without loading a new document. */
  handles: (to: string) => boolean;
  /** Starts loading what `to` needs (on hover or focus of a link). */
  prefetch?: (to: string) => void;
}

const NavigationContext = createContext<Navigation | null>(null);

export function NavigationProvider({
  value,
  children,
}: {
  value: Navigation;
  children: ReactNode;
}) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

/** The current navigation, or null outside any provider (links then load documents). */
export function useNavigation(): Navigation | null {
  return useContext(NavigationContext);
}

/** The current location: the provider's, else the browser's (or '/' when rendering on the server). */
export function useLocation(): NavigationLocation {
  const navigation = useContext(NavigationContext);
  if (navigation) return navigation.location;
  if (typeof window === 'undefined') return { pathname: '/', search: '', hash: '' };
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

export function parseLocation(to: string): NavigationLocation {
  const url = new URL(to, 'http://local');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

function readBrowserLocation(): NavigationLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

export interface BrowserNavigationProps {
  /** Whether the client can render this path (else it loads as a new document). */
  handles: (pathname: string) => boolean;
  /** Where the client sends a path it handles (redirects), or null to show it as is. */
  redirect?: (pathname: string) => string | null;
  prefetch?: (pathname: string) => void;
  children: ReactNode;
}

/**
 * History-based navigation for the public entry. Location updates run in a transition, so
 * the current page stays on screen (no spinner flash) while the next page's chunk loads.
 */
export function BrowserNavigation({
  handles,
  redirect,
  prefetch,
  children,
}: BrowserNavigationProps) {
  const [location, setLocation] = useState(readBrowserLocation);

  useEffect(() => {
    const onPopState = () => {
      // The page shown next may use rules the first page's inlined CSS left out.
      void loadFullStylesheet().then(() =>
        startTransition(() => setLocation(readBrowserLocation())),
      );
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const value = useMemo<Navigation>(() => {
    const handlesTarget = (to: string) => {
      const url = new URL(to, window.location.href);
      if (url.origin !== window.location.origin) return false;
      return handles(redirect?.(url.pathname) ?? url.pathname);
    };
    const navigate = (to: string, options: NavigationOptions = {}) => {
      const url = new URL(to, window.location.href);
      const target = redirect?.(url.pathname);
      if (target) return navigate(target + url.search + url.hash, { replace: true });
      if (!handlesTarget(url.href)) {
        if (options.replace) window.location.replace(url.href);
        else window.location.assign(url.href);
        return;
      }
      const href = url.pathname + url.search + url.hash;
      prefetch?.(url.pathname);
      // The next page's markup may use rules the first page's inlined CSS left out.
      void loadFullStylesheet().then(() => {
        if (options.replace) window.history.replaceState(null, '', href);
        else window.history.pushState(null, '', href);
        startTransition(() => setLocation(readBrowserLocation()));
      });
    };
    return {
      location,
      navigate,
      handles: handlesTarget,
      prefetch: (to) => {
        prefetch?.(new URL(to, window.location.href).pathname);
        void loadFullStylesheet();
      },
    };
  }, [location, handles, redirect, prefetch]);

  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}

/** A fixed location, for rendering on the server (prerender) and in tests. */
export function StaticNavigation({
  location,
  children,
}: {
  location: string;
  children: ReactNode;
}) {
  const value = useMemo<Navigation>(
    () => ({ location: parseLocation(location), navigate: () => {}, handles: () => false }),
    [location],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}

function isModifiedClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: string;
  /** Always load `to` as a new document (the portal, say). */
  reloadDocument?: boolean;
};

/** A link to a path of ours; navigates on the client when the current provider can. */
export function Link({ to, reloadDocument, onClick, onMouseEnter, onFocus, ...props }: LinkProps) {
  const navigation = useContext(NavigationContext);
  const clientSide = !reloadDocument && navigation !== null;
  const prefetch = () => {
    if (clientSide && navigation.handles(to)) navigation.prefetch?.(to);
  };
  return (
    <a
      {...props}
      href={to}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!clientSide || event.defaultPrevented || isModifiedClick(event)) return;
        if (props.target && props.target !== '_self') return;
        if (!navigation.handles(to)) return;
        event.preventDefault();
        navigation.navigate(to);
      }}
    />
  );
}
