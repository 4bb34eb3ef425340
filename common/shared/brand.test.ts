// @vitest-environment node
/**
 * One visual language: the site's and the portal's theme (client/styles.css), the logo mark
 * and the favicon hold the brand's values, and every text colour meets WCAG AA.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_COLORS, BRAND_MARK } from './brand.ts';

const client = path.join(import.meta.dirname, '../../client');
const css = readFileSync(path.join(client, 'styles.css'), 'utf8');
const favicon = readFileSync(path.join(client, 'public/favicon.svg'), 'utf8');

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** WCAG 2 relative luminance of "#rrggbb". */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('the brand', () => {
  it('is the theme the site and the portal are drawn with', () => {
    for (const [name, value] of Object.entries(BRAND_COLORS)) {
      expect(css, name).toMatch(new RegExp(`--color-${kebab(name)}:\\s*${value};`, 'i'));
    }
  });

  it('draws the favicon with the logo mark', () => {
    expect(favicon).toContain(`rx="${BRAND_MARK.radius}" fill="${BRAND_MARK.fill}"`);
    expect(favicon).toContain(
      `d="${BRAND_MARK.path}" fill="none" stroke="${BRAND_MARK.stroke}" stroke-width="${BRAND_MARK.strokeWidth}"`,
    );
  });

  it('meets AA (4.5:1) for every text colour on its background', () => {
    const C = BRAND_COLORS;
    const pairs: [string, string][] = [
      [C.foreground, C.background],
      [C.foreground, C.muted],
      [C.mutedForeground, C.background],
      [C.mutedForeground, C.muted],
      [C.primary, C.background],
      [C.primaryForeground, C.primary],
      [C.accent, C.background],
      [C.accentForeground, C.accent],
      [C.destructive, C.background],
      [C.destructiveForeground, C.destructive],
    ];
    for (const [text, background] of pairs) {
      expect(contrast(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
