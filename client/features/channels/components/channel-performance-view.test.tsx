/**
 * "Channel performance" as read (docs/product.md#channel-data): the freshness and the source,
 * currencies apart, the chart's summary and numbers, the anomalies in words, and the plain
 * states (no warehouse, nothing connected, a failed refresh).
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChannelMonth, ChannelsResponse } from '../../../../common/channels/contract.ts';
import { CHANNEL_MESSAGES as M } from '../../../../common/channels/messages.ts';
import { ChannelPerformanceView } from './channel-performance-view.tsx';

const month = (value: string, spend: number, currency = 'USD', conversions = 10): ChannelMonth => ({
  month: value,
  currency,
  spend,
  impressions: spend * 50,
  clicks: spend / 2,
  conversions,
  conversionValue: spend * 4,
});

const data = (channels: Partial<ChannelsResponse['channels'][number]>[]): ChannelsResponse => ({
  warehouse: 'sandbox',
  channels: channels.map((channel) => ({
    platform: 'meta',
    connectorId: 'c1',
    source: 'sandbox',
    months: [],
    dataAsOf: '2026-12-07T05:00:00.000Z',
    refreshedAt: '2026-12-07T06:00:00.000Z',
    error: null,
    ...channel,
  })),
});

describe('ChannelPerformanceView', () => {
  it('says when no warehouse is configured, and when nothing is connected', () => {
    const { unmount } = render(
      <ChannelPerformanceView data={{ warehouse: 'unavailable', channels: [] }} />,
    );
    expect(screen.getByText(M.notConfigured)).toBeInTheDocument();
    unmount();
    render(<ChannelPerformanceView data={data([])} />);
    expect(screen.getByText(M.none)).toBeInTheDocument();
  });

  it('shows the freshness, where it was read, and each channel’s monthly spend', () => {
    render(
      <ChannelPerformanceView
        data={data([
          {
            platform: 'meta',
            months: [month('2026-10', 1000), month('2026-11', 1100), month('2026-12', 200)],
          },
          {
            platform: 'google',
            connectorId: 'c2',
            months: [month('2026-11', 3000)],
            dataAsOf: '2026-12-06T05:00:00.000Z',
          },
        ])}
      />,
    );
    expect(screen.getByText('Data as of Dec 6, 2026')).toBeInTheDocument();
    expect(screen.getByText(/the sandbox warehouse \(made-up data\)/)).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Amounts in USD' });
    expect(
      within(section).getByRole('img', {
        name: 'Monthly spend by channel in USD from Oct 2026 to Dec 2026 (to date): $5.3k in all.',
      }),
    ).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Monthly spend by channel, USD' });
    const november = within(table).getByRole('row', { name: /Nov 2026/ });
    expect(november).toHaveTextContent('$1,100.00');
    expect(november).toHaveTextContent('$3,000.00');
    expect(within(section).getByText('Google Ads: 56.6% ($3,000.00)')).toBeInTheDocument();
  });

  it('keeps currencies apart and says they are not comparable', () => {
    render(
      <ChannelPerformanceView
        data={data([
          { platform: 'meta', months: [month('2026-11', 1000, 'EUR')] },
          { platform: 'linkedin', connectorId: 'c3', months: [month('2026-11', 500)] },
        ])}
      />,
    );
    expect(screen.getByText(M.notComparable('EUR and USD'))).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Amounts in EUR' })).toHaveTextContent('€1,000.00');
    expect(screen.getByRole('region', { name: 'Amounts in USD' })).not.toHaveTextContent('€');
  });

  it('names the months worth a look in words', () => {
    render(
      <ChannelPerformanceView
        data={data([
          {
            platform: 'linkedin',
            months: [
              month('2026-09', 1000),
              month('2026-10', 2000),
              month('2026-11', 2000, 'USD', 0),
            ],
          },
        ])}
      />,
    );
    const list = screen.getByRole('region', { name: M.anomalies });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'LinkedIn Ads: $2k spent in Nov 2026 with no conversions.',
      'LinkedIn Ads: spend rose 100% in Oct 2026 against Sep 2026.',
    ]);
  });

  it('says a refresh failed and that the figures are the last ones read', () => {
    render(
      <ChannelPerformanceView
        data={data([
          {
            months: [month('2026-11', 1000)],
            error: M.refreshErrors.timeout,
          },
        ])}
      />,
    );
    expect(
      screen.getByText(
        `${M.lastError('Meta (Facebook) Ads', M.refreshErrors.timeout)} ${M.keptFigures}`,
      ),
    ).toBeInTheDocument();
  });
});
