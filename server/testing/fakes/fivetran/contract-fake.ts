/**
 * Tests only: Fivetran's REST API served over HTTP on 127.0.0.1, enforcing the contract
 * of docs/integrations.md#fivetran (docs/integrations.md#contract-fakes). Every request is
 * checked (method, path, query, Basic auth, the Accept Fivetran's OpenAPI spec documents per
 * endpoint, Content-Type on POST/PATCH and the body against zod schemas written from that
 * document, redirect URIs http or https only); a mismatch is recorded and answered
 * 400 naming it, and `assertNoMismatches()` (call it in afterEach) fails the test. A
 * conforming request is answered by the vendor fake, which replays queued scenarios.
 *
 *   const fivetran = await startFivetranContractFake();
 *   const client = new FivetranClient({ baseUrl: fivetran.url, ...fivetran.credentials,
 *     fetch: loopbackOnlyFetch });
 *   fivetran.enqueue(fivetranScenarios.rateLimited(2));
 *   ...
 *   afterEach(() => fivetran.assertNoMismatches());
 */
import Fastify from 'fastify';
import { z } from 'zod';
import { FIVETRAN_SERVICES } from '../../../integrations/fivetran/port.ts';
import { FivetranFake, type FakeScenario } from '../../../sandbox/fivetran/vendor-fake.ts';

export interface RecordedRequest {
  method: string;
  /** Path without the query, e.g. /v1/connections/abc. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
  /** The parsed JSON body, or undefined. */
  body: unknown;
  /** Milliseconds since the fake started. */
  at: number;
}

const CONTRACT_CREDENTIALS = {
  apiKey: 'contract_key',
  apiSecret: 'contract_secret',
  groupId: 'projected_sickle',
} as const;

const services = Object.values(FIVETRAN_SERVICES) as [string, ...string[]];
const id = '[A-Za-z0-9_-]+';
/** Fivetran's OpenAPI spec: every call but the group's connection list is versioned. */
const VERSIONED = 'application/json;version=2';
/** The API requires an http or https redirect (anything else is refused). */
const redirectUri = z.url({ protocol: /^https?$/, error: 'redirect_uri must be http or https' });

/** Request bodies as docs/integrations.md#fivetran documents them (strict: no unknown fields). */
function contractsFor(groupId: string) {
  const createBody = z
    .object({
      group_id: z.literal(groupId),
      service: z.enum(services),
      paused: z.literal(true),
      run_setup_tests: z.literal(false),
      config: z
        .object({
          schema: z
            .string()
            .regex(/^[a-z_][a-z0-9_]*$/)
            .refine((schema) => services.some((service) => schema.endsWith(`_${service}`)), {
              message: 'schema must be <project slug>_<service>',
            }),
        })
        .strict(),
      connect_card_config: z
        .object({ redirect_uri: redirectUri, hide_setup_guide: z.boolean().optional() })
        .strict()
        .optional(),
    })
    .strict()
    .refine((body) => body.config.schema.endsWith(`_${body.service}`), {
      message: 'config.schema must end with the service id',
    });
  const connectCardBody = z
    .object({
      connect_card_config: z
        .object({
          redirect_uri: redirectUri.refine((uri) => new URL(uri).searchParams.has('connectorId'), {
            message: 'redirect_uri must carry connectorId',
          }),
          hide_setup_guide: z.boolean().optional(),
        })
        .strict(),
    })
    .strict();
  const noQuery = z.object({}).strict();
  return [
    {
      method: 'POST',
      path: new RegExp(`^/v1/connections$`),
      query: noQuery,
      body: createBody,
      accept: VERSIONED,
    },
    {
      method: 'POST',
      path: new RegExp(`^/v1/(connections|connectors)/${id}/connect-card$`),
      query: noQuery,
      body: connectCardBody,
      accept: VERSIONED,
    },
    {
      method: 'GET',
      path: new RegExp(`^/v1/connections/${id}$`),
      query: noQuery,
      body: null,
      accept: VERSIONED,
    },
    {
      method: 'PATCH',
      path: new RegExp(`^/v1/connections/${id}$`),
      query: noQuery,
      body: z.object({ paused: z.boolean() }).strict(),
      accept: VERSIONED,
    },
    {
      method: 'DELETE',
      path: new RegExp(`^/v1/connections/${id}$`),
      query: noQuery,
      body: null,
      accept: VERSIONED,
    },
    {
      method: 'GET',
      path: new RegExp(`^/v1/groups/${groupId}/connections$`),
      query: z
        .object({
          limit: z.coerce.number().int().min(1).max(1000).optional(),
          cursor: z.string().min(1).optional(),
        })
        .strict(),
      body: null,
      accept: 'application/json',
    },
  ] as const;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

export interface FivetranContractFake {
  /** Base URL, like FIVETRAN_API_URL: http://127.0.0.1:<port>/v1 */
  url: string;
  credentials: { apiKey: string; apiSecret: string; groupId: string };
  /** The vendor fake answering conforming requests (its state, cards, scenario queue). */
  fake: FivetranFake;
  requests: RecordedRequest[];
  mismatches: string[];
  enqueue(...scenarios: FakeScenario[]): void;
  /** Returns and clears the recorded mismatches (for tests that provoke one on purpose). */
  takeMismatches(): string[];
  /** Throws when a request broke the contract or a queued scenario was never used. */
  assertNoMismatches(): void;
  close(): Promise<void>;
}

export async function startFivetranContractFake(
  options: { connectCardUrl?: string } = {},
): Promise<FivetranContractFake> {
  const credentials = { ...CONTRACT_CREDENTIALS };
  const expectedAuthorization = `Basic ${Buffer.from(`${credentials.apiKey}:${credentials.apiSecret}`).toString('base64')}`;
  const contracts = contractsFor(credentials.groupId);
  const fake = new FivetranFake({
    credentials,
    groupIds: [credentials.groupId],
    connectCardUrl: options.connectCardUrl ?? 'https://fivetran.com/connect-card/setup',
  });
  const requests: RecordedRequest[] = [];
  const mismatches: string[] = [];
  const started = Date.now();

  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.all('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    const path = url.pathname;
    const query = Object.fromEntries(url.searchParams);
    const raw = typeof request.body === 'string' ? request.body : '';
    const problems: string[] = [];
    let body: unknown;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        problems.push('body is not JSON');
      }
    }
    const headers = {
      authorization: request.headers.authorization,
      accept: request.headers.accept,
      'content-type': request.headers['content-type'],
    };
    requests.push({
      method: request.method,
      path,
      query,
      headers,
      body,
      at: Date.now() - started,
    });

    const contract = contracts.find(
      (candidate) => candidate.method === request.method && candidate.path.test(path),
    );
    if (!contract) problems.push(`no such endpoint in the contract: ${request.method} ${path}`);
    if (headers.authorization !== expectedAuthorization) {
      problems.push('Authorization must be Basic base64(key:secret)');
    }
    if (contract && headers.accept !== contract.accept) {
      problems.push(`Accept must be ${contract.accept}, got ${headers.accept ?? 'none'}`);
    }
    const sendsBody = request.method === 'POST' || request.method === 'PATCH';
    if (sendsBody && !headers['content-type']?.startsWith('application/json')) {
      problems.push('Content-Type must be application/json');
    }
    if (contract) {
      const queryCheck = contract.query.safeParse(query);
      if (!queryCheck.success) problems.push(`query ${describeIssues(queryCheck.error)}`);
      if (contract.body === null) {
        if (raw) problems.push('no body expected');
      } else if (body !== undefined || !raw) {
        const bodyCheck = contract.body.safeParse(body);
        if (!bodyCheck.success) problems.push(`body ${describeIssues(bodyCheck.error)}`);
      }
    }
    if (problems.length > 0) {
      const line = `${request.method} ${path}: ${problems.join('; ')}`;
      mismatches.push(line);
      return reply.status(400).send({ code: 'ContractMismatch', message: line });
    }

    const controller = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort(new Error('client went away'));
    });
    let answer: Response;
    try {
      answer = await fake.handle(
        new Request(`http://127.0.0.1${request.url}`, {
          method: request.method,
          headers: Object.fromEntries(
            Object.entries(headers).filter((entry): entry is [string, string] => !!entry[1]),
          ),
          body: raw && sendsBody ? raw : undefined,
          signal: controller.signal,
        }),
      );
    } catch {
      return reply.status(499).send();
    }
    reply.status(answer.status);
    answer.headers.forEach((value, name) => {
      if (name !== 'content-length') reply.header(name, value);
    });
    return reply.send(await answer.text());
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The fake did not get a port');

  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    credentials,
    fake,
    requests,
    mismatches,
    enqueue: (...scenarios) => fake.enqueue(...scenarios),
    takeMismatches: () => mismatches.splice(0, mismatches.length),
    assertNoMismatches() {
      if (mismatches.length > 0) {
        throw new Error(`Fivetran contract broken:\n${mismatches.join('\n')}`);
      }
      if (fake.pendingScenarios > 0) {
        throw new Error(`${fake.pendingScenarios} queued Fivetran scenario(s) were never used`);
      }
    },
    close: () => app.close(),
  };
}

/** A fetch that refuses anything but loopback: tests must never reach the real Fivetran. */
export const loopbackOnlyFetch: typeof globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    return Promise.reject(new Error(`Non-loopback request refused in tests: ${url.origin}`));
  }
  return globalThis.fetch(input, init);
};
