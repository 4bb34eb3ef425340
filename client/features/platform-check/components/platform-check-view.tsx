/**
 * The platform check as the client and the firm read it (decision 105): per chosen account,
 * its last stored 30 days, its cost per conversion and ROAS beside the stated current CAC and
 * target ROAS, and one sentence for each gap beyond 25%. Amounts stay in the account's
 * currency, labelled when it is not USD; the stated CAC (in dollars) is then "not comparable"
 * rather than shown beside them.
 */
import { AlertTriangle } from 'lucide-react';
import { useId } from 'react';
import type { PlatformAccount, PlatformCheck } from '../../../../common/platform-check/contract.ts';
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
import { formatMoneyExact } from '../../../../common/shared/format.ts';
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

function gapSentences(snapshot: NonNullable<PlatformAccount['snapshot']>): string[] {
  const sentences: string[] = [];
  const { cac, roasGap } = snapshot;
  if (cac.flagged && cac.gap !== null) {
    sentences.push(M.cacGap(Math.round(Math.abs(cac.gap) * 100), cac.gap > 0));
  }
  if (roasGap.flagged && roasGap.gap !== null) {
    sentences.push(M.roasGap(Math.round(Math.abs(roasGap.gap) * 100), roasGap.gap > 0));
  }
  return sentences;
}

function AccountCheck({ account }: { account: PlatformAccount }) {
  const { snapshot } = account;
  const status = statusSentence(account);
  const money = (value: number) => formatMoneyExact(value, account.currency);
  // The stated CAC is in dollars: beside another currency's figures it is not shown.
  const sameCurrency = account.currency === STATED_CURRENCY;
  const flags = snapshot ? gapSentences(snapshot) : [];
  const compared = snapshot && (snapshot.cac.gap !== null || snapshot.roasGap.gap !== null);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-md border p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {account.name} <span className="text-sm text-muted-foreground">({account.id})</span>
        </h3>
        <Badge variant={account.status === 'ok' ? 'default' : 'secondary'}>
          {STATUS_LABELS[account.status]}
        </Badge>
      </div>
      {status && <p className="text-sm text-muted-foreground">{status}</p>}
      {!sameCurrency && (
        <p className="text-sm text-muted-foreground">{M.currencyNote(account.currency)}</p>
      )}
      {snapshot && (
        <>
          <p className="text-sm text-muted-foreground">{M.snapshotOf(snapshot.date)}</p>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-muted-foreground">{M.spend}</dt>
              <dd className="font-medium">{money(snapshot.spend)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{M.clicks}</dt>
              <dd className="font-medium">{formatNumber(snapshot.clicks)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{M.conversions}</dt>
              <dd className="font-medium">{formatNumber(snapshot.conversions, 2)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{M.conversionsValue}</dt>
              <dd className="font-medium">{money(snapshot.conversionsValue)}</dd>
            </div>
          </dl>
          <div className="overflow-x-auto">
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
                  comparison={snapshot.cac}
                  formatStated={sameCurrency ? (value) => formatMoneyExact(value) : null}
                  formatPlatform={money}
                />
                <GapRow
                  label={M.roas}
                  comparison={snapshot.roasGap}
                  formatStated={formatRoas}
                  formatPlatform={formatRoas}
                />
              </TableBody>
            </Table>
          </div>
          {flags.length > 0 ? (
            <ul className="flex flex-col gap-2" aria-label={`${account.name}: gaps beyond 25%`}>
              {flags.map((sentence) => (
                <li key={sentence} className="flex gap-2 text-sm">
                  <AlertTriangle
                    className="mt-0.5 size-4 shrink-0 text-destructive"
                    aria-hidden="true"
                  />
                  <span>{sentence}</span>
                </li>
              ))}
            </ul>
          ) : (
            compared && <p className="text-sm">{M.withinRange}</p>
          )}
        </>
      )}
    </section>
  );
}

export function PlatformCheckView({ check }: { check: PlatformCheck }) {
  if (check.accounts.length === 0) {
    return <p className="text-sm font-medium">{M.noneChosen}</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      {check.chosenBy && check.chosenAt && (
        <p className="text-sm text-muted-foreground">
          {M.chosenBy(check.chosenBy.name, formatDateTime(check.chosenAt))}
        </p>
      )}
      {check.accounts.map((account) => (
        <AccountCheck key={account.id} account={account} />
      ))}
    </div>
  );
}
