/**
 * "Channel performance" (docs/product.md#channel-data): per account currency, monthly spend by
 * channel, the share of spend and the CPC, cost per conversion and ROAS trends; the months worth
 * a look named in words; the data's freshness and where it was read. Every figure comes from
 * common/channels/performance.ts; this only lays it out.
 */
import { useId } from 'react';
import { PLATFORM_LABELS } from '../../../../common/connections/constants.ts';
import { WAREHOUSE_SOURCE_LABELS } from '../../../../common/channels/constants.ts';
import type { ChannelsResponse } from '../../../../common/channels/contract.ts';
import { CHANNEL_MESSAGES as M } from '../../../../common/channels/messages.ts';
import {
  channelPerformance,
  describeAnomaly,
  describeTrend,
  formatMetric,
  monthLabel,
  type ChannelSeries,
  type CurrencyPerformance,
} from '../../../../common/channels/performance.ts';
import {
  formatCount,
  formatDateShort,
  formatMoneyExact,
  formatPercentValue,
} from '../../../../common/shared/format.ts';
import { SpendChart } from './spend-chart.tsx';

const list = new Intl.ListFormat('en-US', { type: 'conjunction' });

function Notices({ data }: { data: ChannelsResponse }) {
  const notices = data.channels.flatMap((channel) => {
    const name = PLATFORM_LABELS[channel.platform];
    if (channel.error) {
      return [M.lastError(name, channel.error) + (channel.refreshedAt ? ` ${M.keptFigures}` : '')];
    }
    return channel.refreshedAt ? [] : [M.waiting(name)];
  });
  if (notices.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm text-muted-foreground">
      {notices.map((notice) => (
        <li key={notice}>{notice}</li>
      ))}
    </ul>
  );
}

const figure = (value: number | null, render: (value: number) => string) =>
  value === null ? M.noFigure : render(value);

/** One channel's every month, in "Show the numbers". */
function ChannelTable({ series, currency }: { series: ChannelSeries; currency: string }) {
  const name = PLATFORM_LABELS[series.platform];
  const columns = [M.month, M.spend, M.clicks, M.conversions, M.conversionValue];
  const metrics = (['cpc', 'cpa', 'roas'] as const).map((metric) => M.metrics[metric]);
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted-foreground">{`${M.showNumbers}: ${name}`}</summary>
      <div className="overflow-x-auto">
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{`${name}, ${currency}`}</caption>
          <thead>
            <tr>
              {[...columns, ...metrics].map((column) => (
                <th key={column} scope="col" className="py-1 pr-2 font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {series.months.map((month) => (
              <tr key={month.month} className="border-t border-border">
                <th scope="row" className="py-1 pr-2 font-normal">
                  {`${monthLabel(month.month)}${month.partial ? ` ${M.partial}` : ''}`}
                </th>
                {[
                  formatMoneyExact(month.spend, currency),
                  formatCount(month.clicks),
                  formatCount(month.conversions),
                  formatMoneyExact(month.conversionValue, currency),
                  figure(month.cpc, (value) => formatMetric('cpc', value, currency)),
                  figure(month.cpa, (value) => formatMetric('cpa', value, currency)),
                  figure(month.roas, (value) => formatMetric('roas', value, currency)),
                ].map((cell, index) => (
                  <td key={index} className="py-1 pr-2 tabular-nums">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function CurrencySection({ view }: { view: CurrencyPerformance }) {
  const headingId = useId();
  const { currency } = view;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="font-semibold">
        {M.inCurrency(currency)}
      </h3>
      <SpendChart view={view} />
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold">{M.share}</h4>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {view.shares.map((share) => (
              <li key={share.platform}>
                {M.shareLine(
                  PLATFORM_LABELS[share.platform],
                  formatPercentValue(Math.round(share.share * 10) / 10),
                  formatMoneyExact(share.spend, currency),
                )}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-sm font-semibold">{M.trends}</h4>
          {view.channels.map((series) => (
            <div key={series.platform} className="mt-1 text-sm">
              <p className="font-medium">{PLATFORM_LABELS[series.platform]}</p>
              <ul className="flex flex-col">
                {view.trends
                  .filter((trend) => trend.platform === series.platform)
                  .map((trend) => (
                    <li key={trend.metric}>{describeTrend(trend, currency)}</li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      {view.channels.map((series) => (
        <ChannelTable key={series.platform} series={series} currency={currency} />
      ))}
    </section>
  );
}

export function ChannelPerformanceView({ data }: { data: ChannelsResponse }) {
  const anomaliesId = useId();
  if (data.warehouse === 'unavailable') return <p className="text-sm">{M.notConfigured}</p>;
  if (data.channels.length === 0) return <p className="text-sm">{M.none}</p>;
  const performance = channelPerformance(data.channels);
  const sources = [
    ...new Set(data.channels.flatMap((channel) => (channel.source ? [channel.source] : []))),
  ];
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1 text-sm">
        {performance.dataAsOf && (
          <p className="font-medium">{M.dataAsOf(formatDateShort(performance.dataAsOf))}</p>
        )}
        {sources.length > 0 && (
          <p className="text-muted-foreground">
            {M.readFrom(list.format(sources.map((source) => WAREHOUSE_SOURCE_LABELS[source])))}
          </p>
        )}
      </div>
      <Notices data={data} />
      {performance.currencies.length > 1 && (
        <p className="text-sm">
          {M.notComparable(list.format(performance.currencies.map((view) => view.currency)))}
        </p>
      )}
      {performance.currencies.map((view) => (
        <CurrencySection key={view.currency} view={view} />
      ))}
      {performance.currencies.length > 0 && (
        <section aria-labelledby={anomaliesId} className="flex flex-col gap-2">
          <h3 id={anomaliesId} className="font-semibold">
            {M.anomalies}
          </h3>
          {performance.anomalies.length === 0 ? (
            <p className="text-sm">{M.noAnomalies}</p>
          ) : (
            <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
              {performance.anomalies.map((anomaly) => {
                const text = describeAnomaly(anomaly);
                return <li key={`${anomaly.kind}:${anomaly.currency}:${text}`}>{text}</li>;
              })}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
