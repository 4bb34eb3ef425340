/**
 * What the product reads from Google Ads: the GAQL queries, the row shapes (camelCase keys,
 * int64 values as strings, missing metrics = 0, money in micros) and pagination to the end.
 *
 *   const reports = new GoogleAdsReports(port, call);   // call() supplies a fresh access token
 *   for await (const page of reports.campaigns(access)) ...   // access: see access.ts
 */
import { z } from 'zod';
import { CAMPAIGN_WINDOW_DAYS } from '../../../common/google-ads/constants.ts';
import type { BudgetPeriod } from '../../../common/google-ads/contract.ts';
import { directAccess, type CustomerAccess, type GoogleAdsPort, type SearchPage } from './ads.ts';
import { GoogleAdsApiError } from './errors.ts';

/**
 * GAQL date ranges exist for 7, 14 and 30 days; the product's window is 30
 * (docs/product.md#constants).
 */
const WINDOW = `LAST_${CAMPAIGN_WINDOW_DAYS}_DAYS`;

export const GAQL = {
  customer:
    'SELECT customer.id, customer.descriptive_name, customer.currency_code, customer.time_zone, customer.manager FROM customer',
  campaigns:
    'SELECT campaign.id, campaign.name, campaign.status, campaign.advertising_channel_type, ' +
    'campaign_budget.amount_micros, campaign_budget.total_amount_micros, ' +
    'metrics.impressions, metrics.clicks, metrics.cost_micros, ' +
    'metrics.conversions, metrics.conversions_value ' +
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
  /** Run on a manager: the manager itself (level 0) and every account below it, at any depth. */
  clients:
    'SELECT customer_client.id, customer_client.descriptive_name, customer_client.currency_code, ' +
    'customer_client.time_zone, customer_client.manager, customer_client.level ' +
    "FROM customer_client WHERE customer_client.status = 'ENABLED'",
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

/**
 * A proto3 double (a JSON number; missing = 0) as an exact decimal string, rounded to 6
 * decimals like money from micros: 12.5 -> "12.50", 0.333333333 -> "0.333333".
 */
export function doubleToDecimal(value: unknown, field = 'double'): string {
  if (value === undefined || value === null) return '0.00';
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new TypeError(`${field} is not a finite double: ${JSON.stringify(value)}`);
  }
  return microsToDecimal(Math.round(value * 1_000_000), field);
}

/** Micros to a number of currency units (for JSON): "123450000" -> 123.45. */
export function microsToNumber(value: unknown, field = 'micros'): number {
  return Number(microsToDecimal(value, field));
}

// ---------------------------------------------------------------- rows

const int64 = z.union([z.string(), z.number()]).optional();
const metricFields = { impressions: int64, clicks: int64, costMicros: int64 };
const metricsSchema = z.object(metricFields).partial().default({});
/** proto3 doubles are JSON numbers; a missing one is 0. */
const double = z.number().optional();

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
  campaignBudget: z.object({ amountMicros: int64, totalAmountMicros: int64 }).partial().default({}),
  metrics: z
    .object({ ...metricFields, conversions: double, conversionsValue: double })
    .partial()
    .default({}),
});

const clientRowSchema = z.object({
  customerClient: z.object({
    id: z.union([z.string(), z.number()]).transform(String),
    descriptiveName: z.string().default(''),
    currencyCode: z.string().default(''),
    timeZone: z.string().default(''),
    manager: z.boolean().default(false),
    level: int64,
  }),
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

/** An account below a manager; level 1 is a direct child (0 is the manager itself). */
export interface ClientInfo extends CustomerInfo {
  level: number;
}

/**
 * A campaign over the window; money as exact decimal strings in account currency. A budget
 * is daily (`amount_micros`) or for the campaign's lifetime (`total_amount_micros`), never
 * both.
 */
export interface CampaignRow {
  id: string;
  name: string;
  status: string;
  type: string;
  budget: string;
  budgetPeriod: BudgetPeriod;
  impressions: number;
  clicks: number;
  cost: string;
  conversions: string;
  conversionsValue: string;
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

function toClient(row: unknown): ClientInfo {
  const { customerClient } = parseRow(clientRowSchema, row);
  return {
    id: customerClient.id,
    name: customerClient.descriptiveName,
    currency: customerClient.currencyCode,
    timeZone: customerClient.timeZone,
    manager: customerClient.manager,
    level: int64ToNumber(customerClient.level, 'customerClient.level'),
  };
}

export function toCampaign(row: unknown): CampaignRow {
  const { campaign, campaignBudget, metrics } = parseRow(campaignRowSchema, row);
  const lifetime = campaignBudget.totalAmountMicros !== undefined;
  return {
    id: campaign.id,
    name: campaign.name,
    status: campaign.status,
    type: campaign.advertisingChannelType,
    budget: lifetime
      ? microsToDecimal(campaignBudget.totalAmountMicros, 'campaignBudget.totalAmountMicros')
      : microsToDecimal(campaignBudget.amountMicros, 'campaignBudget.amountMicros'),
    budgetPeriod: lifetime ? 'lifetime' : 'daily',
    impressions: int64ToNumber(metrics.impressions, 'metrics.impressions'),
    clicks: int64ToNumber(metrics.clicks, 'metrics.clicks'),
    cost: microsToDecimal(metrics.costMicros, 'metrics.costMicros'),
    conversions: doubleToDecimal(metrics.conversions, 'metrics.conversions'),
    conversionsValue: doubleToDecimal(metrics.conversionsValue, 'metrics.conversionsValue'),
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

  async customer(access: CustomerAccess): Promise<CustomerInfo> {
    const page = await this.#call((token) => this.#port.search(token, access, GAQL.customer));
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
  async *pages<T>(access: CustomerAccess, query: string, map: (row: unknown) => T) {
    let pageToken: string | null = null;
    const seen = new Set<string>();
    for (let count = 0; count < MAX_PAGES; count += 1) {
      const token: string | null = pageToken;
      const page: SearchPage = await this.#call((accessToken) =>
        this.#port.search(accessToken, access, query, token),
      );
      yield page.results.map(map);
      if (!page.nextPageToken || seen.has(page.nextPageToken)) return;
      seen.add(page.nextPageToken);
      pageToken = page.nextPageToken;
    }
  }

  campaigns(access: CustomerAccess): AsyncGenerator<CampaignRow[]> {
    return this.pages(access, GAQL.campaigns, toCampaign);
  }

  keywords(access: CustomerAccess): AsyncGenerator<KeywordRow[]> {
    return this.pages(access, GAQL.keywords, toKeyword);
  }

  /** The accounts below a manager the user reaches directly (the manager itself left out). */
  async clients(managerId: string): Promise<ClientInfo[]> {
    const clients: ClientInfo[] = [];
    for await (const page of this.pages(directAccess(managerId), GAQL.clients, toClient)) {
      clients.push(...page.filter((client) => client.id !== managerId));
    }
    return clients;
  }
}
