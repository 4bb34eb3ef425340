import type { CSSProperties, ElementType, ReactNode } from 'react';
import { ANIMATION } from '../../../../common/marketing/constants.ts';

/** Animation defaults: 0.1 s between siblings (slide and duration are in styles.css). */
const STAGGER_SECONDS = ANIMATION.staggerS;

interface RevealProps {
  as?: ElementType;
  /** Position among siblings: delays the animation by 0.1 s a step. */
  index?: number;
  className?: string;
  children: ReactNode;
}

/** An element that fades and slides in as it scrolls into view (behaviours/reveal.ts). */
export function Reveal({ as: Tag = 'div', index = 0, className, children }: RevealProps) {
  const style = index
    ? ({ '--reveal-delay': `${(index * STAGGER_SECONDS).toFixed(1)}s` } as CSSProperties)
    : undefined;
  return (
    <Tag data-reveal className={className} style={style}>
      {children}
    </Tag>
  );
}
