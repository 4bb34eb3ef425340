import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from '../../common/shared/zod.ts';
import {
  ApiRequestError,
  contactFailure,
  download,
  MalformedAnswerError,
  queryKeyAsPath,
  readFailure,
  readQuery,
  saveFailure,
  send,
  serverText,
  writeFailure,
} from './api.ts';

function respond(body: string, init: ResponseInit) {
  const fetchMock = vi.fn(async () => new Response(body, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

const itemSchema = z.object({ id: z.number() });
const listSchema = z.array(itemSchema);

describe('send()', () => {
  it('reads with the session cookie and returns the parsed answer', async () => {
    const fetchMock = respond('[{"id":1,"extra":true}]', { status: 200 });
    const signal = new AbortController().signal;
    await expect(
      send('/api/user/projects', { response: listSchema, failure: readFailure, signal }),
    ).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/user/projects', {
      method: 'GET',
      credentials: 'include',
      headers: {},
      body: undefined,
      signal,
    });
  });

  it('sends a JSON body with the method', async () => {
    const fetchMock = respond('{"id":4}', { status: 201 });
    await expect(
      send('/api/notes', {
        method: 'POST',
        body: { content: 'x' },
        response: itemSchema,
        failure: saveFailure,
      }),
    ).resolves.toEqual({ id: 4 });
    expect(fetchMock).toHaveBeenCalledWith('/api/notes', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: '{"content":"x"}',
      signal: undefined,
    });
  });

  it('reads an empty answer as null', async () => {
    respond('', { status: 200 });
    await expect(
      send('/api/x', { method: 'DELETE', response: z.null(), failure: writeFailure }),
    ).resolves.toBeNull();
  });

  it('rejects an answer its schema refuses, saying where', async () => {
    respond('[{"id":"1"}]', { status: 200 });
    const error = await send('/api/notes?projectId=3', {
      response: listSchema,
      failure: readFailure,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MalformedAnswerError);
    expect((error as Error).message).toBe(
      'Unexpected answer from GET /api/notes?projectId=3: 0.id: Invalid input: expected number, received string',
    );
  });

  it('rejects an answer that is not JSON', async () => {
    respond('<html>OK</html>', { status: 200 });
    await expect(
      send('/api/x', { method: 'POST', response: itemSchema, failure: writeFailure }),
    ).rejects.toThrow(new MalformedAnswerError('Unexpected answer from POST /api/x: not JSON'));
  });

  it('raises ApiRequestError with the status, the caller rule and the JSON code', async () => {
    respond('{"error":"Your email domain is not authorized","code":"DOMAIN_NOT_AUTHORIZED"}', {
      status: 403,
      statusText: 'Forbidden',
    });
    const error = await send('/api/auth/sign-up/email', {
      method: 'POST',
      response: itemSchema,
      failure: writeFailure,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 403,
      code: 'DOMAIN_NOT_AUTHORIZED',
      message: 'Your email domain is not authorized',
    });
  });

  it('lets a network failure through', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(send('/api/x', { response: itemSchema, failure: readFailure })).rejects.toThrow(
      'Failed to fetch',
    );
  });
});

describe('download()', () => {
  it('returns the answer of a file request and fails by the same rules', async () => {
    respond('a,b\n1,2\n', { status: 200 });
    const answer = await download('/api/export.csv', { failure: serverText });
    expect(await answer.text()).toBe('a,b\n1,2\n');
    respond('{"error":"Google Ads denied access"}', { status: 409 });
    await expect(download('/api/export.csv', { failure: serverText })).rejects.toThrow(
      'Google Ads denied access',
    );
  });
});

describe('queries', () => {
  it('use the first element of the query key as the path and the schema of their meta', async () => {
    const fetchMock = respond('[{"id":2}]', { status: 200 });
    const signal = new AbortController().signal;
    const { queryKey, meta } = readQuery('/api/notes?projectId=3', listSchema);
    await expect(queryKeyAsPath({ queryKey, meta, signal } as never)).resolves.toEqual([{ id: 2 }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/notes?projectId=3', expect.anything());
  });

  it('fail by the read rule unless the query names another', async () => {
    respond('{"error":"Not found"}', { status: 404, statusText: 'Not Found' });
    const signal = new AbortController().signal;
    const read = readQuery('/api/x', listSchema);
    await expect(queryKeyAsPath({ ...read, signal } as never)).rejects.toThrow(
      '404: {"error":"Not found"}',
    );
    const google = readQuery('/api/x', listSchema, serverText);
    await expect(queryKeyAsPath({ ...google, signal } as never)).rejects.toThrow(/^Not found$/);
  });

  it('refuse a query without a response schema', () => {
    expect(() =>
      queryKeyAsPath({ queryKey: ['/api/x'], signal: new AbortController().signal } as never),
    ).toThrow('The query of /api/x names no response schema');
  });
});

const RULES = { readFailure, writeFailure, saveFailure, serverText, contactFailure };

describe('failure messages, one rule each', () => {
  it.each<[keyof typeof RULES, number, string, string, string]>([
    // Reads: "{status}: {statusText}" from 500 up, else "{status}: {body text}".
    ['readFailure', 502, 'Bad Gateway', 'stack trace here', '502: Bad Gateway'],
    ['readFailure', 404, 'Not Found', '{"error":"Not found"}', '404: {"error":"Not found"}'],
    ['readFailure', 404, 'Not Found', '', '404: Not Found'],
    // Writes: the message, error or statusText field of JSON, else "{status}: {statusText}".
    ['writeFailure', 409, 'Conflict', '{"message":"Slug taken","error":"Conflict"}', 'Slug taken'],
    ['writeFailure', 409, 'Conflict', '{"error":"Viewers cannot write"}', 'Viewers cannot write'],
    ['writeFailure', 409, 'Conflict', '{"statusText":"Teapot"}', 'Teapot'],
    ['writeFailure', 409, 'Conflict', '{"detail":"x"}', '409: Conflict'],
    [
      'writeFailure',
      500,
      'Internal Server Error',
      '<html>oops</html>',
      '500: Internal Server Error',
    ],
    // Saving metrics or notes: the error field of JSON, else the raw text.
    ['saveFailure', 400, 'Bad Request', '{"error":"No active project."}', 'No active project.'],
    ['saveFailure', 503, 'Service Unavailable', '{"message":"nope"}', '{"message":"nope"}'],
    ['saveFailure', 503, 'Service Unavailable', 'try later', 'try later'],
    ['saveFailure', 503, 'Service Unavailable', '', '503: Service Unavailable'],
    // Google Ads: the server's error text, else the body, else the status line.
    [
      'serverText',
      409,
      'Conflict',
      '{"error":"Google Ads denied access"}',
      'Google Ads denied access',
    ],
    ['serverText', 502, 'Bad Gateway', '  upstream timeout \n', 'upstream timeout'],
    ['serverText', 502, 'Bad Gateway', '', '502 Bad Gateway'],
    // The contact form: "{status}: " and the error or message field, else the status text.
    ['contactFailure', 429, 'Too Many Requests', '{"error":"Too many."}', '429: Too many.'],
    ['contactFailure', 429, 'Too Many Requests', '{"message":"Slow down"}', '429: Slow down'],
    ['contactFailure', 502, 'Bad Gateway', '<h1>Bad gateway</h1>', '502: Bad Gateway'],
  ])('%s: %i %s %j -> %s', (rule, status, statusText, text, expected) => {
    expect(RULES[rule]({ status, statusText, text })).toBe(expected);
  });
});
