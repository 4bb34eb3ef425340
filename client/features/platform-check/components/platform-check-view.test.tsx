/** The platform check as read (decision 105): the plain "none chosen", flags, currencies, states. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlatformAccount, PlatformCheck } from '../../../../common/platform-check/contract.ts';
import { PLATFORM_CHECK_MESSAGES as M } from '../../../../common/platform-check/messages.ts';
import { comparePlatform } from '../../../../common/platform-check/comparison.ts';
import { PlatformCheckView } from './platform-check-view.tsx';

const stated = { currentCac: 40, targetRoas: 4 };

function account(
  id: string,
  name: string,
  currency: string,
  totals: { spend: number; conversions: number; conversionsValue: number } | null,
  status: PlatformAccount['status'] = 'ok',
): PlatformAccount {
  return {
    id,
    name,
    currency,
    status,
    failedAt: status === 'failed' ? '2026-11-25T08:00:00.000Z' : null,
    snapshot: totals && {
      date: '2026-11-26',
      takenAt: '2026-11-26T06:00:00.000Z',
      clicks: 1200,
      ...totals,
      ...comparePlatform(stated, { clicks: 1200, ...totals }, currency),
    },
  };
}

const check = (accounts: PlatformAccount[]): PlatformCheck => ({
  stated,
  chosenBy: { name: 'Dana', email: 'dana@acme.test' },
  chosenAt: '2026-11-26T05:00:00.000Z',
  accounts,
});

describe('PlatformCheckView', () => {
  it('says plainly when no account is chosen', () => {
    render(<PlatformCheckView check={{ ...check([]), chosenBy: null, chosenAt: null }} />);
    expect(screen.getByText(M.noneChosen)).toBeInTheDocument();
  });

  it('flags a gap beyond 25% with one sentence, and not one within', () => {
    render(
      <PlatformCheckView
        check={check([
          // CAC 52 vs 40: +30%, flagged; ROAS 4.4 vs 4: +10%, not.
          account('9000000002', 'Outdoor', 'USD', {
            spend: 1040,
            conversions: 20,
            conversionsValue: 4576,
          }),
        ])}
      />,
    );
    const section = screen.getByRole('region', { name: /Outdoor/ });
    const cac = within(section).getByRole('row', { name: new RegExp(M.costPerConversion) });
    expect(cac).toHaveTextContent('$40.00');
    expect(cac).toHaveTextContent('$52.00');
    expect(cac).toHaveTextContent('+30%');
    expect(within(section).getByText(M.cacGap(30, true))).toBeInTheDocument();
    expect(within(section).queryByText(/ROAS is .* your target/)).not.toBeInTheDocument();
    expect(screen.getByText(/^Chosen by Dana on /)).toBeInTheDocument();
  });

  it('keeps another currency’s amounts in it, labelled, with no dollar figure and no CAC gap', () => {
    render(
      <PlatformCheckView
        check={check([
          account('9000000003', 'Hotels', 'EUR', {
            spend: 1040,
            conversions: 20,
            conversionsValue: 4160,
          }),
        ])}
      />,
    );
    expect(screen.getByText(M.currencyNote('EUR'))).toBeInTheDocument();
    const cac = screen.getByRole('row', { name: new RegExp(M.costPerConversion) });
    expect(cac).toHaveTextContent('€52.00');
    expect(cac).toHaveTextContent(M.notComparable);
    expect(cac).toHaveTextContent('—');
    expect(screen.queryByText(M.cacGap(30, true))).not.toBeInTheDocument();
    // Every amount of the account in euros, none in dollars (the stated $40 CAC included).
    const section = screen.getByRole('region', { name: /Hotels/ });
    expect(section).toHaveTextContent('€1,040.00');
    expect(section).toHaveTextContent('€4,160.00');
    expect(section.textContent).not.toContain('$');
  });

  it('says when an account waits for its first read, failed or lost its grant', () => {
    render(
      <PlatformCheckView
        check={check([
          account('1', 'Waiting', 'USD', null, 'pending'),
          account('2', 'Failing', 'USD', null, 'failed'),
          account('3', 'Revoked', 'USD', null, 'revoked'),
        ])}
      />,
    );
    expect(screen.getByText(M.pending)).toBeInTheDocument();
    expect(screen.getByText(/could not be read on/)).toBeInTheDocument();
    expect(screen.getByText(M.revoked)).toBeInTheDocument();
  });
});
