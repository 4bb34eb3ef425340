/**
 * The initial report's pages in the brief PDF (docs/product.md#initial-report): its title, the
 * day it was published, then its Markdown as `markdownBlocks` reads it: headings, paragraphs,
 * bullet and numbered lists, bold and italics. Raw HTML comes from there as text and is drawn
 * as the characters it is. The text flows over as many pages as it needs; the document's
 * furniture numbers them with the rest.
 */
import { BRIEF_PDF_MESSAGES as M } from '../../../common/brief/pdf-messages.ts';
import type { PublishedReport } from '../../../common/reports/contract.ts';
import { markdownBlocks, type Block, type Span } from '../../../common/reports/markdown.ts';
import { formatDateLong } from '../../../common/shared/format.ts';
import {
  BOLD,
  BOLD_ITALIC,
  C,
  drawable,
  ITALIC,
  keepTogether,
  LEFT,
  muted,
  REGULAR,
  SIZE,
  WIDTH,
  type Doc,
} from './layout.ts';

/** Where a list item's text starts, right of its bullet or number. */
const LIST_INDENT = 20;
const MARKER_GAP = 6;

interface TextStyle {
  size: number;
  color: string;
  /** Every span bold (a heading), italics kept. */
  bold?: boolean;
}

function faceOf(span: Span, bold = false): string {
  const strong = bold || span.strong;
  if (strong && span.em) return BOLD_ITALIC;
  if (strong) return BOLD;
  return span.em ? ITALIC : REGULAR;
}

/** The spans as one wrapped run of text from (x, doc.y), each in its own face. */
function spansText(doc: Doc, spans: readonly Span[], x: number, style: TextStyle) {
  const parts = spans.filter((span) => span.text.length > 0);
  parts.forEach((span, index) => {
    doc.font(faceOf(span, style.bold)).fontSize(style.size).fillColor(style.color);
    const options = { width: LEFT + WIDTH - x, continued: index < parts.length - 1 };
    if (index === 0) doc.text(drawable(span.text), x, doc.y, options);
    else doc.text(drawable(span.text), options);
  });
  doc.x = LEFT;
}

const HEADING_SIZES = [SIZE.xl, SIZE.lg, SIZE.base];

function headingBlock(doc: Doc, level: number, spans: readonly Span[]) {
  const size = HEADING_SIZES[level - 1] ?? SIZE.sm;
  // The heading with at least two lines of what follows it.
  keepTogether(doc, size * 2 + SIZE.sm * 3);
  doc
    .font(BOLD)
    .fontSize(size)
    .moveDown(level <= 2 ? 0.7 : 0.5);
  spansText(doc, spans, LEFT, { size, color: level <= 2 ? C.primary : C.foreground, bold: true });
  doc.moveDown(0.3);
}

function listBlock(doc: Doc, block: Extract<Block, { kind: 'list' }>) {
  const style = { size: SIZE.sm, color: C.foreground };
  block.items.forEach((item, index) => {
    doc.font(REGULAR).fontSize(style.size);
    // The marker and the item's first line on one page.
    keepTogether(doc, doc.currentLineHeight(true) * 1.5);
    const marker = block.ordered ? `${block.start + index}.` : '•';
    const top = doc.y;
    const markerX = LEFT + LIST_INDENT - MARKER_GAP - doc.widthOfString(marker);
    doc.fillColor(C.foreground).text(marker, markerX, top, { lineBreak: false });
    doc.y = top;
    spansText(doc, item, LEFT + LIST_INDENT, style);
    doc.moveDown(0.25);
  });
  doc.moveDown(0.3);
}

function paragraphBlock(doc: Doc, spans: readonly Span[]) {
  spansText(doc, spans, LEFT, { size: SIZE.sm, color: C.foreground });
  doc.moveDown(0.55);
}

function block(doc: Doc, entry: Block) {
  if (entry.kind === 'heading') headingBlock(doc, entry.level, entry.spans);
  else if (entry.kind === 'paragraph') paragraphBlock(doc, entry.spans);
  else listBlock(doc, entry);
}

/** The report from the top of the current page, ending where its last block ends. */
export function reportPages(doc: Doc, report: PublishedReport) {
  doc
    .font(BOLD)
    .fontSize(SIZE['2xl'])
    .fillColor(C.primary)
    .text(M.reportTitle, LEFT, doc.y, { width: WIDTH });
  muted(doc, M.reportPublished(formatDateLong(report.publishedAt)));
  doc.moveDown(0.4);
  for (const entry of markdownBlocks(report.body)) block(doc, entry);
}
