import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiRequest, queryKeyAsPath } from './api.ts';

function respond(body: string, init: ResponseInit) {
  const fetchMock = vi.fn(async () => new Response(body, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('reads', () => {
  it('fetch the path with credentials and return JSON', async () => {
    const fetchMock = respond('[{"id":1}]', { status: 200 });
    await expect(apiGet('/api/user/projects')).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user/projects',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('raise "{status}: {statusText}" for 500 and above', async () => {
    respond('stack trace here', { status: 502, statusText: 'Bad Gateway' });
    await expect(apiGet('/api/x')).rejects.toThrow(/^502: Bad Gateway$/);
  });

  it('raise "{status}: {body text}" for other failures', async () => {
    respond('{"error":"Not found"}', { status: 404, statusText: 'Not Found' });
    await expect(apiGet('/api/x')).rejects.toThrow('404: {"error":"Not found"}');
  });

  it('use the first element of the query key as the path', async () => {
    const fetchMock = respond('[]', { status: 200 });
    const signal = new AbortController().signal;
    await queryKeyAsPath({ queryKey: ['/api/notes?projectId=3', 3], signal } as never);
    expect(fetchMock).toHaveBeenCalledWith('/api/notes?projectId=3', expect.anything());
  });
});

describe('writes', () => {
  it('send a JSON body with the method and return the parsed answer', async () => {
    const fetchMock = respond('{"success":true}', { status: 200 });
    await expect(apiRequest('POST', '/api/notes', { content: 'x' })).resolves.toEqual({
      success: true,
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/notes', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: '{"content":"x"}',
    });
  });

  it.each([
    ['message', '{"message":"Slug taken","error":"Conflict"}', 'Slug taken'],
    ['error', '{"error":"Viewers cannot write"}', 'Viewers cannot write'],
    ['statusText', '{"statusText":"Teapot"}', 'Teapot'],
  ])('raise the %s field of a JSON error body', async (_field, body, expected) => {
    respond(body, { status: 409, statusText: 'Conflict' });
    await expect(apiRequest('POST', '/api/x', {})).rejects.toThrow(new RegExp(`^${expected}$`));
  });

  it('raise "{status}: {statusText}" when the error body is not JSON', async () => {
    respond('<html>oops</html>', { status: 500, statusText: 'Internal Server Error' });
    await expect(apiRequest('PATCH', '/api/x')).rejects.toThrow(/^500: Internal Server Error$/);
  });

  it('carry the code field of a JSON error body, for callers that react to it', async () => {
    respond('{"error":"Your email domain is not authorized","code":"DOMAIN_NOT_AUTHORIZED"}', {
      status: 403,
    });
    await expect(apiRequest('POST', '/api/auth/sign-up/email', {})).rejects.toMatchObject({
      status: 403,
      code: 'DOMAIN_NOT_AUTHORIZED',
      message: 'Your email domain is not authorized',
    });
  });

  it('resolve to null for an empty answer', async () => {
    respond('', { status: 200 });
    await expect(apiRequest('POST', '/api/x')).resolves.toBeNull();
  });
});
