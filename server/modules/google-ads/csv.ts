/** The Google Ads exports' columns and rows, written with the shared CSV writer. */
import type { CampaignRow, KeywordRow } from '../../integrations/google/reports.ts';
import { CsvNumber, csvRow } from '../../lib/csv.ts';

export const CAMPAIGN_CSV_HEADER = [
  'Campaign ID',
  'Campaign Name',
  'Status',
  'Type',
  'Budget',
  'Budget Period',
  'Impressions',
  'Clicks',
  'Cost',
  'Conversions',
  'Conversion Value',
  'Currency',
] as const;

export const KEYWORD_CSV_HEADER = [
  'Campaign ID',
  'Campaign Name',
  'Ad Group ID',
  'Ad Group Name',
  'Keyword ID',
  'Keyword',
  'Match Type',
  'Status',
  'Impressions',
  'Clicks',
  'Cost',
  'Currency',
] as const;

export function campaignCsvRow(row: CampaignRow, currency: string): string {
  return csvRow([
    row.id,
    row.name,
    row.status,
    row.type,
    new CsvNumber(row.budget),
    row.budgetPeriod,
    row.impressions,
    row.clicks,
    new CsvNumber(row.cost),
    new CsvNumber(row.conversions),
    new CsvNumber(row.conversionsValue),
    currency,
  ]);
}

export function keywordCsvRow(row: KeywordRow, currency: string): string {
  return csvRow([
    row.campaignId,
    row.campaignName,
    row.adGroupId,
    row.adGroupName,
    row.criterionId,
    row.keyword,
    row.matchType,
    row.status,
    row.impressions,
    row.clicks,
    new CsvNumber(row.cost),
    currency,
  ]);
}
