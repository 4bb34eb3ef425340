import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../common/messages.ts';
import { createTestApp, type TestContext } from './testing/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

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
