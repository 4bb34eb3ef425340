import { useEffect, useRef, type CSSProperties, type ElementType, type ReactNode } from 'react';
import { ANIMATION } from '../../../../common/constants.ts';

/** SPEC point 9 animation defaults: 0.1 s between siblings (slide and duration are in styles.css). */
const STAGGER_SECONDS = ANIMATION.staggerS;

let observer: IntersectionObserver | undefined;
/** Elements the observer has reported at least once. */
const seen = new WeakSet<Element>();

/**
 * One observer for every revealed element. Its first report on an element says whether
 * the element is on screen: if so it is left alone (nothing the first paint shows ever
 * disappears); if not it is hidden, off screen, and shown with the animation when it
 * scrolls into view. Nothing measures the page itself, so nothing forces a layout.
 */
function getObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        if (!seen.has(element)) {
          seen.add(element);
          // First report: judged against the whole viewport (the margin below only delays
          // later reveals). On screen or above it: left as it is.
          const { top } = entry.boundingClientRect;
          if (entry.isIntersecting || top < window.innerHeight) observer?.unobserve(element);
          else element.dataset.revealState = 'hidden';
        } else if (entry.isIntersecting) {
          element.dataset.revealState = 'shown';
          observer?.unobserve(element);
        }
      }
    },
    { rootMargin: '0px 0px -8% 0px' },
  );
  return observer;
}

/** Registers an element to fade and slide in; not under prefers-reduced-motion. */
function observe(element: HTMLElement): () => void {
  if (typeof IntersectionObserver === 'undefined' || typeof window.matchMedia !== 'function') {
    return () => {};
  }
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {};
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
