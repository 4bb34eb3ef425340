/** The accessible accounts (name, id, currency badge, time zone); a click selects one. */
import { Check, Globe } from 'lucide-react';
import type { GoogleAdsAccount } from '../../../../common/google-ads/contract.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/utils.ts';

interface AccountsListProps {
  accounts: GoogleAdsAccount[];
  selectedId: string | null;
  onSelect: (account: GoogleAdsAccount) => void;
}

export function AccountsList({ accounts, selectedId, onSelect }: AccountsListProps) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3" aria-label="Google Ads accounts">
      {accounts.map((account) => {
        const selected = account.id === selectedId;
        return (
          <li key={account.id} className="min-w-0">
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(account)}
              className={cn(
                'flex h-full w-full items-start gap-3 rounded-lg border px-3 py-2.5 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                selected
                  ? 'border-primary bg-primary/5 ring-1 ring-primary'
                  : 'border-border hover:bg-muted',
              )}
            >
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="flex items-start justify-between gap-2">
                  <span className="line-clamp-2 font-medium break-words" title={account.name}>
                    {account.name}
                  </span>
                  <Badge variant="outline" className="shrink-0">
                    {account.currency}
                  </Badge>
                </span>
                <span className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
                  <span className="font-mono">{account.id}</span>
                  <span className="inline-flex items-center gap-1">
                    <Globe className="size-3" aria-hidden="true" />
                    {account.timeZone}
                  </span>
                </span>
              </span>
              <Check
                aria-hidden="true"
                className={cn('mt-0.5 size-4 shrink-0 text-primary', !selected && 'invisible')}
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
