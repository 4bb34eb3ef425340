import type { BudgetPeriod } from '../../../../common/google-ads/contract.ts';

/** Conversions, fractional under data-driven attribution: 2 decimals, as Google Ads shows them. */
export function formatConversions(conversions: number): string {
  return conversions.toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** What a budget's amount covers (docs/decisions/084). */
export const BUDGET_PERIOD_LABELS: Record<BudgetPeriod, string> = {
  daily: 'per day',
  lifetime: 'lifetime',
};

/** Google's enum values as words: PERFORMANCE_MAX -> "Performance Max", ENABLED -> "Enabled". */
export function enumLabel(value: string): string {
  return value
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
