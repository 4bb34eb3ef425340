/**
 * CSV as RFC 4180 writes it (CRLF line ends; a field with a comma, quote, CR or LF in
 * quotes, quotes doubled), plus the spreadsheet formula-injection guard (OWASP "CSV
 * injection"): a text cell starting with = + - @, a tab or a carriage return (or their
 * full-width forms) gets a leading apostrophe, so Excel, Sheets and LibreOffice show it as
 * text instead of running it. Numbers we format ourselves are written as they are.
 * Used by every CSV export (Google Ads reports, a project's submissions and notes).
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

/**
 * A CSV document as chunks: the header, then one chunk per page of rows. The first page is
 * fetched now, so its failure is a normal error answer; the rest stream as they are read.
 */
export async function streamCsv<T>(
  header: string,
  pages: AsyncGenerator<T[]>,
  render: (row: T) => string,
): Promise<AsyncIterable<string>> {
  const first = await pages.next();
  async function* chunks() {
    try {
      yield header;
      if (first.done) return;
      yield first.value.map(render).join('');
      for await (const page of pages) {
        yield page.map(render).join('');
      }
    } finally {
      // The client went away (or we failed): stop reading more pages.
      await pages.return(undefined);
    }
  }
  return chunks();
}

/** A keyset page: its rows, and the cursor of the next page (null on the last). */
export interface Page<T, Cursor = number> {
  items: T[];
  nextCursor: Cursor | null;
}

/** Every page of a list, read one keyset page at a time (for the exports). */
export async function* allPages<T, Cursor = number>(
  read: (cursor: Cursor | undefined) => Promise<Page<T, Cursor>>,
): AsyncGenerator<T[]> {
  let cursor: Cursor | undefined;
  do {
    const page = await read(cursor);
    if (page.items.length > 0) yield page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
}
