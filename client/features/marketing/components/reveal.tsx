import { useEffect, useRef, type CSSProperties, type ElementType, type ReactNode } from 'react';
import { ANIMATION } from '../../../../common/constants.ts';

/** SPEC point 9 animation defaults: 0.1 s between siblings (slide and duration are in styles.css). */
const STAGGER_SECONDS = ANIMATION.staggerS;

let observer: IntersectionObserver | undefined;

function getObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        (entry.target as HTMLElement).dataset.revealState = 'shown';
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: '0px 0px -8% 0px' },
  );
  return observer;
}

/**
 * Hides an element that is below the fold and fades/slides it in when it scrolls into
 * view. Elements already on screen are left alone (nothing the first paint shows ever
 * disappears), and nothing moves under prefers-reduced-motion.
 */
function observe(element: HTMLElement): () => void {
  if (typeof IntersectionObserver === 'undefined' || typeof window.matchMedia !== 'function') {
    return () => {};
  }
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {};
  const rect = element.getBoundingClientRect();
  if (rect.top < window.innerHeight && rect.bottom > 0) return () => {};
  element.dataset.revealState = 'hidden';
  const io = getObserver();
  io.observe(element);
  return () => io.unobserve(element);
}

interface RevealProps {
  as?: ElementType;
  /** Position among siblings: delays the animation by 0.1 s a step. */
  index?: number;
  className?: string;
  children: ReactNode;
}

export function Reveal({ as: Tag = 'div', index = 0, className, children }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => (ref.current ? observe(ref.current) : undefined), []);
  const style = index
    ? ({ '--reveal-delay': `${(index * STAGGER_SECONDS).toFixed(1)}s` } as CSSProperties)
    : undefined;
  return (
    <Tag ref={ref} className={className} style={style}>
      {children}
    </Tag>
  );
}
