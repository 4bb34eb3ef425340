/**
 * TESTS ONLY. The HTTP server the language-model contract fakes share (docs/integrations.md#contract-fakes):
 * one endpoint of one provider on 127.0.0.1, every request recorded, refused in the provider's
 * own error shape when it breaks what the provider checks (and then also listed as a mismatch
 * for the test to fail on), otherwise answered with what the test's answerer returns for it.
 * Each provider's module (openai-responses.ts, anthropic-messages.ts, openai-compatible-chat.ts)
 * describes its endpoint, its checks and its answers.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';

/** A request as the fake received it. */
export interface RecordedModelRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  /** The parsed JSON body; the raw text when it was not JSON. */
  body: unknown;
}

/** What the model answers one conforming request with; `delayMs` holds the answer back. */
export type FakeModelAnswer = (
  | {
      /** The structured output the model wrote, sent as its JSON text (or tool input). */
      output: unknown;
      /** The model the provider says answered; default: the one asked for. */
      model?: string;
      usage?: { inputTokens: number; outputTokens: number };
    }
  /** Raw text where the structured output belongs (not JSON, say). */
  | { text: string }
  /** The model declines, the provider's way. */
  | { refusal: string }
  /** The provider fails the call with this status, in its error shape. */
  | { status: number }
) & { delayMs?: number };

/** The answer to the `call`th conforming request (0 first), from the request itself. */
export type FakeModelAnswerer = (request: RecordedModelRequest, call: number) => FakeModelAnswer;

/** A refusal: the HTTP status and the provider's error body. */
export interface FakeRefusal {
  status: number;
  body: unknown;
}

export type FakeSuccess = Exclude<FakeModelAnswer, { status: number }>;

/** One provider's endpoint as its fake serves it. */
export interface ProviderContract {
  /** The endpoint, e.g. /v1/responses. */
  path: string;
  /** The address the SDK is given (its base URL), relative to the server's. */
  basePath: string;
  /** The refusal of a request that breaks the provider's rules; null when it conforms. */
  check(request: RecordedModelRequest, apiKey: string): FakeRefusal | null;
  /** The provider's answer for a conforming request. */
  answer(answer: FakeSuccess, request: RecordedModelRequest): unknown;
  /** The provider's error body for a status a test asks for (and for an unknown path). */
  error(status: number, message: string): unknown;
}

export const DEFAULT_FAKE_USAGE = { inputTokens: 120, outputTokens: 80 };

/** The value as a JSON object, or null when it is not one. */
export function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Every subschema of a JSON schema, with where it stands (`properties`, `items`, `anyOf`, `$defs`). */
export function* schemaNodes(
  schema: unknown,
  context: string[] = [],
): Generator<{ node: Record<string, unknown>; where: string }> {
  const node = asRecord(schema);
  if (!node) return;
  yield { node, where: `In context=(${context.map((part) => `'${part}'`).join(', ')})` };
  for (const [key, child] of Object.entries(asRecord(node.properties) ?? {})) {
    yield* schemaNodes(child, [...context, 'properties', key]);
  }
  if (node.items !== undefined) yield* schemaNodes(node.items, [...context, 'items']);
  if (Array.isArray(node.anyOf)) {
    for (const [index, child] of node.anyOf.entries()) {
      yield* schemaNodes(child, [...context, 'anyOf', String(index)]);
    }
  }
  for (const keyword of ['$defs', 'definitions'] as const) {
    for (const [key, child] of Object.entries(asRecord(node[keyword]) ?? {})) {
      yield* schemaNodes(child, [...context, keyword, key]);
    }
  }
}

/**
 * Where a JSON schema breaks the structured-output rules the providers enforce: every object
 * closed with `additionalProperties: false` and, where `allRequired` (OpenAI's strict mode),
 * every property listed in `required`. Null when it keeps them.
 */
export function strictSchemaProblem(schema: unknown, allRequired: boolean): string | null {
  for (const { node, where } of schemaNodes(schema)) {
    const properties = asRecord(node.properties);
    if (node.type !== 'object' && !properties) continue;
    if (node.additionalProperties !== false) {
      return `${where}, 'additionalProperties' is required to be supplied and to be false.`;
    }
    const required = Array.isArray(node.required) ? node.required : [];
    const missing = Object.keys(properties ?? {}).filter((key) => !required.includes(key));
    if (allRequired && missing.length > 0) {
      return `${where}, 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing[0]}'.`;
    }
  }
  return null;
}

export async function startFakeModelServer(
  contract: ProviderContract,
  options: { apiKey: string },
) {
  const requests: RecordedModelRequest[] = [];
  const mismatches: string[] = [];
  const stopped = new AbortController();
  let answerer: FakeModelAnswerer | null = null;
  let calls = 0;

  const server = Fastify({ logger: false, forceCloseConnections: true });
  server.removeAllContentTypeParsers();
  server.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  server.all('/*', async (request, reply) => {
    const path = new URL(request.url, 'http://127.0.0.1').pathname;
    const raw = typeof request.body === 'string' ? request.body : '';
    let body: unknown = raw;
    try {
      body = JSON.parse(raw);
    } catch {
      // Kept as text: the contract's check refuses it.
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : value,
      ]),
    );
    const recorded: RecordedModelRequest = { method: request.method, path, headers, body };
    requests.push(recorded);

    if (request.method !== 'POST' || path !== contract.path) {
      mismatches.push(`unexpected request ${request.method} ${path}`);
      return reply
        .status(404)
        .send(contract.error(404, `Unknown request URL: ${request.method} ${path}.`));
    }
    const refusal = contract.check(recorded, options.apiKey);
    if (refusal) {
      mismatches.push(`${refusal.status}: ${JSON.stringify(refusal.body)}`);
      return reply.status(refusal.status).send(refusal.body);
    }
    if (!answerer) {
      mismatches.push('no answer set: call answerWith() first');
      return reply.status(500).send(contract.error(500, 'The fake has no answer set.'));
    }
    const answer = answerer(recorded, calls++);
    if (answer.delayMs) {
      await sleep(answer.delayMs, undefined, { signal: stopped.signal }).catch(() => undefined);
    }
    if ('status' in answer) {
      return reply.status(answer.status).send(contract.error(answer.status, 'The fake failed.'));
    }
    return reply.send(contract.answer(answer, recorded));
  });

  const address = await server.listen({ host: '127.0.0.1', port: 0 });

  return {
    /** The base URL to give the adapter (AI_BASE_URL). */
    url: `${address}${contract.basePath}`,
    apiKey: options.apiKey,
    /** Every request received, conforming or not, oldest first. */
    requests,
    /** Sets how the model answers from now on (the call count starts again at 0). */
    answerWith(next: FakeModelAnswerer) {
      answerer = next;
      calls = 0;
    },
    /** The requests refused for breaking the contract since the last call, as lines. */
    takeMismatches() {
      return mismatches.splice(0);
    },
    /** Forgets the recorded requests (between tests). */
    reset() {
      requests.splice(0);
      mismatches.splice(0);
      answerer = null;
      calls = 0;
    },
    close: async () => {
      stopped.abort();
      await server.close();
    },
  };
}

export type FakeModelServer = Awaited<ReturnType<typeof startFakeModelServer>>;
