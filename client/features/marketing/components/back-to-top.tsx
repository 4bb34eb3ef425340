import ArrowUp from 'lucide-react/icons/arrow-up';

/**
 * Appears after 300 px of scroll and returns to the top of the page
 * (behaviours/scroll-effects.ts). Hidden until then: invisible, so neither focusable nor
 * announced.
 */
export function BackToTop() {
  return (
    <button
      type="button"
      data-back-to-top
      aria-label="Back to top"
      data-visible="false"
      className="invisible fixed right-5 bottom-5 z-40 inline-flex size-12 translate-y-2 items-center justify-center rounded-full bg-primary text-primary-foreground opacity-0 shadow-lg ring-1 ring-white/20 transition-[opacity,translate] hover:bg-navy-800 data-[visible=true]:visible data-[visible=true]:translate-y-0 data-[visible=true]:opacity-100 sm:right-8 sm:bottom-8"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
