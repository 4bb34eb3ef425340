import { useEffect, useRef, type CSSProperties, type ElementType, type ReactNode } from 'react';
import { ANIMATION } from '../../../../common/site-constants.ts';

/** SPEC point 9 animation defaults: 0.1 s between siblings (slide and duration are in styles.css). */
const STAGGER_SECONDS = ANIMATION.staggerS;

/**
 * Scroll-in motion without layout reads. Revealed elements are grouped by their section:
 * sections below the fold skip rendering until they come near the viewport
 * (`defer-render`, content-visibility), so their contents cannot be observed before then.
 *
 * 1. The section is observed. Its first report says whether it is on screen: if so, its
 *    elements are left alone (nothing the first paint shows ever disappears); if not,
 *    they are hidden, off screen.
 * 2. When the section comes into view its elements are observed one by one, and each is
 *    shown (fade and 40 px slide) as it scrolls into view.
 */
const sections = new Map<Element, Set<HTMLElement>>();
const decided = new WeakSet<Element>();
let sectionObserver: IntersectionObserver | undefined;
let itemObserver: IntersectionObserver | undefined;

function getItemObserver(): IntersectionObserver {
  itemObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        (entry.target as HTMLElement).dataset.revealState = 'shown';
        itemObserver?.unobserve(entry.target);
      }
    },
    { rootMargin: '0px 0px -8% 0px' },
  );
  return itemObserver;
}

function getSectionObserver(): IntersectionObserver {
  sectionObserver ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const section = entry.target;
      const items = sections.get(section);
      if (!items) continue;
      if (!decided.has(section)) {
        decided.add(section);
        // On screen at first (or above it): nothing to animate.
        if (entry.isIntersecting || entry.boundingClientRect.top < window.innerHeight) {
          sections.delete(section);
          sectionObserver?.unobserve(section);
          continue;
        }
        for (const item of items) item.dataset.revealState = 'hidden';
      } else if (entry.isIntersecting) {
        sections.delete(section);
        sectionObserver?.unobserve(section);
        for (const item of items) getItemObserver().observe(item);
      }
    }
  });
  return sectionObserver;
}

/** Registers an element to fade and slide in; not under prefers-reduced-motion. */
function observe(element: HTMLElement): () => void {
  if (typeof IntersectionObserver === 'undefined' || typeof window.matchMedia !== 'function') {
    return () => {};
  }
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {};
  const section = element.closest('section') ?? element;
  let items = sections.get(section);
  if (!items) {
    items = new Set();
    sections.set(section, items);
    getSectionObserver().observe(section);
  }
  items.add(element);
  return () => {
    items.delete(element);
    itemObserver?.unobserve(element);
    if (items.size === 0 && sections.get(section) === items) {
      sections.delete(section);
      sectionObserver?.unobserve(section);
    }
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
