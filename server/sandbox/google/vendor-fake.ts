/**
 * A fake Google (OAuth token endpoint + Google Ads REST) that answers Fetch requests with
 * Google-shaped responses (docs/integrations.md#google-oauth, docs/integrations.md#google-ads,
 * docs/integrations.md#sandboxes). Two users:
 *
 * - the sandbox: the real adapters get `fake.fetch` as their fetch (sandbox.ts), in-process;
 * - the contract fake (server/testing/fakes/google/contract-fake.ts, tests only): serves it
 *   over HTTP after checking each request against the contract, unless a test queued a scenario.
 *
 * Tokens are self-describing, so the fake needs no storage and a restart loses nothing:
 *   code           4/sandbox.<user>.<nonce>
 *   access token   ya29.sandbox.<user>.<expires at, epoch seconds>.<nonce>
 *   refresh token  1//sandbox.<user>.<nonce>
 * They grant nothing outside the fake.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  sandboxDataset,
  type FakeCustomer,
  type FakeDataset,
  type FakeGoogleUser,
} from './dataset.ts';

export const FAKE_CLIENT = {
  clientId: 'sandbox-client-id.apps.googleusercontent.com',
  clientSecret: 'sandbox-client-secret',
  developerToken: 'sandbox-developer-token',
} as const;

const ACCESS_TOKEN_SECONDS = 3599;
/** Google's pages hold 10,000 rows; the fake uses small pages so pagination is exercised. */
const DEFAULT_PAGE_SIZE = 25;
const SUPPORTED_VERSIONS = ['v23', 'v24', 'v25', 'v26'];

/**
 * SANDBOX_SCENARIO for Google (docs/decisions/041):
 *   success        normal answers
 *   token_expired  the access token of the code exchange: 401 OAUTH_TOKEN_EXPIRED (a refresh fixes it)
 *   invalid_grant  Ads calls: 401 OAUTH_TOKEN_EXPIRED, and refreshing: 400 invalid_grant
 *   forbidden      Ads calls: 403 DEVELOPER_TOKEN_NOT_APPROVED
 *   rate_limited   each distinct Ads call: 429 with retryDelay "2s" once, then OK
 *   server_error   each distinct Ads call: 503 once, then OK
 */
export interface GoogleVendorFakeOptions {
  dataset?: FakeDataset;
  clientId?: string;
  clientSecret?: string;
  developerToken?: string;
  apiVersion?: string;
  pageSize?: number;
  scenario?: string;
  now?: () => number;
}

// ---------------------------------------------------------------- response builders

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=UTF-8', ...headers },
  });
}

const RPC_STATUS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

let requestCounter = 0;
function requestId(): string {
  requestCounter += 1;
  return `sandbox${requestCounter.toString(36).padStart(6, '0')}`;
}

/** A google.rpc.Status carrying a GoogleAdsFailure, as the Ads API sends errors. */
export function adsFailure(input: {
  httpStatus: number;
  category: string;
  code: string;
  message: string;
  retryDelay?: string;
  version?: string;
}): Response {
  const id = requestId();
  const error: Record<string, unknown> = {
    errorCode: { [input.category]: input.code },
    message: input.message,
  };
  if (input.retryDelay) {
    error.details = {
      quotaErrorDetails: {
        rateScope: 'DEVELOPER',
        rateName: 'Requests',
        retryDelay: input.retryDelay,
      },
    };
  }
  return json(
    input.httpStatus,
    {
      error: {
        code: input.httpStatus,
        message:
          input.httpStatus === 403
            ? 'The caller does not have permission'
            : input.httpStatus === 401
              ? 'Request is missing required authentication credential.'
              : 'Request contains an invalid argument.',
        status: RPC_STATUS[input.httpStatus] ?? 'UNKNOWN',
        details: [
          {
            '@type': `type.googleapis.com/google.ads.googleads.${input.version ?? 'v26'}.errors.GoogleAdsFailure`,
            errors: [error],
            requestId: id,
          },
        ],
      },
    },
    { 'request-id': id },
  );
}

/** Google's OAuth error body: {"error":"invalid_grant","error_description":"..."}. */
export function oauthError(status: number, error: string, description: string): Response {
  return json(status, { error, error_description: description });
}

/** An unsigned id_token carrying the email claim (the product only reads `email`). */
function idToken(user: FakeGoogleUser, clientId: string, now: number): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return [
    part({ alg: 'none', typ: 'JWT' }),
    part({
      iss: 'https://accounts.google.com',
      aud: clientId,
      sub: `sandbox-${user.key}`,
      email: user.email,
      email_verified: true,
      iat: Math.floor(now / 1000),
      exp: Math.floor(now / 1000) + ACCESS_TOKEN_SECONDS,
    }),
    'sandbox',
  ].join('.');
}

// ---------------------------------------------------------------- tokens

const nonce = () => randomBytes(9).toString('base64url').replace(/[._]/g, 'x');

export function fakeCode(userKey: string): string {
  return `4/sandbox.${userKey}.${nonce()}`;
}

/** `origin` c = from the code exchange, r = from a refresh (the token_expired scenario tells them apart). */
export function fakeAccessToken(
  userKey: string,
  expiresAtMs: number,
  origin: 'c' | 'r' = 'c',
): string {
  return `ya29.sandbox.${userKey}.${Math.floor(expiresAtMs / 1000)}.${origin}${nonce()}`;
}

function fakeRefreshToken(userKey: string): string {
  return `1//sandbox.${userKey}.${nonce()}`;
}

function readCode(code: string): string | null {
  return /^4\/sandbox\.([a-z]+)\.[A-Za-z0-9-]+$/.exec(code)?.[1] ?? null;
}

function readRefreshToken(token: string): string | null {
  return /^1\/\/sandbox\.([a-z]+)\.[A-Za-z0-9-]+$/.exec(token)?.[1] ?? null;
}

function readAccessToken(
  token: string,
): { user: string; expiresAtMs: number; refreshed: boolean } | null {
  const match = /^ya29\.sandbox\.([a-z]+)\.(\d+)\.([cr])[A-Za-z0-9-]+$/.exec(token);
  return match
    ? { user: match[1]!, expiresAtMs: Number(match[2]) * 1000, refreshed: match[3] === 'r' }
    : null;
}

// ---------------------------------------------------------------- GAQL

type Row = Record<string, unknown>;

/** campaign_budget.amount_micros -> ['campaignBudget', 'amountMicros'] */
function fieldPath(field: string): string[] {
  return field
    .split('.')
    .map((part) => part.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()));
}

/** A field's value as the text rows are ordered by (objects by their JSON). */
function sortText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value == null ? '' : JSON.stringify(value);
}

function getPath(row: Row, path: string[]): unknown {
  let value: unknown = row;
  for (const key of path) value = (value as Row | undefined)?.[key];
  return value;
}

function setPath(row: Row, path: string[], value: unknown) {
  let target = row;
  for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as Row;
  target[path[path.length - 1]!] = value;
}

/** proto3 JSON: int64 as a string, and a default value (0) is left out. */
const int64 = (value: number) => (value === 0 ? undefined : String(value));
/** proto3 JSON: a double as a number, and a default value (0) is left out. */
const double = (value: number) => (value === 0 ? undefined : value);

/** A customer and everything below it (customer_client links), each with its depth. */
function descendants(
  top: FakeCustomer,
  customers: Map<string, FakeCustomer>,
): Map<FakeCustomer, number> {
  const found = new Map<FakeCustomer, number>([[top, 0]]);
  const walk = (customer: FakeCustomer, level: number) => {
    for (const id of customer.clientIds) {
      const client = customers.get(id);
      if (!client || found.has(client)) continue;
      found.set(client, level + 1);
      walk(client, level + 1);
    }
  };
  walk(top, 0);
  return found;
}

function customerRow(customer: FakeCustomer): Row {
  return {
    customer: {
      resourceName: `customers/${customer.id}`,
      id: customer.id,
      descriptiveName: customer.name,
      currencyCode: customer.currency,
      timeZone: customer.timeZone,
      manager: customer.manager,
    },
  };
}

function campaignRows(customer: FakeCustomer): Row[] {
  return customer.campaigns
    .filter((campaign) => campaign.impressions + campaign.clicks + campaign.costMicros > 0)
    .map((campaign) => ({
      campaign: {
        resourceName: `customers/${customer.id}/campaigns/${campaign.id}`,
        id: campaign.id,
        name: campaign.name,
        status: campaign.status,
        advertisingChannelType: campaign.channelType,
      },
      campaignBudget: {
        resourceName: `customers/${customer.id}/campaignBudgets/${campaign.budgetId}`,
        // One or the other, never both (CampaignBudget in google-ads-node's protos).
        [campaign.budgetPeriod === 'lifetime' ? 'totalAmountMicros' : 'amountMicros']: int64(
          campaign.budgetMicros,
        ),
      },
      metrics: {
        impressions: int64(campaign.impressions),
        clicks: int64(campaign.clicks),
        costMicros: int64(campaign.costMicros),
        conversions: double(campaign.conversions),
        conversionsValue: double(campaign.conversionsValue),
      },
    }));
}

/** A manager's customer_client rows: itself (level 0) and every account below it. */
function clientRows(manager: FakeCustomer, customers: Map<string, FakeCustomer>): Row[] {
  const row = (customer: FakeCustomer, level: number): Row => ({
    customerClient: {
      resourceName: `customers/${manager.id}/customerClients/${customer.id}`,
      clientCustomer: `customers/${customer.id}`,
      id: customer.id,
      descriptiveName: customer.name,
      currencyCode: customer.currency,
      timeZone: customer.timeZone,
      manager: customer.manager,
      level: int64(level),
      status: 'ENABLED',
    },
  });
  return [...descendants(manager, customers)].map(([customer, level]) => row(customer, level));
}

function keywordRows(customer: FakeCustomer): Row[] {
  return customer.campaigns.flatMap((campaign) =>
    campaign.adGroups.flatMap((adGroup) =>
      adGroup.keywords.map((keyword) => ({
        keywordView: {
          resourceName: `customers/${customer.id}/keywordViews/${adGroup.id}~${keyword.criterionId}`,
        },
        campaign: {
          resourceName: `customers/${customer.id}/campaigns/${campaign.id}`,
          id: campaign.id,
          name: campaign.name,
          status: campaign.status,
        },
        adGroup: {
          resourceName: `customers/${customer.id}/adGroups/${adGroup.id}`,
          id: adGroup.id,
          name: adGroup.name,
        },
        adGroupCriterion: {
          resourceName: `customers/${customer.id}/adGroupCriteria/${adGroup.id}~${keyword.criterionId}`,
          criterionId: keyword.criterionId,
          status: keyword.status,
          keyword: { text: keyword.text, matchType: keyword.matchType },
        },
        metrics: {
          impressions: int64(keyword.impressions),
          clicks: int64(keyword.clicks),
          costMicros: int64(keyword.costMicros),
        },
      })),
    ),
  );
}

const RESOURCES: Record<
  string,
  {
    rows: (customer: FakeCustomer, customers: Map<string, FakeCustomer>) => Row[];
    metrics: boolean;
  }
> = {
  customer: { rows: (customer) => [customerRow(customer)], metrics: false },
  customer_client: { rows: clientRows, metrics: false },
  campaign: { rows: campaignRows, metrics: true },
  keyword_view: { rows: keywordRows, metrics: true },
};

export interface ParsedQuery {
  fields: string[];
  resource: string;
  conditions: string[];
  orderBy: { field: string; descending: boolean }[];
}

/** Just enough GAQL for the product's queries: SELECT ... FROM ... [WHERE ...] [ORDER BY ...]. */
function parseGaql(query: string): ParsedQuery | null {
  const match =
    /^\s*SELECT\s+(.+?)\s+FROM\s+([a-z_]+)(?:\s+WHERE\s+(.+?))?(?:\s+ORDER\s+BY\s+(.+?))?\s*$/is.exec(
      query,
    );
  if (!match) return null;
  return {
    fields: match[1]!.split(',').map((field) => field.trim()),
    resource: match[2]!,
    conditions: match[3] ? match[3].split(/\s+AND\s+/i).map((c) => c.trim()) : [],
    orderBy: match[4]
      ? match[4].split(',').map((part) => {
          const [field, direction] = part.trim().split(/\s+/);
          return { field: field!, descending: direction?.toUpperCase() === 'DESC' };
        })
      : [],
  };
}

function matches(row: Row, condition: string): boolean | 'invalid' {
  if (/^segments\.date\s+DURING\s+(LAST_7_DAYS|LAST_14_DAYS|LAST_30_DAYS)$/i.test(condition)) {
    return true; // the fake's metrics already describe the window
  }
  const compare = /^([a-z_.]+)\s*(!=|=)\s*'([A-Z_]+)'$/.exec(condition);
  if (!compare) return 'invalid';
  const value = getPath(row, fieldPath(compare[1]!));
  return compare[2] === '=' ? value === compare[3] : value !== compare[3];
}

// ---------------------------------------------------------------- the fake

export interface GoogleVendorFake {
  fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
  handle: (request: Request) => Promise<Response>;
}

export function createGoogleVendorFake(options: GoogleVendorFakeOptions = {}): GoogleVendorFake {
  const dataset = options.dataset ?? sandboxDataset();
  const clientId = options.clientId ?? FAKE_CLIENT.clientId;
  const clientSecret = options.clientSecret ?? FAKE_CLIENT.clientSecret;
  const developerToken = options.developerToken ?? FAKE_CLIENT.developerToken;
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const scenario = options.scenario ?? 'success';
  const now = options.now ?? Date.now;
  /** "Once" scenarios remember what already failed (in memory: a sandbox nicety). */
  const failedOnce = new Set<string>();
  const usersByKey = new Map(dataset.users.map((user) => [user.key, user]));

  function tokens(userKey: string, refreshToken: string | null): Response {
    const user = usersByKey.get(userKey)!;
    const issuedAt = now();
    return json(200, {
      access_token: fakeAccessToken(
        userKey,
        issuedAt + ACCESS_TOKEN_SECONDS * 1000,
        refreshToken ? 'c' : 'r',
      ),
      expires_in: ACCESS_TOKEN_SECONDS,
      token_type: 'Bearer',
      scope:
        'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/adwords',
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
      id_token: idToken(user, clientId, issuedAt),
      refresh_token_expires_in: 604_799,
    });
  }

  async function tokenEndpoint(request: Request): Promise<Response> {
    const form = new URLSearchParams(await request.text());
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      return oauthError(401, 'invalid_client', 'The OAuth client was not found.');
    }
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const user = readCode(form.get('code') ?? '');
      if (!user || !usersByKey.has(user) || !form.get('redirect_uri')) {
        return oauthError(400, 'invalid_grant', 'Malformed auth code.');
      }
      return tokens(user, fakeRefreshToken(user));
    }
    if (grant === 'refresh_token') {
      const user = readRefreshToken(form.get('refresh_token') ?? '');
      if (!user || !usersByKey.has(user) || scenario === 'invalid_grant') {
        return oauthError(400, 'invalid_grant', 'Token has been expired or revoked.');
      }
      return tokens(user, null);
    }
    return oauthError(400, 'unsupported_grant_type', `Invalid grant_type: ${grant ?? ''}`);
  }

  /** Checks the Ads call's credentials; returns the Google user or an error answer. */
  function authenticate(request: Request, version: string): FakeGoogleUser | Response {
    if (request.headers.get('developer-token') !== developerToken) {
      return adsFailure({
        httpStatus: 401,
        category: 'authenticationError',
        code: 'DEVELOPER_TOKEN_INVALID',
        message: 'The developer token is not valid.',
        version,
      });
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
    const token = readAccessToken(bearer);
    const user = token && usersByKey.get(token.user);
    if (!token || !user) {
      return adsFailure({
        httpStatus: 401,
        category: 'authenticationError',
        code: 'OAUTH_TOKEN_INVALID',
        message: 'Oauth token in the header is not valid.',
        version,
      });
    }
    const expired =
      token.expiresAtMs <= now() ||
      scenario === 'invalid_grant' ||
      (scenario === 'token_expired' && !token.refreshed);
    if (expired) {
      return adsFailure({
        httpStatus: 401,
        category: 'authenticationError',
        code: 'OAUTH_TOKEN_EXPIRED',
        message: 'Oauth token in the header has expired.',
        version,
      });
    }
    return user;
  }

  /** Scenario failures that do not depend on the data. */
  function scenarioFailure(signature: string, version: string): Response | null {
    if (scenario === 'forbidden') {
      return adsFailure({
        httpStatus: 403,
        category: 'authorizationError',
        code: 'DEVELOPER_TOKEN_NOT_APPROVED',
        message: 'The developer token is only approved for use with test accounts.',
        version,
      });
    }
    if (
      (scenario === 'rate_limited' || scenario === 'server_error') &&
      !failedOnce.has(signature)
    ) {
      failedOnce.add(signature);
      return scenario === 'rate_limited'
        ? adsFailure({
            httpStatus: 429,
            category: 'quotaError',
            code: 'RESOURCE_TEMPORARILY_EXHAUSTED',
            message: 'Too many requests. Retry in 2 seconds.',
            retryDelay: '2s',
            version,
          })
        : adsFailure({
            httpStatus: 503,
            category: 'internalError',
            code: 'TRANSIENT_ERROR',
            message: 'The service is currently unavailable.',
            version,
          });
    }
    return null;
  }

  function listAccessibleCustomers(user: FakeGoogleUser, version: string): Response {
    if (user.listFailure) {
      return adsFailure({
        httpStatus: 403,
        category: 'authorizationError',
        code: user.listFailure,
        message: "User doesn't have permission to access customer.",
        version,
      });
    }
    return json(200, { resourceNames: user.customerIds.map((id) => `customers/${id}`) });
  }

  /**
   * Whether this user may read this customer: directly (no login-customer-id), or through
   * the manager named in login-customer-id, which the user must reach directly and which
   * must be above the customer. Anything else is Google's 403 USER_PERMISSION_DENIED.
   */
  function permitted(user: FakeGoogleUser, customer: FakeCustomer, loginCustomerId: string | null) {
    const manager = loginCustomerId ? dataset.customers.get(loginCustomerId) : undefined;
    if (!loginCustomerId) return user.customerIds.includes(customer.id);
    return (
      manager !== undefined &&
      user.customerIds.includes(manager.id) &&
      descendants(manager, dataset.customers).has(customer)
    );
  }

  function search(
    user: FakeGoogleUser,
    customerId: string,
    loginCustomerId: string | null,
    body: unknown,
    version: string,
  ) {
    const { query, pageToken } = (body ?? {}) as { query?: unknown; pageToken?: unknown };
    const customer = dataset.customers.get(customerId);
    if (!customer || !permitted(user, customer, loginCustomerId)) {
      return adsFailure({
        httpStatus: 403,
        category: 'authorizationError',
        code: 'USER_PERMISSION_DENIED',
        message:
          "User doesn't have permission to access customer. Note: If you're accessing a client customer, the manager's customer id must be set in the 'login-customer-id' header.",
        version,
      });
    }
    if (typeof body === 'object' && body !== null && 'pageSize' in body) {
      return adsFailure({
        httpStatus: 400,
        category: 'requestError',
        code: 'PAGE_SIZE_NOT_SUPPORTED',
        message: 'Setting the page size is not supported.',
        version,
      });
    }
    const parsed = typeof query === 'string' ? parseGaql(query) : null;
    const resource = parsed && RESOURCES[parsed.resource];
    if (!parsed || !resource) {
      return adsFailure({
        httpStatus: 400,
        category: 'queryError',
        code: 'UNEXPECTED_INPUT',
        message: 'Error in query: unexpected input.',
        version,
      });
    }
    if (customer.manager && resource.metrics) {
      return adsFailure({
        httpStatus: 400,
        category: 'queryError',
        code: 'REQUESTED_METRICS_FOR_MANAGER',
        message: 'Metrics cannot be requested for a manager account.',
        version,
      });
    }
    if (customer.reportFailure && resource.metrics) {
      return adsFailure({
        httpStatus: 403,
        category: 'authorizationError',
        code: customer.reportFailure,
        message: "User doesn't have permission to access customer.",
        version,
      });
    }
    let rows = resource.rows(customer, dataset.customers);
    for (const condition of parsed.conditions) {
      if (rows.length > 0 && rows.every((row) => matches(row, condition) === 'invalid')) {
        return adsFailure({
          httpStatus: 400,
          category: 'queryError',
          code: 'UNEXPECTED_INPUT',
          message: `Error in query: cannot read condition "${condition}".`,
          version,
        });
      }
      rows = rows.filter((row) => matches(row, condition) === true);
    }
    for (const { field, descending } of [...parsed.orderBy].reverse()) {
      const path = fieldPath(field);
      rows = [...rows].sort((a, b) => {
        const left = sortText(getPath(a, path));
        const right = sortText(getPath(b, path));
        return (descending ? -1 : 1) * (left < right ? -1 : left > right ? 1 : 0);
      });
    }
    // Pages: an opaque token bound to the query.
    const queryHash = createHash('sha256').update(String(query)).digest('base64url').slice(0, 12);
    let offset = 0;
    if (typeof pageToken === 'string' && pageToken) {
      const decoded = /^([\w-]{12}):(\d+)$/.exec(Buffer.from(pageToken, 'base64url').toString());
      if (!decoded || decoded[1] !== queryHash) {
        return adsFailure({
          httpStatus: 400,
          category: 'requestError',
          code: 'INVALID_PAGE_TOKEN',
          message: 'Page token is invalid.',
          version,
        });
      }
      offset = Number(decoded[2]);
    }
    const paths = parsed.fields.map(fieldPath);
    const results = rows.slice(offset, offset + pageSize).map((row) => {
      const picked: Row = {};
      for (const path of paths) {
        const value = getPath(row, path);
        if (value !== undefined) setPath(picked, path, value);
        const resourceName = getPath(row, [path[0]!, 'resourceName']);
        if (resourceName !== undefined) setPath(picked, [path[0]!, 'resourceName'], resourceName);
      }
      return picked;
    });
    const next = offset + pageSize < rows.length ? offset + pageSize : null;
    const id = requestId();
    return json(
      200,
      {
        results,
        ...(next === null
          ? {}
          : { nextPageToken: Buffer.from(`${queryHash}:${next}`).toString('base64url') }),
        fieldMask: paths.map((path) => path.join('.')).join(','),
        // No requestId here: a search answer carries it only in the request-id header.
        queryResourceConsumption: String(results.length),
      },
      { 'request-id': id },
    );
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname;
    if (request.method === 'POST' && path.endsWith('/token')) return tokenEndpoint(request);
    if (request.method === 'POST' && path.endsWith('/revoke')) return json(200, {});
    const ads = /\/(v\d+)\/customers(?::listAccessibleCustomers|\/(\d+)\/googleAds:search)$/.exec(
      path,
    );
    if (!ads) return new Response('Not Found', { status: 404 });
    const version = ads[1]!;
    if (!SUPPORTED_VERSIONS.includes(version)) {
      return adsFailure({
        httpStatus: 400,
        category: 'requestError',
        code: 'UNSUPPORTED_VERSION',
        message: `Version ${version} is deprecated. Requests to this version will be blocked.`,
        version,
      });
    }
    const user = authenticate(request, version);
    if (user instanceof Response) return user;
    const text = request.method === 'POST' ? await request.text() : '';
    const failure = scenarioFailure(`${user.key} ${request.method} ${path} ${text}`, version);
    if (failure) return failure;
    if (!ads[2]) {
      return request.method === 'GET'
        ? listAccessibleCustomers(user, version)
        : new Response('Method Not Allowed', { status: 405 });
    }
    if (request.method !== 'POST') return new Response('Method Not Allowed', { status: 405 });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return adsFailure({
        httpStatus: 400,
        category: 'requestError',
        code: 'INVALID_INPUT',
        message: 'Invalid JSON payload received.',
        version,
      });
    }
    return search(user, ads[2], request.headers.get('login-customer-id'), body, version);
  }

  return {
    handle,
    fetch: (input, init) => handle(input instanceof Request ? input : new Request(input, init)),
  };
}
