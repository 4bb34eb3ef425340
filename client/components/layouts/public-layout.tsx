import { Link, Outlet } from 'react-router';
import { PATHS } from '../../../common/paths.ts';

/** Public site frame: top bar, page, footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-40 border-b border-border bg-background/95">
        <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center gap-6 px-4 py-3">
          <Link to={PATHS.home} className="font-semibold text-primary">
            Diligence Intelligence
          </Link>
          <Link to={PATHS.services}>Services</Link>
          <Link to={PATHS.pricing}>Pricing</Link>
          <Link to={PATHS.contact}>Contact</Link>
          <Link to={PATHS.portal} className="ml-auto">
            Client Portal
          </Link>
        </nav>
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-border px-4 py-6 text-sm text-muted-foreground">
        Powered by an AI due-diligence platform.
      </footer>
    </div>
  );
}
