/**
 * The text of a PDF written by pdfkit in the standard fonts, for the tests: each
 * Flate-compressed content stream inflated, each `[…] TJ` run's hex strings decoded as
 * WinAnsi (kerning numbers dropped), one run a line, whitespace collapsed to single spaces
 * so a paragraph wrapped across lines reads as it was written.
 */
import { inflateSync } from 'node:zlib';

const STREAM = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
const TEXT_RUN = /\[([^\]]*)\]\s*TJ/g;
const HEX = /<([0-9a-fA-F]*)>/g;
const winAnsi = new TextDecoder('windows-1252');

export function pdfText(pdf: Buffer): string {
  const runs: string[] = [];
  for (const [, data] of pdf.toString('latin1').matchAll(STREAM)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(data!, 'latin1')).toString('latin1');
    } catch {
      continue; // not a compressed content stream (an image, a font's metrics)
    }
    for (const [, run] of content.matchAll(TEXT_RUN)) {
      const hex = [...run!.matchAll(HEX)].map(([, digits]) => digits).join('');
      runs.push(winAnsi.decode(Buffer.from(hex, 'hex')));
    }
  }
  return normalizeSpace(runs.join('\n'));
}

/** Whitespace runs as single spaces, as pdfText reads a document. */
export function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
