/**
 * The Google Ads REST API (docs/integrations.md#google-ads): the port and its real adapter.
 *
 *   GET  {base}/{version}/customers:listAccessibleCustomers          (no login-customer-id)
 *   POST {base}/{version}/customers/{id}/googleAds:search  {query, pageToken?}
 *
 * Headers: Authorization: Bearer, developer-token, and on a search login-customer-id when
 * the user reaches the customer through a manager account (`CustomerAccess`, resolved per
 * user and customer by access.ts). Both calls only read, so both are retried on network
 * errors, 429 and 5xx (Google's retryDelay winning over our backoff). Errors become
 * GoogleAdsApiError.
 */
import { z } from 'zod';
import { vendorFetch, type HttpPolicy, type RetryVerdict } from '../vendor-http.ts';
import { GoogleAdsApiError, parseGoogleAdsError } from './errors.ts';
import { DEFAULT_HTTP_POLICY } from './http.ts';

export interface SearchPage {
  results: Record<string, unknown>[];
  /** Absent on the last page. */
  nextPageToken: string | null;
  /** From the `request-id` header (a search answer has no requestId field). */
  requestId: string | null;
}

/** A customer, and the manager through which this user reaches it (null: direct access). */
export interface CustomerAccess {
  customerId: string;
  loginCustomerId: string | null;
}

export const directAccess = (customerId: string): CustomerAccess => ({
  customerId,
  loginCustomerId: null,
});

export interface GoogleAdsPort {
  /** Ids (digits) of the customers the token's user can access directly. */
  listAccessibleCustomers(accessToken: string): Promise<string[]>;
  /** One page of a GAQL query (pages hold 10,000 rows; never send pageSize). */
  search(
    accessToken: string,
    access: CustomerAccess,
    query: string,
    pageToken?: string | null,
  ): Promise<SearchPage>;
}

export interface GoogleAdsClientOptions {
  apiUrl: string;
  apiVersion: string;
  developerToken: string;
  http?: Partial<HttpPolicy>;
}

const listResponseSchema = z.object({
  resourceNames: z.array(z.string().regex(/^customers\/\d+$/)).default([]),
});

const searchResponseSchema = z.object({
  results: z.array(z.record(z.string(), z.unknown())).default([]),
  nextPageToken: z.string().optional(),
});

/** Retry on 429, 5xx and quota errors; Google's retryDelay (in the body) is the wait. */
function classify(response: Response, text: string): RetryVerdict {
  if (response.status < 400) return { retry: false };
  const error = parseGoogleAdsError(response.status, text);
  return {
    retry: response.status >= 500 || error.isQuota,
    waitMs: error.retryDelayMs ?? undefined,
  };
}

export function createGoogleAdsClient(options: GoogleAdsClientOptions): GoogleAdsPort {
  const policy: HttpPolicy = { ...DEFAULT_HTTP_POLICY, ...options.http };
  const base = `${options.apiUrl.replace(/\/$/, '')}/${options.apiVersion}`;

  function headers(accessToken: string, access: CustomerAccess | null): Record<string, string> {
    return {
      authorization: `Bearer ${accessToken}`,
      'developer-token': options.developerToken,
      accept: 'application/json',
      ...(access ? { 'content-type': 'application/json' } : {}),
      ...(access?.loginCustomerId ? { 'login-customer-id': access.loginCustomerId } : {}),
    };
  }

  function parse<T>(schema: z.ZodType<T>, status: number, text: string): T {
    try {
      return schema.parse(JSON.parse(text));
    } catch {
      throw new GoogleAdsApiError({
        httpStatus: status,
        status: null,
        message: 'Google Ads sent an answer we could not read',
        errors: [{ category: 'client', code: 'UNREADABLE_RESPONSE', message: '' }],
        requestId: null,
        retryDelayMs: null,
      });
    }
  }

  return {
    async listAccessibleCustomers(accessToken) {
      const { response, text } = await vendorFetch(policy, {
        url: `${base}/customers:listAccessibleCustomers`,
        safe: true,
        classify,
        init: { method: 'GET', headers: headers(accessToken, null) },
      });
      if (response.status !== 200) throw parseGoogleAdsError(response.status, text);
      const body = parse(listResponseSchema, response.status, text);
      return body.resourceNames.map((name) => name.slice('customers/'.length));
    },

    async search(accessToken, access, query, pageToken) {
      const { response, text } = await vendorFetch(policy, {
        url: `${base}/customers/${encodeURIComponent(access.customerId)}/googleAds:search`,
        safe: true,
        classify,
        init: {
          method: 'POST',
          headers: headers(accessToken, access),
          body: JSON.stringify(pageToken ? { query, pageToken } : { query }),
        },
      });
      if (response.status !== 200) throw parseGoogleAdsError(response.status, text);
      const body = parse(searchResponseSchema, response.status, text);
      return {
        results: body.results,
        nextPageToken: body.nextPageToken || null,
        requestId: response.headers.get('request-id'),
      };
    },
  };
}
