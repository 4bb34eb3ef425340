import type { GoogleAdsAccount } from '../../../../common/google-ads/contract.ts';
import { GOOGLE_ADS_MESSAGES } from '../../../../common/google-ads/messages.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import type { useGoogleAdsAccounts } from '../api/google-ads.ts';
import { AccountsList } from './accounts-list.tsx';
import { EmptyState } from './empty-state.tsx';
import { FetchError } from './fetch-error.tsx';

/** Account tiles in the shape of the list that is coming. */
function AccountsSkeleton() {
  return (
    <LoadingRegion label="Loading accounts" className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((tile) => (
        <div key={tile} className="flex flex-col gap-2 rounded-lg border border-border px-3 py-3">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      ))}
    </LoadingRegion>
  );
}

/** The accessible accounts, loading, failed or empty; choosing one shows its campaigns. */
export function AccountsCard({
  accounts,
  selectedId,
  onSelect,
}: {
  accounts: ReturnType<typeof useGoogleAdsAccounts>;
  selectedId: string | null;
  onSelect: (account: GoogleAdsAccount) => void;
}) {
  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle>Accounts</CardTitle>
        <CardDescription>
          {accounts.data
            ? `${accounts.data.length} accessible account${accounts.data.length === 1 ? '' : 's'}`
            : 'Accessible Google Ads accounts'}
        </CardDescription>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        {accounts.isPending ? (
          <AccountsSkeleton />
        ) : accounts.isError ? (
          <FetchError
            title={GOOGLE_ADS_MESSAGES.accountsErrorTitle}
            message={GOOGLE_ADS_MESSAGES.accountsError(accounts.error.message)}
            error={accounts.error}
          />
        ) : accounts.data.length === 0 ? (
          <EmptyState
            title={GOOGLE_ADS_MESSAGES.noAccounts}
            hint={GOOGLE_ADS_MESSAGES.noAccountsHint}
          />
        ) : (
          <AccountsList accounts={accounts.data} selectedId={selectedId} onSelect={onSelect} />
        )}
      </CardContent>
    </Card>
  );
}
