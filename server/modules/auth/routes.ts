/**
 * Identity endpoints: better-auth's handler mounted under /api/auth/* (sign-up, sign-in,
 * sign-out, get-session, Google, password reset) behind the sign-in and sign-up limits, plus
 * the domain pre-check and the sign-in options.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authOptionsResponseSchema,
  checkDomainQuerySchema,
  checkDomainResponseSchema,
  passwordResetRequestSchema,
  passwordResetRequestResponseSchema,
} from '../../../common/auth/contract.ts';
import { noQuerySchema } from '../../../common/shared/request.ts';
import { API_MESSAGES } from '../../../common/shared/messages.ts';
import { databaseUnreachable } from '../../db/unavailable.ts';
import { AppError, errorCodeOf } from '../../lib/errors.ts';
import { AUTH_BASE_PATH } from '../../../common/auth/contract.ts';
import { checkDomain } from './service.ts';
import { checkDomainLimit, signInLimits } from './sign-in-limits.ts';

/** Request headers that describe the original body or hop, not the request we rebuild. */
const DROPPED_HEADERS = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'x-forwarded-for',
]);

function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || DROPPED_HEADERS.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // The client address as Fastify sees it (TRUST_PROXY decides), never a client-sent header.
  headers.set('x-forwarded-for', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body != null;
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/**
 * The session token lives only in the HttpOnly cookie: the library also puts it in some
 * answers (sign-in, sign-up, change-password, list-sessions), where page scripts could
 * read it. Every `token` field is dropped (docs/decisions/080).
 */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, inner]) => [key, withoutTokens(inner)]),
  );
}

/** Sends a Fetch Response through Fastify; error bodies take our one shape {error, code}. */
async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'content-length') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400) {
    const body = {
      error:
        response.status === 404
          ? API_MESSAGES.notFound
          : response.statusText || API_MESSAGES.invalidRequest,
      code: errorCodeOf(response.status),
    };
    try {
      const parsed = JSON.parse(text) as { message?: unknown; code?: unknown };
      if (typeof parsed.message === 'string' && parsed.message) body.error = parsed.message;
      if (typeof parsed.code === 'string') body.code = parsed.code;
    } catch {
      // Not JSON: keep the status text.
    }
    return reply.type('application/json; charset=utf-8').send(body);
  }
  if (text.length === 0) return reply.send(null);
  const json = response.headers.get('content-type')?.includes('application/json');
  return reply.send(json ? JSON.stringify(withoutTokens(JSON.parse(text))) : text);
}

/** Whether any key or string in `value` holds U+0000 (which PostgreSQL text cannot store). */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
}

/** Whether every object or array in `value` is at most `depth` levels deep. */
function nestedAtMost(value: unknown, depth: number): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (depth === 0) return false;
  return Object.values(value).every((inner) => nestedAtMost(inner, depth - 1));
}

/**
 * The identity library's bodies are JSON objects of a few fields (a social sign-in nests
 * one object) with no NUL character: anything else is refused here with a 400, before the
 * library (which answers a deeply nested body or a NUL with a 500) sees it. The library
 * validates the fields themselves.
 */
const AUTH_BODY_MAX_DEPTH = 3;
const authBodySchema = z
  .record(z.string(), z.unknown(), { error: API_MESSAGES.invalidRequest })
  .refine((body) => nestedAtMost(body, AUTH_BODY_MAX_DEPTH), API_MESSAGES.invalidRequest)
  .refine((body) => !holdsNul(body), API_MESSAGES.nulCharacter)
  .nullish();

/** The library's query strings (a callback's code and state, a redirect): no NUL either. */
const authQuerySchema = z
  .record(z.string(), z.unknown())
  .refine((query) => !holdsNul(query), API_MESSAGES.nulCharacter);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = app.config.publicSiteUrl;
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const response = await app.auth.handler(toFetchRequest(request, origin));
    // The library answers its own 500 when the database fails; the outage is a 503.
    if (response.status >= 500 && (await databaseUnreachable(app.database))) {
      throw new AppError('service_unavailable', API_MESSAGES.databaseUnavailable);
    }
    return sendFetchResponse(reply, response);
  };

  const limits = signInLimits(app.rateLimitCounter, app.config.authRateLimit);
  // The identity library's endpoints: the library itself tells a session's from anyone's.
  const config = { access: 'public' as const };
  app.get(
    `${AUTH_BASE_PATH}/*`,
    { config, schema: { querystring: authQuerySchema }, preHandler: limits },
    handler,
  );
  app.post(
    `${AUTH_BASE_PATH}/*`,
    { config, schema: { body: authBodySchema }, preHandler: limits },
    handler,
  );

  // Decision 088: the same answer at once for any valid address; the library's work after it.
  app.post(
    `${AUTH_BASE_PATH}/request-password-reset`,
    {
      config,
      schema: {
        querystring: noQuerySchema,
        body: authBodySchema,
        response: { 200: passwordResetRequestResponseSchema },
      },
      preHandler: limits,
    },
    async (request) => {
      const parsed = passwordResetRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw new AppError('bad_request', parsed.error.issues[0]!.message);
      const fetchRequest = toFetchRequest(request, origin);
      app.passwordResetRequests.start(() => app.auth.handler(fetchRequest));
      return { status: true };
    },
  );

  app.get(
    '/api/check-domain',
    {
      config,
      schema: {
        querystring: checkDomainQuerySchema,
        response: { 200: checkDomainResponseSchema },
      },
      preHandler: checkDomainLimit(app.rateLimitCounter, app.config.authRateLimit),
    },
    async (request) => checkDomain(app.database.db, app.config.adminEmails, request.query.email),
  );

  app.get(
    '/api/auth-options',
    {
      config,
      schema: { querystring: noQuerySchema, response: { 200: authOptionsResponseSchema } },
    },
    async () => ({
      google: app.config.google !== null,
      passwordPolicy: app.config.passwordPolicy,
    }),
  );
};
