/**
 * The brief's charts (decision 107): the funnel's four step rates and
 * current CAC against target, hand-drawn SVG (no charting library: the route chunks have a
 * 50 kB budget). Each row names its figure and value in text, so colour carries nothing
 * alone, and a "Show the numbers" table under each chart holds every value it draws.
 */
import { useId } from 'react';
import { briefCharts, type BriefInputs } from '../../../../common/brief/brief.ts';

interface Row {
  label: string;
  valueText: string;
  /** The bar's length as a share of the axis, 0–1. */
  fraction: number;
  /** Drawn in the emphasis colour; the label says why in words. */
  emphasis?: boolean;
}

interface BarChartProps {
  title: string;
  /** One sentence read by screen readers in place of the drawing. */
  summary: string;
  axisLabel: string;
  /** Tick labels at 0, half and the whole of the axis. */
  ticks: [string, string, string];
  rows: Row[];
  columns: string[];
  cells: string[][];
}

const WIDTH = 300;
const ROW_HEIGHT = 40;
const BAR_HEIGHT = 14;
const AXIS_HEIGHT = 44;

const TICK_ANCHORS = ['start', 'middle', 'end'] as const;

const clamp = (value: number) => Math.min(1, Math.max(0, value));

function BarChart({ title, summary, axisLabel, ticks, rows, columns, cells }: BarChartProps) {
  const titleId = useId();
  const height = rows.length * ROW_HEIGHT + AXIS_HEIGHT;
  const axisY = rows.length * ROW_HEIGHT;
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
                width={WIDTH * clamp(row.fraction)}
                height={BAR_HEIGHT}
                className={row.emphasis ? 'fill-destructive' : 'fill-primary'}
              />
            </g>
          );
        })}
        <line x1={0} x2={WIDTH} y1={axisY} y2={axisY} className="stroke-muted-foreground" />
        {ticks.map((tick, index) => (
          <text
            key={index}
            x={(WIDTH * index) / 2}
            y={axisY + 14}
            fontSize={12}
            textAnchor={TICK_ANCHORS[index]}
            className="fill-muted-foreground"
          >
            {tick}
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

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
});

/** The charts of one submission; nothing when none of them has its inputs. */
export function BriefCharts({ submission }: { submission: BriefInputs }) {
  const { funnel, cac } = briefCharts(submission);
  if (!funnel && !cac) return null;
  const max = cac ? Math.max(cac.current, cac.target) : 0;
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      {funnel && (
        <BarChart
          title="Funnel: conversion between stages"
          summary={`Funnel step rates: ${funnel
            .map((step) => `${step.label} ${step.rateText}${step.weakest ? ' (weakest)' : ''}`)
            .join(', ')}.`}
          axisLabel="Converts to the next stage (%)"
          ticks={['0%', '50%', '100%']}
          rows={funnel.map((step) => ({
            label: step.weakest ? `${step.label} (weakest)` : step.label,
            valueText: step.rateText,
            fraction: step.rate / 100,
            emphasis: step.weakest,
          }))}
          columns={['Step', 'Converts', 'Of all leads']}
          cells={funnel.map((step) => [step.label, step.rateText, step.reachedText])}
        />
      )}
      {cac && (
        <BarChart
          title="Current CAC against target"
          summary={`Current CAC ${cac.currentText}, target CAC ${cac.targetText}.`}
          axisLabel="Cost to acquire a customer (USD)"
          ticks={['$0', compactUsd.format(max / 2), compactUsd.format(max)]}
          rows={[
            {
              label: cac.current > cac.target ? 'Current CAC (above target)' : 'Current CAC',
              valueText: cac.currentText,
              fraction: cac.current / max,
              emphasis: cac.current > cac.target,
            },
            { label: 'Target CAC', valueText: cac.targetText, fraction: cac.target / max },
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
