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

let pending: HTMLElement[] = [];

/**
 * Decides, for every element registered in this commit at once, whether it starts hidden:
 * all positions are read first and all attributes written after, so the page lays out
 * once rather than once per element.
 */
function flush() {
  const elements = pending.filter((element) => element.isConnected);
  pending = [];
  const viewport = window.innerHeight;
  const below = elements.filter((element) => element.getBoundingClientRect().top >= viewport);
  const io = getObserver();
  for (const element of below) {
    element.dataset.revealState = 'hidden';
    io.observe(element);
  }
}

/**
 * Hides an element that is below the fold and fades/slides it in when it scrolls into
 * view. Elements already on screen (or above it) are left alone, so nothing the first
 * paint shows ever disappears, and nothing moves under prefers-reduced-motion.
 */
function observe(element: HTMLElement): () => void {
  if (typeof IntersectionObserver === 'undefined' || typeof window.matchMedia !== 'function') {
    return () => {};
  }
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {};
  if (pending.length === 0) queueMicrotask(flush);
  pending.push(element);
  return () => {
    pending = pending.filter((item) => item !== element);
    observer?.unobserve(element);
  };
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
