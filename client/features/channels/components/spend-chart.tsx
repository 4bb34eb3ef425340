/**
 * Monthly spend by channel in one currency: stacked bars, hand-drawn SVG like the brief's
 * charts (decision 107). The drawing has a one-sentence summary for screen readers, the legend
 * names each channel beside its swatch, so colour carries nothing alone, and "Show the numbers"
 * holds every amount drawn.
 */
import { useId } from 'react';
import { PLATFORM_LABELS, type Platform } from '../../../../common/connections/constants.ts';
import { CHANNEL_MESSAGES as M } from '../../../../common/channels/messages.ts';
import { monthLabel, type CurrencyPerformance } from '../../../../common/channels/performance.ts';
import {
  formatMoneyCompact,
  formatMoneyExact,
  roundTicks,
} from '../../../../common/shared/format.ts';

/** Each channel's fill: navy, blue and sky, apart in lightness as well as hue. */
export const CHANNEL_FILLS: Record<Platform, string> = {
  meta: 'fill-primary',
  google: 'fill-accent',
  linkedin: 'fill-sky-accent',
};

const WIDTH = 640;
const PLOT_HEIGHT = 180;
const LEFT = 56;
const TOP = 8;
const BOTTOM = 28;
/** A month label every this many bars. */
const LABEL_EVERY = 6;

export function SpendChart({ view }: { view: CurrencyPerformance }) {
  const titleId = useId();
  const { currency, months, channels } = view;
  const spendIn = (platform: Platform, month: string) =>
    channels.find((series) => series.platform === platform)?.months.find((m) => m.month === month)
      ?.spend ?? 0;
  const totals = months.map((month) =>
    channels.reduce((sum, series) => sum + spendIn(series.platform, month), 0),
  );
  const partial = new Set(
    channels.flatMap((series) => series.months.filter((m) => m.partial).map((m) => m.month)),
  );
  const ticks = roundTicks(Math.max(...totals, 0));
  const top = ticks.at(-1) || 1;
  const step = (WIDTH - LEFT) / Math.max(1, months.length);
  const barWidth = Math.max(2, step * 0.7);
  const y = (amount: number) => TOP + PLOT_HEIGHT * (1 - amount / top);
  const label = (month: string) =>
    `${monthLabel(month)}${partial.has(month) ? ` ${M.partial}` : ''}`;
  const summary = M.spendSummary(
    currency,
    months.length > 0 ? `${monthLabel(months[0]!)} to ${label(months.at(-1)!)}` : '',
    formatMoneyCompact(view.totalSpend, currency),
  );

  return (
    <figure aria-labelledby={titleId} className="flex min-w-0 flex-col gap-2">
      <figcaption id={titleId} className="text-sm font-semibold">
        {M.spendChart}
      </figcaption>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {channels.map(({ platform }) => (
          <li key={platform} className="flex items-center gap-2">
            <svg width="12" height="12" aria-hidden="true">
              <rect width="12" height="12" className={CHANNEL_FILLS[platform]} />
            </svg>
            {PLATFORM_LABELS[platform]}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${WIDTH} ${TOP + PLOT_HEIGHT + BOTTOM}`}
        role="img"
        aria-label={summary}
        className="w-full text-foreground"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} className="stroke-border" />
            <text
              x={LEFT - 6}
              y={y(tick) + 4}
              fontSize={11}
              textAnchor="end"
              className="fill-muted-foreground"
            >
              {formatMoneyCompact(tick, currency)}
            </text>
          </g>
        ))}
        {months.map((month, index) => {
          const x = LEFT + index * step + (step - barWidth) / 2;
          let base = 0;
          return (
            <g key={month} opacity={partial.has(month) ? 0.5 : 1}>
              {channels.map(({ platform }) => {
                const amount = spendIn(platform, month);
                const from = base;
                base += amount;
                return amount > 0 ? (
                  <rect
                    key={platform}
                    x={x}
                    y={y(base)}
                    width={barWidth}
                    height={y(from) - y(base)}
                    className={CHANNEL_FILLS[platform]}
                  />
                ) : null;
              })}
              {(months.length - 1 - index) % LABEL_EVERY === 0 && (
                <text
                  x={x + barWidth / 2}
                  y={TOP + PLOT_HEIGHT + 18}
                  fontSize={11}
                  textAnchor="middle"
                  className="fill-muted-foreground"
                >
                  {monthLabel(month)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">{M.showNumbers}</summary>
        <div className="overflow-x-auto">
          <table className="mt-2 w-full text-left">
            <caption className="sr-only">{`${M.spendChart}, ${currency}`}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-2 font-medium">
                  {M.month}
                </th>
                {channels.map(({ platform }) => (
                  <th key={platform} scope="col" className="py-1 pr-2 font-medium">
                    {PLATFORM_LABELS[platform]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month} className="border-t border-border">
                  <th scope="row" className="py-1 pr-2 font-normal">
                    {label(month)}
                  </th>
                  {channels.map(({ platform }) => (
                    <td key={platform} className="py-1 pr-2 tabular-nums">
                      {formatMoneyExact(spendIn(platform, month), currency)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
