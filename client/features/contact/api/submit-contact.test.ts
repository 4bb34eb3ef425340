import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api.ts';
import { submitContact } from './submit-contact.ts';

const request = {
  firstName: 'Jane',
  lastName: 'Doe',
  workEmail: 'jane@acme.com',
  source: 'google' as const,
  phoneNumber: undefined,
  referralFirstName: undefined,
  referralLastName: undefined,
  referralEmail: undefined,
  website: '',
};

function answer(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(async () => new Response(body, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("submitContact reads POST /api/contact's answer", () => {
  it.each([
    ['{"success":true}', 'success'],
    ['{"success":true,"hubspot":{"error":"sync failed"}}', 'crm-error'],
    ['{"hubspot":{"error":"sync failed"}}', 'crm-error'],
    ['{}', 'not-configured'],
    ['{"success":false}', 'not-configured'],
  ])('200 %s -> %s', async (body, outcome) => {
    answer(200, body);
    expect(await submitContact(request)).toBe(outcome);
  });

  it('an OK answer that cannot be parsed is a success (the ok flag)', async () => {
    answer(200, '<html>OK</html>', 'OK');
    expect(await submitContact(request)).toBe('success');
  });

  it('a non-OK status is a failure carrying the JSON error', async () => {
    answer(429, '{"error":"Too many requests. Please wait a moment and try again."}');
    const error = await submitContact(request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 429,
      message: '429: Too many requests. Please wait a moment and try again.',
    });
  });

  it('a non-OK status without JSON is a failure carrying the status text', async () => {
    answer(502, '<h1>Bad gateway</h1>', 'Bad Gateway');
    const error = await submitContact(request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 502, message: '502: Bad Gateway' });
  });

  it('a network error is a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(submitContact(request)).rejects.toThrow('Failed to fetch');
  });

  it('posts JSON with the session cookie, and leaves out an empty honeypot and absent fields', async () => {
    const fetchMock = answer(200, '{}');
    await submitContact(request);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ 'content-type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      workEmail: 'jane@acme.com',
      source: 'google',
    });
  });

  it('sends a filled honeypot, so the server can drop the request', async () => {
    const fetchMock = answer(200, '{}');
    await submitContact({ ...request, website: 'http://spam' });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(init.body as string).website).toBe('http://spam');
  });
});
