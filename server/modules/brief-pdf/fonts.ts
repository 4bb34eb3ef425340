/**
 * The brand typeface of the PDF (decision 111): Inter, as static TrueType files (pdfkit reads
 * TTF and OTF, not the site's woff2; fontkit cannot yet subset a variable font's instances),
 * from @expo-google-fonts/inter, the same Inter 4 the site draws.
 *
 * The files are read once per process; each document parses its own copy, as pdfkit does
 * when given the bytes (about 50-70 ms a weight, mostly its layout tables). One parsed font
 * shared by every document is wrong: fontkit caches a glyph with the characters of its
 * first use, and a document whose subset embeds a composite glyph (Inter draws ':' from two
 * '.') caches the period with none, so the next document's ToUnicode map loses it (a CI run
 * read a bold "2.0x" back as "20x").
 */
import { readFileSync } from 'node:fs';
import type { Font } from 'fontkit';
import { fontkit, requirePackage } from './libraries.ts';

const read = (file: string) =>
  readFileSync(requirePackage.resolve(`@expo-google-fonts/inter/${file}`));

interface BrandFontFiles {
  regular: Buffer;
  bold: Buffer;
  italic: Buffer;
  boldItalic: Buffer;
}

let files: BrandFontFiles | undefined;

/**
 * The two weights the brief uses, and their italics for the initial report's emphasis, as
 * bytes for `doc.registerFont`: a face is parsed and embedded only when a document draws with it.
 */
export function brandFontFiles(): BrandFontFiles {
  files ??= {
    regular: read('400Regular/Inter_400Regular.ttf'),
    bold: read('700Bold/Inter_700Bold.ttf'),
    italic: read('400Regular_Italic/Inter_400Regular_Italic.ttf'),
    boldItalic: read('700Bold_Italic/Inter_700Bold_Italic.ttf'),
  };
  return files;
}

let glyphs: Font | undefined;

/** Whether the brand font draws this character (read from its character map only). */
export function brandFontHasGlyph(codePoint: number): boolean {
  if (!glyphs) {
    const font = fontkit().create(brandFontFiles().regular);
    if (!('hasGlyphForCodePoint' in font)) throw new Error('The brand font is a collection');
    glyphs = font;
  }
  return glyphs.hasGlyphForCodePoint(codePoint);
}
