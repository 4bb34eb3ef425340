/**
 * TESTS ONLY: the text of a PDF as a reader's viewer extracts it, through unpdf (PDF.js):
 * one string a page, whitespace collapsed to single spaces so a paragraph wrapped across
 * lines reads as it was written.
 */
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  // A copy: PDF.js takes over the bytes it is given.
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: false });
  return text.map(normalizeSpace);
}

/** Every page's text, in order. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  return (await pdfPages(pdf)).join(' ');
}

/** Whitespace runs as single spaces, as pdfPages reads a document. */
export function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
