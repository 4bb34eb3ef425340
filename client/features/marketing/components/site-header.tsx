import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { HEADER_SHADOW_AFTER_PX } from '../../../../common/site-constants.ts';
import { PATHS } from '../../../../common/paths.ts';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { HEADER_BUTTONS, HEADER_LINKS, SITE, type NavLink } from '../../../config/site.ts';
import { ANALYTICS_EVENTS, trackEvent } from '../../../lib/analytics.ts';
import { Link, useLocation } from '../../../lib/navigation.tsx';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { useScrolledPast } from '../hooks/use-scrolled-past.ts';
import { BrandName } from './brand.tsx';

type Placement = 'header' | 'drawer';

function trackLink(link: NavLink, location: Placement) {
  trackEvent(ANALYTICS_EVENTS.navigationClick, {
    link_text: link.label,
    link_url: link.to,
    location,
  });
}

function trackButton(button: keyof typeof HEADER_BUTTONS, location: Placement) {
  trackEvent(ANALYTICS_EVENTS.headerButtonClick, {
    button: button === 'portal' ? 'client_portal' : 'get_a_demo',
    link_url: HEADER_BUTTONS[button].to,
    location,
  });
}

function isCurrent(pathname: string, to: string) {
  return pathname === to || pathname === `${to}/`;
}

/** The sticky top bar of SPEC point 2; gains a shadow after 20 px of scroll. */
export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SHADOW_AFTER_PX.site);
  const { pathname } = useLocation();
  return (
    <header
      data-scrolled={scrolled}
      className="sticky top-0 z-40 border-b border-transparent bg-white transition-shadow duration-200 data-[scrolled=true]:border-border data-[scrolled=true]:shadow-[0_6px_24px_-12px_rgb(11_31_58/0.35)]"
    >
      <div className="page-container flex h-16 items-center gap-6">
        <Link
          to={PATHS.home}
          aria-label={`${SITE.name} home`}
          className="-m-1 shrink-0 rounded-md p-1"
        >
          <BrandName />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={isCurrent(pathname, link.to) ? 'page' : undefined}
                  onClick={() => trackLink(link, 'header')}
                  className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-muted hover:text-primary aria-[current=page]:text-accent"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-3 md:flex">
          <Link
            to={HEADER_BUTTONS.portal.to}
            reloadDocument
            onClick={() => trackButton('portal', 'header')}
            className={buttonVariants({ variant: 'outline' })}
          >
            {HEADER_BUTTONS.portal.label}
          </Link>
          <Link
            to={HEADER_BUTTONS.demo.to}
            onClick={() => trackButton('demo', 'header')}
            className={buttonVariants({ variant: 'accent' })}
          >
            {HEADER_BUTTONS.demo.label}
          </Link>
        </div>
        <MobileMenu pathname={pathname} />
      </div>
    </header>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The side drawer for small screens: a modal <dialog> (the page behind is inert), with
 * Tab and Shift+Tab kept inside it and Escape closing it. Without JavaScript the menu
 * control is a link to the footer's navigation.
 */
function MobileMenu({ pathname }: { pathname: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // A navigation (back and forward included) closes the drawer.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  const close = () => setOpen(false);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click on the backdrop lands on the <dialog> itself; the panel's content is inside.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  const triggerClass =
    'ml-auto inline-flex size-11 items-center justify-center rounded-md text-primary hover:bg-muted md:hidden';

  const trigger = hydrated ? (
    <button
      ref={buttonRef}
      type="button"
      className={triggerClass}
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls="site-drawer"
      onClick={() => setOpen(true)}
    >
      <Menu className="size-6" aria-hidden="true" />
    </button>
  ) : (
    // Without JavaScript (and until hydration) the menu is the footer's list of links.
    <a href="#site-footer" className={triggerClass} aria-label="Menu">
      <Menu className="size-6" aria-hidden="true" />
    </a>
  );

  // The drawer is in the prerendered markup too (closed), so its styles are inlined with
  // the page's and it opens styled at once.
  return (
    <>
      {trigger}
      <dialog
        id="site-drawer"
        ref={dialogRef}
        aria-label="Site menu"
        className="drawer fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,86vw)] max-w-none bg-white p-0 text-foreground shadow-2xl"
        onKeyDown={onKeyDown}
        onClick={onDialogClick}
        onClose={() => {
          setOpen(false);
          buttonRef.current?.focus();
        }}
      >
        <div className="flex h-full flex-col">
          <div className="flex h-16 items-center justify-between gap-2 border-b border-border pr-3 pl-5">
            <BrandName />
            <button
              type="button"
              className="inline-flex size-11 items-center justify-center rounded-md text-primary hover:bg-muted"
              aria-label="Close menu"
              onClick={close}
            >
              <X className="size-6" aria-hidden="true" />
            </button>
          </div>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="flex flex-col gap-1">
              {HEADER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    aria-current={isCurrent(pathname, link.to) ? 'page' : undefined}
                    onClick={() => {
                      trackLink(link, 'drawer');
                      close();
                    }}
                    className="block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-muted aria-[current=page]:bg-muted aria-[current=page]:text-accent"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-col gap-3 border-t border-border p-5">
            <Link
              to={HEADER_BUTTONS.portal.to}
              reloadDocument
              onClick={() => trackButton('portal', 'drawer')}
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
            >
              {HEADER_BUTTONS.portal.label}
            </Link>
            <Link
              to={HEADER_BUTTONS.demo.to}
              onClick={() => {
                trackButton('demo', 'drawer');
                close();
              }}
              className={buttonVariants({ variant: 'accent', size: 'lg' })}
            >
              {HEADER_BUTTONS.demo.label}
            </Link>
          </div>
        </div>
      </dialog>
    </>
  );
}
