/**
 * SPEC point 2: the selected account's campaigns over the last 30 days: name, id, status
 * badge (ENABLED = default, others secondary), type badge, budget in dollars with 2
 * decimals, impressions, clicks, cost.
 */
import type { GoogleAdsCampaign } from '../../../../common/contracts/google-ads.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { formatCount, formatMoney } from '../lib/format.ts';

export function CampaignsTable({ campaigns }: { campaigns: GoogleAdsCampaign[] }) {
  return (
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
        </TableRow>
      </TableHeader>
      <TableBody>
        {campaigns.map((campaign) => (
          <TableRow key={campaign.id}>
            <TableCell className="min-w-48 max-w-72">
              <div className="truncate font-medium" title={campaign.name}>
                {campaign.name}
              </div>
              <div className="font-mono text-xs text-muted-foreground">{campaign.id}</div>
            </TableCell>
            <TableCell>
              <Badge variant={campaign.status === 'ENABLED' ? 'default' : 'secondary'}>
                {campaign.status}
              </Badge>
            </TableCell>
            <TableCell>
              <Badge variant="outline" className="whitespace-nowrap">
                {campaign.type}
              </Badge>
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {formatMoney(campaign.budget)}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {formatCount(campaign.impressions)}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {formatCount(campaign.clicks)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(campaign.cost)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
