import { useEffect, useRef } from 'react';
import { PROGRESS_BAR_HEIGHT_PX } from '../../../../common/site-constants.ts';

/**
 * The home page's reading-progress bar (SPEC point 2): 4 px high, fixed at the top, filled
 * in proportion to how far the page is scrolled. Updated once a frame, outside React.
 */
export function ScrollProgress() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      const progress = scrollable > 0 ? Math.min(1, Math.max(0, window.scrollY / scrollable)) : 0;
      bar.style.transform = `scaleX(${progress})`;
      bar.setAttribute('aria-valuenow', String(Math.round(progress * 100)));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    // The page grows as deferred sections render: follow its height too.
    const resizes =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    resizes?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      resizes?.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  return (
    <div
      ref={ref}
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
