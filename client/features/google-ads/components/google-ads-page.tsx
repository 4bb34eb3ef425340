/**
 * The Google Ads page (SPEC points 2, 5 and 8): connect Google when there is no grant;
 * then Refresh Accounts, the account list, the selected account's campaigns for the last
 * 30 days, and the two CSV exports.
 */
import { Download, Loader2, RefreshCw, Unplug } from 'lucide-react';
import { useRef, useState } from 'react';
import type { GoogleAdsAccount } from '../../../../common/contracts/google-ads.ts';
import { GOOGLE_ADS_MESSAGES } from '../../../../common/messages.ts';
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
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import {
  downloadExport,
  useDisconnectGoogle,
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

function Loading({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground"
    >
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      {label}
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

export function GoogleAdsPage() {
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
  const disconnect = useDisconnectGoogle();
  const [exporting, setExporting] = useState<ExportKind | null>(null);
  const campaignsCard = useRef<HTMLDivElement>(null);

  function select(account: GoogleAdsAccount) {
    setSelected(account);
    // On phones the campaigns sit below the whole list: bring them into view.
    if (window.matchMedia?.('(max-width: 767px)').matches) {
      requestAnimationFrame(() =>
        campaignsCard.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      );
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

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight text-primary md:text-3xl">
              Google Ads
            </h1>
            {connection.data?.sandbox && (
              <Badge variant="sandbox" title="Sample data from a local sandbox, not Google">
                Sandbox
              </Badge>
            )}
          </div>
          <p className="mt-1 text-muted-foreground">
            Your accounts and their campaigns over the last 30 days. Read-only: nothing is changed
            in Google Ads.
          </p>
          {connected && !lostGrant && (
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              {connection.data?.googleEmail && (
                <span>{GOOGLE_ADS_MESSAGES.connectedAs(connection.data.googleEmail)}</span>
              )}
              <Button
                variant="link"
                size="sm"
                className="h-auto p-0 text-sm"
                disabled={disconnect.isPending}
                onClick={() =>
                  disconnect.mutate(undefined, {
                    onSuccess: () => {
                      setSelected(null);
                      toast({ title: GOOGLE_ADS_MESSAGES.disconnected });
                    },
                  })
                }
              >
                <Unplug aria-hidden="true" />
                {GOOGLE_ADS_MESSAGES.disconnect}
              </Button>
            </div>
          )}
        </div>
        {connected && !lostGrant && (
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
        )}
      </div>

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
        <Loading label="Checking your Google connection" />
      ) : connection.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{GOOGLE_ADS_MESSAGES.accountsErrorTitle}</AlertTitle>
          <AlertDescription>
            {GOOGLE_ADS_MESSAGES.accountsError(connection.error.message)}
          </AlertDescription>
        </Alert>
      ) : showConnect ? (
        <ConnectCard reason={lostGrant?.message ?? null} />
      ) : (
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
                <Loading label="Loading accounts" />
              ) : accounts.isError ? (
                <Alert variant="destructive">
                  <AlertTitle>{GOOGLE_ADS_MESSAGES.accountsErrorTitle}</AlertTitle>
                  <AlertDescription>
                    {GOOGLE_ADS_MESSAGES.accountsError(accounts.error.message)}
                  </AlertDescription>
                </Alert>
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
            <Card ref={campaignsCard} className="min-w-0 scroll-mt-20">
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
                  <Loading label="Loading campaigns" />
                ) : campaigns.isError ? (
                  <Alert variant="destructive">
                    <AlertTitle>{GOOGLE_ADS_MESSAGES.campaignsErrorTitle}</AlertTitle>
                    <AlertDescription>
                      {GOOGLE_ADS_MESSAGES.campaignsError(campaigns.error.message)}
                    </AlertDescription>
                  </Alert>
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
    </div>
  );
}
