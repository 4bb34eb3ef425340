/**
 * The fallback face of styles.css draws Arial at Inter's size and line box, so the swap to
 * the brand font moves no text (CLS 0): its overrides are fontaine's formulas over the two
 * families' published metrics.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The two families' published metrics, as @capsizecss/metrics 4.3.0 gives them (font units;
 * xWidthAvg is the average glyph width weighted by English letter frequency). Copied rather
 * than installed: that package is 30,000 files, a third of what `npm ci` writes.
 */
const arial = { unitsPerEm: 2048, xWidthAvg: 913, ascent: 1854, descent: -434, lineGap: 67 };
const inter = { unitsPerEm: 2048, xWidthAvg: 978, ascent: 1984, descent: -494, lineGap: 0 };

const css = readFileSync(path.join(import.meta.dirname, 'styles.css'), 'utf8');

function fallbackFace(): Record<string, string> {
  const face = /@font-face\s*{([^}]*font-family:\s*'Inter Fallback'[^}]*)}/.exec(css);
  if (!face) throw new Error('styles.css has no Inter Fallback face');
  return Object.fromEntries(
    face[1]!
      .split(';')
      .map((declaration) => declaration.split(':').map((part) => part.trim()))
      .filter(([property]) => property)
      .map(([property, value]) => [property!, value!]),
  );
}

/** A percentage as written in the CSS (prettier writes 0.00% as 0%), as a ratio. */
const ratio = (percent: string | undefined) => Number(percent?.replace(/%$/, '')) / 100;

describe('the brand font’s fallback', () => {
  it('scales Arial to Inter’s average width and sets Inter’s ascent, descent and line gap', () => {
    const face = fallbackFace();
    const sizeAdjust = inter.xWidthAvg / inter.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm);
    const em = inter.unitsPerEm * sizeAdjust;
    expect(face.src).toBe("local('Arial'), local('ArialMT'), local('Liberation Sans')");
    expect(ratio(face['size-adjust'])).toBeCloseTo(sizeAdjust, 4);
    expect(ratio(face['ascent-override'])).toBeCloseTo(inter.ascent / em, 4);
    expect(ratio(face['descent-override'])).toBeCloseTo(Math.abs(inter.descent) / em, 4);
    expect(ratio(face['line-gap-override'])).toBeCloseTo(inter.lineGap / em, 4);
  });

  it('comes right after the brand font in the page’s font stack', () => {
    expect(css).toMatch(/--font-sans:\s*'Inter Variable', 'Inter Fallback',/);
    expect(css).toMatch(/font-family: 'Inter Variable', 'Inter Fallback', var\(--font-sans\);/);
  });
});
