/**
 * The platform check as read (docs/product.md#platform-check): the plain "none chosen", flags,
 * currencies, states, which source Google Ads comes from, and the check across every channel.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChannelSnapshot } from '../../../../common/channels/contract.ts';
import { PLATFORM_LABELS } from '../../../../common/connections/constants.ts';
import { warehouseCheck } from '../../../../common/platform-check/channel-check.ts';
import type { PlatformAccount, PlatformCheck } from '../../../../common/platform-check/contract.ts';
import { PLATFORM_CHECK_MESSAGES as M } from '../../../../common/platform-check/messages.ts';
import { comparePlatform } from '../../../../common/platform-check/comparison.ts';
import { PlatformCheckView } from './platform-check-view.tsx';

const stated = { currentCac: 40, targetRoas: 4, annualRevenue: 500_000 };

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
  google: { source: 'api' },
  channels: null,
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
    expect(
      within(section).getByText(M.cacGap(PLATFORM_LABELS.google, 30, true)),
    ).toBeInTheDocument();
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
    expect(screen.queryByText(M.cacGap(PLATFORM_LABELS.google, 30, true))).not.toBeInTheDocument();
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

  it('names the Google Ads API as the source, with the snapshot’s day', () => {
    render(
      <PlatformCheckView
        check={check([
          account('9000000002', 'Outdoor', 'USD', {
            spend: 1040,
            conversions: 20,
            conversionsValue: 4576,
          }),
        ])}
      />,
    );
    expect(screen.getByText(M.fromApi('Nov 26, 2026'))).toBeInTheDocument();
  });
});

/** The table row that starts with `label` (a channel's name has parentheses: no regex). */
const rowOf = (section: HTMLElement, label: string) =>
  within(section).getByRole('row', { name: (name) => name.startsWith(label) });

describe('PlatformCheckView from the warehouse', () => {
  const month = (value: string, spend: number, conversions: number, currency = 'USD') => ({
    month: value,
    currency,
    spend,
    impressions: spend * 100,
    clicks: spend / 2,
    conversions,
    conversionValue: spend * 3,
  });
  const snapshot = (
    platform: ChannelSnapshot['platform'],
    months: ChannelSnapshot['months'],
  ): ChannelSnapshot => ({
    platform,
    connectorId: `c_${platform}`,
    source: 'sandbox',
    months,
    dataAsOf: months.length > 0 ? '2026-12-07T04:00:00.000Z' : null,
    refreshedAt: '2026-12-07T06:00:00.000Z',
    error: null,
  });
  const autumn = (spend: number, conversions: number, currency = 'USD') =>
    ['2026-09', '2026-10', '2026-11'].map((value) => month(value, spend, conversions, currency));

  function fromWarehouse(snapshots: ChannelSnapshot[], accounts: PlatformAccount[] = []) {
    return { ...check(accounts), ...warehouseCheck(stated, snapshots) };
  }

  it('reads Google Ads from the warehouse when it has months there, and says so', () => {
    render(
      <PlatformCheckView
        check={fromWarehouse(
          // Google: 3 × $6,000 over 3 × 100 conversions: $60 vs $40 stated = +50%.
          [snapshot('google', autumn(6000, 100)), snapshot('meta', autumn(3000, 60))],
          [
            account('9000000002', 'Outdoor', 'USD', {
              spend: 1,
              conversions: 1,
              conversionsValue: 1,
            }),
          ],
        )}
      />,
    );
    const google = screen.getByRole('region', { name: PLATFORM_LABELS.google });
    expect(google).toHaveTextContent(
      `${M.fromWarehouse('Dec 7, 2026')}. ${M.warehouseWindow('Sep 2026', 'Nov 2026', 3)}.`,
    );
    expect(google).toHaveTextContent('$18,000.00');
    const cac = within(google).getByRole('row', { name: new RegExp(M.costPerConversion) });
    expect(cac).toHaveTextContent('$60.00');
    expect(cac).toHaveTextContent('+50%');
    expect(
      within(google).getByText(M.cacGap(PLATFORM_LABELS.google, 50, true)),
    ).toBeInTheDocument();
    // The chosen account's API snapshot is not what the check reads.
    expect(screen.queryByRole('region', { name: /Outdoor/ })).not.toBeInTheDocument();
  });

  it('sets every channel’s monthly spend and cost per conversion beside the stated CAC and revenue', () => {
    render(
      <PlatformCheckView
        check={fromWarehouse([
          snapshot('meta', autumn(3000, 60)),
          snapshot('linkedin', autumn(7000, 40)),
          snapshot('google', []),
        ])}
      />,
    );
    const section = screen.getByRole('region', { name: M.channelsTitle });
    expect(section).toHaveTextContent(
      M.channelsWindow('Sep 2026', 'Nov 2026', 3) + ' ' + M.fromWarehouse('Dec 7, 2026'),
    );
    // Meta: $3,000 a month, $9,000 ÷ 180 = $50.00 vs $40 = +25%, not flagged.
    const meta = rowOf(section, PLATFORM_LABELS.meta);
    expect(meta).toHaveTextContent('$3,000.00');
    expect(meta).toHaveTextContent('$50.00');
    expect(meta).toHaveTextContent('+25%');
    // LinkedIn: $21,000 ÷ 120 = $175.00 vs $40 = +338%, flagged.
    const linkedin = rowOf(section, PLATFORM_LABELS.linkedin);
    expect(linkedin).toHaveTextContent('$175.00');
    expect(linkedin).toHaveTextContent('+338%');
    // All: $10,000 a month, $30,000 ÷ 300 = $100.00 vs $40 = +150%.
    const all = rowOf(section, M.allChannels);
    expect(all).toHaveTextContent('$10,000.00');
    expect(all).toHaveTextContent('+150%');
    expect(
      within(section).getByText(M.cacGap(PLATFORM_LABELS.linkedin, 338, true)),
    ).toBeInTheDocument();
    expect(within(section).getByText(M.cacGap(M.allChannelsInText, 150, true))).toBeInTheDocument();
    expect(within(section).queryByText(M.cacGap(PLATFORM_LABELS.meta, 25, true))).toBeNull();
    // $10,000 × 12 = $120,000 a year: 24% of $500,000, above 20%.
    expect(
      within(section).getByText(M.spendShare('$120,000.00', '24%', '$500,000.00')),
    ).toBeInTheDocument();
    expect(within(section).getByText(M.spendShareFlag('24%', 20))).toBeInTheDocument();
    expect(within(section).getByText(M.noStatedSpend)).toBeInTheDocument();
    expect(within(section).getByText(M.withoutMonths(PLATFORM_LABELS.google))).toBeInTheDocument();
    // Google has no months: its figures come from the chosen accounts (none here).
    expect(screen.getByText(M.noneChosen)).toBeInTheDocument();
  });

  it('keeps a channel in euros in euros, its stated-figure checks not comparable', () => {
    render(
      <PlatformCheckView check={fromWarehouse([snapshot('meta', autumn(3000, 60, 'EUR'))])} />,
    );
    const section = screen.getByRole('region', { name: M.channelsTitle });
    expect(within(section).getByText(M.channelsNotComparable('EUR'))).toBeInTheDocument();
    const meta = rowOf(section, PLATFORM_LABELS.meta);
    expect(meta).toHaveTextContent('€3,000.00');
    expect(meta).toHaveTextContent('€50.00');
    expect(meta).toHaveTextContent(M.notComparable);
    expect(within(section).queryByText(/of your stated annual revenue/)).toBeNull();
    expect(within(section).queryByText(M.noRevenue)).toBeNull();
  });
});
