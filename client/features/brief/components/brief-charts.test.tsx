/** The brief's charts: drawn only from given inputs, with every drawn value in the table. */
import { NO_BRIEF_INPUTS } from '../../../../common/brief/testing.ts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BriefInputs } from '../../../../common/brief/brief.ts';
import { BriefCharts } from './brief-charts.tsx';

const NOTHING: BriefInputs = { ...NO_BRIEF_INPUTS, trailingTwelveMonthRevenue: '1200000.00' };
const FUNNEL = { leadToMqlRate: '40', mqlToSqlRate: '50', sqlToOppRate: '30', oppToWonRate: '5' };

const chart = (name: string) => screen.getByRole('figure', { name });

/** The axis's tick labels, left to right. */
const ticks = (name: string) =>
  [...chart(name).querySelectorAll('text.fill-muted-foreground')].map((tick) => tick.textContent);

/** How many bars the chart paints in the flag colour. */
const redBars = (name: string) => chart(name).querySelectorAll('rect.fill-destructive').length;

/** The rows of the chart's "Show the numbers" table, header row left out. */
function numbers(name: string) {
  const table = within(chart(name)).getByRole('table', { name, hidden: true });
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
  );
}

describe('BriefCharts', () => {
  it('draws nothing without a complete funnel or both CACs', () => {
    const { container } = render(
      <BriefCharts submission={{ ...NOTHING, actualCac: '900', leadToMqlRate: '40' }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('draws nothing for CACs that are both zero, and never NaN', () => {
    const { container } = render(
      <BriefCharts submission={{ ...NOTHING, actualCac: '0', targetCac: '0' }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('charts the funnel with labelled axes, the weak step in words and the numbers table', () => {
    const { container } = render(<BriefCharts submission={{ ...NOTHING, ...FUNNEL }} />);
    const funnel = chart('Funnel: conversion between stages');
    expect(within(funnel).getByRole('img').getAttribute('aria-label')).toBe(
      'Funnel step rates: Lead to MQL 40%, MQL to SQL 50%, SQL to Opportunity 30%, Opportunity to Won 5% (weakest). Red: under half the other steps’ median, a red flag.',
    );
    expect(within(funnel).getByText('Converts to the next stage (%)')).toBeInTheDocument();
    // 5 < 40 ÷ 2: weak enough for the flag, so red and said so.
    expect(within(funnel).getByText('Opportunity to Won (weakest, red flag)')).toBeInTheDocument();
    expect(redBars('Funnel: conversion between stages')).toBe(1);
    expect(ticks('Funnel: conversion between stages')).toEqual(['0%', '50%', '100%']);
    expect(numbers('Funnel: conversion between stages')).toEqual([
      ['Lead to MQL', '40%', '40%'],
      ['MQL to SQL', '50%', '20%'],
      ['SQL to Opportunity', '30%', '6%'],
      ['Opportunity to Won', '5%', '0.3%'],
    ]);
    expect(screen.queryByRole('figure', { name: 'Current CAC against target' })).toBeNull();
    expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
  });

  it('names the weakest step without red when no step is weak enough for the flag (15 ≥ 25 ÷ 2)', () => {
    render(
      <BriefCharts
        submission={{
          ...NOTHING,
          leadToMqlRate: '30',
          mqlToSqlRate: '20',
          sqlToOppRate: '25',
          oppToWonRate: '15',
        }}
      />,
    );
    const funnel = chart('Funnel: conversion between stages');
    expect(within(funnel).getByText('Opportunity to Won (weakest)')).toBeInTheDocument();
    expect(redBars('Funnel: conversion between stages')).toBe(0);
  });

  it('paints current CAC red past the flag’s +20% (1500 vs 1000 = +50%), said in words', () => {
    const { container } = render(
      <BriefCharts submission={{ ...NOTHING, actualCac: '1500', targetCac: '1000' }} />,
    );
    const cac = chart('Current CAC against target');
    expect(within(cac).getByText('Current CAC (+50%, red flag)')).toBeInTheDocument();
    expect(within(cac).getByText('Cost to acquire a customer (USD)')).toBeInTheDocument();
    expect(redBars('Current CAC against target')).toBe(1);
    expect(ticks('Current CAC against target')).toEqual(['$0', '$500', '$1k', '$1.5k']);
    expect(numbers('Current CAC against target')).toEqual([
      ['Current CAC', '$1,500.00'],
      ['Target CAC', '$1,000.00'],
    ]);
    expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
  });

  it('keeps CAC at +17.1% (410 vs 350) out of red, as the flag waits for +20%; round ticks', () => {
    render(<BriefCharts submission={{ ...NOTHING, actualCac: '410', targetCac: '350' }} />);
    const cac = chart('Current CAC against target');
    expect(within(cac).getByText('Current CAC (+17.1%)')).toBeInTheDocument();
    expect(within(cac).getByText('$410')).toBeInTheDocument();
    expect(redBars('Current CAC against target')).toBe(0);
    // $0 to $600 in steps of $200, not $205 and $410.
    expect(ticks('Current CAC against target')).toEqual(['$0', '$200', '$400', '$600']);
  });

  it('draws a zero target CAC without dividing by it', () => {
    const { container } = render(
      <BriefCharts submission={{ ...NOTHING, actualCac: '800', targetCac: '0' }} />,
    );
    expect(numbers('Current CAC against target')).toEqual([
      ['Current CAC', '$800.00'],
      ['Target CAC', '$0.00'],
    ]);
    expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
  });
});
