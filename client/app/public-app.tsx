/**
 * The public site as its own small client application (docs/decisions/014-public-bundle.md):
 * the public layout around the current page, on the tiny history router of
 * client/lib/navigation.tsx. The same tree renders at build time (prerender) and hydrates
 * in the browser.
 */
import { Suspense, use, useEffect } from 'react';
import { PublicLayout } from '../features/marketing/components/public-layout.tsx';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { trackPageView } from '../lib/analytics.ts';
import { lazyModule } from '../lib/lazy-module.ts';
import { BrowserNavigation, useLocation, useNavigation } from '../lib/navigation.tsx';
import { findPublicPage, publicRedirect, type PublicPage } from './public-pages.ts';

/** The toast list's mount point, for pages that show toasts (contact). */
const toasts = lazyModule(() => import('./public-toasts.tsx'));

/** Loads everything a page renders, so it can render (or hydrate) without suspending. */
export async function preloadPage(page: PublicPage): Promise<void> {
  await Promise.all([page.load(), page.withToaster ? toasts.load() : undefined]);
}

function PageContent({ page }: { page: PublicPage }) {
  const { Component } = page.module() ?? use(page.load());
  if (!page.withToaster) return <Component />;
  const { ToasterOnFirstToast } = toasts.module() ?? use(toasts.load());
  return (
    <>
      <Component />
      <ToasterOnFirstToast />
    </>
  );
}

/** The layout and the page at the current location. */
export function PublicPages() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const page = findPublicPage(pathname);

  // The server redirects before any page loads; this covers a client-side path it did not see.
  useEffect(() => {
    if (!page) navigation?.navigate(publicRedirect(pathname) ?? pathname, { replace: true });
  }, [page, pathname, navigation]);

  return (
    <PublicLayout>
      <Suspense fallback={<PageLoading />}>
        {page ? <PageContent key={page.path} page={page} /> : null}
      </Suspense>
    </PublicLayout>
  );
}

const handles = (pathname: string) => findPublicPage(pathname) !== undefined;
const prefetch = (pathname: string) => {
  const page = findPublicPage(pathname);
  if (page) void preloadPage(page);
};

function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => trackPageView(pathname), [pathname]);
  return null;
}

/**
 * Marks the document once the prerendered page is hydrated (its buttons react from then
 * on), so browser tests can wait for it instead of clicking inert markup.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * What the prerender renders and the browser hydrates: the same tree on both sides, or
 * React's useId values (form fields' ids and aria-describedby) would differ after hydration.
 */
export function PublicSite() {
  return (
    <>
      <PageViews />
      <PublicPages />
      <HydrationMark />
    </>
  );
}

/** The public entry's root: browser history, page views on every route change. */
export function BrowserPublicApp() {
  return (
    <BrowserNavigation handles={handles} redirect={publicRedirect} prefetch={prefetch}>
      <PublicSite />
    </BrowserNavigation>
  );
}
