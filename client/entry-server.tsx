/**
 * Server entry of the prerender step (scripts/prerender.ts): a public page as static HTML,
 * its islands rendered inside it for hydration (client/app/island.tsx).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { PublicLayout } from './features/marketing/index.tsx';
import { PUBLIC_PAGES } from './app/public-pages.ts';
import type { PublicPath } from './config/seo.ts';

export function renderPage(path: PublicPath): string {
  const Page = PUBLIC_PAGES[path];
  return renderToStaticMarkup(
    <PublicLayout path={path}>
      <Page />
    </PublicLayout>,
  );
}
