/**
 * What the product reads from Google Ads: the GAQL queries, the row shapes (camelCase keys,
 * int64 values as strings, missing metrics = 0, money in micros) and pagination to the end.
 *
 *   const reports = new GoogleAdsReports(port, call);   // call() supplies a fresh access token
 *   for await (const page of reports.campaigns('1234567890')) ...
 */
import { z } from 'zod';
import { CAMPAIGN_WINDOW_DAYS } from '../../../common/constants.ts';
import type { GoogleAdsPort, SearchPage } from './ads.ts';
import { GoogleAdsApiError } from './errors.ts';

/** GAQL date ranges exist for 7, 14 and 30 days; the product's window is 30 (SPEC point 9). */
const WINDOW = `LAST_${CAMPAIGN_WINDOW_DAYS}_DAYS`;

export const GAQL = {
  customer:
    'SELECT customer.id, customer.descriptive_name, customer.currency_code, customer.time_zone, customer.manager FROM customer',
  campaigns:
    'SELECT campaign.id, campaign.name, campaign.status, campaign.advertising_channel_type, ' +
    'campaign_budget.amount_micros, metrics.impressions, metrics.clicks, metrics.cost_micros ' +
    `FROM campaign WHERE segments.date DURING ${WINDOW} AND campaign.status != 'REMOVED' ` +
    'ORDER BY campaign.name',
  keywords:
    'SELECT campaign.id, campaign.name, ad_group.id, ad_group.name, ' +
    'ad_group_criterion.criterion_id, ad_group_criterion.keyword.text, ' +
    'ad_group_criterion.keyword.match_type, ad_group_criterion.status, ' +
    'metrics.impressions, metrics.clicks, metrics.cost_micros ' +
    `FROM keyword_view WHERE segments.date DURING ${WINDOW} ` +
    "AND campaign.status != 'REMOVED' AND ad_group_criterion.status != 'REMOVED' " +
    'ORDER BY campaign.name, ad_group.name',
} as const;

// ---------------------------------------------------------------- int64 and micros

const INT64 = /^-?\d+$/;

function toBigInt(value: unknown, field: string): bigint {
  if (value === undefined || value === null || value === '') return 0n;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && INT64.test(value)) return BigInt(value);
  throw new TypeError(`${field} is not an int64: ${JSON.stringify(value)}`);
}

/** An int64 count (a JSON string per proto3); missing = 0. */
export function int64ToNumber(value: unknown, field = 'value'): number {
  return Number(toBigInt(value, field));
}

/**
 * Micros to an exact decimal string in currency units: 1,000,000 micros = 1 unit.
 * At least 2 decimals, up to 6 when the micros need them: "123450000" -> "123.45",
 * "50000000" -> "50.00", "1234567" -> "1.234567", missing -> "0.00".
 */
export function microsToDecimal(value: unknown, field = 'micros'): string {
  const micros = toBigInt(value, field);
  const negative = micros < 0n;
  const absolute = negative ? -micros : micros;
  const units = absolute / 1_000_000n;
  const fraction = (absolute % 1_000_000n)
    .toString()
    .padStart(6, '0')
    .replace(/0{1,4}$/, '');
  return `${negative ? '-' : ''}${units}.${fraction.padEnd(2, '0')}`;
}

/** Micros to a number of currency units (for JSON): "123450000" -> 123.45. */
export function microsToNumber(value: unknown, field = 'micros'): number {
  return Number(microsToDecimal(value, field));
}

// ---------------------------------------------------------------- rows

const int64 = z.union([z.string(), z.number()]).optional();
const metricsSchema = z
  .object({ impressions: int64, clicks: int64, costMicros: int64 })
  .partial()
  .default({});

const customerRowSchema = z.object({
  customer: z.object({
    id: z.union([z.string(), z.number()]).transform(String),
    descriptiveName: z.string().default(''),
    currencyCode: z.string().default(''),
    timeZone: z.string().default(''),
    manager: z.boolean().default(false),
  }),
});

const campaignRowSchema = z.object({
  campaign: z.object({
    id: z.union([z.string(), z.number()]).transform(String),
    name: z.string().default(''),
    status: z.string().default('UNSPECIFIED'),
    advertisingChannelType: z.string().default('UNSPECIFIED'),
  }),
  campaignBudget: z.object({ amountMicros: int64 }).partial().default({}),
  metrics: metricsSchema,
});

const keywordRowSchema = z.object({
  campaign: z.object({
    id: z.union([z.string(), z.number()]).transform(String),
    name: z.string().default(''),
  }),
  adGroup: z.object({
    id: z.union([z.string(), z.number()]).transform(String),
    name: z.string().default(''),
  }),
  adGroupCriterion: z.object({
    criterionId: z.union([z.string(), z.number()]).transform(String),
    status: z.string().default('UNSPECIFIED'),
    keyword: z
      .object({ text: z.string().default(''), matchType: z.string().default('UNSPECIFIED') })
      .default({ text: '', matchType: 'UNSPECIFIED' }),
  }),
  metrics: metricsSchema,
});

export interface CustomerInfo {
  id: string;
  name: string;
  currency: string;
  timeZone: string;
  manager: boolean;
}

/** A campaign over the window; money as exact decimal strings in account currency. */
export interface CampaignRow {
  id: string;
  name: string;
  status: string;
  type: string;
  budget: string;
  impressions: number;
  clicks: number;
  cost: string;
}

export interface KeywordRow {
  campaignId: string;
  campaignName: string;
  adGroupId: string;
  adGroupName: string;
  criterionId: string;
  keyword: string;
  matchType: string;
  status: string;
  impressions: number;
  clicks: number;
  cost: string;
}

function parseRow<T>(schema: z.ZodType<T>, row: unknown): T {
  const parsed = schema.safeParse(row);
  if (parsed.success) return parsed.data;
  throw new GoogleAdsApiError({
    httpStatus: 200,
    status: null,
    message: `Unexpected Google Ads row: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
    errors: [{ category: 'client', code: 'UNEXPECTED_ROW', message: '' }],
    requestId: null,
    retryDelayMs: null,
  });
}

function toCustomer(row: unknown): CustomerInfo {
  const { customer } = parseRow(customerRowSchema, row);
  return {
    id: customer.id,
    name: customer.descriptiveName,
    currency: customer.currencyCode,
    timeZone: customer.timeZone,
    manager: customer.manager,
  };
}

export function toCampaign(row: unknown): CampaignRow {
  const { campaign, campaignBudget, metrics } = parseRow(campaignRowSchema, row);
  return {
    id: campaign.id,
    name: campaign.name,
    status: campaign.status,
    type: campaign.advertisingChannelType,
    budget: microsToDecimal(campaignBudget.amountMicros, 'campaignBudget.amountMicros'),
    impressions: int64ToNumber(metrics.impressions, 'metrics.impressions'),
    clicks: int64ToNumber(metrics.clicks, 'metrics.clicks'),
    cost: microsToDecimal(metrics.costMicros, 'metrics.costMicros'),
  };
}

function toKeyword(row: unknown): KeywordRow {
  const { campaign, adGroup, adGroupCriterion, metrics } = parseRow(keywordRowSchema, row);
  return {
    campaignId: campaign.id,
    campaignName: campaign.name,
    adGroupId: adGroup.id,
    adGroupName: adGroup.name,
    criterionId: adGroupCriterion.criterionId,
    keyword: adGroupCriterion.keyword.text,
    matchType: adGroupCriterion.keyword.matchType,
    status: adGroupCriterion.status,
    impressions: int64ToNumber(metrics.impressions, 'metrics.impressions'),
    clicks: int64ToNumber(metrics.clicks, 'metrics.clicks'),
    cost: microsToDecimal(metrics.costMicros, 'metrics.costMicros'),
  };
}

// ---------------------------------------------------------------- reports

/** Runs one Google Ads call with a valid access token (refreshing it when Google says so). */
export type WithAccessToken = <T>(run: (accessToken: string) => Promise<T>) => Promise<T>;

/** A safety stop: 10,000-row pages, so this is 100 million rows. */
const MAX_PAGES = 10_000;

export class GoogleAdsReports {
  readonly #port: GoogleAdsPort;
  readonly #call: WithAccessToken;

  constructor(port: GoogleAdsPort, call: WithAccessToken) {
    this.#port = port;
    this.#call = call;
  }

  accessibleCustomerIds(): Promise<string[]> {
    return this.#call((token) => this.#port.listAccessibleCustomers(token));
  }

  async customer(customerId: string): Promise<CustomerInfo> {
    const page = await this.#call((token) => this.#port.search(token, customerId, GAQL.customer));
    const row = page.results[0];
    if (!row) {
      throw new GoogleAdsApiError({
        httpStatus: 404,
        status: 'NOT_FOUND',
        message: 'Google Ads returned no customer row',
        errors: [{ category: 'client', code: 'CUSTOMER_NOT_FOUND', message: '' }],
        requestId: page.requestId,
        retryDelayMs: null,
      });
    }
    return toCustomer(row);
  }

  /** Every page of a query, mapped, one page at a time (nothing buffered beyond a page). */
  async *pages<T>(customerId: string, query: string, map: (row: unknown) => T) {
    let pageToken: string | null = null;
    const seen = new Set<string>();
    for (let count = 0; count < MAX_PAGES; count += 1) {
      const token: string | null = pageToken;
      const page: SearchPage = await this.#call((accessToken) =>
        this.#port.search(accessToken, customerId, query, token),
      );
      yield page.results.map(map);
      if (!page.nextPageToken || seen.has(page.nextPageToken)) return;
      seen.add(page.nextPageToken);
      pageToken = page.nextPageToken;
    }
  }

  campaigns(customerId: string): AsyncGenerator<CampaignRow[]> {
    return this.pages(customerId, GAQL.campaigns, toCampaign);
  }

  keywords(customerId: string): AsyncGenerator<KeywordRow[]> {
    return this.pages(customerId, GAQL.keywords, toKeyword);
  }
}
