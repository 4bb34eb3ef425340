import type { BudgetPeriod } from '../../../../common/google-ads/contract.ts';

/** Currency is shown with a dollar sign and 2 decimals (docs/product.md#constants). */
export function formatMoney(amount: number): string {
  const text = Math.abs(amount).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${amount < 0 ? '-' : ''}$${text}`;
}

export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

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
