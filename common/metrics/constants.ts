/** The wizard's enumerations and timings (docs/product.md#constants, docs/product.md#wizard). */

export const INDUSTRIES = [
  'b2b',
  'b2c',
  'energy',
  'healthcare',
  'it',
  'industrials',
  'financial',
  'real_estate',
  'utilities',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const INDUSTRY_LABELS: Record<Industry, string> = {
  b2b: 'Business-to-Business (B2B)',
  b2c: 'Business-to-Consumer (B2C)',
  energy: 'Energy',
  healthcare: 'Healthcare',
  it: 'Information Technology',
  industrials: 'Industrials',
  financial: 'Financial Services',
  real_estate: 'Real Estate',
  utilities: 'Utilities',
};

/** Step 2's consumer economics, asked of b2c clients only (docs/product.md#wizard). */
export const B2C_ECONOMICS_FIELDS = ['ltv', 'roas', 'averageDealSize', 'churnRate'] as const;

/** Which block step 2 shows: the b2c economics, the funnel, or (no industry yet) neither. */
export function economicsBranch(industry: Industry | '' | null): 'b2c' | 'funnel' | null {
  if (!industry) return null;
  return industry === 'b2c' ? 'b2c' : 'funnel';
}

export const FUNNEL_TIMES = ['1_day', '1_7_days', '7_14_days', '14_plus_days'] as const;
export type FunnelTime = (typeof FUNNEL_TIMES)[number];

export const FUNNEL_TIME_LABELS: Record<FunnelTime, string> = {
  '1_day': '1 Day',
  '1_7_days': '1-7 Days',
  '7_14_days': '7-14 Days',
  '14_plus_days': '14+ Days',
};

export const TEST_FREQUENCIES = [
  'no_testing',
  'weekly',
  'biweekly',
  'monthly',
  'quarterly',
] as const;

export const WIZARD_STEP_MINUTES = [2, 2, 3, 1] as const;

/** The wizard's time remaining falls by this many minutes per step advanced (from 8 in total). */
export const WIZARD_MINUTES_PER_STEP_ADVANCED = 2;
