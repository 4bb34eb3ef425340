/**
 * Exact decimal arithmetic on strings, for money and rate fields (NUMERIC
 * columns). No floating point anywhere: "0.1" stays "0.1", and a limit like 99999999.99 is
 * compared digit by digit, so the API refuses exactly what the column would refuse.
 */

/** A decimal in canonical form: no sign for zero, no leading or trailing zeros. */
export interface Decimal {
  negative: boolean;
  /** Integer digits without leading zeros ('' for zero). */
  integer: string;
  /** Fraction digits without trailing zeros ('' for none). */
  fraction: string;
}

const DECIMAL_PATTERN = /^([+-])?(?:(\d+)(?:\.(\d*))?|\.(\d+))(?:[eE]([+-]?\d+))?$/;
/** Exponents beyond this are refused as "not a number" rather than expanded. */
const MAX_EXPONENT = 100;

/**
 * Parses "1234.50", "-0.5", ".5", "1e3" or "1.5E-2" exactly; null when the text is not a
 * plain decimal number (commas, currency signs, NaN, Infinity and hex are refused).
 */
export function parseDecimal(text: string): Decimal | null {
  const match = DECIMAL_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '', fractionPart = '', fractionOnly, exponentText] = match;
  const exponent = exponentText ? Number(exponentText) : 0;
  if (Math.abs(exponent) > MAX_EXPONENT) return null;
  const fractionDigits = fractionOnly ?? fractionPart;
  let digits = whole + fractionDigits;
  let point = whole.length + exponent;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length);
  const integer = digits.slice(0, point).replace(/^0+/, '');
  const fraction = digits.slice(point).replace(/0+$/, '');
  const zero = integer === '' && fraction === '';
  return { negative: sign === '-' && !zero, integer, fraction };
}

/** "1234.5", "-0.25", "0". */
export function formatDecimal({ negative, integer, fraction }: Decimal): string {
  return `${negative ? '-' : ''}${integer || '0'}${fraction ? `.${fraction}` : ''}`;
}

function compareMagnitude(a: Decimal, b: Decimal): number {
  if (a.integer.length !== b.integer.length) return a.integer.length < b.integer.length ? -1 : 1;
  if (a.integer !== b.integer) return a.integer < b.integer ? -1 : 1;
  const length = Math.max(a.fraction.length, b.fraction.length);
  const fa = a.fraction.padEnd(length, '0');
  const fb = b.fraction.padEnd(length, '0');
  return fa === fb ? 0 : fa < fb ? -1 : 1;
}

/** -1, 0 or 1, exactly. */
export function compareDecimal(a: Decimal, b: Decimal): number {
  if (a.negative !== b.negative) return a.negative ? -1 : 1;
  const magnitude = compareMagnitude(a, b);
  return a.negative ? -magnitude : magnitude;
}

/** A decimal written as a literal in code (throws on a typo). */
export function decimal(text: string): Decimal {
  const parsed = parseDecimal(text);
  if (!parsed) throw new Error(`Not a decimal: ${text}`);
  return parsed;
}

/** The largest value a NUMERIC(precision, scale) column holds, e.g. (10, 2) -> 99999999.99. */
export function numericMax(precision: number, scale: number): Decimal {
  return { negative: false, integer: '9'.repeat(precision - scale), fraction: '9'.repeat(scale) };
}

/** "99,999,999.99": thousands separators for messages. */
export function formatDecimalForPeople(value: Decimal): string {
  const integer = (value.integer || '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value.negative ? '-' : ''}${integer}${value.fraction ? `.${value.fraction}` : ''}`;
}
