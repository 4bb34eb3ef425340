/**
 * The Google Ads page (docs/product.md#google-ads): connect Google when there is no grant;
 * then Refresh Accounts, the account list, the selected account's campaigns for the last
 * 30 days, and the two CSV exports.
 */
import { useState, type ReactNode } from 'react';
import type { GoogleAdsAccount } from '../../../../common/google-ads/contract.ts';
import { GOOGLE_ADS_MESSAGES } from '../../../../common/google-ads/messages.ts';
import { NO_PROJECT_MESSAGES } from '../../../../common/projects/messages.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { LoadingRegion, SkeletonCard } from '../../../components/ui/skeleton.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { scrollToId } from '../../../lib/location-hash.ts';
import { useSession } from '../../auth/index.ts';
import { NoProjectNotice, useActiveProject } from '../../projects/index.ts';
import {
  useGoogleAdsAccounts,
  useGoogleAdsCampaigns,
  useGoogleAdsConnection,
  useRefreshGoogleAds,
} from '../api/google-ads.ts';
import { useConnectionResult } from '../hooks/use-connection-result.ts';
import { useGoogleAdsExport } from '../hooks/use-google-ads-export.ts';
import { AccountsCard } from './accounts-card.tsx';
import { CAMPAIGNS_CARD_ID, CampaignsCard } from './campaigns-card.tsx';
import { ConnectCard } from './connect-card.tsx';
import { ConnectionResultAlert } from './connection-result-alert.tsx';
import { ConnectionsSummary } from './connections-summary.tsx';
import { FetchError } from './fetch-error.tsx';
import { WorkspaceActions } from './workspace-actions.tsx';

/** The title and what the page is for, in every state. */
function PageFrame({
  badge,
  actions,
  children,
}: {
  badge?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight text-primary md:text-3xl">
              Google Ads
            </h1>
            {badge}
          </div>
          <p className="mt-1 text-muted-foreground">
            Your accounts and their campaigns over the last 30 days. Read-only: nothing is changed
            in Google Ads.
          </p>
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

/**
 * Google Ads is for members of an active project (the server's rule): anyone else reads
 * why, and what to do, rather than a failed fetch.
 */
export function GoogleAdsPage() {
  const { projects, isLoading } = useActiveProject();
  const isAdmin = useSession().data?.user.isAdmin === true;
  if (isLoading) {
    return (
      <PageFrame>
        <LoadingRegion label="Loading Google Ads" className="flex flex-col gap-6">
          <SkeletonCard lines={2} />
          <SkeletonCard lines={4} />
        </LoadingRegion>
      </PageFrame>
    );
  }
  if (!projects.some((project) => project.status === 'active')) {
    return (
      <PageFrame>
        <NoProjectNotice isAdmin={isAdmin} lead={NO_PROJECT_MESSAGES.googleAds} />
      </PageFrame>
    );
  }
  return <GoogleAdsWorkspace />;
}

function GoogleAdsWorkspace() {
  const { banner, dismiss } = useConnectionResult();
  const connection = useGoogleAdsConnection();
  const connected = connection.data?.connected === true;
  const accounts = useGoogleAdsAccounts(connected);
  const [selected, setSelected] = useState<GoogleAdsAccount | null>(null);
  // An account that a refresh no longer lists is no longer selected.
  const selectedAccount =
    selected && accounts.data?.some((account) => account.id === selected.id) ? selected : null;
  const campaigns = useGoogleAdsCampaigns(selectedAccount?.id ?? null);
  const refresh = useRefreshGoogleAds();
  const { exporting, runExport } = useGoogleAdsExport(selectedAccount);

  function select(account: GoogleAdsAccount) {
    setSelected(account);
    // On phones the campaigns sit below the whole list: bring them into view, at once as
    // every scroll in the portal (docs/product.md#public-site).
    if (window.matchMedia?.('(max-width: 767px)').matches) {
      scrollToId(CAMPAIGNS_CARD_ID);
    }
  }

  // 409: the grant is gone (revoked, expired or never made): offer to connect again.
  const lostGrant = [accounts.error, campaigns.error].find(
    (error) => error instanceof ApiRequestError && error.status === 409,
  );
  const showConnect = connection.isSuccess && (!connected || lostGrant !== undefined);

  const live = connected && !lostGrant;
  return (
    <PageFrame
      badge={
        connection.data?.sandbox && (
          <Badge variant="sandbox" title="Sample data from a local sandbox, not Google">
            Sandbox
          </Badge>
        )
      }
      actions={
        live && (
          <WorkspaceActions
            refreshing={accounts.isFetching}
            refreshDisabled={accounts.isFetching || connection.isFetching}
            onRefresh={() => void refresh()}
            exporting={exporting}
            onExport={(kind) => void runExport(kind)}
          />
        )
      }
    >
      {banner && <ConnectionResultAlert banner={banner} onDismiss={dismiss} />}

      {connection.isPending ? (
        <LoadingRegion label="Checking your Google connection" className="flex flex-col gap-6">
          <SkeletonCard lines={3} />
          <SkeletonCard lines={4} />
        </LoadingRegion>
      ) : connection.isError ? (
        <FetchError
          title={GOOGLE_ADS_MESSAGES.accountsErrorTitle}
          message={GOOGLE_ADS_MESSAGES.accountsError(connection.error.message)}
          error={connection.error}
        />
      ) : (
        <ConnectionsSummary
          connection={connection.data}
          browsing={live}
          onDisconnected={() => setSelected(null)}
        />
      )}
      {connection.isSuccess && showConnect ? (
        <ConnectCard reason={lostGrant?.message ?? null} />
      ) : !connection.isSuccess ? null : (
        <div className="flex flex-col gap-6">
          <AccountsCard
            accounts={accounts}
            selectedId={selectedAccount?.id ?? null}
            onSelect={select}
          />
          {accounts.isSuccess && accounts.data.length > 0 && (
            <CampaignsCard account={selectedAccount} campaigns={campaigns} />
          )}
        </div>
      )}
    </PageFrame>
  );
}
