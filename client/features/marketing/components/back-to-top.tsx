import ArrowUp from 'lucide-react/icons/arrow-up';
import { BACK_TO_TOP_AFTER_PX } from '../../../../common/constants.ts';
import { useScrolledPast } from '../hooks/use-scrolled-past.ts';

/** Appears after 300 px of scroll (SPEC point 2); returns to the top of the page. */
export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Back to top"
      onClick={() => {
        // Smooth unless the visitor prefers reduced motion (styles.css sets scroll-behavior).
        window.scrollTo({ top: 0 });
        document.querySelector<HTMLElement>('[data-skip-link]')?.focus({ preventScroll: true });
      }}
      className="fixed right-5 bottom-5 z-40 inline-flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg ring-1 ring-white/20 transition-transform hover:-translate-y-0.5 hover:bg-navy-800 sm:right-8 sm:bottom-8"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
