// @vitest-environment node
/**
 * The brand font's faces in styles.css. Inter comes in two files that split the package's
 * Latin range (decision 125): the core the build cuts out (scripts/lib/brand-font.ts) and the
 * package's file for the rest. The fallback face draws Arial at Inter's size and line box, so
 * the swap to the brand font moves no text (CLS 0): its overrides are fontaine's formulas over
 * the two families' published metrics.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import {
  codePointsOf,
  CORE_UNICODE_RANGE,
  CORE_WEIGHTS,
  LATIN_FILE,
  subsetCore,
} from '../scripts/lib/brand-font.ts';

/**
 * The two families' published metrics, as @capsizecss/metrics 4.3.0 gives them (font units;
 * xWidthAvg is the average glyph width weighted by English letter frequency). Copied rather
 * than installed: that package is 30,000 files, a third of what `npm ci` writes.
 */
const arial = { unitsPerEm: 2048, xWidthAvg: 913, ascent: 1854, descent: -434, lineGap: 67 };
const inter = { unitsPerEm: 2048, xWidthAvg: 978, ascent: 1984, descent: -494, lineGap: 0 };

const css = readFileSync(path.join(import.meta.dirname, 'styles.css'), 'utf8');

/** The descriptors of each @font-face rule of `family` in styles.css, in order. */
function facesOf(family: string): Record<string, string>[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map(([, body]) =>
      Object.fromEntries(
        body!
          .split(';')
          .map((declaration) => declaration.split(':').map((part) => part.trim()))
          .filter(([property]) => property)
          .map(([property, value]) => [property!, value!.replace(/\s+/g, ' ')]),
      ),
    )
    .filter((face) => face['font-family'] === `'${family}'`);
}

function fallbackFace(): Record<string, string> {
  const [face] = facesOf('Inter Fallback');
  if (!face) throw new Error('styles.css has no Inter Fallback face');
  return face;
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

describe('the brand font’s two files', () => {
  const [core, rest] = facesOf('Inter Variable');
  const packageCss = readFileSync(path.join(path.dirname(LATIN_FILE), '../index.css'), 'utf8');
  const latinRange = /inter-latin-wght-normal[^}]*unicode-range:\s*([^;]+);/.exec(packageCss)?.[1];

  it('split the package’s Latin range between them, less the control characters, with one weight range', () => {
    expect(core?.src).toBe("url('@brand-font-core') format('woff2')");
    expect(rest?.src).toMatch(/inter-latin-wght-normal\.woff2'\) format\('woff2'\)$/);
    const corePoints = codePointsOf(core!['unicode-range']!);
    const restPoints = codePointsOf(rest!['unicode-range']!);
    expect(corePoints).toEqual(codePointsOf(CORE_UNICODE_RANGE));
    expect([...corePoints].filter((point) => restPoints.has(point))).toEqual([]);
    const controls = codePointsOf('U+0000-001F, U+007F-009F');
    const drawn = [...codePointsOf(latinRange!)].filter((point) => !controls.has(point));
    expect(new Set([...corePoints, ...restPoints])).toEqual(new Set(drawn));
    // One set of descriptors, so the browser treats the two files as one face.
    const weights = `${CORE_WEIGHTS.min} ${CORE_WEIGHTS.max}`;
    expect([core!['font-weight'], rest!['font-weight']]).toEqual([weights, weights]);
  });

  it('cuts a core file with every core character the package’s file has, at 400-700, under 60% of its size', async () => {
    const bytes = await subsetCore();
    const font = fontkit.create(bytes) as fontkit.Font;
    const latin = fontkit.create(readFileSync(LATIN_FILE)) as fontkit.Font;
    const corePoints = codePointsOf(CORE_UNICODE_RANGE);
    // fontkit lists U+FFFF, the end marker of the character map's last segment.
    const characters = font.characterSet.filter((point) => point !== 0xffff);
    expect(new Set(characters)).toEqual(
      new Set(latin.characterSet.filter((point) => corePoints.has(point))),
    );
    expect(font.variationAxes.wght).toMatchObject(CORE_WEIGHTS);
    expect(bytes.length).toBeLessThan(readFileSync(LATIN_FILE).length * 0.6);
  });
});
