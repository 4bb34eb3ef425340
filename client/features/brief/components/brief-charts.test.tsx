/** The brief's charts: drawn only from given inputs, with every drawn value in the table. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BriefInputs } from '../../../../common/brief/brief.ts';
import { BriefCharts } from './brief-charts.tsx';

const NOTHING: BriefInputs = {
  industry: null,
  trailingTwelveMonthRevenue: '1200000.00',
  ltv: null,
  actualCac: null,
  targetCac: null,
  churnRate: null,
  leadToMqlRate: null,
  mqlToSqlRate: null,
  sqlToOppRate: null,
  oppToWonRate: null,
  leadToMqlTime: null,
  mqlToSqlTime: null,
  sqlToOppTime: null,
  oppToWonTime: null,
  marketingTeamSize: null,
};
const FUNNEL = { leadToMqlRate: '40', mqlToSqlRate: '50', sqlToOppRate: '30', oppToWonRate: '5' };

const chart = (name: string) => screen.getByRole('figure', { name });

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

  it('charts the funnel with labelled axes, the weakest step in words and the numbers table', () => {
    const { container } = render(<BriefCharts submission={{ ...NOTHING, ...FUNNEL }} />);
    const funnel = chart('Funnel: conversion between stages');
    expect(within(funnel).getByRole('img').getAttribute('aria-label')).toBe(
      'Funnel step rates: Lead to MQL 40.0%, MQL to SQL 50.0%, SQL to Opportunity 30.0%, Opportunity to Won 5.0% (weakest).',
    );
    expect(within(funnel).getByText('Converts to the next stage (%)')).toBeInTheDocument();
    expect(within(funnel).getByText('Opportunity to Won (weakest)')).toBeInTheDocument();
    expect(numbers('Funnel: conversion between stages')).toEqual([
      ['Lead to MQL', '40.0%', '40.0%'],
      ['MQL to SQL', '50.0%', '20.0%'],
      ['SQL to Opportunity', '30.0%', '6.0%'],
      ['Opportunity to Won', '5.0%', '0.30%'],
    ]);
    expect(screen.queryByRole('figure', { name: 'Current CAC against target' })).toBeNull();
    expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
  });

  it('charts current CAC against target, above target said in words', () => {
    const { container } = render(
      <BriefCharts submission={{ ...NOTHING, actualCac: '1500', targetCac: '1000' }} />,
    );
    const cac = chart('Current CAC against target');
    expect(within(cac).getByText('Current CAC (above target)')).toBeInTheDocument();
    expect(within(cac).getByText('Cost to acquire a customer (USD)')).toBeInTheDocument();
    expect(within(cac).getByText('$1.5K')).toBeInTheDocument();
    expect(numbers('Current CAC against target')).toEqual([
      ['Current CAC', '$1,500.00'],
      ['Target CAC', '$1,000.00'],
    ]);
    expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
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
