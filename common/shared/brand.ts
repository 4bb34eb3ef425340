/**
 * The brand's one set of values (docs/product.md#formats): the site's and the portal's
 * theme (client/styles.css, checked against these by common/shared/brand.test.ts), the mail
 * layout and the brief's PDF all read them from here.
 *
 * - `accent` is the one primary colour of actions: every primary button and link on the
 *   site, in the portal and in mail.
 * - `primary` (navy) is the brand's own colour: the logo's square, the wordmark, headings
 *   and dark surfaces.
 *
 * Every text colour meets WCAG AA (4.5:1) on the backgrounds it is used on.
 */
import { PRODUCT_NAME } from './constants.ts';

export const BRAND_NAME = PRODUCT_NAME;

/** The theme's colours, named as client/styles.css names them (--color-<kebab-case>). */
export const BRAND_COLORS = {
  background: '#ffffff',
  foreground: '#0f172a',
  muted: '#f1f5f9',
  mutedForeground: '#475569',
  border: '#e2e8f0',
  primary: '#0b1f3a',
  primaryForeground: '#ffffff',
  accent: '#0369a1',
  accentForeground: '#ffffff',
  destructive: '#b91c1c',
  destructiveForeground: '#ffffff',
  ring: '#0369a1',
} as const;

/**
 * The logo mark (the favicon's "D"): a navy rounded square with a sky-blue stroke, on a
 * 32-unit grid. client/components/layouts/brand.tsx and the PDF draw it from these values.
 */
export const BRAND_MARK = {
  size: 32,
  radius: 7,
  fill: BRAND_COLORS.primary,
  path: 'M9 23V9h6.5a7 7 0 0 1 0 14z',
  stroke: '#38bdf8',
  strokeWidth: 3,
} as const;

/**
 * The brand typeface (decision 111) with the fallbacks a mail client or a machine without
 * Inter has: Apple's, Windows', Android's system sans, then Helvetica and Arial.
 */
export const BRAND_FONT_STACK =
  'Inter, -apple-system, Segoe UI, Roboto, Helvetica Neue, Helvetica, Arial, sans-serif';

/** The type scale in CSS pixels (Tailwind's text-xs … text-2xl), for mail and documents. */
export const TYPE_SCALE = { xs: 12, sm: 14, base: 16, lg: 18, xl: 20, '2xl': 24 } as const;
