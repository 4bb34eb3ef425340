/**
 * The public pages of SPEC point 2, declared once: the public entry (client/app/public-app.tsx),
 * the prerender step and the portal's data router (client/app/routes.tsx) all read this table.
 * Each page is a lazy module exporting `Component`.
 */
import type { ComponentType } from 'react';
import type { PUBLIC_PAGE_PATHS } from '../../common/paths.ts';
import { PATHS, REDIRECTS } from '../../common/paths.ts';
import { lazyModule, type LazyModule } from '../lib/lazy-module.ts';

export type PublicPath = (typeof PUBLIC_PAGE_PATHS)[number];

export interface PageModule {
  Component: ComponentType;
}

/** `load()` imports the page's chunk; `module()` lets a preloaded page render synchronously. */
export interface PublicPage extends LazyModule<PageModule> {
  path: PublicPath;
  /**
   * The page shows toasts (the contact form). In the public entry it gets a toast list that
   * mounts with the first toast (client/app/public-toasts.tsx), never on `/`; the portal's
   * providers already render one.
   */
  withToaster?: boolean;
}

function page(
  path: PublicPath,
  importer: () => Promise<PageModule>,
  extra: Pick<PublicPage, 'withToaster'> = {},
): PublicPage {
  return { path, ...extra, ...lazyModule(importer) };
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  page(PATHS.home, () => import('./routes/public/home.tsx')),
  page(PATHS.services, () => import('./routes/public/services.tsx')),
  page(PATHS.pricing, () => import('./routes/public/pricing.tsx')),
  page(PATHS.team, () => import('./routes/public/team.tsx')),
  page(PATHS.about, () => import('./routes/public/about.tsx')),
  page(PATHS.contact, () => import('./routes/public/contact.tsx'), { withToaster: true }),
  page(PATHS.privacy, () => import('./routes/public/privacy.tsx')),
  page(PATHS.terms, () => import('./routes/public/terms.tsx')),
];

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function findPublicPage(pathname: string): PublicPage | undefined {
  const path = normalise(pathname);
  return PUBLIC_PAGES.find((entry) => entry.path === path);
}

/**
 * Where the public site sends a path: itself for a public page, the redirect target for
 * /product, null for paths another document serves (the portal), '/' for anything else.
 */
export function publicRedirect(pathname: string): string | null {
  const path = normalise(pathname);
  if (findPublicPage(path)) return null;
  const redirect = REDIRECTS[path];
  if (redirect) return redirect;
  if (path === PATHS.connections || path === PATHS.portal || path.startsWith(`${PATHS.portal}/`))
    return null;
  return PATHS.home;
}
