import { PROGRESS_BAR_HEIGHT_PX } from '../../../../common/marketing/constants.ts';

/**
 * The home page's reading-progress bar: 4 px high, fixed at the top, filled
 * in proportion to how far the page is scrolled (behaviours/scroll-effects.ts).
 */
export function ScrollProgress() {
  return (
    <div
      data-scroll-progress
      role="progressbar"
      aria-label="Reading progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 origin-left bg-gradient-to-r from-accent to-sky-400"
      style={{ height: PROGRESS_BAR_HEIGHT_PX, transform: 'scaleX(0)' }}
    />
  );
}
