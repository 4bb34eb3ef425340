/** One way to write money, percentages and dates (docs/product.md#formats). */
import { describe, expect, it } from 'vitest';
import {
  fileDay,
  formatCount,
  formatDateLong,
  formatDateShort,
  formatDateTimeLong,
  formatDateTimeShort,
  formatMoneyCompact,
  formatMoneyExact,
  formatMonth,
  formatMonths,
  formatMultiple,
  formatNumber,
  formatPercentExact,
  formatPercentValue,
  formatSignedPercent,
  roundTicks,
} from './format.ts';

describe('exact money', () => {
  it('writes the dollar sign and 2 decimals, as the specification shows money', () => {
    expect(formatMoneyExact(1041666.666)).toBe('$1,041,666.67');
    expect(formatMoneyExact(4200000)).toBe('$4,200,000.00');
    expect(formatMoneyExact(-12.5)).toBe('-$12.50');
    expect(formatMoneyExact(0)).toBe('$0.00');
  });

  it('reads a stored decimal string exactly, to the largest money column (9,999,999,999.99)', () => {
    expect(formatMoneyExact('12500000.50')).toBe('$12,500,000.50');
    expect(formatMoneyExact('9999999999.99')).toBe('$9,999,999,999.99');
    expect(formatMoneyExact('-9999999999.99')).toBe('-$9,999,999,999.99');
  });

  it('gives null for a value not given, and an unreadable one as it came', () => {
    expect(formatMoneyExact(null)).toBeNull();
    expect(formatMoneyExact(undefined)).toBeNull();
    expect(formatMoneyExact('')).toBeNull();
    expect(formatMoneyExact('n/a')).toBe('n/a');
  });

  it('writes another currency with its own narrow symbol', () => {
    expect(formatMoneyExact(450, 'EUR')).toBe('€450.00');
    expect(formatMoneyExact(1234.5, 'GBP')).toBe('£1,234.50');
  });
});

describe('compact money', () => {
  it('writes millions and thousands to three significant digits ($4.2M, $1.04M, $700k)', () => {
    expect(formatMoneyCompact(4200000)).toBe('$4.2M');
    expect(formatMoneyCompact(12500000 / 12)).toBe('$1.04M');
    expect(formatMoneyCompact(700000)).toBe('$700k');
    expect(formatMoneyCompact(1500)).toBe('$1.5k');
    expect(formatMoneyCompact(2_400_000_000)).toBe('$2.4B');
  });

  it('keeps whole dollars from $100 to $999 and cents below $100 only where there are any', () => {
    expect(formatMoneyCompact(410)).toBe('$410');
    expect(formatMoneyCompact(240.38)).toBe('$240');
    expect(formatMoneyCompact(16.5)).toBe('$16.50');
    expect(formatMoneyCompact(40)).toBe('$40');
    expect(formatMoneyCompact(0)).toBe('$0');
    expect(formatMoneyCompact(-2500)).toBe('-$2.5k');
  });

  it('writes another currency with its own symbol (€1.2M)', () => {
    expect(formatMoneyCompact(1_200_000, 'EUR')).toBe('€1.2M');
  });
});

describe('percentages, multiples and counts', () => {
  it('writes a computed percentage to one decimal, two below 1% (0.48%)', () => {
    expect(formatPercentValue(17.0731)).toBe('17.1%');
    expect(formatPercentValue(25)).toBe('25%');
    expect(formatPercentValue(0.48)).toBe('0.48%');
    expect(formatPercentValue(0)).toBe('0%');
  });

  it('signs a change (+17.1%, -4%, 0%)', () => {
    expect(formatSignedPercent(17.0731)).toBe('+17.1%');
    expect(formatSignedPercent(-4)).toBe('-4%');
    expect(formatSignedPercent(0)).toBe('0%');
  });

  it('writes a stated percentage as stored, up to 2 decimals ("3.25" → 3.25%, "40.00" → 40%)', () => {
    expect(formatPercentExact('3.25')).toBe('3.25%');
    expect(formatPercentExact('40.00')).toBe('40%');
    expect(formatPercentExact(2.5)).toBe('2.5%');
    expect(formatPercentExact(null)).toBeNull();
    expect(formatPercentExact('')).toBeNull();
  });

  it('writes multiples, months, counts and plain figures', () => {
    expect(formatMultiple(2400 / 410)).toBe('5.9x');
    expect(formatMultiple(3)).toBe('3.0x');
    expect(formatMonths(410 / 60)).toBe('6.8 months');
    expect(formatMonths(12)).toBe('12 months');
    expect(formatMonths(1)).toBe('1 month');
    expect(formatCount(52000)).toBe('52,000');
    expect(formatNumber(2.7822)).toBe('2.8');
    expect(formatNumber(0.975, 4)).toBe('0.975');
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });
});

describe('dates', () => {
  const moment = '2026-12-07T14:05:00Z';

  it('writes "December 7, 2026" in text and "Dec 7, 2026" in tables', () => {
    expect(formatDateLong(moment)).toBe('December 7, 2026');
    expect(formatDateShort(moment)).toBe('Dec 7, 2026');
    expect(formatDateLong(new Date(moment))).toBe('December 7, 2026');
  });

  it('writes a moment with its time, in text and in tables', () => {
    expect(formatDateTimeLong(moment)).toBe('December 7, 2026 at 2:05 PM');
    expect(formatDateTimeShort(moment)).toBe('Dec 7, 2026, 2:05 PM');
  });

  it('reads a moment in the reader’s time zone when given (2:05 PM UTC is 9:05 AM in New York)', () => {
    expect(formatDateTimeShort(moment, 'America/New_York')).toBe('Dec 7, 2026, 9:05 AM');
    expect(formatDateShort('2026-12-07T02:00:00Z', 'America/New_York')).toBe('Dec 6, 2026');
  });

  it('keeps a calendar day the same day in every time zone (2026-12-07)', () => {
    expect(formatDateLong('2026-12-07')).toBe('December 7, 2026');
    expect(formatDateShort('2026-12-07', 'America/Los_Angeles')).toBe('Dec 7, 2026');
    expect(formatDateLong('2026-12-07', 'Pacific/Kiritimati')).toBe('December 7, 2026');
  });

  it('returns an invalid date as it came', () => {
    expect(formatDateShort('not a date')).toBe('not a date');
  });

  it('writes a month of data as "Dec 2026", and a file name’s day as YYYY-MM-DD', () => {
    expect(formatMonth('2026-12-01')).toBe('Dec 2026');
    expect(fileDay(new Date('2026-12-07T23:59:00Z'))).toBe('2026-12-07');
  });
});

describe('roundTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten up to at least the largest value', () => {
    expect(roundTicks(410)).toEqual([0, 200, 400, 600]);
    expect(roundTicks(31.5)).toEqual([0, 10, 20, 30, 40]);
    expect(roundTicks(100)).toEqual([0, 50, 100]);
    expect(roundTicks(1500)).toEqual([0, 500, 1000, 1500]);
    expect(roundTicks(0.8)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
  });

  it('gives one tick at 0 for nothing to scale (0, negative, not finite)', () => {
    expect(roundTicks(0)).toEqual([0]);
    expect(roundTicks(-5)).toEqual([0]);
    expect(roundTicks(Number.NaN)).toEqual([0]);
  });
});
