/**
 * The diligence brief as a PDF (decision 106), written with pdfkit in the brand typeface
 * (decision 111: Inter, embedded as the subset of glyphs used): a cover, the latest submission as
 * submitted (the wizard's labels), the brief's figures and red flags (common/brief/brief.ts), the
 * platform check, the connection status and every note. The document is a stream: it is sent
 * as it is written.
 */
import { metricsBrief } from '../../../common/brief/brief.ts';
import { NOTE_CATEGORY_LABELS } from '../../../common/notes/constants.ts';
import { PLATFORM_LABELS, PLATFORMS } from '../../../common/connections/constants.ts';
import type { PlatformAccount } from '../../../common/platform-check/contract.ts';
import { PLATFORM_CHECK_MESSAGES } from '../../../common/platform-check/messages.ts';
import { PROJECT_PAGE_MESSAGES } from '../../../common/admin/messages.ts';
import { submissionFields } from '../../../common/metrics/metric-text.ts';
import type { BriefPdfData } from './data.ts';
import { brandFontFiles, brandFontHasGlyph } from './fonts.ts';
import { pdfkit } from './libraries.ts';

const MARGIN = 56;
/** The names each document registers the brand font's weights under. */
const REGULAR = 'Inter';
const BOLD = 'Inter-Bold';
const MUTED = '#555555';
const FLAG = '#b42318';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const ratio = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 2,
});

/** "Mar 13, 2025, 2:05 PM UTC": the reader's time zone is unknown to the server. */
const when = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;

type Doc = PDFKit.PDFDocument;

/**
 * Text as the brand font can draw it: a character it lacks (an emoji, CJK) becomes "?"
 * rather than an empty box.
 */
function drawable(text: string): string {
  let out = '';
  for (const char of text) {
    out += char === '\n' || brandFontHasGlyph(char.codePointAt(0)!) ? char : '?';
  }
  return out;
}

function heading(doc: Doc, text: string) {
  doc.moveDown(1).font(BOLD).fontSize(15).fillColor('black').text(text);
  doc.moveDown(0.4);
}

function body(doc: Doc, text: string, color = 'black') {
  doc.font(REGULAR).fontSize(10).fillColor(color).text(drawable(text));
}

function muted(doc: Doc, text: string) {
  doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(drawable(text));
}

/** "Label: value" on one line, the label in bold. */
function pair(doc: Doc, label: string, value: string) {
  doc
    .font(BOLD)
    .fontSize(10)
    .fillColor('black')
    .text(`${label}: `, { continued: true })
    .font(REGULAR)
    .text(drawable(value));
}

function cover(doc: Doc, data: BriefPdfData) {
  doc.font(REGULAR).fontSize(12).fillColor(MUTED).text('Diligence brief');
  doc.moveDown(0.3).font(BOLD).fontSize(26).fillColor('black').text(drawable(data.project.name));
  doc.moveDown(0.3);
  body(doc, day.format(data.generatedAt));
  doc.moveDown(1);
  const { latest } = data;
  body(
    doc,
    latest
      ? `Latest submission: ${when(latest.createdAt)}, by ${latest.submittedBy}`
      : 'No metrics have been submitted yet.',
    MUTED,
  );
}

function metrics(doc: Doc, data: BriefPdfData) {
  heading(doc, 'Metrics as submitted');
  if (!data.latest) return body(doc, 'No metrics have been submitted yet.');
  for (const { label, text } of submissionFields(data.latest)) {
    pair(doc, label, text ?? 'Not given');
  }
}

function brief(doc: Doc, data: BriefPdfData) {
  heading(doc, 'Metrics brief');
  if (!data.latest) return body(doc, 'The brief is computed from the latest submission.');
  const { figures, flags } = metricsBrief(data.latest);
  if (figures.length === 0) body(doc, 'No figure yet: each needs every value it is computed from.');
  for (const figure of figures) {
    pair(doc, figure.label, figure.value);
    if (figure.detail) muted(doc, figure.detail);
    muted(doc, figure.formula);
    doc.moveDown(0.3);
  }
  doc.moveDown(0.5).font(BOLD).fontSize(12).fillColor('black').text('Red flags');
  doc.moveDown(0.2);
  if (flags.length === 0) body(doc, 'No red flags.');
  for (const flag of flags) {
    doc.font(BOLD).fontSize(10).fillColor(FLAG).text(flag.title);
    body(doc, flag.why);
    doc.moveDown(0.3);
  }
}

function gapText(
  gap: { stated: number | null; platform: number | null; gap: number | null; flagged: boolean },
  unit: (n: number) => string,
) {
  const stated = gap.stated === null ? PLATFORM_CHECK_MESSAGES.notStated : unit(gap.stated);
  const platform = gap.platform === null ? PLATFORM_CHECK_MESSAGES.noFigure : unit(gap.platform);
  const difference =
    gap.gap === null ? '' : `, gap ${Math.round(gap.gap * 100)}%${gap.flagged ? ' (flagged)' : ''}`;
  return `${PLATFORM_CHECK_MESSAGES.yours} ${stated}; ${PLATFORM_CHECK_MESSAGES.platform} ${platform}${difference}`;
}

function account(doc: Doc, row: PlatformAccount) {
  doc
    .font(BOLD)
    .fontSize(11)
    .fillColor('black')
    .text(drawable(`${row.name} (${row.id})`));
  if (row.status === 'revoked') body(doc, PLATFORM_CHECK_MESSAGES.revoked);
  if (row.status === 'failed' && row.failedAt)
    body(doc, PLATFORM_CHECK_MESSAGES.failed(when(row.failedAt)));
  const { snapshot } = row;
  if (!snapshot) return body(doc, PLATFORM_CHECK_MESSAGES.pending);
  const money = (n: number) => `${amount.format(n)} ${row.currency}`;
  muted(doc, PLATFORM_CHECK_MESSAGES.snapshotOf(snapshot.date));
  pair(doc, PLATFORM_CHECK_MESSAGES.spend, money(snapshot.spend));
  pair(doc, PLATFORM_CHECK_MESSAGES.clicks, amount.format(snapshot.clicks));
  pair(doc, PLATFORM_CHECK_MESSAGES.conversions, amount.format(snapshot.conversions));
  pair(doc, PLATFORM_CHECK_MESSAGES.conversionsValue, money(snapshot.conversionsValue));
  pair(doc, PLATFORM_CHECK_MESSAGES.costPerConversion, gapText(snapshot.cac, money));
  pair(
    doc,
    PLATFORM_CHECK_MESSAGES.roas,
    gapText(snapshot.roasGap, (n) => `${ratio.format(n)}x`),
  );
  doc.moveDown(0.3);
}

function platformCheck(doc: Doc, data: BriefPdfData) {
  heading(doc, PLATFORM_CHECK_MESSAGES.adminTitle);
  const { check } = data;
  if (check.accounts.length === 0) return body(doc, PLATFORM_CHECK_MESSAGES.noneChosen);
  if (check.chosenBy && check.chosenAt) {
    muted(doc, PLATFORM_CHECK_MESSAGES.chosenBy(check.chosenBy.name, when(check.chosenAt)));
  }
  doc.moveDown(0.3);
  for (const row of check.accounts) account(doc, row);
}

function connections(doc: Doc, data: BriefPdfData) {
  heading(doc, 'Connections');
  for (const platform of PLATFORMS) {
    const connector = data.connectors.find((row) => row.platform === platform);
    const state = connector
      ? PROJECT_PAGE_MESSAGES.connectionStates[connector.state].label
      : PROJECT_PAGE_MESSAGES.noConnector;
    pair(doc, PLATFORM_LABELS[platform], state);
    if (connector?.lastSyncAt) muted(doc, `Last sync ${when(connector.lastSyncAt)}`);
  }
  for (const grant of data.googleGrants) {
    muted(doc, `Google Ads granted by ${grant.memberEmail} on ${when(grant.grantedAt)}`);
  }
}

function notes(doc: Doc, data: BriefPdfData) {
  heading(doc, `Notes (${data.notes.length})`);
  if (data.notes.length === 0) return body(doc, 'No notes yet.');
  for (const note of data.notes) {
    muted(doc, `${NOTE_CATEGORY_LABELS[note.category]} · ${note.author} · ${when(note.createdAt)}`);
    body(doc, note.content);
    doc.moveDown(0.5);
  }
}

/** The document, ended: read it as a stream. */
export function briefPdf(data: BriefPdfData): Doc {
  const PDFDocument = pdfkit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Diligence brief: ${data.project.name}`, CreationDate: data.generatedAt },
  });
  const { regular, bold } = brandFontFiles();
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);
  cover(doc, data);
  metrics(doc, data);
  doc.addPage();
  brief(doc, data);
  platformCheck(doc, data);
  connections(doc, data);
  doc.addPage();
  notes(doc, data);
  doc.end();
  return doc;
}
