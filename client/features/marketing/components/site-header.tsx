import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { BrandHomeLink, BrandName } from '../../../components/layouts/brand.tsx';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { HEADER_BUTTONS, HEADER_LINKS, type NavLink } from '../../../config/site.ts';
import { ANALYTICS_EVENTS, clickEvent } from '../../../lib/analytics.ts';

type Placement = 'header' | 'drawer';

const linkEvent = (link: NavLink, location: Placement) =>
  clickEvent(ANALYTICS_EVENTS.navigationClick, {
    link_text: link.label,
    link_url: link.to,
    location,
  });

const buttonEvent = (button: keyof typeof HEADER_BUTTONS, location: Placement) =>
  clickEvent(ANALYTICS_EVENTS.headerButtonClick, {
    button: button === 'portal' ? 'client_portal' : 'get_a_demo',
    link_url: HEADER_BUTTONS[button].to,
    location,
  });

const current = (path: string, to: string) => (path === to ? 'page' : undefined);

/**
 * The sticky top bar of the public site. Prerendered for the page at `path`; its shadow after
 * 20 px of scroll and the drawer's opening are the public script's
 * (client/features/marketing/behaviours/).
 */
export function SiteHeader({ path }: { path: string }) {
  return (
    <header
      data-site-header
      className="sticky top-0 z-40 border-b border-transparent bg-white transition-shadow duration-200 data-[scrolled=true]:border-border data-[scrolled=true]:shadow-[0_6px_24px_-12px_rgb(11_31_58/0.35)]"
    >
      <div className="page-container flex h-16 items-center gap-6">
        <BrandHomeLink />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <a
                  href={link.to}
                  aria-current={current(path, link.to)}
                  {...linkEvent(link, 'header')}
                  className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-muted hover:text-primary aria-[current=page]:text-accent"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-3 md:flex">
          <a
            href={HEADER_BUTTONS.portal.to}
            {...buttonEvent('portal', 'header')}
            className={buttonVariants({ variant: 'outline' })}
          >
            {HEADER_BUTTONS.portal.label}
          </a>
          <a
            href={HEADER_BUTTONS.demo.to}
            {...buttonEvent('demo', 'header')}
            className={buttonVariants({ variant: 'accent' })}
          >
            {HEADER_BUTTONS.demo.label}
          </a>
        </div>
        <MobileMenu path={path} />
      </div>
    </header>
  );
}

const triggerClass =
  'ml-auto inline-flex size-11 items-center justify-center rounded-md text-primary hover:bg-muted md:hidden';

/**
 * The side drawer for small screens: a modal <dialog> (the page behind is inert, Escape
 * closes it). Without JavaScript the menu control is a link to the footer's navigation;
 * the script swaps in the button (behaviours/drawer.ts).
 */
function MobileMenu({ path }: { path: string }) {
  return (
    <>
      <a href="#site-footer" data-drawer-fallback className={triggerClass} aria-label="Menu">
        <Menu className="size-6" aria-hidden="true" />
      </a>
      <button
        type="button"
        hidden
        data-drawer-open
        className={triggerClass}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded="false"
        aria-controls="site-drawer"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      <dialog
        id="site-drawer"
        aria-label="Site menu"
        className="drawer fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,86vw)] max-w-none bg-white p-0 text-foreground shadow-2xl"
      >
        <div className="flex h-full flex-col">
          <div className="flex h-16 items-center justify-between gap-2 border-b border-border pr-3 pl-5">
            <BrandName />
            <button
              type="button"
              data-drawer-close
              className="inline-flex size-11 items-center justify-center rounded-md text-primary hover:bg-muted"
              aria-label="Close menu"
            >
              <X className="size-6" aria-hidden="true" />
            </button>
          </div>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="flex flex-col gap-1">
              {HEADER_LINKS.map((link) => (
                <li key={link.to}>
                  <a
                    href={link.to}
                    aria-current={current(path, link.to)}
                    {...linkEvent(link, 'drawer')}
                    className="block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-muted aria-[current=page]:bg-muted aria-[current=page]:text-accent"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-col gap-3 border-t border-border p-5">
            <a
              href={HEADER_BUTTONS.portal.to}
              {...buttonEvent('portal', 'drawer')}
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
            >
              {HEADER_BUTTONS.portal.label}
            </a>
            <a
              href={HEADER_BUTTONS.demo.to}
              {...buttonEvent('demo', 'drawer')}
              className={buttonVariants({ variant: 'accent', size: 'lg' })}
            >
              {HEADER_BUTTONS.demo.label}
            </a>
          </div>
        </div>
      </dialog>
    </>
  );
}
