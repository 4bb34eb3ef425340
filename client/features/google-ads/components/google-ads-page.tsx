/**
 * The Google Ads page (docs/product.md#google-ads): connect Google when there is no grant;
 * then Refresh Accounts, the account list, the selected account's campaigns for the last
 * 30 days, and the two CSV exports.
 */
import { Download, Loader2, RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { GoogleAdsAccount } from '../../../../common/contracts/google-ads.ts';
import { GOOGLE_ADS_MESSAGES } from '../../../../common/messages.ts';
import { NO_PROJECT_MESSAGES } from '../../../../common/portal-state-messages.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import {
  LoadingRegion,
  Skeleton,
  SkeletonCard,
  SkeletonTable,
} from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { scrollToId } from '../../../lib/location-hash.ts';
import { useSession } from '../../auth/index.ts';
import { NoProjectNotice, useActiveProject } from '../../projects/index.ts';
import {
  downloadExport,
  useGoogleAdsAccounts,
  useGoogleAdsCampaigns,
  useGoogleAdsConnection,
  useRefreshGoogleAds,
  type ExportKind,
} from '../api/google-ads.ts';
import { useConnectionResult } from '../hooks/use-connection-result.ts';
import { AccountsList } from './accounts-list.tsx';
import { CampaignsTable } from './campaigns-table.tsx';
import { ConnectCard } from './connect-card.tsx';
import { ConnectionsSummary } from './connections-summary.tsx';
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

function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-lg border border-dashed border-border px-4 py-10 text-center">
      <p className="font-medium">{title}</p>
      {hint && <p className="max-w-md text-sm text-muted-foreground">{hint}</p>}
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

/** The campaigns card, which a phone scrolls to when an account is chosen. */
const CAMPAIGNS_CARD_ID = 'google-ads-campaigns';

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
  const [exporting, setExporting] = useState<ExportKind | null>(null);

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

  async function runExport(kind: ExportKind) {
    if (!selectedAccount) {
      toast({
        title: GOOGLE_ADS_MESSAGES.noAccountTitle,
        description: GOOGLE_ADS_MESSAGES.noAccount,
        variant: 'destructive',
      });
      return;
    }
    setExporting(kind);
    try {
      await downloadExport(kind, selectedAccount.id);
      toast({
        title: GOOGLE_ADS_MESSAGES.exportSuccessTitle,
        description:
          kind === 'campaigns'
            ? GOOGLE_ADS_MESSAGES.campaignsExported
            : GOOGLE_ADS_MESSAGES.keywordsExported,
      });
    } catch (error) {
      toast({
        title: GOOGLE_ADS_MESSAGES.exportFailedTitle,
        description: error instanceof Error ? error.message : GOOGLE_ADS_MESSAGES.unknownError,
        variant: 'destructive',
      });
    } finally {
      setExporting(null);
    }
  }

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
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:shrink-0 lg:justify-end">
            <Button
              variant="outline"
              className="col-span-2"
              onClick={() => void refresh()}
              disabled={accounts.isFetching || connection.isFetching}
            >
              <RefreshCw
                aria-hidden="true"
                className={accounts.isFetching ? 'animate-spin' : undefined}
              />
              {GOOGLE_ADS_MESSAGES.refreshAccounts}
            </Button>
            <Button onClick={() => void runExport('campaigns')} disabled={exporting !== null}>
              {exporting === 'campaigns' ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <Download aria-hidden="true" />
              )}
              {GOOGLE_ADS_MESSAGES.exportCampaigns}
            </Button>
            <Button
              variant="outline"
              onClick={() => void runExport('keywords')}
              disabled={exporting !== null}
            >
              {exporting === 'keywords' ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <Download aria-hidden="true" />
              )}
              {GOOGLE_ADS_MESSAGES.exportKeywords}
            </Button>
          </div>
        )
      }
    >
      {banner && (
        <Alert variant={banner.kind === 'success' ? 'success' : 'destructive'} className="pr-10">
          {banner.kind === 'error' && <AlertTitle>{banner.title}</AlertTitle>}
          <AlertDescription>{banner.text}</AlertDescription>
          <button
            type="button"
            onClick={dismiss}
            aria-label="Dismiss"
            className="absolute right-3 top-3 rounded-sm px-1 opacity-70 hover:opacity-100"
          >
            ×
          </button>
        </Alert>
      )}

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
                <AccountsList
                  accounts={accounts.data}
                  selectedId={selectedAccount?.id ?? null}
                  onSelect={select}
                />
              )}
            </CardContent>
          </Card>

          {accounts.isSuccess && accounts.data.length > 0 && (
            <Card id={CAMPAIGNS_CARD_ID} className="min-w-0 scroll-mt-20">
              <CardHeader className="p-4 sm:p-6">
                <CardTitle>
                  {selectedAccount ? `Campaigns · ${selectedAccount.name}` : 'Campaigns'}
                </CardTitle>
                <CardDescription>
                  Last 30 days
                  {selectedAccount ? ` · amounts in ${selectedAccount.currency}` : ''}
                </CardDescription>
              </CardHeader>
              <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
                {!selectedAccount ? (
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
          )}
        </div>
      )}
    </PageFrame>
  );
}
