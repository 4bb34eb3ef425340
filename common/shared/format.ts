/**
 * One way to write money, percentages and dates across portal, mail and PDF
 * (docs/product.md#formats).
 *
 * - Exact money: the currency's symbol and 2 decimals ("$1,041,666.67", "€450.00"), wherever
 *   a figure is shown as entered or as a platform reports it (the wizard, the Google Ads page,
 *   the PDF's appendix).
 * - Compact money: "$4.2M", "$1.04M", "$700k", only in summaries and chart labels.
 * - Dates: "December 7, 2026" in text, "Dec 7, 2026" in tables and lists; file names keep
 *   YYYY-MM-DD (`fileDay`).
 */

/** An ISO 4217 code; the wizard's figures are in dollars. */
export type CurrencyCode = string;
export const WIZARD_CURRENCY: CurrencyCode = 'USD';

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', options);
    cache.set(key, format);
  }
  return format;
}

/** Narrow symbols: "$", "€", "£" rather than "US$" or "EUR". */
const currencyOptions = (currency: CurrencyCode): Intl.NumberFormatOptions => ({
  style: 'currency',
  currency,
  currencyDisplay: 'narrowSymbol',
});

/** A stored decimal ("12500000.50") or a number; a string that is not one stays as it is. */
function amountOf(value: number | string): number | null {
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : null;
}

const given = (value: number | string | null | undefined): value is number | string =>
  value !== null && value !== undefined && value !== '';

/**
 * "$1,041,666.67", "-$12.50", "€450.00". A stored decimal string is read as written (money
 * columns hold at most 12 digits, exact in a double); a value not given gives null.
 */
export function formatMoneyExact(amount: number | string, currency?: CurrencyCode): string;
export function formatMoneyExact(
  amount: number | string | null | undefined,
  currency?: CurrencyCode,
): string | null;
export function formatMoneyExact(
  value: number | string | null | undefined,
  currency: CurrencyCode = WIZARD_CURRENCY,
): string | null {
  if (!given(value)) return null;
  const amount = amountOf(value);
  if (amount === null) return String(value);
  return numberFormat(`exact:${currency}`, {
    ...currencyOptions(currency),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/**
 * "$4.2M", "$1.04M", "$700k", "$410", "$16.50": three significant digits at most, and cents
 * only below $100 where they carry meaning.
 */
export function formatMoneyCompact(
  amount: number,
  currency: CurrencyCode = WIZARD_CURRENCY,
): string {
  const magnitude = Math.abs(amount);
  if (magnitude < 100) {
    const whole = Number.isInteger(amount);
    return numberFormat(`small:${currency}:${whole}`, {
      ...currencyOptions(currency),
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(amount);
  }
  if (magnitude < 1000) {
    return numberFormat(`hundreds:${currency}`, {
      ...currencyOptions(currency),
      maximumFractionDigits: 0,
    }).format(amount);
  }
  const text = numberFormat(`compact:${currency}`, {
    ...currencyOptions(currency),
    notation: 'compact',
    maximumSignificantDigits: 3,
  }).format(amount);
  // Intl writes thousands as "K"; a memo writes "k" (and keeps "M", "B").
  return text.replace('K', 'k');
}

/** "12.5%", "0.48%" (two decimals below 1%, so a small share is not shown as 0.0%), "40%". */
export function formatPercentValue(percent: number): string {
  const magnitude = Math.abs(percent);
  const digits = magnitude !== 0 && magnitude < 1 ? 2 : 1;
  return `${numberFormat(`percent:${digits}`, { maximumFractionDigits: digits }).format(percent)}%`;
}

/** "+17.1%", "-4%", "0%": a change, always signed unless zero. */
export function formatSignedPercent(percent: number): string {
  const text = formatPercentValue(percent);
  return percent > 0 ? `+${text}` : text;
}

/**
 * A percentage as the client stated it, up to its 2 stored decimals: "3.25%", "40%" (from
 * "40.00"); a value not given gives null.
 */
export function formatPercentExact(percent: number | string): string;
export function formatPercentExact(percent: number | string | null | undefined): string | null;
export function formatPercentExact(value: number | string | null | undefined): string | null {
  if (!given(value)) return null;
  const percent = amountOf(value);
  if (percent === null) return String(value);
  return `${numberFormat('percent:exact', { maximumFractionDigits: 2 }).format(percent)}%`;
}

/** "5.9x" */
export function formatMultiple(value: number): string {
  return `${numberFormat('multiple', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)}x`;
}

/** "6.8 months", "1 month" */
export function formatMonths(value: number): string {
  const text = numberFormat('months', { maximumFractionDigits: 1 }).format(value);
  return `${text} ${text === '1' ? 'month' : 'months'}`;
}

/** "1,234" */
export function formatCount(value: number): string {
  return numberFormat('count', { maximumFractionDigits: 0 }).format(value);
}

/** "2.8", "1,234.5", "0.975": a plain figure (orders a year, a rate) to `digits` decimals at most. */
export function formatNumber(value: number, digits = 1): string {
  return numberFormat(`number:${digits}`, { maximumFractionDigits: digits }).format(value);
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(key: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const cacheKey = `${key}:${timeZone}`;
  let format = dateFormats.get(cacheKey);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    dateFormats.set(cacheKey, format);
  }
  return format;
}

/**
 * Formats a Date, an ISO timestamp or a calendar day ("2026-12-07"); an invalid value is
 * returned as it came. A calendar day is the same day in every time zone, so it is always
 * read in UTC; a moment is read in `timeZone` (UTC unless the caller names the reader's).
 */
function formatDate(
  key: string,
  options: Intl.DateTimeFormatOptions,
  value: Date | string,
  timeZone: string,
): string {
  const day = typeof value === 'string' && CALENDAR_DAY.test(value);
  const date = value instanceof Date ? value : new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return String(value);
  return dateFormat(key, day ? 'UTC' : timeZone, options).format(date);
}

/** "December 7, 2026", for text. */
export function formatDateLong(value: Date | string, timeZone = 'UTC'): string {
  return formatDate('long', { dateStyle: 'long' }, value, timeZone);
}

/** "Dec 7, 2026", for tables and lists. */
export function formatDateShort(value: Date | string, timeZone = 'UTC'): string {
  return formatDate('short', { dateStyle: 'medium' }, value, timeZone);
}

/** "December 7, 2026 at 2:05 PM", a moment in text. */
export function formatDateTimeLong(value: Date | string, timeZone = 'UTC'): string {
  return formatDate('long-time', { dateStyle: 'long', timeStyle: 'short' }, value, timeZone);
}

/** "Dec 7, 2026, 2:05 PM", a moment in tables and lists. */
export function formatDateTimeShort(value: Date | string, timeZone = 'UTC'): string {
  return formatDate('short-time', { dateStyle: 'medium', timeStyle: 'short' }, value, timeZone);
}

/** "Dec 2026", a month of channel data. */
export function formatMonth(value: Date | string, timeZone = 'UTC'): string {
  return formatDate('month', { month: 'short', year: 'numeric' }, value, timeZone);
}

/** "2026-12-07": the day in a file name. */
export function fileDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Round tick values for an axis from 0 to at least `max`: steps of 1, 2 or 5 times a power of
 * ten, about `count` of them ($0, $200, $400 rather than $205).
 */
export function roundTicks(max: number, count = 4): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough)!;
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  const ticks: number[] = [];
  for (let index = 0; ticks.at(-1) === undefined || ticks.at(-1)! < max; index++) {
    ticks.push(Number((index * step).toFixed(decimals)));
  }
  return ticks;
}
