/**
 * The brief's charts (decision 107): the funnel's four step rates and
 * current CAC against target, hand-drawn SVG (no charting library: the route chunks have a
 * 50 kB budget). Each row names its figure and value in text, so colour carries nothing
 * alone, and a "Show the numbers" table under each chart holds every value it draws, exact.
 * A bar is red only where the brief raises a red flag (the same thresholds, common/brief);
 * labels are compact and the axis has round ticks (docs/product.md#formats).
 */
import { useId } from 'react';
import { BRIEF_THRESHOLDS, briefCharts, type BriefInputs } from '../../../../common/brief/brief.ts';
import { formatMoneyCompact, roundTicks } from '../../../../common/shared/format.ts';

interface Row {
  label: string;
  valueText: string;
  value: number;
  /** Drawn in the flag colour; the label says why in words. */
  flagged?: boolean;
}

interface BarChartProps {
  title: string;
  /** One sentence read by screen readers in place of the drawing. */
  summary: string;
  axisLabel: string;
  /** Round tick values from 0 (roundTicks); the last is the axis's end. */
  ticks: number[];
  tickText: (value: number) => string;
  rows: Row[];
  columns: string[];
  cells: string[][];
}

const WIDTH = 300;
const ROW_HEIGHT = 40;
const BAR_HEIGHT = 14;
const AXIS_HEIGHT = 44;

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** The first tick starts at the axis, the last ends at it, the others are centred. */
const tickAnchor = (index: number, count: number) =>
  index === 0 ? 'start' : index === count - 1 ? 'end' : 'middle';

function BarChart(props: BarChartProps) {
  const { title, summary, axisLabel, ticks, tickText, rows, columns, cells } = props;
  const titleId = useId();
  const height = rows.length * ROW_HEIGHT + AXIS_HEIGHT;
  const axisY = rows.length * ROW_HEIGHT;
  const axisEnd = ticks.at(-1)!;
  return (
    <figure aria-labelledby={titleId} className="flex min-w-0 flex-col gap-2">
      <figcaption id={titleId} className="text-sm font-semibold">
        {title}
      </figcaption>
      <svg
        viewBox={`-4 0 ${WIDTH + 8} ${height}`}
        role="img"
        aria-label={summary}
        className="w-full max-w-sm text-foreground"
      >
        {rows.map((row, index) => {
          const y = index * ROW_HEIGHT;
          return (
            <g key={row.label}>
              <text x={0} y={y + 14} fontSize={13} className="fill-current">
                {row.label}
              </text>
              <text
                x={WIDTH}
                y={y + 14}
                fontSize={13}
                textAnchor="end"
                className="fill-current font-semibold"
              >
                {row.valueText}
              </text>
              <rect x={0} y={y + 20} width={WIDTH} height={BAR_HEIGHT} className="fill-muted" />
              <rect
                x={0}
                y={y + 20}
                width={axisEnd > 0 ? WIDTH * clamp(row.value / axisEnd) : 0}
                height={BAR_HEIGHT}
                className={row.flagged ? 'fill-destructive' : 'fill-primary'}
              />
            </g>
          );
        })}
        <line x1={0} x2={WIDTH} y1={axisY} y2={axisY} className="stroke-muted-foreground" />
        {ticks.map((tick, index) => (
          <text
            key={tick}
            x={axisEnd > 0 ? (WIDTH * tick) / axisEnd : 0}
            y={axisY + 14}
            fontSize={12}
            textAnchor={tickAnchor(index, ticks.length)}
            className="fill-muted-foreground"
          >
            {tickText(tick)}
          </text>
        ))}
        <text
          x={WIDTH / 2}
          y={axisY + 34}
          fontSize={12}
          textAnchor="middle"
          className="fill-current"
        >
          {axisLabel}
        </text>
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">Show the numbers</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="py-1 pr-2 font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {cells.map(([head, ...rest]) => (
              <tr key={head} className="border-t border-border">
                <th scope="row" className="py-1 pr-2 font-normal">
                  {head}
                </th>
                {rest.map((cell, index) => (
                  <td key={index} className="py-1 pr-2 tabular-nums">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** "Opportunity to Won (weakest, red flag)": what the bar's place and colour say, in words. */
function stepLabel(step: { label: string; weakest: boolean; flagged: boolean }): string {
  const notes = [step.weakest && 'weakest', step.flagged && 'red flag'].filter(Boolean);
  return notes.length > 0 ? `${step.label} (${notes.join(', ')})` : step.label;
}

/** The charts of one submission; nothing when none of them has its inputs. */
export function BriefCharts({ submission }: { submission: BriefInputs }) {
  const { funnel, cac } = briefCharts(submission);
  if (!funnel && !cac) return null;
  const limit = BRIEF_THRESHOLDS.maxCacAboveTargetPercent;
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      {funnel && (
        <BarChart
          title="Funnel: conversion between stages"
          summary={`Funnel step rates: ${funnel
            .map((step) => `${step.label} ${step.rateText}${step.weakest ? ' (weakest)' : ''}`)
            .join(', ')}.${
            funnel.some((step) => step.flagged)
              ? ' Red: under half the other steps’ median, a red flag.'
              : ''
          }`}
          axisLabel="Converts to the next stage (%)"
          ticks={roundTicks(100)}
          tickText={(tick) => `${tick}%`}
          rows={funnel.map((step) => ({
            label: stepLabel(step),
            valueText: step.rateText,
            value: step.rate,
            flagged: step.flagged,
          }))}
          columns={['Step', 'Converts', 'Of all leads']}
          cells={funnel.map((step) => [step.label, step.rateText, step.reachedText])}
        />
      )}
      {cac && (
        <BarChart
          title="Current CAC against target"
          summary={`Current CAC ${cac.currentText}, target CAC ${cac.targetText}${
            cac.gapText ? `, ${cac.gapText} against target` : ''
          }${cac.flagged ? `, more than the ${limit}% allowed: a red flag` : ''}.`}
          axisLabel="Cost to acquire a customer (USD)"
          ticks={roundTicks(Math.max(cac.current, cac.target))}
          tickText={(tick) => formatMoneyCompact(tick)}
          rows={[
            {
              label: cac.gapText
                ? `Current CAC (${cac.gapText}${cac.flagged ? ', red flag' : ''})`
                : 'Current CAC',
              valueText: formatMoneyCompact(cac.current),
              value: cac.current,
              flagged: cac.flagged,
            },
            {
              label: 'Target CAC',
              valueText: formatMoneyCompact(cac.target),
              value: cac.target,
            },
          ]}
          columns={['Figure', 'Amount']}
          cells={[
            ['Current CAC', cac.currentText],
            ['Target CAC', cac.targetText],
          ]}
        />
      )}
    </div>
  );
}
