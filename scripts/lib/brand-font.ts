/**
 * The brand font's core file (decisions 111 and 125). Inter's Latin file from
 * @fontsource-variable/inter weighs 48 kB, and Lighthouse's simulated link puts all of it
 * before the largest paint. The pages need only ASCII and a few signs at the weights 400-700,
 * so the build cuts those out of the package's file into a core file of 22 kB that every
 * document preloads. client/styles.css declares the package's file for the rest of its range
 * (accented letters, rarer signs): the browser fetches it only for text that uses one of them.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { projectRoot } from './build.ts';

/** The package's Latin file, which client/styles.css also declares for the rest of its range. */
export const LATIN_FILE = path.join(
  projectRoot,
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);

/** Where the build writes the core file; client/styles.css names it `@brand-font-core`. */
export const CORE_FILE = path.join(projectRoot, 'node_modules/.cache/brand-font/inter-core.woff2');

/**
 * The core file's characters, as its `unicode-range` in client/styles.css reads: ASCII and the
 * signs the product's texts use (no-break space, © ® · × ÷ – — ‘ ’ “ ” • … ™ −).
 */
export const CORE_UNICODE_RANGE =
  'U+0020-007E, U+00A0, U+00A9, U+00AE, U+00B7, U+00D7, U+00F7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+2122, U+2212';

/** The weights the product's styles use (Tailwind's normal to bold). */
export const CORE_WEIGHTS = { min: 400, max: 700 } as const;

/** The code points a CSS `unicode-range` value covers. */
export function codePointsOf(unicodeRange: string): Set<number> {
  const points = new Set<number>();
  for (const part of unicodeRange.split(',')) {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = parseInt(first!, 16); point <= parseInt(last!, 16); point += 1) {
      points.add(point);
    }
  }
  return points;
}

/** The core file's bytes: the core characters and weights of the package's Latin file. */
export function subsetCore(): Promise<Buffer> {
  const text = String.fromCodePoint(...codePointsOf(CORE_UNICODE_RANGE));
  return subsetFont(readFileSync(LATIN_FILE), text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { ...CORE_WEIGHTS, default: CORE_WEIGHTS.min } },
  });
}

/** Writes the core file before Vite resolves the stylesheet's `@brand-font-core`. */
export function brandFontCore(): Plugin {
  return {
    name: 'brand-font-core',
    async config() {
      const core = await subsetCore();
      mkdirSync(path.dirname(CORE_FILE), { recursive: true });
      // Whole or not at all: a dev server and a build may start side by side.
      const partial = `${CORE_FILE}.${process.pid}`;
      writeFileSync(partial, core);
      renameSync(partial, CORE_FILE);
      return { resolve: { alias: { '@brand-font-core': CORE_FILE } } };
    },
  };
}
