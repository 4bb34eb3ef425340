import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/app.ts';
import { SANDBOX_AUTHORIZE_PATH } from '../integrations/google/sandbox.ts';
import { securityHeaders } from './security.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const expectHeaders = (actual: Record<string, unknown>, expected: Record<string, string>) => {
  for (const [name, value] of Object.entries(expected)) expect(actual[name], name).toBe(value);
};

describe('security headers', () => {
  it('give API answers, known or not, the API set', async () => {
    for (const url of ['/api/health', '/api/no-such-thing', '/api']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expectHeaders(response.headers, securityHeaders(false).api);
      expect(response.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });

  it('give pages and redirects the full document set', async () => {
    for (const url of ['/product', '/no/such/page', '/apiary']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expectHeaders(response.headers, securityHeaders(false).documents);
    }
  });

  it('give an HTML page served under /api the document set', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: SANDBOX_AUTHORIZE_PATH });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expectHeaders(response.headers, securityHeaders(false).documents);
  });

  it('keep scripts to our origin and forbid framing', () => {
    const { documents, api } = securityHeaders(false);
    expect(documents['content-security-policy']).toContain("script-src 'self';");
    expect(documents['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(documents['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(api['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(documents['strict-transport-security']).toBeUndefined();
  });

  it('add HSTS everywhere and upgrade-insecure-requests to pages in production', () => {
    const { documents, api } = securityHeaders(true);
    for (const set of [documents, api]) {
      expect(set['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    expect(documents['content-security-policy']).toMatch(/;upgrade-insecure-requests$/);
  });
});
