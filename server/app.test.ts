import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../common/shared/messages.ts';
import { createTestApp, type TestContext } from './testing/app.ts';

let ctx: TestContext;
/** The app also listens: what Node's HTTP parser refuses never reaches app.inject(). */
let origin = '';
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

/** Writes `request` as is on a new connection; the answer, read until the server closes it. */
function sendRaw(request: string) {
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>(
    (resolve, reject) => {
      const socket = connect(Number(new URL(origin).port), '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head = '', body = ''] = text.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(
          lines.map((line) => {
            const colon = line.indexOf(':');
            return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
          }),
        );
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
      });
      socket.end(request);
    },
  );
}

describe('routing outside the API', () => {
  it('answers unknown /api paths with JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ error: 'Not found', code: 'not_found' });
  });

  it('redirects /product to /services permanently', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/product' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/services');
  });

  it('redirects unknown pages to the home page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/no/such/page?x=1' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  it('sends security headers and no X-Powered-By', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('errors Fastify answers before routing', () => {
  it.each([
    ['/assets/%c0%ae', 400, API_MESSAGES.badAddress, 'bad_request'],
    ['/api/%c0%ae', 400, API_MESSAGES.badAddress, 'bad_request'],
    [
      `/api/fivetran/pause-connector/${'a'.repeat(200)}`,
      414,
      API_MESSAGES.addressTooLong,
      'uri_too_long',
    ],
  ])(
    '%s answers %i in our shape, without echoing the address',
    async (url, status, error, code) => {
      const response = await ctx.app.inject({ method: 'POST', url });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error, code });
    },
  );
});

describe('errors Node answers before Fastify sees the request, and the body cap', () => {
  it('answers headers over 16 KiB with 431 in our shape', async () => {
    const answer = await sendRaw(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Long: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expect(JSON.parse(answer.body)).toEqual({
      error: API_MESSAGES.headersTooLarge,
      code: 'headers_too_large',
    });
  });

  it.each([
    ['a request line that does not parse', 'GET /api/he alth HTTP/1.1\r\nHost: localhost'],
    ['a header line without a colon', 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nNo colon'],
    [
      'both a length and chunks',
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked',
    ],
  ])('answers %s with 400 in our shape', async (_, head) => {
    const answer = await sendRaw(`${head}\r\n\r\n`);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({
      error: API_MESSAGES.invalidRequest,
      code: 'bad_request',
    });
  });

  it.each(['/api/contact', '/api/does-not-exist'])(
    'answers a body over the 64 KiB cap on %s with 413 in our shape',
    async (path) => {
      const response = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'a'.repeat(70 * 1024) }),
      });
      expect(response.status).toBe(413);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        error: API_MESSAGES.tooLarge,
        code: 'payload_too_large',
      });
    },
  );

  it.each(['/api/%zz', '/api/admin/mail/%zz/retry', '/api/projects/%E0%A4%A'])(
    'answers the malformed address %s with 400 in our shape',
    async (path) => {
      const response = await fetch(`${origin}${path}`, { method: 'POST' });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        error: API_MESSAGES.badAddress,
        code: 'bad_request',
      });
    },
  );
});
