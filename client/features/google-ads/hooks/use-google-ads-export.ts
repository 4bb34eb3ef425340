/**
 * The two CSV exports of the selected account (docs/product.md#google-ads): one at a time,
 * each ending in a toast; without a selected account, a toast says to choose one.
 */
import { useState } from 'react';
import type { GoogleAdsAccount } from '../../../../common/google-ads/contract.ts';
import { GOOGLE_ADS_MESSAGES } from '../../../../common/google-ads/messages.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { downloadExport, type ExportKind } from '../api/google-ads.ts';

export function useGoogleAdsExport(selectedAccount: GoogleAdsAccount | null) {
  const [exporting, setExporting] = useState<ExportKind | null>(null);

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

  return { exporting, runExport };
}
