import ArrowUp from 'lucide-react/icons/arrow-up';
import { BACK_TO_TOP_AFTER_PX } from '../../../../common/site-constants.ts';
import { useScrolledPast } from '../hooks/use-scrolled-past.ts';

/**
 * Appears after 300 px of scroll (SPEC point 2); returns to the top of the page. Always in
 * the markup (hidden until then: invisible, so neither focusable nor announced), so its
 * styles are part of the page's inlined CSS.
 */
export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  return (
    <button
      type="button"
      aria-label="Back to top"
      data-visible={visible}
      onClick={() => {
        // Smooth unless the visitor prefers reduced motion (styles.css sets scroll-behavior).
        window.scrollTo({ top: 0 });
        document.querySelector<HTMLElement>('[data-skip-link]')?.focus({ preventScroll: true });
      }}
      className="invisible fixed right-5 bottom-5 z-40 inline-flex size-12 translate-y-2 items-center justify-center rounded-full bg-primary text-primary-foreground opacity-0 shadow-lg ring-1 ring-white/20 transition-[opacity,translate] hover:bg-navy-800 data-[visible=true]:visible data-[visible=true]:translate-y-0 data-[visible=true]:opacity-100 sm:right-8 sm:bottom-8"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
