/**
 * The diligence brief as a PDF (docs/product.md#brief-pdf, decision 106), written with pdfkit in
 * the brand typeface (decision 111: Inter, embedded as the subset of glyphs used). Page 1 is
 * the summary an investment committee reads first: period, stage, sources, the key figures,
 * the red flags with the figures they rest on and one chart. Then the initial report's
 * newest published version, when there is one (report-pages.ts), then every figure with its
 * formula, the platform check in each account's own currency, the inputs that were given
 * (exact amounts) and the notes. Each page carries the brand's header and a footer with the
 * confidentiality line and "Page n of N": the pages are buffered so the count is known, then
 * the document is sent.
 */
import {
  BRIEF_THRESHOLDS,
  briefCharts,
  flagBasis,
  platformSpend,
  metricsBrief,
  type BriefFigure,
  type BriefInputs,
  type MetricsBrief,
} from '../../../common/brief/brief.ts';
import { BRIEF_PDF_MESSAGES as M } from '../../../common/brief/pdf-messages.ts';
import {
  channelPerformance,
  describeAnomaly,
  monthLabel,
} from '../../../common/channels/performance.ts';
import { CHANNEL_MESSAGES as CHANNELS } from '../../../common/channels/messages.ts';
import { PLATFORM_LABELS } from '../../../common/connections/constants.ts';
import { NOTE_CATEGORY_LABELS } from '../../../common/notes/constants.ts';
import { STATED_CURRENCY, type GapComparison } from '../../../common/platform-check/comparison.ts';
import type {
  ChannelCheck,
  GoogleSource,
  PlatformAccount,
  PlatformCheck,
} from '../../../common/platform-check/contract.ts';
import { PLATFORM_CHECK_MESSAGES as CHECK } from '../../../common/platform-check/messages.ts';
import { BRAND_MARK, BRAND_NAME } from '../../../common/shared/brand.ts';
import {
  formatCount,
  formatDateLong,
  formatDateShort,
  formatMoneyCompact,
  formatMoneyExact,
  formatMultiple,
  formatNumber,
  formatPercentValue,
  formatSignedPercent,
  roundTicks,
} from '../../../common/shared/format.ts';
import { ENGAGEMENT_STAGE_LABELS } from '../../../common/stages/constants.ts';
import { fieldText, submissionFields } from '../../../common/metrics/metric-text.ts';
import type { BriefPdfData } from './data.ts';
import {
  A4,
  BOLD,
  body,
  C,
  drawable,
  heading,
  keepTogether,
  LEFT,
  MARGINS,
  muted,
  REGULAR,
  registerBrandFonts,
  RIGHT,
  SIZE,
  WIDTH,
  type Doc,
} from './layout.ts';
import { pdfkit } from './libraries.ts';
import { reportPages } from './report-pages.ts';

/** The channel section's months (the latest) and anomalies (the newest). */
const PDF_CHANNEL_MONTHS = 12;
const PDF_CHANNEL_ANOMALIES = 6;

/** The figures page 1 leads with, in this order, those the brief computes. */
export const KEY_FIGURES: readonly BriefFigure['id'][] = [
  'ltvToCac',
  'cacPayback',
  'grossProfitPayback',
  'cacGap',
  'funnelConversion',
  'revenuePerMarketer',
];

/** "Label: value" in the flow, the label in bold. */
function pair(doc: Doc, label: string, value: string, size = SIZE.sm) {
  doc
    .font(BOLD)
    .fontSize(size)
    .fillColor(C.foreground)
    .text(`${drawable(label)}: `, LEFT, doc.y, { width: WIDTH, continued: true })
    .font(REGULAR)
    .text(drawable(value));
}

// ---------------------------------------------------------------- page furniture

/** The logo mark (the favicon's "D") at (x, y), `size` points square. */
function mark(doc: Doc, x: number, y: number, size: number) {
  const scale = size / BRAND_MARK.size;
  doc.save().translate(x, y).scale(scale);
  doc.roundedRect(0, 0, BRAND_MARK.size, BRAND_MARK.size, BRAND_MARK.radius).fill(BRAND_MARK.fill);
  doc.path(BRAND_MARK.path).lineWidth(BRAND_MARK.strokeWidth).stroke(BRAND_MARK.stroke);
  doc.restore();
}

/** One line of at most `width` points in the current font: cut with "…" when longer. */
function fitted(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** The header and footer of every page, drawn once the page count is known. */
function furniture(doc: Doc, data: BriefPdfData) {
  const { start, count } = doc.bufferedPageRange();
  const project = drawable(data.project.name);
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    mark(doc, LEFT, 28, 20);
    doc
      .font(BOLD)
      .fontSize(SIZE.sm)
      .fillColor(C.primary)
      .text(BRAND_NAME, LEFT + 28, 33, { lineBreak: false });
    doc.font(REGULAR).fontSize(SIZE.xs).fillColor(C.mutedForeground);
    const right = fitted(doc, `${M.title} · ${project}`, WIDTH / 2);
    doc.text(right, RIGHT - doc.widthOfString(right), 34.5, { lineBreak: false });
    doc.moveTo(LEFT, 56).lineTo(RIGHT, 56).lineWidth(1).stroke(C.primary);

    const footerY = A4.height - 42;
    doc
      .moveTo(LEFT, footerY - 8)
      .lineTo(RIGHT, footerY - 8)
      .lineWidth(0.5)
      .stroke(C.border);
    doc.font(REGULAR).fontSize(SIZE.xs).fillColor(C.mutedForeground);
    doc.text(fitted(doc, M.confidential(project), WIDTH - 90), LEFT, footerY, {
      lineBreak: false,
    });
    const page = M.page(index - start + 1, count);
    doc.text(page, RIGHT - doc.widthOfString(page), footerY, { lineBreak: false });
  }
}

// ---------------------------------------------------------------- page 1: the summary

function sources(data: BriefPdfData): string[] {
  const lines: string[] = [];
  if (data.latest) {
    lines.push(
      M.submissionSource(data.latest.submitterEmail, formatDateLong(data.latest.createdAt)),
    );
  }
  const warehouse = data.channels.filter((channel) => channel.months.length > 0);
  if (warehouse.length > 0) {
    const asOf = warehouse
      .map((channel) => channel.dataAsOf)
      .filter((value): value is string => value !== null)
      .sort()[0];
    lines.push(
      M.warehouseSource(
        warehouse.map((channel) => PLATFORM_LABELS[channel.platform]).join(', '),
        asOf ? formatDateShort(asOf) : null,
      ),
    );
  }
  // Google Ads through its API, unless the warehouse already brings Google's figures.
  if (data.check.google.source === 'api') {
    for (const account of data.check.accounts) {
      if (account.snapshot) {
        lines.push(
          M.googleAdsSource(account.name, account.id, formatDateShort(account.snapshot.date)),
        );
      }
    }
  }
  return lines;
}

function facts(doc: Doc, data: BriefPdfData) {
  const rows: [string, string][] = [];
  const { latest } = data;
  if (latest) rows.push([M.period, M.periodValue(formatDateLong(latest.createdAt))]);
  const industry = latest && fieldText(latest, 'industry');
  if (industry) rows.push([M.industry, industry]);
  rows.push([M.stage, ENGAGEMENT_STAGE_LABELS[data.stage]]);
  const from = sources(data);
  if (from.length > 0) rows.push([M.sources, from.join('\n')]);
  const labelWidth = 64;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font(REGULAR).fontSize(SIZE.xs).fillColor(C.mutedForeground).text(label, LEFT, y, {
      width: labelWidth,
    });
    doc
      .font(REGULAR)
      .fontSize(SIZE.xs)
      .fillColor(C.foreground)
      .text(drawable(value), LEFT + labelWidth, y, {
        width: WIDTH - labelWidth,
      });
    doc.moveDown(0.25);
  }
}

/** The key figures as a table: name, value, and the figure's second line where it has one. */
function keyFigures(doc: Doc, figures: BriefFigure[]) {
  heading(doc, M.keyFigures);
  const key = KEY_FIGURES.flatMap((id) => figures.filter((figure) => figure.id === id));
  if (key.length === 0) return body(doc, M.noFigures);
  const labelWidth = 170;
  const valueWidth = 96;
  const detailX = LEFT + labelWidth + valueWidth;
  const detailWidth = RIGHT - detailX;
  const pad = 5;
  doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).lineWidth(0.5).stroke(C.border);
  for (const figure of key) {
    doc.font(REGULAR).fontSize(SIZE.xs);
    const detail = figure.detail ? doc.heightOfString(figure.detail, { width: detailWidth }) : 0;
    doc.fontSize(SIZE.sm);
    const label = doc.heightOfString(figure.label, { width: labelWidth - 8 }) + 1.5;
    doc.font(BOLD).fontSize(SIZE.base);
    const height = Math.max(doc.currentLineHeight(), label, detail) + pad * 2;
    keepTogether(doc, height);
    const top = doc.y;
    doc.font(REGULAR).fontSize(SIZE.sm).fillColor(C.foreground);
    doc.text(figure.label, LEFT, top + pad + 1.5, { width: labelWidth - 8 });
    doc.font(BOLD).fontSize(SIZE.base).fillColor(C.primary);
    doc.text(figure.value, LEFT + labelWidth, top + pad, { width: valueWidth - 8 });
    if (figure.detail) {
      doc.font(REGULAR).fontSize(SIZE.xs).fillColor(C.mutedForeground);
      doc.text(figure.detail, detailX, top + pad + 2, { width: detailWidth });
    }
    doc.y = top + height;
    doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).lineWidth(0.5).stroke(C.border);
  }
  doc.x = LEFT;
}

function redFlags(doc: Doc, brief: MetricsBrief) {
  heading(doc, M.redFlags(brief.flags.length), C.destructive);
  if (brief.flags.length === 0) body(doc, M.noFlags);
  const indent = 10;
  for (const flag of brief.flags) {
    const basis = flagBasis(flag, brief.figures) || null;
    keepTogether(doc, 44);
    const top = doc.y;
    const options = { width: WIDTH - indent };
    doc
      .font(BOLD)
      .fontSize(SIZE.sm)
      .fillColor(C.foreground)
      .text(drawable(flag.title), LEFT + indent, top, options);
    // The reason, then what it rests on, in one paragraph.
    doc
      .font(REGULAR)
      .fontSize(SIZE.xs)
      .fillColor(C.foreground)
      .text(drawable(basis ? `${flag.why} ` : flag.why), LEFT + indent, doc.y, {
        ...options,
        continued: basis !== null,
      });
    if (basis) doc.fillColor(C.mutedForeground).text(M.restsOn(basis));
    doc.rect(LEFT, top + 1, 3, doc.y - top - 2).fill(C.destructive);
    doc.x = LEFT;
    doc.moveDown(0.4);
  }
  // What the brief could not compare (a platform's spend in another currency), and why.
  for (const note of brief.notes) muted(doc, note);
}

interface ChartRow {
  label: string;
  value: number;
  valueText: string;
  emphasis: boolean;
}

/** A horizontal bar chart in vector shapes, its axis on round ticks. */
function barChart(
  doc: Doc,
  chart: { title: string; axis: string; rows: ChartRow[]; tick: (value: number) => string },
) {
  const rowHeight = 16;
  const labelWidth = 150;
  const valueWidth = 58;
  const barX = LEFT + labelWidth;
  const barWidth = WIDTH - labelWidth - valueWidth;
  const ticks = roundTicks(Math.max(...chart.rows.map((row) => row.value)));
  const axisMax = ticks.at(-1) || 1;
  // Title, rows, ticks and the axis's name: one block.
  keepTogether(doc, 60 + chart.rows.length * rowHeight);
  doc
    .moveDown(0.6)
    .font(BOLD)
    .fontSize(SIZE.sm)
    .fillColor(C.primary)
    .text(chart.title, LEFT, doc.y, { width: WIDTH });
  const top = doc.y + 6;
  chart.rows.forEach((row, index) => {
    const y = top + index * rowHeight;
    const color = row.emphasis ? C.destructive : C.primary;
    doc.font(REGULAR).fontSize(SIZE.xs).fillColor(C.foreground);
    doc.text(row.label, LEFT, y + 2, { lineBreak: false });
    doc.rect(barX, y + 2, barWidth, 10).fill(C.muted);
    doc.rect(barX, y + 2, (barWidth * Math.min(row.value, axisMax)) / axisMax, 10).fill(color);
    doc.font(BOLD).fontSize(SIZE.xs).fillColor(color);
    doc.text(row.valueText, RIGHT - doc.widthOfString(row.valueText), y + 2, { lineBreak: false });
  });
  const axisY = top + chart.rows.length * rowHeight + 2;
  doc
    .moveTo(barX, axisY)
    .lineTo(barX + barWidth, axisY)
    .lineWidth(0.5)
    .stroke(C.mutedForeground);
  doc.font(REGULAR).fontSize(SIZE.xs).fillColor(C.mutedForeground);
  for (const tick of ticks) {
    const x = barX + (barWidth * tick) / axisMax;
    const text = chart.tick(tick);
    doc
      .moveTo(x, axisY)
      .lineTo(x, axisY + 3)
      .lineWidth(0.5)
      .stroke(C.mutedForeground);
    doc.text(text, x - doc.widthOfString(text) / 2, axisY + 5, { lineBreak: false });
  }
  doc.text(chart.axis, barX, axisY + 16, { width: barWidth, align: 'center' });
  doc.x = LEFT;
}

/** The funnel where all four rates are given, else current CAC against target. */
function summaryChart(doc: Doc, inputs: BriefInputs) {
  const { funnel, cac } = briefCharts(inputs);
  if (funnel) {
    return barChart(doc, {
      title: M.funnelChart,
      axis: M.funnelAxis,
      tick: formatPercentValue,
      rows: funnel.map((step) => ({
        label: step.weakest ? M.weakestStep(step.label) : step.label,
        value: step.rate,
        valueText: step.rateText,
        emphasis: step.flagged,
      })),
    });
  }
  if (cac) {
    barChart(doc, {
      title: M.cacChart,
      axis: M.cacAxis,
      tick: (value) => formatMoneyCompact(value),
      rows: [
        {
          label: cac.flagged ? M.currentCacAbove : M.currentCac,
          value: cac.current,
          valueText: formatMoneyCompact(cac.current),
          emphasis: cac.flagged,
        },
        {
          label: M.targetCac,
          value: cac.target,
          valueText: formatMoneyCompact(cac.target),
          emphasis: false,
        },
      ],
    });
  }
}

/** Page 1; the brief, when there is a submission to compute it from. */
function summary(doc: Doc, data: BriefPdfData): MetricsBrief | null {
  doc
    .font(BOLD)
    .fontSize(SIZE['2xl'])
    .fillColor(C.primary)
    .text(drawable(data.project.name), LEFT, doc.y, {
      width: WIDTH,
    });
  body(
    doc,
    `${M.title} · ${M.confidential(data.project.name)} · ${formatDateLong(data.generatedAt)}`,
    C.mutedForeground,
    SIZE.xs,
  );
  doc.moveDown(0.6);
  facts(doc, data);
  if (!data.latest) {
    doc.moveDown(0.8);
    body(doc, M.noSubmission);
    return null;
  }
  const brief = metricsBrief(data.latest, { platformSpend: platformSpend(data.check) });
  keyFigures(doc, brief.figures);
  redFlags(doc, brief);
  summaryChart(doc, data.latest);
  return brief;
}

// ---------------------------------------------------------------- the detail

function figuresSection(doc: Doc, brief: MetricsBrief) {
  heading(doc, M.figures);
  if (brief.figures.length === 0) return body(doc, M.noFigures);
  for (const figure of brief.figures) {
    keepTogether(doc, 40);
    pair(doc, figure.label, figure.value);
    if (figure.detail) muted(doc, figure.detail);
    muted(doc, figure.formula);
    doc.moveDown(0.45);
  }
}

const gapText = (gap: number) => formatSignedPercent(Math.round(gap * 1000) / 10);

/** One compared figure: the platform's, the submitted one and the gap, or why there is none. */
function comparison(
  doc: Doc,
  label: string,
  row: GapComparison,
  platform: (value: number) => string,
  stated: (value: number) => string,
  comparable: string | null,
  none: string,
) {
  const theirs = row.platform === null ? none : platform(row.platform);
  let text: string;
  if (comparable) text = `${CHECK.platform} ${theirs}. ${comparable}`;
  else if (row.stated === null || row.gap === null) text = M.nothingToCompare(theirs);
  else text = M.againstStated(theirs, stated(row.stated), gapText(row.gap));
  pair(doc, label, text);
}

const percentOf = (gap: number) => Math.round(Math.abs(gap) * 100);

type WarehouseGoogle = Extract<GoogleSource, { source: 'warehouse' }>;
type GoogleFigures = Omit<WarehouseGoogle['currencies'][number], 'currency'>;

/** Google Ads' figures over a window in one currency, beside the stated CAC and target ROAS. */
function googleFigures(doc: Doc, figures: GoogleFigures, currency: string, none: string) {
  // Google's own currency for its amounts; the submitted figures are in dollars.
  const money = (amount: number) => formatMoneyExact(amount, currency);
  body(
    doc,
    [
      `${CHECK.spend} ${money(figures.spend)}`,
      `${CHECK.clicks} ${formatCount(figures.clicks)}`,
      `${CHECK.conversions} ${formatCount(figures.conversions)}`,
      `${CHECK.conversionsValue} ${money(figures.conversionsValue)}`,
    ].join(' · '),
  );
  const { cac, roasGap } = figures;
  comparison(
    doc,
    CHECK.costPerConversion,
    cac,
    money,
    (amount) => formatMoneyExact(amount),
    currency === STATED_CURRENCY ? null : CHECK.notComparableWhy(currency),
    none,
  );
  comparison(doc, CHECK.roas, roasGap, formatMultiple, formatMultiple, null, none);
  const gaps: string[] = [];
  if (cac.flagged && cac.gap !== null) {
    gaps.push(CHECK.cacGap(PLATFORM_LABELS.google, percentOf(cac.gap), cac.gap > 0));
  }
  if (roasGap.flagged && roasGap.gap !== null) {
    gaps.push(CHECK.roasGap(percentOf(roasGap.gap), roasGap.gap > 0));
  }
  for (const sentence of gaps) body(doc, sentence, C.destructive);
  if (gaps.length === 0 && (cac.gap !== null || roasGap.gap !== null)) body(doc, CHECK.withinRange);
  doc.moveDown(0.6);
}

function subheading(doc: Doc, text: string) {
  keepTogether(doc, 90);
  doc
    .font(BOLD)
    .fontSize(SIZE.sm)
    .fillColor(C.foreground)
    .text(drawable(text), LEFT, doc.y, { width: WIDTH });
}

function account(doc: Doc, row: PlatformAccount) {
  subheading(doc, `${row.name} (${row.id})`);
  if (row.status === 'revoked') body(doc, CHECK.revoked);
  if (row.status === 'failed' && row.failedAt)
    body(doc, CHECK.failed(formatDateLong(row.failedAt)));
  const { snapshot } = row;
  if (!snapshot) return body(doc, CHECK.pending);
  muted(
    doc,
    `${CHECK.fromApi(formatDateShort(snapshot.date))}. ${CHANNELS.inCurrency(row.currency)}.`,
  );
  googleFigures(doc, snapshot, row.currency, M.noPlatformFigure);
}

const fromWarehouse = (dataAsOf: string | null) =>
  CHECK.fromWarehouse(dataAsOf && formatDateShort(dataAsOf));

function warehouseGoogle(doc: Doc, google: WarehouseGoogle, channels: ChannelCheck) {
  subheading(doc, PLATFORM_LABELS.google);
  const window = CHECK.warehouseWindow(
    monthLabel(channels.from),
    monthLabel(channels.to),
    channels.months,
  );
  muted(doc, `${fromWarehouse(google.dataAsOf)}. ${window}.`);
  if (google.currencies.length === 0) return body(doc, CHECK.noWarehouseGoogle);
  for (const { currency, ...figures } of google.currencies) {
    muted(doc, `${CHANNELS.inCurrency(currency)}.`);
    googleFigures(doc, figures, currency, CHECK.noneInWindow);
  }
}

/** Every connected channel's monthly average beside the stated CAC and revenue. */
function channelCheck(doc: Doc, check: PlatformCheck) {
  const { channels } = check;
  if (!channels) return;
  subheading(doc, CHECK.channelsTitle);
  muted(
    doc,
    `${CHECK.channelsWindow(monthLabel(channels.from), monthLabel(channels.to), channels.months)} ${fromWarehouse(channels.dataAsOf)}.`,
  );
  for (const view of channels.currencies) {
    const money = (amount: number) => formatMoneyExact(amount, view.currency);
    muted(doc, `${CHANNELS.inCurrency(view.currency)}.`);
    if (!view.comparable) body(doc, CHECK.channelsNotComparable(view.currency));
    const rows = [
      ...view.channels.map((row) => ({ ...row, label: PLATFORM_LABELS[row.platform] })),
      { ...view.total, label: CHECK.allChannels, inText: CHECK.allChannelsInText },
    ];
    const flags: string[] = [];
    for (const row of rows) {
      const { cac } = row;
      const cost = row.costPerConversion === null ? null : money(row.costPerConversion);
      const against =
        cost !== null && cac.stated !== null && cac.gap !== null
          ? CHECK.cacAgainst(cost, formatMoneyExact(cac.stated), gapText(cac.gap))
          : CHECK.cacAlone(cost);
      pair(
        doc,
        row.label,
        `${CHECK.perMonth(money(row.spend), formatNumber(row.conversions))}; ${against}`,
        SIZE.xs,
      );
      if (cac.flagged && cac.gap !== null) {
        const name = 'inText' in row ? row.inText : row.label;
        flags.push(CHECK.cacGap(name, percentOf(cac.gap), cac.gap > 0));
      }
    }
    const { revenue } = view;
    if (view.comparable) {
      body(
        doc,
        revenue
          ? CHECK.spendShare(
              money(revenue.annualSpend),
              formatPercentValue(revenue.percent),
              money(revenue.annualRevenue),
            )
          : CHECK.noRevenue,
      );
    }
    if (revenue?.flagged) {
      flags.push(
        CHECK.spendShareFlag(
          formatPercentValue(revenue.percent),
          BRIEF_THRESHOLDS.maxPlatformSpendPercentOfRevenue,
        ),
      );
    }
    for (const sentence of flags) body(doc, sentence, C.destructive);
    doc.moveDown(0.4);
  }
  for (const platform of channels.withoutMonths) {
    body(doc, CHECK.withoutMonths(PLATFORM_LABELS[platform]));
  }
  muted(doc, CHECK.noStatedSpend);
}

function platformCheck(doc: Doc, data: BriefPdfData) {
  heading(doc, CHECK.adminTitle);
  const { google, channels, accounts } = data.check;
  if (google.source === 'warehouse' && channels) warehouseGoogle(doc, google, channels);
  else if (accounts.length === 0) body(doc, CHECK.noneChosen);
  else for (const row of accounts) account(doc, row);
  channelCheck(doc, data.check);
}

/** The last months of each connected channel, per currency, and what stands out. */
function channels(doc: Doc, data: BriefPdfData) {
  const performance = channelPerformance(data.channels);
  if (performance.currencies.length === 0) return;
  heading(doc, CHANNELS.title);
  if (performance.dataAsOf) muted(doc, CHANNELS.dataAsOf(formatDateLong(performance.dataAsOf)));
  for (const view of performance.currencies) {
    body(doc, CHANNELS.inCurrency(view.currency), C.foreground, SIZE.xs);
    for (const month of view.months.slice(-PDF_CHANNEL_MONTHS)) {
      const rows = view.channels.flatMap((series) => {
        const figures = series.months.find((candidate) => candidate.month === month);
        return figures ? [{ platform: series.platform, figures }] : [];
      });
      const label = rows.some((row) => row.figures.partial)
        ? `${monthLabel(month)} ${CHANNELS.partial}`
        : monthLabel(month);
      const spends = rows.map(
        (row) =>
          `${PLATFORM_LABELS[row.platform]} ${formatMoneyCompact(row.figures.spend, view.currency)}`,
      );
      pair(doc, label, spends.join(' · '), SIZE.xs);
    }
    const shares = view.shares.map((share) =>
      CHANNELS.shareLine(
        PLATFORM_LABELS[share.platform],
        formatPercentValue(Math.round(share.share)),
        formatMoneyCompact(share.spend, view.currency),
      ),
    );
    muted(doc, `${CHANNELS.share}: ${shares.join('; ')}`);
    doc.moveDown(0.4);
  }
  for (const anomaly of performance.anomalies.slice(0, PDF_CHANNEL_ANOMALIES)) {
    body(doc, describeAnomaly(anomaly), C.foreground, SIZE.xs);
  }
}

function inputs(doc: Doc, data: BriefPdfData) {
  heading(doc, M.inputs);
  const { latest } = data;
  if (!latest) return body(doc, M.noSubmission);
  muted(doc, M.inputsIntro(latest.submitterEmail, formatDateLong(latest.createdAt)));
  doc.moveDown(0.4);
  for (const { label, text } of submissionFields(latest)) {
    if (text !== null) pair(doc, label, text, SIZE.xs);
  }
}

function notes(doc: Doc, data: BriefPdfData) {
  heading(doc, M.notes(data.notes.length));
  if (data.notes.length === 0) return body(doc, M.noNotes);
  for (const note of data.notes) {
    keepTogether(doc, 30);
    muted(
      doc,
      `${NOTE_CATEGORY_LABELS[note.category]} · ${note.author} · ${formatDateShort(note.createdAt)}`,
    );
    body(doc, note.content);
    doc.moveDown(0.5);
  }
}

/** The document, ended: read it as a stream. */
export function briefPdf(data: BriefPdfData): Doc {
  const PDFDocument = pdfkit();
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGINS,
    bufferPages: true,
    info: { Title: M.documentTitle(data.project.name), CreationDate: data.generatedAt },
  });
  registerBrandFonts(doc);
  const brief = summary(doc, data);
  if (data.report) {
    // The published initial report right after the summary, then the detail: each from a new page.
    doc.addPage();
    reportPages(doc, data.report);
    doc.addPage();
  } else if (doc.bufferedPageRange().count === 1) {
    // The detail on a page of its own, unless the summary already ran over.
    doc.addPage();
  }
  if (brief) figuresSection(doc, brief);
  platformCheck(doc, data);
  channels(doc, data);
  inputs(doc, data);
  notes(doc, data);
  furniture(doc, data);
  doc.end();
  return doc;
}
