import { describe, expect, it } from 'vitest';
import { CsvNumber, csvCell, csvRow } from './csv.ts';

describe('csvCell: RFC 4180 quoting', () => {
  it('leaves plain text alone and quotes commas, quotes and line breaks', () => {
    expect(csvCell('Brand Search')).toBe('Brand Search');
    expect(csvCell('Brand, Core')).toBe('"Brand, Core"');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('')).toBe('');
  });

  it('ends rows with CRLF and joins with commas', () => {
    expect(csvRow(['a', 'b,c', 3])).toBe('a,"b,c",3\r\n');
  });
});

describe('csvCell: the formula-injection guard', () => {
  it('prefixes an apostrophe to text starting with = + - @, tab or CR', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+running +shoes')).toBe("'+running +shoes");
    expect(csvCell('-free')).toBe("'-free");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
    expect(csvCell('＝1+1')).toBe("'＝1+1"); // full-width equals sign
  });

  it('leaves text with those characters further in, and our own numbers, alone', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('Shoes - Sale')).toBe('Shoes - Sale');
    expect(csvCell(new CsvNumber('-12.50'))).toBe('-12.50');
    expect(csvCell(42)).toBe('42');
    expect(() => new CsvNumber('=1+1')).toThrow();
  });
});
