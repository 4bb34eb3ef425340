/** Display formats shared by portal screens (SPEC point 9: dollar sign, 2 decimals). */
import { formatDecimalForPeople, parseDecimal } from '../../common/decimal.ts';

/** "$12,500,000.50" from the exact decimal string the API sends ("12500000.50"). */
export function formatMoney(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = parseDecimal(value);
  if (!parsed) return value;
  const fraction = parsed.fraction.padEnd(2, '0');
  const text = formatDecimalForPeople({ ...parsed, negative: false, fraction });
  return `${parsed.negative ? '-' : ''}$${text}`;
}

/** "3.25%" from "3.25" (trailing zeros dropped: "40.00" -> "40%"). */
export function formatPercent(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = parseDecimal(value);
  return parsed ? `${formatDecimalForPeople(parsed)}%` : value;
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Mar 13, 2025, 2:05 PM" in the browser's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "Mar 2, 2026" from a calendar day ("2026-03-02"), the same day in every time zone. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : calendarDay.format(date);
}
