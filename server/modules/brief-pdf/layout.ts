/**
 * The brief PDF's page geometry, brand faces, type scale and the few drawing primitives every
 * part of the document shares (headings, body text, keeping a block on one page), so the
 * summary, the initial report's pages and the detail all set text the same way.
 */
import { BRAND_COLORS, TYPE_SCALE } from '../../../common/shared/brand.ts';
import { brandFontFiles, brandFontHasGlyph } from './fonts.ts';

export type Doc = PDFKit.PDFDocument;

export const A4 = { width: 595.28, height: 841.89 };
export const MARGINS = { top: 76, bottom: 64, left: 56, right: 56 };
export const WIDTH = A4.width - MARGINS.left - MARGINS.right;
export const LEFT = MARGINS.left;
export const RIGHT = A4.width - MARGINS.right;

/** The names each document registers the brand font's faces under. */
export const REGULAR = 'Inter';
export const BOLD = 'Inter-Bold';
export const ITALIC = 'Inter-Italic';
export const BOLD_ITALIC = 'Inter-BoldItalic';

export function registerBrandFonts(doc: Doc) {
  const { regular, bold, italic, boldItalic } = brandFontFiles();
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);
  doc.registerFont(ITALIC, italic);
  doc.registerFont(BOLD_ITALIC, boldItalic);
}

export const C = BRAND_COLORS;

/** The brand's type scale (CSS pixels) in points: 96 px and 72 pt to the inch. */
export const SIZE = Object.fromEntries(
  Object.entries(TYPE_SCALE).map(([step, px]) => [step, px * 0.75]),
) as Record<keyof typeof TYPE_SCALE, number>;

/**
 * Text as the brand font can draw it: a character it lacks (an emoji, CJK) becomes "?"
 * rather than an empty box.
 */
export function drawable(text: string): string {
  let out = '';
  for (const char of text) {
    out += char === '\n' || brandFontHasGlyph(char.codePointAt(0)!) ? char : '?';
  }
  return out;
}

/** A new page unless `height` more points fit on this one (keeps a heading with its text). */
export function keepTogether(doc: Doc, height: number) {
  if (doc.y + height > doc.page.maxY()) doc.addPage();
}

export function heading(doc: Doc, text: string, color: string = C.primary) {
  keepTogether(doc, 72);
  doc
    .font(BOLD)
    .fontSize(SIZE.lg)
    .moveDown(0.6)
    .fillColor(color)
    .text(text, LEFT, doc.y, { width: WIDTH });
  doc.moveDown(0.35);
}

export function body(doc: Doc, text: string, color: string = C.foreground, size = SIZE.sm) {
  doc
    .font(REGULAR)
    .fontSize(size)
    .fillColor(color)
    .text(drawable(text), LEFT, doc.y, { width: WIDTH });
}

export function muted(doc: Doc, text: string) {
  body(doc, text, C.mutedForeground, SIZE.xs);
}
