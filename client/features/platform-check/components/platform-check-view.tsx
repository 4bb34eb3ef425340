/**
 * The platform check as the client and the firm read it (docs/product.md#platform-check):
 * Google Ads from the source the check used (the warehouse's months, or each chosen account's
 * last stored 30 days), its cost per conversion and ROAS beside the stated current CAC and
 * target ROAS; then every connected channel's monthly average from the warehouse beside the
 * stated CAC and revenue; one sentence for each flag. Amounts stay in their own currency,
 * labelled when it is not USD; the stated figures (in dollars) are then "not comparable"
 * rather than shown beside them.
 */
import { AlertTriangle } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { BRIEF_THRESHOLDS } from '../../../../common/brief/brief.ts';
import { monthLabel } from '../../../../common/channels/performance.ts';
import { PLATFORM_LABELS } from '../../../../common/connections/constants.ts';
import type {
  ChannelCheck,
  GoogleSource,
  PlatformAccount,
  PlatformCheck,
} from '../../../../common/platform-check/contract.ts';
import { PLATFORM_CHECK_MESSAGES as M } from '../../../../common/platform-check/messages.ts';
import {
  STATED_CURRENCY,
  type GapComparison,
} from '../../../../common/platform-check/comparison.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import {
  formatDateShort,
  formatMoneyExact,
  formatPercentValue,
} from '../../../../common/shared/format.ts';
import { formatDateTime } from '../../../lib/format.ts';

const formatNumber = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const formatRoas = (value: number) => `${formatNumber(value, 2)}x`;
const formatGap = (gap: number) => `${gap > 0 ? '+' : ''}${Math.round(gap * 100)}%`;

/** Narrower cells on phones, so the four columns fit without scrolling. */
const CELL = 'px-1.5 sm:px-3';

const STATUS_LABELS: Record<PlatformAccount['status'], string> = {
  pending: 'Waiting',
  ok: 'Up to date',
  failed: 'Read failed',
  revoked: 'Grant revoked',
};

function statusSentence(account: PlatformAccount): string | null {
  if (account.status === 'pending') return M.pending;
  if (account.status === 'revoked') return M.revoked;
  if (account.status === 'failed' && account.failedAt) {
    return M.failed(formatDateTime(account.failedAt));
  }
  return null;
}

function GapRow({
  label,
  comparison,
  formatStated,
  formatPlatform,
}: {
  label: string;
  comparison: GapComparison;
  /** Null: the stated figure is in another currency than the platform's, so not shown. */
  formatStated: ((value: number) => string) | null;
  formatPlatform: (value: number) => string;
}) {
  let stated: string = M.notComparable;
  if (formatStated) {
    stated = comparison.stated === null ? M.notStated : formatStated(comparison.stated);
  }
  return (
    <TableRow>
      <TableCell className={`${CELL} font-medium`}>{label}</TableCell>
      <TableCell>{stated}</TableCell>
      <TableCell className={CELL}>
        {comparison.platform === null ? M.noFigure : formatPlatform(comparison.platform)}
      </TableCell>
      <TableCell
        className={`${CELL} ${comparison.flagged ? 'font-semibold text-destructive' : ''}`}
      >
        {comparison.gap === null ? '—' : formatGap(comparison.gap)}
      </TableCell>
    </TableRow>
  );
}

/** Figures over a window, as an account's snapshot and the warehouse's Google Ads carry them. */
type Figures = NonNullable<PlatformAccount['snapshot']>;

const percentOf = (gap: number) => Math.round(Math.abs(gap) * 100);

function Flags({ sentences, label }: { sentences: string[]; label: string }) {
  return (
    <ul className="flex flex-col gap-2" aria-label={label}>
      {sentences.map((sentence) => (
        <li key={sentence} className="flex gap-2 text-sm">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <span>{sentence}</span>
        </li>
      ))}
    </ul>
  );
}

function Block({
  title,
  badge,
  children,
}: {
  title: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-md border p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        {badge}
      </div>
      {children}
    </section>
  );
}

/** Spend, clicks, conversions and value; cost per conversion and ROAS beside the stated ones. */
function FiguresCheck({
  figures,
  currency,
  name,
}: {
  figures: Omit<Figures, 'date' | 'takenAt'>;
  currency: string;
  name: string;
}) {
  const money = (value: number) => formatMoneyExact(value, currency);
  // The stated CAC is in dollars: beside another currency's figures it is not shown.
  const sameCurrency = currency === STATED_CURRENCY;
  const { cac, roasGap } = figures;
  const flags: string[] = [];
  if (cac.flagged && cac.gap !== null) {
    flags.push(M.cacGap(PLATFORM_LABELS.google, percentOf(cac.gap), cac.gap > 0));
  }
  if (roasGap.flagged && roasGap.gap !== null) {
    flags.push(M.roasGap(percentOf(roasGap.gap), roasGap.gap > 0));
  }
  const compared = cac.gap !== null || roasGap.gap !== null;
  return (
    <>
      {!sameCurrency && <p className="text-sm text-muted-foreground">{M.currencyNote(currency)}</p>}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">{M.spend}</dt>
          <dd className="font-medium">{money(figures.spend)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{M.clicks}</dt>
          <dd className="font-medium">{formatNumber(figures.clicks)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{M.conversions}</dt>
          <dd className="font-medium">{formatNumber(figures.conversions, 2)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{M.conversionsValue}</dt>
          <dd className="font-medium">{money(figures.conversionsValue)}</dd>
        </div>
      </dl>
      <Table className="text-sm">
        <TableHeader>
          <TableRow>
            <TableHead className={CELL}>{M.figure}</TableHead>
            <TableHead className={CELL}>{M.yours}</TableHead>
            <TableHead className={CELL}>{M.platform}</TableHead>
            <TableHead className={CELL}>{M.gap}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <GapRow
            label={M.costPerConversion}
            comparison={cac}
            formatStated={sameCurrency ? (value) => formatMoneyExact(value) : null}
            formatPlatform={money}
          />
          <GapRow
            label={M.roas}
            comparison={roasGap}
            formatStated={formatRoas}
            formatPlatform={formatRoas}
          />
        </TableBody>
      </Table>
      {flags.length > 0 ? (
        <Flags sentences={flags} label={`${name}: gaps beyond 25%`} />
      ) : (
        compared && <p className="text-sm">{M.withinRange}</p>
      )}
    </>
  );
}

function AccountCheck({ account }: { account: PlatformAccount }) {
  const { snapshot } = account;
  const status = statusSentence(account);
  return (
    <Block
      title={
        <>
          {account.name} <span className="text-sm text-muted-foreground">({account.id})</span>
        </>
      }
      badge={
        <Badge variant={account.status === 'ok' ? 'default' : 'secondary'}>
          {STATUS_LABELS[account.status]}
        </Badge>
      }
    >
      {status && <p className="text-sm text-muted-foreground">{status}</p>}
      {!snapshot && account.currency !== STATED_CURRENCY && (
        <p className="text-sm text-muted-foreground">{M.currencyNote(account.currency)}</p>
      )}
      {snapshot && (
        <>
          <p className="text-sm text-muted-foreground">
            {M.fromApi(formatDateShort(snapshot.date))}
          </p>
          <FiguresCheck figures={snapshot} currency={account.currency} name={account.name} />
        </>
      )}
    </Block>
  );
}

function windowOf(channels: ChannelCheck): string {
  return M.warehouseWindow(monthLabel(channels.from), monthLabel(channels.to), channels.months);
}

const fromWarehouse = (dataAsOf: string | null) =>
  M.fromWarehouse(dataAsOf && formatDateShort(dataAsOf));

function WarehouseGoogle({
  google,
  channels,
}: {
  google: Extract<GoogleSource, { source: 'warehouse' }>;
  channels: ChannelCheck;
}) {
  const name = PLATFORM_LABELS.google;
  return (
    <Block title={name}>
      <p className="text-sm text-muted-foreground">
        {fromWarehouse(google.dataAsOf)}. {windowOf(channels)}.
      </p>
      {google.currencies.length === 0 && <p className="text-sm">{M.noWarehouseGoogle}</p>}
      {google.currencies.map(({ currency, ...figures }) => (
        <FiguresCheck key={currency} figures={figures} currency={currency} name={name} />
      ))}
    </Block>
  );
}

function ChannelsCheck({
  channels,
  stated,
}: {
  channels: ChannelCheck;
  stated: PlatformCheck['stated'];
}) {
  const limit = BRIEF_THRESHOLDS.maxPlatformSpendPercentOfRevenue;
  return (
    <Block title={M.channelsTitle}>
      <p className="text-sm text-muted-foreground">
        {M.channelsWindow(monthLabel(channels.from), monthLabel(channels.to), channels.months)}{' '}
        {fromWarehouse(channels.dataAsOf)}.
      </p>
      {stated.currentCac !== null && (
        <p className="text-sm">{M.statedCac(formatMoneyExact(stated.currentCac))}</p>
      )}
      {channels.currencies.map((view) => {
        const money = (value: number) => formatMoneyExact(value, view.currency);
        const rows = [
          ...view.channels.map((row) => ({ ...row, label: PLATFORM_LABELS[row.platform] })),
          { ...view.total, label: M.allChannels, platform: null },
        ];
        const flags = rows.flatMap(({ cac, label, platform }) =>
          cac.flagged && cac.gap !== null
            ? [M.cacGap(platform ? label : M.allChannelsInText, percentOf(cac.gap), cac.gap > 0)]
            : [],
        );
        const { revenue } = view;
        if (revenue?.flagged) {
          flags.push(M.spendShareFlag(formatPercentValue(revenue.percent), limit));
        }
        return (
          <div key={view.currency} className="flex flex-col gap-3">
            {!view.comparable && (
              <p className="text-sm text-muted-foreground">
                {M.channelsNotComparable(view.currency)}
              </p>
            )}
            <Table className="text-sm">
              <TableHeader>
                <TableRow>
                  <TableHead className={CELL}>{M.channel}</TableHead>
                  <TableHead className={CELL}>{M.spendAMonth}</TableHead>
                  <TableHead className={CELL}>{M.costPerConversionShort}</TableHead>
                  <TableHead className={CELL}>{M.gapToCac}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.label}>
                    <TableCell className={`${CELL} ${row.platform ? '' : 'font-semibold'}`}>
                      {row.label}
                    </TableCell>
                    <TableCell className={CELL}>{money(row.spend)}</TableCell>
                    <TableCell className={CELL}>
                      {row.costPerConversion === null ? M.noFigure : money(row.costPerConversion)}
                    </TableCell>
                    <TableCell
                      className={`${CELL} ${row.cac.flagged ? 'font-semibold text-destructive' : ''}`}
                    >
                      {!view.comparable
                        ? M.notComparable
                        : row.cac.gap === null
                          ? '—'
                          : formatGap(row.cac.gap)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {view.comparable && (
              <p className="text-sm">
                {revenue
                  ? M.spendShare(
                      money(revenue.annualSpend),
                      formatPercentValue(revenue.percent),
                      money(revenue.annualRevenue),
                    )
                  : M.noRevenue}
              </p>
            )}
            {flags.length > 0 && (
              <Flags sentences={flags} label={`${M.channelsTitle} (${view.currency}): flags`} />
            )}
          </div>
        );
      })}
      {channels.withoutMonths.map((platform) => (
        <p key={platform} className="text-sm text-muted-foreground">
          {M.withoutMonths(PLATFORM_LABELS[platform])}
        </p>
      ))}
      <p className="text-sm text-muted-foreground">{M.noStatedSpend}</p>
    </Block>
  );
}

export function PlatformCheckView({ check }: { check: PlatformCheck }) {
  const { google, channels } = check;
  return (
    <div className="flex flex-col gap-4">
      {google.source === 'warehouse' && channels ? (
        <WarehouseGoogle google={google} channels={channels} />
      ) : check.accounts.length === 0 ? (
        <p className="text-sm font-medium">{M.noneChosen}</p>
      ) : (
        <>
          {check.chosenBy && check.chosenAt && (
            <p className="text-sm text-muted-foreground">
              {M.chosenBy(check.chosenBy.name, formatDateTime(check.chosenAt))}
            </p>
          )}
          {check.accounts.map((account) => (
            <AccountCheck key={account.id} account={account} />
          ))}
        </>
      )}
      {channels && <ChannelsCheck channels={channels} stated={check.stated} />}
    </div>
  );
}
