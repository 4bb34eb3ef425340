/** One primary colour, whichever name a page gives the main action. */
import { describe, expect, it } from 'vitest';
import { buttonVariants } from './button-variants.ts';

const VARIANTS = [
  'default',
  'accent',
  'destructive',
  'outline',
  'secondary',
  'ghost',
  'link',
  'onDark',
] as const;

/** The solid fill a variant paints (its bg-* class without a state prefix or opacity). */
function fillOf(variant: (typeof VARIANTS)[number]): string | undefined {
  return buttonVariants({ variant })
    .split(' ')
    .find((name) => /^bg-[a-z-]+$/.test(name) && name !== 'bg-background');
}

describe('button variants', () => {
  it('paint every non-destructive solid button in one primary colour', () => {
    const solidFills = VARIANTS.filter((variant) => variant !== 'destructive')
      .map(fillOf)
      .filter((fill) => fill !== undefined && fill !== 'bg-muted');
    expect(new Set(solidFills)).toEqual(new Set(['bg-accent']));
  });

  it('give the default and the accent name the same look', () => {
    expect(buttonVariants({ variant: 'accent' })).toBe(buttonVariants({ variant: 'default' }));
  });
});
