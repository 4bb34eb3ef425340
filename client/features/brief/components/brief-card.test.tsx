/**
 * The brief card: compact figure values with exact formulas, what LTV is read on, each red
 * flag with the figures it rests on, and a platform spend set beside revenue only in dollars.
 */
import { NO_BRIEF_INPUTS } from '../../../../common/brief/testing.ts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BriefInputs } from '../../../../common/brief/brief.ts';
import { BriefCard } from './brief-card.tsx';

/** Acme's latest submission: b2b, LTV $2,400, churn 2.5%, CAC $410 (target $350). */
const ACME: BriefInputs = {
  ...NO_BRIEF_INPUTS,
  industry: 'b2b',
  trailingTwelveMonthRevenue: '4200000.00',
  ltv: '2400.00',
  actualCac: '410.00',
  targetCac: '350.00',
  churnRate: '2.50',
  marketingTeamSize: 6,
};

/** The figure named `label`: its term's definition list entries, as text. */
function figure(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return [...term.parentElement!.querySelectorAll('dd')].map((entry) => entry.textContent);
}

const flags = () => screen.queryByRole('list', { name: 'Red flags' });

describe('BriefCard', () => {
  it('shows payback for b2b (410 ÷ (2,400 × 2.5%) = 6.8 months) and says LTV is read as revenue', () => {
    render(<BriefCard submission={ACME} />);
    expect(figure('CAC payback')).toEqual([
      '6.8 months',
      'On revenue: LTV × monthly churn is what a customer brings in a month.',
      'Current CAC ÷ (LTV × monthly churn) = $410.00 ÷ ($2,400.00 × 2.5%)',
    ]);
    expect(figure('LTV:CAC')[1]).toBe('LTV read as revenue: no gross margin was given.');
  });

  it('writes money values compact and their formulas exact (4,200,000 ÷ 12 = $350k)', () => {
    render(<BriefCard submission={ACME} />);
    expect(figure('Monthly revenue')).toEqual([
      '$350k',
      'Annual revenue ÷ 12 = $4,200,000.00 ÷ 12',
    ]);
    expect(figure('Revenue per marketing team member')[0]).toBe('$700k');
    // +17.1% is under the 20% the flag allows: no red flag.
    expect(flags()).toBeNull();
  });

  it('names the figures a flag rests on (Google Ads 217,000 ÷ 30 × 365 ÷ 4.2M = 62.9%)', () => {
    render(
      <BriefCard
        submission={ACME}
        platformSpend={{ amount: 217000, days: 30, currency: 'USD', source: 'Google Ads' }}
      />,
    );
    const flag = within(flags()!).getByRole('listitem');
    expect(flag).toHaveTextContent(
      'Red flag: Google Ads spend runs at 62.9% of revenue, above 20%.',
    );
    expect(flag).toHaveTextContent('Rests on: Google Ads spend to revenue 62.9%');
  });

  it('notes a platform spend in another currency instead of comparing it', () => {
    render(
      <BriefCard
        submission={ACME}
        platformSpend={{ amount: 217000, days: 30, currency: 'EUR', source: 'Google Ads' }}
      />,
    );
    expect(
      screen.getByText(
        'Google Ads spend is in EUR and the submitted revenue in US dollars, so they are not compared.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Google Ads spend to revenue')).toBeNull();
    expect(flags()).toBeNull();
  });
});
