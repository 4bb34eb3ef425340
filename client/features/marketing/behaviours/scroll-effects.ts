/**
 * What follows the scroll position, once a frame from one passive listener: the top bar's
 * shadow after 20 px, the home page's 4 px reading-progress bar and the back-to-top button
 * after 300 px (docs/product.md#constants). The markup is prerendered; this sets its state.
 */
import {
  BACK_TO_TOP_AFTER_PX,
  HEADER_SHADOW_AFTER_PX,
} from '../../../../common/marketing/constants.ts';

export function startScrollEffects(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  const progress = document.querySelector<HTMLElement>('[data-scroll-progress]');
  const backToTop = document.querySelector<HTMLButtonElement>('[data-back-to-top]');

  let frame = 0;
  const update = () => {
    frame = 0;
    const y = window.scrollY;
    header?.setAttribute('data-scrolled', String(y > HEADER_SHADOW_AFTER_PX.site));
    backToTop?.setAttribute('data-visible', String(y > BACK_TO_TOP_AFTER_PX));
    if (progress) {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      const share = scrollable > 0 ? Math.min(1, Math.max(0, y / scrollable)) : 0;
      progress.style.transform = `scaleX(${share})`;
      progress.setAttribute('aria-valuenow', String(Math.round(share * 100)));
    }
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(update);
  };
  // In the next frame, not now: reading the page's height here would force a layout.
  schedule();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  // The page grows as deferred sections render: the progress follows its height too.
  if (progress) new ResizeObserver(schedule).observe(document.body);

  backToTop?.addEventListener('click', () => {
    // Smooth unless the visitor prefers reduced motion (index.html's motion-safe:scroll-smooth).
    window.scrollTo({ top: 0 });
    document.querySelector<HTMLElement>('[data-skip-link]')?.focus({ preventScroll: true });
  });
}
