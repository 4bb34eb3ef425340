import { describe, expect, it } from 'vitest';
import {
  compareDecimal,
  decimal,
  formatDecimal,
  formatDecimalForPeople,
  numericMax,
  parseDecimal,
} from './decimal.ts';

describe('exact decimals', () => {
  it('parses plain and exponent notation into canonical form', () => {
    const cases: [string, string][] = [
      ['0', '0'],
      ['-0', '0'],
      ['007.500', '7.5'],
      ['.5', '0.5'],
      ['5.', '5'],
      ['+12', '12'],
      ['-12.30', '-12.3'],
      ['1e3', '1000'],
      ['1.5E-2', '0.015'],
      ['123456789012345678901234567890.01', '123456789012345678901234567890.01'],
    ];
    for (const [text, canonical] of cases) {
      expect(formatDecimal(parseDecimal(text)!), text).toBe(canonical);
    }
  });

  it('refuses what is not a plain number', () => {
    for (const text of [
      '',
      '.',
      'abc',
      '1,000',
      '$5',
      '1..2',
      'NaN',
      'Infinity',
      '0x10',
      '1e999',
    ]) {
      expect(parseDecimal(text), text).toBeNull();
    }
  });

  it('compares exactly', () => {
    expect(compareDecimal(decimal('99999999.99'), numericMax(10, 2))).toBe(0);
    expect(compareDecimal(decimal('100000000'), numericMax(10, 2))).toBe(1);
    expect(compareDecimal(decimal('0.1'), decimal('0.10'))).toBe(0);
    expect(compareDecimal(decimal('-2'), decimal('-10'))).toBe(1);
    expect(compareDecimal(decimal('-0.01'), decimal('0'))).toBe(-1);
    expect(compareDecimal(decimal('100.01'), decimal('100'))).toBe(1);
  });

  it('writes limits for people', () => {
    expect(formatDecimalForPeople(numericMax(12, 2))).toBe('9,999,999,999.99');
    expect(formatDecimalForPeople(numericMax(5, 2))).toBe('999.99');
    expect(formatDecimalForPeople(decimal('-1234567'))).toBe('-1,234,567');
  });
});
