/**
 * The text of a PDF written by pdfkit with embedded fonts, for the tests: every object read
 * (streams inflated), each font's ToUnicode map decoded, then each content stream's text
 * runs (`[…] TJ`) read through the map of the font selected before them (`/F1 10 Tf`),
 * kerning numbers dropped, one run a line, whitespace collapsed to single spaces so a
 * paragraph wrapped across lines reads as it was written.
 */
import { inflateSync } from 'node:zlib';

const OBJECT = /(\d+) 0 obj\r?\n([\s\S]*?)\r?\nendobj/g;
const STREAM = /^([\s\S]*?)stream\r?\n([\s\S]*)\r?\nendstream$/;
const FONT_RESOURCE = /\/(F\d+) (\d+) 0 R/g;
const RANGE = /<([0-9a-fA-F]+)> <[0-9a-fA-F]+> \[([^\]]*)\]/g;
const HEX = /<([0-9a-fA-F ]*)>/g;
const TEXT = /\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ/g;

interface PdfObject {
  dictionary: string;
  /** A stream's content, inflated, as latin1. */
  stream?: string;
}

function readObjects(pdf: Buffer): Map<string, PdfObject> {
  const objects = new Map<string, PdfObject>();
  for (const [, id, body] of pdf.toString('latin1').matchAll(OBJECT)) {
    const parts = STREAM.exec(body!);
    if (!parts) {
      objects.set(id!, { dictionary: body! });
      continue;
    }
    const [, dictionary, data] = parts;
    const bytes = Buffer.from(data!, 'latin1');
    const inflated = dictionary!.includes('/FlateDecode') ? inflateSync(bytes) : bytes;
    objects.set(id!, { dictionary: dictionary!, stream: inflated.toString('latin1') });
  }
  return objects;
}

const utf16 = (hex: string) =>
  Buffer.from(hex.replace(/ /g, ''), 'hex').swap16().toString('utf16le');

/** Each glyph code's text, from a ToUnicode CMap as pdfkit writes it (bfrange arrays). */
function glyphTexts(cmap: string): string[] {
  const texts: string[] = [];
  for (const [, start, entries] of cmap.matchAll(RANGE)) {
    let code = Number.parseInt(start!, 16);
    for (const [, hex] of entries!.matchAll(HEX)) texts[code++] = utf16(hex!);
  }
  return texts;
}

/** Each font resource name (F1, F2…: pdfkit numbers them per document) with its glyphs' text. */
function fontsOf(objects: Map<string, PdfObject>): Map<string, string[]> {
  const fonts = new Map<string, string[]>();
  for (const { dictionary } of objects.values()) {
    for (const [, name, id] of dictionary.matchAll(FONT_RESOURCE)) {
      if (fonts.has(name!)) continue;
      const cmap = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id!)?.dictionary ?? '')?.[1];
      fonts.set(name!, cmap ? glyphTexts(objects.get(cmap)!.stream!) : []);
    }
  }
  return fonts;
}

export function pdfText(pdf: Buffer): string {
  const objects = readObjects(pdf);
  const fonts = fontsOf(objects);
  const runs: string[] = [];
  for (const { stream } of objects.values()) {
    if (stream === undefined) continue;
    let glyphs: string[] = [];
    for (const [, font, run] of stream.matchAll(TEXT)) {
      if (font) {
        glyphs = fonts.get(font) ?? [];
        continue;
      }
      const codes = [...run!.matchAll(HEX)].map(([, digits]) => digits).join('');
      runs.push(codes.replace(/[0-9a-f]{4}/gi, (code) => glyphs[Number.parseInt(code, 16)] ?? ''));
    }
  }
  return normalizeSpace(runs.join('\n'));
}

/** Whitespace runs as single spaces, as pdfText reads a document. */
export function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
