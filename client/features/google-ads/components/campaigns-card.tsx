import type { GoogleAdsAccount } from '../../../../common/google-ads/contract.ts';
import { GOOGLE_ADS_MESSAGES } from '../../../../common/google-ads/messages.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { LoadingRegion, SkeletonTable } from '../../../components/ui/skeleton.tsx';
import type { useGoogleAdsCampaigns } from '../api/google-ads.ts';
import { CampaignsTable } from './campaigns-table.tsx';
import { EmptyState } from './empty-state.tsx';
import { FetchError } from './fetch-error.tsx';

/** The campaigns card, which a phone scrolls to when an account is chosen. */
export const CAMPAIGNS_CARD_ID = 'google-ads-campaigns';

/** The chosen account's campaigns over the last 30 days, in its currency. */
export function CampaignsCard({
  account,
  campaigns,
}: {
  account: GoogleAdsAccount | null;
  campaigns: ReturnType<typeof useGoogleAdsCampaigns>;
}) {
  return (
    <Card id={CAMPAIGNS_CARD_ID} className="min-w-0 scroll-mt-20">
      <CardHeader className="p-4 sm:p-6">
        <CardTitle>{account ? `Campaigns · ${account.name}` : 'Campaigns'}</CardTitle>
        <CardDescription>
          Last 30 days
          {account ? ` · amounts in ${account.currency}` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        {!account ? (
          <EmptyState title={GOOGLE_ADS_MESSAGES.selectAccount} />
        ) : campaigns.isPending ? (
          <LoadingRegion label="Loading campaigns">
            <SkeletonTable rows={4} columns={5} />
          </LoadingRegion>
        ) : campaigns.isError ? (
          <FetchError
            title={GOOGLE_ADS_MESSAGES.campaignsErrorTitle}
            message={GOOGLE_ADS_MESSAGES.campaignsError(campaigns.error.message)}
            error={campaigns.error}
          />
        ) : campaigns.data.length === 0 ? (
          <EmptyState title={GOOGLE_ADS_MESSAGES.noCampaigns} />
        ) : (
          <CampaignsTable campaigns={campaigns.data} />
        )}
      </CardContent>
    </Card>
  );
}
