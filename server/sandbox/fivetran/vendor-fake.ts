/**
 * A fake Fivetran: answers Fetch API requests the way Fivetran's REST API v1 does
 * (docs/integrations.md#fivetran, docs/integrations.md#sandboxes), from in-memory state. Two
 * users:
 *
 * - the sandbox (sandbox.ts) wires the real client to `fake.fetch` in-process, and serves
 *   the connect card (`connectCardUrl`) as a page of ours that completes the setup
 *   (connect-card.ts);
 * - the contract fake (server/testing/fakes/fivetran/contract-fake.ts) serves it over HTTP to
 *   the tests, which queue failure scenarios with `enqueue()`.
 *
 * Vendor behaviour it imitates: Basic auth (401), Accept (406) and Content-Type (415)
 * checks, the `{code, message, data}` envelope, connections created `incomplete` and
 * paused, unique schemas per group (409), cursor pagination, 404 `NotFound_Connector`,
 * 429 with `Retry-After`, and a one-day connect card.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { SandboxScenario } from '../../config.ts';

export interface FakeConnectionState {
  id: string;
  group_id: string;
  service: string;
  schema: string;
  paused: boolean;
  created_at: string;
  succeeded_at: string | null;
  failed_at: string | null;
  setup_state: 'incomplete' | 'connected' | 'broken';
  sync_state: 'scheduled' | 'syncing' | 'paused' | 'rescheduled';
  update_state: 'on_schedule' | 'delayed';
}

export interface FakeCardState {
  token: string;
  connectionId: string;
  redirectUri: string;
  hideSetupGuide: boolean;
  expiresAt: string;
}

export interface FakeState {
  connections: FakeConnectionState[];
  cards: FakeCardState[];
}

/** One queued answer: the next matching request gets it instead of the normal one. */
export interface FakeScenario {
  /** Only requests whose "METHOD /path" matches consume it (default: any request). */
  match?: RegExp;
  /** Answer after this long (the request's abort signal is honoured). */
  delayMs?: number;
  /** With a status: answer with it and the error envelope below; without: answer normally. */
  status?: number;
  code?: string;
  message?: string;
  headers?: Record<string, string>;
  /** A raw body instead of the envelope (e.g. to send something that is not JSON). */
  rawBody?: string;
}

/** The failure cases of docs/integrations.md#sandboxes, ready to enqueue. */
export const fivetranScenarios = {
  unauthorized: (): FakeScenario => ({
    status: 401,
    code: 'AuthFailed',
    message: 'Unauthorized: invalid API key or secret',
  }),
  forbidden: (): FakeScenario => ({
    status: 403,
    code: 'Forbidden',
    message: 'Not permitted to perform this action',
  }),
  notFound: (): FakeScenario => ({
    status: 404,
    code: 'NotFound_Connector',
    message: 'Connector with id does not exist',
  }),
  conflict: (): FakeScenario => ({
    status: 409,
    code: 'Conflict',
    message: 'A connection with this schema already exists in the group',
  }),
  rateLimited: (retryAfterSeconds = 2): FakeScenario => ({
    status: 429,
    code: 'TooManyRequests',
    message: 'Too many requests, please retry later',
    headers: { 'retry-after': String(retryAfterSeconds) },
  }),
  serverError: (): FakeScenario => ({
    status: 500,
    code: 'InternalServerError',
    message: 'Internal server error',
  }),
  slow: (delayMs: number): FakeScenario => ({ delayMs }),
};

export interface FivetranFakeOptions {
  /** When set, requests must carry Basic base64("key:secret"). */
  credentials?: { apiKey: string; apiSecret: string };
  /** Destination groups that exist. */
  groupIds: string[];
  /** Where connect cards live; `?auth=<token>` is appended. */
  connectCardUrl?: string;
  /** A scenario every request meets (the sandbox's SANDBOX_SCENARIO). */
  scenario?: SandboxScenario;
  /** Added before every answer (the sandbox's SANDBOX_LATENCY_MS). */
  latencyMs?: () => number;
  initialState?: FakeState;
  /** Called after every change (the sandbox persists its state with it). */
  onChange?: (state: FakeState) => void;
  now?: () => Date;
}

const CARD_LIFETIME_MS = 24 * 60 * 60 * 1000;
const MAX_PAGE = 1000;

/** Fivetran requires a redirect URI starting with http or https (its OpenAPI spec). */
const redirectUriSchema = z.url({ protocol: /^https?$/ });

const createBodySchema = z
  .object({
    group_id: z.string().min(1),
    service: z.string().min(1),
    paused: z.boolean().optional(),
    run_setup_tests: z.boolean().optional(),
    config: z.object({ schema: z.string().min(1) }).loose(),
    connect_card_config: z
      .object({
        redirect_uri: redirectUriSchema.optional(),
        hide_setup_guide: z.boolean().optional(),
      })
      .optional(),
  })
  .loose();

const connectCardBodySchema = z
  .object({
    connect_card_config: z.object({
      redirect_uri: redirectUriSchema,
      hide_setup_guide: z.boolean().optional(),
    }),
  })
  .loose();

const patchBodySchema = z.object({ paused: z.boolean() }).loose();

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json;charset=utf-8', ...headers },
  });
}

function failure(status: number, code: string, message: string, headers?: Record<string, string>) {
  return json(status, { code, message }, headers);
}

function randomId(prefix: string): string {
  return `${prefix}${randomBytes(6).toString('hex')}`;
}

function encodeCursor(skip: number): string {
  return Buffer.from(JSON.stringify({ skip })).toString('base64url');
}

function decodeCursor(cursor: string): number | null {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      skip?: unknown;
    };
    return typeof value.skip === 'number' && value.skip >= 0 ? value.skip : null;
  } catch {
    return null;
  }
}

export class FivetranFake {
  readonly #options: FivetranFakeOptions;
  readonly #connections = new Map<string, FakeConnectionState>();
  readonly #cards = new Map<string, FakeCardState>();
  readonly #queue: FakeScenario[] = [];
  #failedLast = false;

  constructor(options: FivetranFakeOptions) {
    this.#options = options;
    for (const connection of options.initialState?.connections ?? []) {
      this.#connections.set(connection.id, connection);
    }
    for (const card of options.initialState?.cards ?? []) this.#cards.set(card.token, card);
  }

  /** A `fetch` answered by this fake, for the real client's `fetch` option. */
  readonly fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    await sleep(this.#options.latencyMs?.() ?? 0, undefined, { signal: request.signal });
    return this.handle(request);
  };

  /** Queues a scenario for the next matching request. */
  enqueue(...scenarios: FakeScenario[]): void {
    this.#queue.push(...scenarios);
  }

  /** Scenarios not consumed yet. */
  get pendingScenarios(): number {
    return this.#queue.length;
  }

  get state(): FakeState {
    return {
      connections: [...this.#connections.values()].map((connection) => ({ ...connection })),
      cards: [...this.#cards.values()].map((card) => ({ ...card })),
    };
  }

  connection(id: string): FakeConnectionState | undefined {
    const found = this.#connections.get(id);
    return found ? { ...found } : undefined;
  }

  /** The connect card behind a token, or null when unknown or expired. */
  card(token: string): { card: FakeCardState; connection: FakeConnectionState } | null {
    const card = this.#cards.get(token);
    if (!card || Date.parse(card.expiresAt) < this.#now().getTime()) return null;
    const connection = this.#connections.get(card.connectionId);
    return connection ? { card: { ...card }, connection: { ...connection } } : null;
  }

  /**
   * The user passed the card's Save & Test: the setup is complete (the connection stays
   * paused until the product resumes it). Returns where the card sends the browser.
   */
  completeCard(token: string): string | null {
    const found = this.card(token);
    if (!found) return null;
    const connection = this.#connections.get(found.connection.id)!;
    connection.setup_state = 'connected';
    this.#cards.delete(token);
    this.#changed();
    return found.card.redirectUri;
  }

  /** What Fivetran does on its own: a connection breaks, syncs, or is paused in its dashboard. */
  update(
    id: string,
    changes: Partial<
      Pick<FakeConnectionState, 'paused' | 'setup_state' | 'sync_state' | 'succeeded_at'>
    >,
  ): void {
    const connection = this.#connections.get(id);
    if (!connection) throw new Error(`No connection ${id}`);
    Object.assign(connection, changes);
    this.#changed();
  }

  /** The user left the card without finishing: nothing changes. */
  abandonCard(token: string): string | null {
    const found = this.card(token);
    return found ? found.card.redirectUri : null;
  }

  // ---------------------------------------------------------------- HTTP surface

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^.*?\/v1(?=\/)/, '');
    const line = `${request.method} ${path}`;
    const index = this.#queue.findIndex((scenario) => !scenario.match || scenario.match.test(line));
    const scenario = index >= 0 ? this.#queue.splice(index, 1)[0] : undefined;
    if (scenario?.delayMs) await sleep(scenario.delayMs, undefined, { signal: request.signal });
    if (scenario?.status) {
      if (scenario.rawBody !== undefined) {
        return new Response(scenario.rawBody, {
          status: scenario.status,
          headers: scenario.headers ?? {},
        });
      }
      return failure(
        scenario.status,
        scenario.code ?? 'Error',
        scenario.message ?? 'Error',
        scenario.headers,
      );
    }
    const configured = this.#configuredFailure(request.method);
    if (configured) return configured;

    const refused = this.#checkHeaders(request);
    if (refused) return refused;

    const parts = path.split('/').filter(Boolean);
    const [first, id, sub, extra] = parts;
    const isConnections = first === 'connections' || first === 'connectors';
    try {
      if (request.method === 'POST' && isConnections && parts.length === 1) {
        return this.#create(await request.json());
      }
      if (request.method === 'GET' && isConnections && parts.length === 1) {
        const groupId = url.searchParams.get('group_id');
        if (!groupId) return failure(400, 'InvalidInput', 'group_id is required');
        return this.#list(groupId, url.searchParams);
      }
      if (first === 'groups' && id && (sub === 'connections' || sub === 'connectors') && !extra) {
        if (request.method !== 'GET') return this.#methodNotAllowed();
        return this.#list(decodeURIComponent(id), url.searchParams);
      }
      if (isConnections && id && sub === 'connect-card' && parts.length === 3) {
        if (request.method !== 'POST') return this.#methodNotAllowed();
        return this.#connectCard(decodeURIComponent(id), await request.json());
      }
      if (isConnections && id && parts.length === 2) {
        const connectionId = decodeURIComponent(id);
        if (request.method === 'GET') return this.#details(connectionId);
        if (request.method === 'PATCH') return this.#patch(connectionId, await request.json());
        if (request.method === 'DELETE') return this.#delete(connectionId);
        return this.#methodNotAllowed();
      }
    } catch (error) {
      if (error instanceof SyntaxError) return failure(400, 'InvalidInput', 'Malformed JSON');
      throw error;
    }
    return failure(404, 'NotFound', `No such endpoint: ${line}`);
  }

  #now(): Date {
    return this.#options.now?.() ?? new Date();
  }

  #changed(): void {
    this.#options.onChange?.(this.state);
  }

  #methodNotAllowed(): Response {
    return failure(405, 'MethodNotAllowed', 'Method not allowed');
  }

  #configuredFailure(method: string): Response | null {
    const scenario = this.#options.scenario ?? 'success';
    const pick: Record<
      Exclude<SandboxScenario, 'success' | 'server_error' | 'invalid_grant' | 'token_expired'>,
      () => FakeScenario
    > = {
      unauthorized: fivetranScenarios.unauthorized,
      forbidden: fivetranScenarios.forbidden,
      not_found: fivetranScenarios.notFound,
      conflict: fivetranScenarios.conflict,
      rate_limited: () => fivetranScenarios.rateLimited(2),
    };
    // Google's OAuth scenarios don't concern Fivetran.
    if (scenario === 'success' || scenario === 'invalid_grant' || scenario === 'token_expired') {
      return null;
    }
    if (scenario === 'server_error') {
      // 500 once, then OK: every other call fails, so a retried GET succeeds on its second try.
      this.#failedLast = !this.#failedLast;
      if (!this.#failedLast) return null;
      const error = fivetranScenarios.serverError();
      return failure(error.status!, error.code!, error.message!);
    }
    // Conflicts only make sense for writes that create.
    if (scenario === 'conflict' && method !== 'POST') return null;
    const error = pick[scenario]();
    return failure(error.status!, error.code!, error.message!, error.headers);
  }

  #checkHeaders(request: Request): Response | null {
    const { credentials } = this.#options;
    if (credentials) {
      const expected = `Basic ${Buffer.from(`${credentials.apiKey}:${credentials.apiSecret}`).toString('base64')}`;
      if (request.headers.get('authorization') !== expected) {
        return failure(401, 'AuthFailed', 'Unauthorized: invalid API key or secret');
      }
    }
    const accept = request.headers.get('accept');
    if (accept && !/application\/json|\*\/\*/.test(accept)) {
      return failure(406, 'NotAcceptable', `Unsupported Accept header: ${accept}`);
    }
    if (request.method === 'POST' || request.method === 'PATCH') {
      const contentType = request.headers.get('content-type') ?? '';
      if (!contentType.startsWith('application/json')) {
        return failure(415, 'UnsupportedMediaType', 'Content-Type must be application/json');
      }
    }
    return null;
  }

  #view(connection: FakeConnectionState) {
    return {
      id: connection.id,
      group_id: connection.group_id,
      service: connection.service,
      service_version: 1,
      schema: connection.schema,
      connected_by: 'sandbox_user',
      created_at: connection.created_at,
      succeeded_at: connection.succeeded_at,
      failed_at: connection.failed_at,
      paused: connection.paused,
      pause_after_trial: false,
      sync_frequency: 360,
      schedule_type: 'auto',
      status: {
        setup_state: connection.setup_state,
        sync_state: connection.paused ? 'paused' : connection.sync_state,
        update_state: connection.update_state,
        is_historical_sync: connection.succeeded_at === null,
        tasks: [],
        warnings: [],
      },
      config: { schema: connection.schema },
    };
  }

  #issueCard(connection: FakeConnectionState, redirectUri: string, hideSetupGuide: boolean) {
    const token = randomId('sandbox_card_');
    this.#cards.set(token, {
      token,
      connectionId: connection.id,
      redirectUri,
      hideSetupGuide,
      expiresAt: new Date(this.#now().getTime() + CARD_LIFETIME_MS).toISOString(),
    });
    const base = this.#options.connectCardUrl ?? 'https://fivetran.com/connect-card/setup';
    const uri = new URL(base);
    uri.searchParams.set('auth', token);
    return { token, uri: uri.toString() };
  }

  #create(body: unknown): Response {
    const parsed = createBodySchema.safeParse(body);
    if (!parsed.success) {
      return failure(400, 'InvalidInput', `Invalid request: ${parsed.error.issues[0]?.message}`);
    }
    const input = parsed.data;
    if (!this.#options.groupIds.includes(input.group_id)) {
      return failure(404, 'NotFound_Group', `Group with id ${input.group_id} does not exist`);
    }
    const duplicate = [...this.#connections.values()].some(
      (connection) =>
        connection.group_id === input.group_id && connection.schema === input.config.schema,
    );
    if (duplicate) {
      return failure(
        409,
        'Conflict',
        `A connection with schema ${input.config.schema} already exists in the group`,
      );
    }
    const connection: FakeConnectionState = {
      id: randomId('sandbox_'),
      group_id: input.group_id,
      service: input.service,
      schema: input.config.schema,
      paused: input.paused ?? false,
      created_at: this.#now().toISOString(),
      succeeded_at: null,
      failed_at: null,
      setup_state: 'incomplete',
      sync_state: 'scheduled',
      update_state: 'on_schedule',
    };
    this.#connections.set(connection.id, connection);
    const data: Record<string, unknown> = this.#view(connection);
    if (input.connect_card_config?.redirect_uri) {
      const card = this.#issueCard(
        connection,
        input.connect_card_config.redirect_uri,
        input.connect_card_config.hide_setup_guide ?? false,
      );
      data.connect_card = card;
      data.connect_card_config = input.connect_card_config;
    }
    this.#changed();
    return json(201, { code: 'Success', message: 'Connection has been created', data });
  }

  #connectCard(id: string, body: unknown): Response {
    const connection = this.#connections.get(id);
    if (!connection) {
      return failure(404, 'NotFound_Connector', `Connector with id '${id}' doesn't exist`);
    }
    const parsed = connectCardBodySchema.safeParse(body);
    if (!parsed.success) {
      return failure(
        400,
        'InvalidInput',
        'connect_card_config.redirect_uri is required and must start with http or https',
      );
    }
    const config = parsed.data.connect_card_config;
    const card = this.#issueCard(connection, config.redirect_uri, config.hide_setup_guide ?? false);
    this.#changed();
    return json(200, {
      code: 'Success',
      data: { connector_id: connection.id, connect_card: card, connect_card_config: config },
    });
  }

  #details(id: string): Response {
    const connection = this.#connections.get(id);
    if (!connection) {
      return failure(404, 'NotFound_Connector', `Connector with id '${id}' doesn't exist`);
    }
    return json(200, { code: 'Success', data: this.#view(connection) });
  }

  #patch(id: string, body: unknown): Response {
    const connection = this.#connections.get(id);
    if (!connection) {
      return failure(404, 'NotFound_Connector', `Connector with id '${id}' doesn't exist`);
    }
    const parsed = patchBodySchema.safeParse(body);
    if (!parsed.success) return failure(400, 'InvalidInput', 'paused must be a boolean');
    connection.paused = parsed.data.paused;
    // A resumed, set-up connection syncs: the sandbox pretends the first sync succeeded.
    if (!connection.paused && connection.setup_state === 'connected') {
      connection.succeeded_at ??= this.#now().toISOString();
      connection.sync_state = 'scheduled';
    }
    this.#changed();
    return json(200, {
      code: 'Success',
      message: 'Connection has been updated',
      data: this.#view(connection),
    });
  }

  #delete(id: string): Response {
    if (!this.#connections.delete(id)) {
      return failure(404, 'NotFound_Connector', `Connector with id '${id}' doesn't exist`);
    }
    for (const [token, card] of this.#cards)
      if (card.connectionId === id) this.#cards.delete(token);
    this.#changed();
    return json(200, { code: 'Success', message: 'Connection has been deleted' });
  }

  #list(groupId: string, params: URLSearchParams): Response {
    if (!this.#options.groupIds.includes(groupId)) {
      return failure(404, 'NotFound_Group', `Group with id ${groupId} does not exist`);
    }
    const limitText = params.get('limit');
    const limit = limitText === null ? 100 : Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) {
      return failure(400, 'InvalidInput', 'limit must be between 1 and 1000');
    }
    const cursor = params.get('cursor');
    const skip = cursor ? decodeCursor(cursor) : 0;
    if (skip === null) return failure(400, 'InvalidInput', 'Invalid cursor');
    const all = [...this.#connections.values()].filter(
      (connection) => connection.group_id === groupId,
    );
    const items = all.slice(skip, skip + limit).map((connection) => this.#view(connection));
    const data: Record<string, unknown> = { items };
    if (skip + limit < all.length) data.next_cursor = encodeCursor(skip + limit);
    return json(200, { code: 'Success', data });
  }
}
