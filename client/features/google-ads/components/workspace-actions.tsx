import { Download, Loader2, RefreshCw } from 'lucide-react';
import { GOOGLE_ADS_MESSAGES } from '../../../../common/google-ads/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { ExportKind } from '../api/google-ads.ts';

/** Refresh Accounts and the two CSV exports, beside the title while Google is connected. */
export function WorkspaceActions({
  refreshing,
  refreshDisabled,
  onRefresh,
  exporting,
  onExport,
}: {
  /** The accounts are being read again: the icon spins. */
  refreshing: boolean;
  refreshDisabled: boolean;
  onRefresh: () => void;
  /** The export under way, if any: every export button waits for it. */
  exporting: ExportKind | null;
  onExport: (kind: ExportKind) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:shrink-0 lg:justify-end">
      <Button
        variant="outline"
        className="col-span-2"
        onClick={onRefresh}
        disabled={refreshDisabled}
      >
        <RefreshCw aria-hidden="true" className={refreshing ? 'animate-spin' : undefined} />
        {GOOGLE_ADS_MESSAGES.refreshAccounts}
      </Button>
      <Button onClick={() => onExport('campaigns')} disabled={exporting !== null}>
        {exporting === 'campaigns' ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <Download aria-hidden="true" />
        )}
        {GOOGLE_ADS_MESSAGES.exportCampaigns}
      </Button>
      <Button variant="outline" onClick={() => onExport('keywords')} disabled={exporting !== null}>
        {exporting === 'keywords' ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <Download aria-hidden="true" />
        )}
        {GOOGLE_ADS_MESSAGES.exportKeywords}
      </Button>
    </div>
  );
}
