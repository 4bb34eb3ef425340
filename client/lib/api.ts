/**
 * The product's HTTP helpers, as SPEC point 7 "Generic behaviour" describes them.
 * Every call sends the session cookie (credentials: 'include').
 */
import type { QueryFunction } from '@tanstack/react-query';

export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  readonly status: number;
  /** The `code` field of a JSON error body, when it has one (e.g. DOMAIN_NOT_AUTHORIZED). */
  readonly code: string | undefined;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/**
 * Read failure: 500 or above -> "{status}: {statusText}", otherwise "{status}: {body text}".
 */
async function throwForRead(response: Response): Promise<never> {
  if (response.status >= 500) {
    throw new ApiRequestError(response.status, `${response.status}: ${response.statusText}`);
  }
  const text = (await response.text()) || response.statusText;
  throw new ApiRequestError(response.status, `${response.status}: ${text}`);
}

/**
 * Write failure: the message, error or statusText field of a JSON body; when the body is
 * not JSON, "{status}: {statusText}".
 */
async function throwForWrite(response: Response): Promise<never> {
  const text = await response.text();
  let message = `${response.status}: ${response.statusText}`;
  let code: string | undefined;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const field = [body.message, body.error, body.statusText].find(
      (value): value is string => typeof value === 'string' && value.length > 0,
    );
    if (field) message = field;
    if (typeof body.code === 'string') code = body.code;
  } catch {
    // Not JSON: keep the status line.
  }
  throw new ApiRequestError(response.status, message, code);
}

/** Reads JSON from `path`; failures raise as described above. */
export async function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { credentials: 'include', signal });
  if (!response.ok) await throwForRead(response);
  return (await response.json()) as T;
}

/** Sends a write with an optional JSON body and returns the parsed JSON answer (or null). */
export async function apiRequest<T = unknown>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) await throwForWrite(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The default query function: the first element of the query key is the path. */
export const queryKeyAsPath: QueryFunction = ({ queryKey, signal }) => {
  const [path] = queryKey;
  if (typeof path !== 'string') throw new Error('The first query key element must be a path');
  return apiGet(path, signal);
};
