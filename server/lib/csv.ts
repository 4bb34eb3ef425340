/**
 * CSV as RFC 4180 writes it (CRLF line ends; a field with a comma, quote, CR or LF in
 * quotes, quotes doubled), plus the spreadsheet formula-injection guard (OWASP "CSV
 * injection"): a text cell starting with = + - @, a tab or a carriage return (or their
 * full-width forms) gets a leading apostrophe, so Excel, Sheets and LibreOffice show it as
 * text instead of running it. Numbers we format ourselves are written as they are.
 */

/** A number we formatted ourselves (e.g. money from micros): never guarded. */
export class CsvNumber {
  readonly text: string;
  constructor(value: string | number) {
    const text = String(value);
    if (!/^-?\d+(\.\d+)?$/.test(text)) throw new TypeError(`Not a plain number: ${text}`);
    this.text = text;
  }
}

export type CsvValue = string | number | CsvNumber;

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value instanceof CsvNumber) return value.text;
  if (typeof value === 'number') return new CsvNumber(value).text;
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
