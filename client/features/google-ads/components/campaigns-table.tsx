/**
 * The selected account's campaigns over the last 30 days: name, id, status
 * badge (ENABLED = default, others secondary), type badge, budget in dollars with 2
 * decimals, impressions, clicks, cost; and, beyond those, the budget's period under it, and
 * conversions with their value under them. A table from md up; stacked cards on phones.
 */
import type { GoogleAdsCampaign } from '../../../../common/google-ads/contract.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { formatCount, formatMoneyExact } from '../../../lib/format.ts';
import { BUDGET_PERIOD_LABELS, enumLabel, formatConversions } from '../lib/format.ts';

function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={status === 'ENABLED' ? 'default' : 'secondary'} title={status}>
      {enumLabel(status)}
    </Badge>
  );
}

function TypeBadge({ type }: { type: string }) {
  return (
    <Badge variant="outline" className="whitespace-nowrap" title={type}>
      {enumLabel(type)}
    </Badge>
  );
}

/** The amount, and under it what it covers: "$50.00 per day", "$1,500.00 lifetime". */
function Budget({ campaign }: { campaign: GoogleAdsCampaign }) {
  return (
    <>
      {formatMoneyExact(campaign.budget)}{' '}
      <span className="block text-xs text-muted-foreground">
        {BUDGET_PERIOD_LABELS[campaign.budgetPeriod]}
      </span>
    </>
  );
}

/** The count, and under it their value: "41.50" / "$2,075.25 value". */
function Conversions({ campaign }: { campaign: GoogleAdsCampaign }) {
  return (
    <>
      {formatConversions(campaign.conversions)}{' '}
      <span className="block text-xs text-muted-foreground">
        {formatMoneyExact(campaign.conversionsValue)} value
      </span>
    </>
  );
}

export function CampaignsTable({ campaigns }: { campaigns: GoogleAdsCampaign[] }) {
  return (
    <>
      <div className="hidden md:block">
        <Table aria-label="Campaigns">
          <TableHeader>
            <TableRow>
              <TableHead>Campaign</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Type</TableHead>
              <TableHead className="text-right">Budget</TableHead>
              <TableHead className="text-right">Impressions</TableHead>
              <TableHead className="text-right">Clicks</TableHead>
              <TableHead className="text-right">Cost</TableHead>
              <TableHead className="text-right">Conversions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {campaigns.map((campaign) => (
              <TableRow key={campaign.id}>
                <TableCell className="min-w-44 max-w-80">
                  <div className="truncate font-medium" title={campaign.name}>
                    {campaign.name}
                  </div>
                  <div className="font-mono text-xs text-muted-foreground">{campaign.id}</div>
                </TableCell>
                <TableCell>
                  <StatusBadge status={campaign.status} />
                </TableCell>
                <TableCell>
                  <TypeBadge type={campaign.type} />
                </TableCell>
                <TableCell className="text-right tabular-nums whitespace-nowrap">
                  <Budget campaign={campaign} />
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatCount(campaign.impressions)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatCount(campaign.clicks)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatMoneyExact(campaign.cost)}
                </TableCell>
                <TableCell className="text-right tabular-nums whitespace-nowrap">
                  <Conversions campaign={campaign} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Campaigns">
        {campaigns.map((campaign) => (
          <li key={campaign.id} className="rounded-lg border border-border p-3">
            <div className="font-medium break-words">{campaign.name}</div>
            <div className="font-mono text-xs text-muted-foreground">{campaign.id}</div>
            <div className="mt-2 flex flex-wrap gap-1.5">
              <StatusBadge status={campaign.status} />
              <TypeBadge type={campaign.type} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {(
                [
                  ['Budget', <Budget key="budget" campaign={campaign} />],
                  ['Impressions', formatCount(campaign.impressions)],
                  ['Clicks', formatCount(campaign.clicks)],
                  ['Cost', formatMoneyExact(campaign.cost)],
                  ['Conversions', <Conversions key="conversions" campaign={campaign} />],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
