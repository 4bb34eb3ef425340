/**
 * The portal frame (docs/product.md#routes): a skip link, a sidebar with the logo, the navigation
 * and Logout, a sticky header that gains a shadow after more than 10 px of scroll, and the page. On
 * small screens the sidebar becomes a drawer opened from the header.
 */
import { LogOut, Menu, X, type LucideIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { HEADER_SHADOW_AFTER_PX } from '../../../common/marketing/constants.ts';
import { cn } from '../../lib/utils.ts';
import { Button } from '../ui/button.tsx';
import { BrandHomeLink } from './brand.tsx';

export interface PortalNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

interface PortalLayoutProps {
  navItems: readonly PortalNavItem[];
  onLogout: () => void;
  /** Left of the header: the project picker. */
  headerStart: ReactNode;
  /** Right of the header: the user. */
  headerEnd: ReactNode;
  children: ReactNode;
}

/** The skip link's target. */
const MAIN_ID = 'portal-main';

/** True once the window has scrolled more than `px` pixels. */
function useScrolledPast(px: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  return scrolled;
}

function SidebarContent({
  navItems,
  onLogout,
  onNavigate,
  closeButton,
}: Pick<PortalLayoutProps, 'navItems' | 'onLogout'> & {
  onNavigate?: () => void;
  /** The drawer's, beside the logo. */
  closeButton?: ReactNode;
}) {
  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <div className="flex items-center justify-between gap-2">
        <BrandHomeLink small className="mx-1" />
        {closeButton}
      </div>
      <nav aria-label="Portal" className="flex flex-1 flex-col gap-1">
        {navItems.map(({ to, label, icon: Icon }) => (
          <NavLink
            key={to}
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-background hover:text-foreground',
                isActive && 'bg-background text-foreground shadow-sm',
              )
            }
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </NavLink>
        ))}
      </nav>
      <Button variant="ghost" className="justify-start gap-3 px-3" onClick={onLogout}>
        <LogOut aria-hidden="true" />
        Logout
      </Button>
    </div>
  );
}

export function PortalLayout({
  navItems,
  onLogout,
  headerStart,
  headerEnd,
  children,
}: PortalLayoutProps) {
  const scrolled = useScrolledPast(HEADER_SHADOW_AFTER_PX.portal);
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className="flex min-h-screen bg-background">
      <a
        href={`#${MAIN_ID}`}
        // Above the top edge until focused.
        className="fixed top-3 left-3 z-50 -translate-y-24 rounded-md bg-background px-4 py-2 text-sm font-medium shadow-md focus:translate-y-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        Skip to content
      </a>
      <aside className="sticky top-0 hidden h-screen w-64 shrink-0 border-r border-border bg-muted md:block print:hidden">
        <SidebarContent navItems={navItems} onLogout={onLogout} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header
          data-scrolled={scrolled}
          className={cn(
            'sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-border bg-background px-4 transition-shadow md:px-8 print:hidden',
            scrolled && 'shadow-md',
          )}
        >
          <DialogPrimitive.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <DialogPrimitive.Trigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="shrink-0 md:hidden"
                aria-label="Open menu"
              >
                <Menu aria-hidden="true" />
              </Button>
            </DialogPrimitive.Trigger>
            <DialogPrimitive.Portal>
              <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
              <DialogPrimitive.Content className="fixed inset-y-0 left-0 z-50 w-80 max-w-[85vw] bg-muted shadow-xl">
                <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
                <DialogPrimitive.Description className="sr-only">
                  Portal navigation
                </DialogPrimitive.Description>
                <SidebarContent
                  navItems={navItems}
                  onLogout={() => {
                    setDrawerOpen(false);
                    onLogout();
                  }}
                  onNavigate={() => setDrawerOpen(false)}
                  closeButton={
                    <DialogPrimitive.Close asChild>
                      <Button variant="ghost" size="icon" aria-label="Close menu">
                        <X aria-hidden="true" />
                      </Button>
                    </DialogPrimitive.Close>
                  }
                />
              </DialogPrimitive.Content>
            </DialogPrimitive.Portal>
          </DialogPrimitive.Root>
          <div className="min-w-0 flex-1">{headerStart}</div>
          <div className="shrink-0">{headerEnd}</div>
        </header>
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className="flex-1 px-4 py-6 outline-none md:px-8 md:py-8 print:p-0"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
