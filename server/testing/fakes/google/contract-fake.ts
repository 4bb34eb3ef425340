/**
 * TESTS ONLY. Google's OAuth token endpoint and the Google Ads REST API as a local HTTP
 * server (docs/integrations.md#contract-fakes) enforcing the contract the real adapters speak:
 * method, path, version, headers (Bearer token, developer-token, login-customer-id as
 * digits and only on searches, content types) and bodies (form fields; GAQL as documented;
 * no pageSize). Whether the login-customer-id is the right manager for this user and
 * customer is Google's to judge: the fake Google answers 403 USER_PERMISSION_DENIED.
 *
 *   const google = await startGoogleContractFake({ developerToken: 'dev', ... });
 *   afterEach(() => expect(google.takeMismatches()).toEqual([]));
 *   google.queue({ on: 'search', respond: () => adsFailure({...}) });   // the next search
 *
 * A mismatch is recorded and answered 400 naming it; otherwise the next queued scenario for
 * that endpoint answers, else the fake Google of server/sandbox/google/vendor-fake.ts. Every
 * request is recorded, so tests can count retries.
 */
import Fastify from 'fastify';
import { z } from 'zod';
import type { FetchLike } from '../../../integrations/vendor-http.ts';
import {
  createGoogleVendorFake,
  type GoogleVendorFakeOptions,
} from '../../../sandbox/google/vendor-fake.ts';

export type Endpoint = 'token' | 'revoke' | 'list' | 'search';

export interface RecordedRequest {
  endpoint: Endpoint | 'unknown';
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: string;
  at: number;
}

export interface Scenario {
  on: Endpoint;
  /** Answer after this long (to outlast a client timeout). */
  delayMs?: number;
  /** The answer; omit to let the fake Google answer (after the delay). */
  respond?: (request: RecordedRequest) => Response | Promise<Response>;
}

export interface ContractFakeOptions extends GoogleVendorFakeOptions {
  clientId: string;
  clientSecret: string;
  developerToken: string;
  apiVersion: string;
}

/**
 * The GAQL of docs/integrations.md#google-ads, whitespace-normalised, with the fields checked against
 * google-ads-node's protos: a budget's total_amount_micros (lifetime budgets), conversions
 * and their value, and a manager's customer_client rows.
 */
const DOCUMENTED_QUERIES = [
  'SELECT customer.id, customer.descriptive_name, customer.currency_code, customer.time_zone, customer.manager FROM customer',
  "SELECT campaign.id, campaign.name, campaign.status, campaign.advertising_channel_type, campaign_budget.amount_micros, campaign_budget.total_amount_micros, metrics.impressions, metrics.clicks, metrics.cost_micros, metrics.conversions, metrics.conversions_value FROM campaign WHERE segments.date DURING LAST_30_DAYS AND campaign.status != 'REMOVED' ORDER BY campaign.name",
  "SELECT customer_client.id, customer_client.descriptive_name, customer_client.currency_code, customer_client.time_zone, customer_client.manager, customer_client.level FROM customer_client WHERE customer_client.status = 'ENABLED'",
];

/**
 * Keyword export: keyword_view with the keyword's text and match type (unverified:
 * docs/integrations.md#google-ads).
 */
const KEYWORD_QUERY =
  /^SELECT (?=.*\bad_group_criterion\.keyword\.text\b)(?=.*\bad_group_criterion\.keyword\.match_type\b)(?=.*\bmetrics\.impressions\b).+ FROM keyword_view WHERE segments\.date DURING LAST_30_DAYS( AND .+)?( ORDER BY .+)?$/;

const normalise = (query: string) => query.replace(/\s+/g, ' ').trim();

const bearer = z.string().regex(/^Bearer [\w./~+-]+=*$/, 'Authorization must be "Bearer <token>"');

function formSchemas(options: ContractFakeOptions) {
  const client = {
    client_id: z.literal(options.clientId, { error: 'client_id must be the configured client' }),
    client_secret: z.literal(options.clientSecret, {
      error: 'client_secret must be the configured secret',
    }),
  };
  return z.discriminatedUnion('grant_type', [
    z.strictObject({
      grant_type: z.literal('authorization_code'),
      code: z.string().min(1),
      redirect_uri: z.url(),
      ...client,
    }),
    z.strictObject({
      grant_type: z.literal('refresh_token'),
      refresh_token: z.string().min(1),
      ...client,
    }),
  ]);
}

const searchBodySchema = z.strictObject({
  query: z
    .string()
    .refine(
      (query) =>
        DOCUMENTED_QUERIES.includes(normalise(query)) || KEYWORD_QUERY.test(normalise(query)),
      'query must be one of the documented GAQL queries',
    ),
  pageToken: z.string().min(1).optional(),
});

function problemsOf(result: z.ZodSafeParseResult<unknown>, where: string): string[] {
  return result.success
    ? []
    : result.error.issues.map(
        (issue) =>
          `${where}${issue.path.length ? `.${issue.path.join('.')}` : ''}: ${issue.message}`,
      );
}

export async function startGoogleContractFake(options: ContractFakeOptions) {
  const vendor = createGoogleVendorFake(options);
  const requests: RecordedRequest[] = [];
  const mismatches: string[] = [];
  const scenarios: Scenario[] = [];
  const tokenForm = formSchemas(options);
  const version = options.apiVersion;

  function check(request: RecordedRequest): string[] {
    const h = request.headers;
    switch (request.endpoint) {
      case 'token': {
        const problems: string[] = [];
        if (!h['content-type']?.startsWith('application/x-www-form-urlencoded')) {
          problems.push('token: Content-Type must be application/x-www-form-urlencoded');
        }
        const form = Object.fromEntries(new URLSearchParams(request.body));
        return [...problems, ...problemsOf(tokenForm.safeParse(form), 'token body')];
      }
      case 'revoke': {
        const token =
          new URLSearchParams(request.body).get('token') ??
          new URL(request.path, 'http://x').searchParams.get('token');
        return token ? [] : ['revoke: a token is required'];
      }
      case 'list':
        return [
          ...problemsOf(bearer.safeParse(h.authorization), 'list headers.authorization'),
          ...(h['developer-token'] === options.developerToken
            ? []
            : ['list: developer-token header must be the configured token']),
          ...(h['login-customer-id'] === undefined
            ? []
            : ['list: listAccessibleCustomers takes no login-customer-id']),
          ...(request.body ? ['list: no body expected'] : []),
        ];
      case 'search': {
        const problems = [
          ...problemsOf(bearer.safeParse(h.authorization), 'search headers.authorization'),
          ...(h['developer-token'] === options.developerToken
            ? []
            : ['search: developer-token header must be the configured token']),
          ...(h['content-type']?.startsWith('application/json')
            ? []
            : ['search: Content-Type must be application/json']),
          ...(h['login-customer-id'] === undefined || /^\d{10}$/.test(h['login-customer-id'])
            ? []
            : [
                `search: login-customer-id must be a customer id in digits, got ${h['login-customer-id']}`,
              ]),
        ];
        let body: unknown;
        try {
          body = JSON.parse(request.body);
        } catch {
          return [...problems, 'search: body must be JSON'];
        }
        return [...problems, ...problemsOf(searchBodySchema.safeParse(body), 'search body')];
      }
      default:
        return [`unexpected request ${request.method} ${request.path}`];
    }
  }

  function endpointOf(method: string, path: string): Endpoint | 'unknown' {
    const pathname = path.split('?')[0]!;
    if (method === 'POST' && pathname === '/token') return 'token';
    if (method === 'POST' && pathname === '/revoke') return 'revoke';
    if (method === 'GET' && pathname === `/${version}/customers:listAccessibleCustomers`) {
      return 'list';
    }
    if (
      method === 'POST' &&
      new RegExp(`^/${version}/customers/\\d{10}/googleAds:search$`).test(pathname)
    ) {
      return 'search';
    }
    return 'unknown';
  }

  const server = Fastify({ logger: false, forceCloseConnections: true });
  server.removeAllContentTypeParsers();
  server.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  server.all('/*', async (request, reply) => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : value,
      ]),
    );
    const recorded: RecordedRequest = {
      endpoint: endpointOf(request.method, request.url),
      method: request.method,
      path: request.url,
      headers,
      body: typeof request.body === 'string' ? request.body : '',
      at: Date.now(),
    };
    requests.push(recorded);
    const problems = check(recorded);
    if (problems.length > 0) {
      mismatches.push(...problems);
      return reply.status(400).send({ error: `contract mismatch: ${problems.join('; ')}` });
    }
    const index = scenarios.findIndex((scenario) => scenario.on === recorded.endpoint);
    const scenario = index >= 0 ? scenarios.splice(index, 1)[0] : undefined;
    if (scenario?.delayMs) await new Promise((resolve) => setTimeout(resolve, scenario.delayMs));
    const response = scenario?.respond
      ? await scenario.respond(recorded)
      : await vendor.handle(
          new Request(`http://127.0.0.1${request.url}`, {
            method: request.method,
            headers: headers as Record<string, string>,
            body: request.method === 'GET' ? undefined : recorded.body,
          }),
        );
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'content-length') reply.header(name, value);
    });
    return reply.send(await response.text());
  });
  const address = await server.listen({ host: '127.0.0.1', port: 0 });

  return {
    url: address,
    tokenUrl: `${address}/token`,
    authUrl: `${address}/o/oauth2/v2/auth`,
    adsUrl: address,
    requests,
    vendor,
    /** Queues an answer for the next request to an endpoint. */
    queue(...items: Scenario[]) {
      scenarios.push(...items);
    },
    /** The contract mismatches so far (and forgets them), for afterEach. */
    takeMismatches() {
      return mismatches.splice(0);
    },
    /** Requests so far to one endpoint. */
    calls(endpoint: Endpoint) {
      return requests.filter((request) => request.endpoint === endpoint);
    },
    reset() {
      requests.length = 0;
      scenarios.length = 0;
      mismatches.length = 0;
    },
    close: () => server.close(),
  };
}

export type GoogleContractFake = Awaited<ReturnType<typeof startGoogleContractFake>>;

/** Wraps fetch so that any request leaving the loopback interface fails the test. */
export function loopbackOnly(fetch: FetchLike, blocked: string[] = []): FetchLike {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
      blocked.push(url.origin);
      return Promise.reject(new Error(`Blocked a non-loopback request to ${url.origin}`));
    }
    return fetch(input, init);
  };
}
