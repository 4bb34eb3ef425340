/**
 * Server entry of the prerender step (scripts/prerender.ts): renders a public page to HTML
 * exactly as the browser will hydrate it.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { PublicSite, preloadPage } from './app/public-app.tsx';
import { findPublicPage } from './app/public-pages.ts';
import { StaticNavigation } from './lib/navigation.tsx';

export async function renderPage(path: string): Promise<string> {
  const page = findPublicPage(path);
  if (!page) throw new Error(`No public page at ${path}`);
  await preloadPage(page);
  return renderToString(
    <StrictMode>
      <StaticNavigation location={path}>
        <PublicSite />
      </StaticNavigation>
    </StrictMode>,
  );
}
