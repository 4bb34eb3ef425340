/**
 * The product's one HTTP helper, `send()`: every call sends the session cookie, a body goes as
 * JSON, and every successful answer is parsed with the endpoint's response schema from its
 * feature's contract (common/<feature>/). A failed answer raises ApiRequestError with the
 * message of the rule the caller names (the formatters below, one per rule of
 * docs/product.md#errors).
 *
 * Only types are imported here: the contact page loads this module before any schema.
 */
import type { QueryFunction, UseQueryOptions } from '@tanstack/react-query';
import type { ZodType } from 'zod';

declare module '@tanstack/react-query' {
  interface Register {
    /** What the default query function needs besides the path: see readQuery(). */
    queryMeta: { response?: ZodType; failure?: FailureMessage };
  }
}

/** A failed answer (status 4xx or 5xx), with the message its caller's rule gives it. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  readonly status: number;
  /** The `code` field of a JSON error body, when it has one (e.g. DOMAIN_NOT_AUTHORIZED). */
  readonly code: string | undefined;
  /** The answer's text, for a caller that reads more of it (a vendor's error details). */
  readonly body: string;

  constructor(status: number, message: string, code?: string, body = '') {
    super(message);
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

/** A successful answer that is not what the endpoint's response schema describes. */
export class MalformedAnswerError extends Error {
  override name = 'MalformedAnswerError';
}

// ---------------------------------------------------------------- failure messages

/** What a failure formatter reads: the status line and the body's text. */
export interface FailedAnswer {
  status: number;
  statusText: string;
  text: string;
}
export type FailureMessage = (answer: FailedAnswer) => string;

/** The first of `fields` that is a non-empty string in the JSON object `text`, if any. */
function jsonField(text: string, ...fields: string[]): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!body || typeof body !== 'object') return undefined;
  const values = new Map<string, unknown>(Object.entries(body));
  return fields
    .map((field) => values.get(field))
    .find((value): value is string => typeof value === 'string' && value.length > 0);
}

/** Reads: "{status}: {statusText}" from 500 up, else "{status}: {body text}". */
export const readFailure: FailureMessage = ({ status, statusText, text }) =>
  status >= 500 ? `${status}: ${statusText}` : `${status}: ${text || statusText}`;

/**
 * Writes: the message, error or statusText field of a JSON body; when the
 * body is not JSON (or has none of them), "{status}: {statusText}".
 */
export const writeFailure: FailureMessage = ({ status, statusText, text }) =>
  jsonField(text, 'message', 'error', 'statusText') ?? `${status}: ${statusText}`;

/**
 * Saving metrics or notes: the error field of a JSON body, otherwise the raw
 * text ("{status}: {statusText}" when the body is empty).
 */
export const saveFailure: FailureMessage = ({ status, statusText, text }) =>
  jsonField(text, 'error') ?? (text || `${status}: ${statusText}`);

/**
 * Google Ads ("{server text}", decision 042): the server's error field, else
 * the body's text, else the status line.
 */
export const serverText: FailureMessage = ({ status, statusText, text }) =>
  jsonField(text, 'error') ?? (text.trim() || `${status} ${statusText}`.trim());

/**
 * The contact form (shown in its debug box): "{status}: " and the error or
 * message field of a JSON body, else the status text.
 */
export const contactFailure: FailureMessage = ({ status, statusText, text }) =>
  `${status}: ${jsonField(text, 'error', 'message') ?? statusText}`;

// ---------------------------------------------------------------- send()

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  /** GET unless given. */
  method?: Method;
  /** Sent as JSON when given, or as multipart/form-data when a FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /** The message rule for a failed answer (one of the formatters above). */
  failure: FailureMessage;
}

export interface SendOptions<T> extends RequestOptions {
  /**
   * The endpoint's response schema (its feature's contract in common/). An empty answer is
   * read as null.
   */
  response: ZodType<T>;
}

/** Makes the request; answers with status 4xx and 5xx raise ApiRequestError. */
async function request(
  path: string,
  { method = 'GET', body, signal, failure }: RequestOptions,
): Promise<Response> {
  // A FormData body (a file upload) goes as multipart/form-data, its type set by the browser.
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: json ? { 'content-type': 'application/json' } : {},
    body: json ? JSON.stringify(body) : body,
    signal,
  });
  if (response.ok) return response;
  const text = await response.text().catch(() => '');
  const answer = { status: response.status, statusText: response.statusText, text };
  throw new ApiRequestError(response.status, failure(answer), jsonField(text, 'code'), text);
}

/** Sends one call and returns its answer, parsed with the endpoint's response schema. */
export async function send<T>(path: string, options: SendOptions<T>): Promise<T> {
  const response = await request(path, options);
  const call = `${options.method ?? 'GET'} ${path}`;
  const text = await response.text();
  let json: unknown = null;
  try {
    if (text) json = JSON.parse(text);
  } catch {
    throw new MalformedAnswerError(`Unexpected answer from ${call}: not JSON`);
  }
  const parsed = options.response.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}`,
    );
    throw new MalformedAnswerError(`Unexpected answer from ${call}: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** A file answer (the CSV exports): the same request and failure rule, the body left to the caller. */
export function download(path: string, options: RequestOptions): Promise<Response> {
  return request(path, options);
}

// ---------------------------------------------------------------- queries

/**
 * The default query function (client/lib/query-client.ts): the first element of the query
 * key is the path, read with send() and the query's `meta`.
 */
export const queryKeyAsPath: QueryFunction = ({ queryKey, signal, meta }) => {
  const [path] = queryKey;
  if (typeof path !== 'string') throw new Error('The first query key element must be a path');
  if (!meta?.response) throw new Error(`The query of ${path} names no response schema`);
  return send(path, { response: meta.response, signal, failure: meta.failure ?? readFailure });
};

/**
 * The options of a read: key [path], answer parsed with `response`, failures by `failure`
 * (the read rule unless given). Spread them into useQuery with the query's own timings.
 */
export function readQuery<T>(
  path: string,
  response: ZodType<T>,
  failure: FailureMessage = readFailure,
): UseQueryOptions<T> & { queryKey: [string] } {
  return { queryKey: [path], meta: { response, failure } };
}
