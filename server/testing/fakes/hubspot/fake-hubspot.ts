/**
 * A local fake of HubSpot's CRM v3 contacts API, for tests only (docs/integrations.md#contract-fakes).
 *
 * It listens on 127.0.0.1, checks every request against what the real API requires (method
 * and path, `Authorization: Bearer <token>`, `Content-Type: application/json`, the body's shape
 * and property values) and answers like HubSpot: an in-memory contact store keyed by email,
 * HubSpot's error envelope and status codes. A request that breaks the contract is recorded in
 * `mismatches` and answered 400 naming the problem; tests assert there are none.
 * Scenarios queued with `queue()` replace the next answers (rate limit, 207, 5xx, slow, drop).
 *
 * Batch upsert answers what HubSpot documents for it (its official Node client, generated
 * from the API spec): 200, or 207 Multi-Status when inputs failed inside the batch, never
 * the 409 CONFLICT of a plain create (an endpoint the product does not call, so the fake
 * does not serve it).
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  HUBSPOT_CUSTOM_PROPERTIES,
  HUBSPOT_LEAD_SOURCE,
} from '../../../integrations/hubspot/contact-properties.ts';
import { HUBSPOT_CONTACTS_PATH } from '../../../integrations/hubspot/http-client.ts';

export type FakeHubSpotScenario =
  /** Answer normally (the default when the queue is empty). */
  | { kind: 'ok' }
  /** 429 with HubSpot's rate-limit body; Retry-After only when given. */
  | { kind: 'rate_limited'; retryAfter?: string; policyName?: string }
  /**
   * 207 Multi-Status: the inputs whose email is in `failedEmails` (all, when not given) fail
   * with HubSpot's StandardError (`category`, `message`); the others are upserted.
   */
  | { kind: 'multi_status'; failedEmails?: string[]; category?: string; message?: string }
  /** A HubSpot error envelope with this status (400, 401, 403, 404, 500, 502, 503). */
  | { kind: 'error'; status: 400 | 401 | 403 | 404 | 500 | 502 | 503 }
  /** Answer normally after a delay. */
  | { kind: 'slow'; ms: number }
  /** Close the connection without answering. */
  | { kind: 'drop' }
  /** Never answer: hold the request until the client gives up (or the fake closes). */
  | { kind: 'hang' };

export interface FakeHubSpotRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  at: number;
  /** The status the fake answered with; unset while pending or when it dropped the connection. */
  status?: number;
}

export interface FakeHubSpotContact {
  id: string;
  properties: Record<string, string>;
  createdAt: string;
  updatedAt: string;
}

export interface FakeHubSpotOptions {
  /** The private-app token the fake accepts. */
  token: string;
  /** Properties the portal has; defaults to the standard four plus our custom ones. */
  knownProperties?: readonly string[];
}

export interface FakeHubSpot {
  url: string;
  requests: FakeHubSpotRequest[];
  mismatches: string[];
  /** Contacts by email (lower case). */
  contacts: Map<string, FakeHubSpotContact>;
  queue(...scenarios: FakeHubSpotScenario[]): void;
  /** The scenario played when the queue is empty (an outage that lasts); `ok` by default. */
  setFallback(scenario: FakeHubSpotScenario): void;
  /** Adds a contact as if it already existed in HubSpot; returns it. */
  seedContact(properties: Record<string, string> & { email: string }): FakeHubSpotContact;
  /** Forgets requests, mismatches, queued scenarios, the fallback and contacts. */
  reset(): void;
  close(): Promise<void>;
}

const STANDARD_PROPERTIES = ['email', 'firstname', 'lastname', 'phone'];

/** Every body reaches the handlers as text (the content-type parser below). */
const bodyText = (body: unknown): string => (typeof body === 'string' ? body : '');

/** "All values are strings"; we also require that empty values are left out ("" clears). */
const propertiesSchema = z.record(
  z.string(),
  z.string().min(1, 'empty property values clear the property in HubSpot; omit them'),
);
const upsertBodySchema = z.strictObject({
  inputs: z
    .array(
      z.strictObject({
        idProperty: z.literal('email'),
        id: z.string().min(1),
        properties: propertiesSchema,
      }),
    )
    .min(1)
    .max(100),
});

const ERROR_BODIES: Record<number, { category: string; message: string }> = {
  400: { category: 'VALIDATION_ERROR', message: 'Property values were not valid' },
  401: {
    category: 'INVALID_AUTHENTICATION',
    message:
      'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview',
  },
  403: {
    category: 'MISSING_SCOPES',
    message: "This app hasn't been granted all required scopes to make this call.",
  },
  404: { category: 'OBJECT_NOT_FOUND', message: 'resource not found' },
  500: { category: 'INTERNAL_ERROR', message: 'Internal Server Error' },
  502: { category: 'BAD_GATEWAY', message: 'Bad Gateway' },
  503: { category: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable' },
};

export async function startFakeHubSpot(options: FakeHubSpotOptions): Promise<FakeHubSpot> {
  const knownProperties = new Set(
    options.knownProperties ?? [...STANDARD_PROPERTIES, ...Object.keys(HUBSPOT_CUSTOM_PROPERTIES)],
  );
  const leadSourceOptions = new Set(Object.values(HUBSPOT_LEAD_SOURCE));
  const state = {
    requests: [] as FakeHubSpotRequest[],
    mismatches: [] as string[],
    contacts: new Map<string, FakeHubSpotContact>(),
    scenarios: [] as FakeHubSpotScenario[],
    fallback: { kind: 'ok' } as FakeHubSpotScenario,
    nextId: 37_765_128_953,
  };

  // Tests close the fake while the client may still hold keep-alive connections.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  // Keep the raw body whatever the content type, so the contract check sees what was sent.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  function sendError(
    reply: FastifyReply,
    status: number,
    extra: { category?: string; message?: string; errors?: unknown[] } = {},
  ) {
    const correlationId = randomUUID();
    const base = ERROR_BODIES[status] ?? { category: 'ERROR', message: 'Error' };
    return reply
      .status(status)
      .header('x-hubspot-correlation-id', correlationId)
      .send({
        status: 'error',
        message: extra.message ?? base.message,
        correlationId,
        category: extra.category ?? base.category,
        ...(extra.errors ? { errors: extra.errors } : {}),
      });
  }

  function mismatch(reply: FastifyReply, problem: string) {
    state.mismatches.push(problem);
    return reply.status(400).send({ status: 'error', message: `Contract mismatch: ${problem}` });
  }

  function upsertStored(properties: Record<string, string>): {
    contact: FakeHubSpotContact;
    created: boolean;
  } {
    const key = (properties.email ?? '').toLowerCase();
    const now = new Date().toISOString();
    const existing = state.contacts.get(key);
    if (existing) {
      existing.properties = { ...existing.properties, ...properties };
      existing.updatedAt = now;
      return { contact: existing, created: false };
    }
    const contact: FakeHubSpotContact = {
      id: String(state.nextId++),
      properties: { ...properties },
      createdAt: now,
      updatedAt: now,
    };
    state.contacts.set(key, contact);
    return { contact, created: true };
  }

  /** HubSpot's own validation of property names and values: a 400 like the real one, not a mismatch. */
  function invalidProperties(properties: Record<string, string>): string | null {
    const unknown = Object.keys(properties).filter((name) => !knownProperties.has(name));
    if (unknown.length > 0) {
      return `Property values were not valid: [${unknown
        .map(
          (name) =>
            `{"isValid":false,"message":"Property \\"${name}\\" does not exist","error":"PROPERTY_DOESNT_EXIST","name":"${name}"}`,
        )
        .join(',')}]`;
    }
    if (properties.email !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(properties.email)) {
      return `Property values were not valid: [{"isValid":false,"message":"Email address ${properties.email} is invalid","error":"INVALID_EMAIL","name":"email"}]`;
    }
    if (properties.lead_source !== undefined && !leadSourceOptions.has(properties.lead_source)) {
      return `Property values were not valid: [{"isValid":false,"message":"${properties.lead_source} was not one of the allowed options","error":"INVALID_OPTION","name":"lead_source"}]`;
    }
    return null;
  }

  /** Checks shared by every call; returns false when it already answered. */
  function checkCommon(request: FastifyRequest, reply: FastifyReply): boolean {
    const authorization = request.headers.authorization;
    if (typeof authorization !== 'string' || !/^Bearer \S+$/.test(authorization)) {
      mismatch(reply, `${request.method} ${request.url}: Authorization must be "Bearer <token>"`);
      return false;
    }
    if (authorization !== `Bearer ${options.token}`) {
      sendError(reply, 401);
      return false;
    }
    const contentType = request.headers['content-type'] ?? '';
    if (!contentType.toLowerCase().startsWith('application/json')) {
      mismatch(
        reply,
        `${request.method} ${request.url}: Content-Type must be application/json, got "${contentType}"`,
      );
      return false;
    }
    return true;
  }

  function parseBody<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: z.ZodType<T>,
  ): T | null {
    let json: unknown;
    try {
      json = JSON.parse(bodyText(request.body));
    } catch {
      mismatch(reply, `${request.method} ${request.url}: the body is not JSON`);
      return null;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const problems = parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
        .join('; ');
      mismatch(reply, `${request.method} ${request.url}: ${problems}`);
      return null;
    }
    return parsed.data;
  }

  /** Plays a scenario; returns true when it answered (or dropped). */
  async function playScenario(
    scenario: FakeHubSpotScenario,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    switch (scenario.kind) {
      case 'ok':
      case 'multi_status': // the upsert answers it, input by input
        return false;
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, scenario.ms));
        return false;
      case 'drop':
        reply.hijack();
        request.raw.socket.destroy();
        return true;
      case 'hang':
        reply.hijack();
        return true;
      case 'rate_limited': {
        if (scenario.retryAfter !== undefined) reply.header('retry-after', scenario.retryAfter);
        const policyName = scenario.policyName ?? 'TEN_SECONDLY_ROLLING';
        reply.status(429).send({
          status: 'error',
          message: `You have reached your ${policyName === 'DAILY' ? 'daily' : 'ten_secondly_rolling'} limit.`,
          errorType: 'RATE_LIMIT',
          correlationId: randomUUID(),
          policyName,
        });
        return true;
      }
      case 'error': {
        const extra =
          scenario.status === 403
            ? {
                errors: [
                  {
                    message: 'One or more of the following scopes are required.',
                    context: { requiredGranularScopes: ['crm.objects.contacts.write'] },
                  },
                ],
              }
            : {};
        sendError(reply, scenario.status, extra);
        return true;
      }
    }
  }

  const recorded = new WeakMap<FastifyRequest, FakeHubSpotRequest>();
  app.addHook('onRequest', async (request) => {
    const [pathname = '', search = ''] = request.url.split('?');
    const entry: FakeHubSpotRequest = {
      method: request.method,
      path: pathname,
      query: Object.fromEntries(new URLSearchParams(search)),
      headers: { ...request.headers },
      body: undefined,
      at: Date.now(),
    };
    recorded.set(request, entry);
    state.requests.push(entry);
  });
  app.addHook('onResponse', async (request, reply) => {
    const entry = recorded.get(request);
    // A dropped connection (hijacked, destroyed) never finished an answer.
    if (entry && reply.raw.writableFinished) entry.status = reply.statusCode;
  });
  app.addHook('preHandler', async (request) => {
    const entry = recorded.get(request);
    if (!entry) return;
    try {
      entry.body = JSON.parse(bodyText(request.body));
    } catch {
      entry.body = request.body;
    }
  });

  app.post(`${HUBSPOT_CONTACTS_PATH}/batch/upsert`, async (request, reply) => {
    if (!checkCommon(request, reply)) return reply;
    const body = parseBody(request, reply, upsertBodySchema);
    if (!body) return reply;
    for (const input of body.inputs) {
      if (input.properties.email !== undefined && input.properties.email !== input.id) {
        return mismatch(
          reply,
          'batch/upsert: properties.email must equal id when idProperty is email',
        );
      }
    }
    const scenario = state.scenarios.shift() ?? state.fallback;
    if (await playScenario(scenario, request, reply)) return reply;
    for (const input of body.inputs) {
      const problem = invalidProperties({ ...input.properties, email: input.id });
      if (problem) return sendError(reply, 400, { category: 'VALIDATION_ERROR', message: problem });
    }
    const fails = (email: string) =>
      scenario.kind === 'multi_status' &&
      (scenario.failedEmails?.includes(email.toLowerCase()) ?? true);
    const startedAt = new Date().toISOString();
    const results = body.inputs
      .filter((input) => !fails(input.id))
      .map((input) => {
        const { contact, created } = upsertStored({ ...input.properties, email: input.id });
        return {
          id: contact.id,
          new: created,
          archived: false,
          properties: { ...contact.properties, hs_object_id: contact.id },
          createdAt: contact.createdAt,
          updatedAt: contact.updatedAt,
        };
      });
    // StandardError, as BatchResponseSimplePublicUpsertObjectWithErrors carries them.
    const errors = body.inputs
      .filter((input) => fails(input.id))
      .map((input) => ({
        status: 'error',
        category: (scenario.kind === 'multi_status' && scenario.category) || 'VALIDATION_ERROR',
        message:
          (scenario.kind === 'multi_status' && scenario.message) ||
          `Could not upsert the contact ${input.id}`,
        context: { ids: [input.id] },
        errors: [],
        links: {},
      }));
    return reply.status(errors.length > 0 ? 207 : 200).send({
      status: 'COMPLETE',
      startedAt,
      completedAt: new Date().toISOString(),
      results,
      ...(errors.length > 0 ? { numErrors: errors.length, errors } : {}),
    });
  });

  app.setNotFoundHandler((request, reply) =>
    mismatch(reply, `${request.method} ${request.url.split('?')[0]}: no such HubSpot endpoint`),
  );

  const url = await app.listen({ host: '127.0.0.1', port: 0 });

  return {
    url,
    requests: state.requests,
    mismatches: state.mismatches,
    contacts: state.contacts,
    queue: (...scenarios) => void state.scenarios.push(...scenarios),
    setFallback: (scenario) => void (state.fallback = scenario),
    seedContact: (properties) => upsertStored(properties).contact,
    reset: () => {
      state.requests.length = 0;
      state.mismatches.length = 0;
      state.scenarios.length = 0;
      state.fallback = { kind: 'ok' };
      state.contacts.clear();
    },
    close: () => app.close(),
  };
}
