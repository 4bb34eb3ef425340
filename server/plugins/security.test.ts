import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/app.ts';
import { securityHeaders } from './security.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('security headers', () => {
  it('are on API answers, unknown API paths and redirects alike', async () => {
    for (const url of ['/api/health', '/api/no-such-thing', '/product']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(securityHeaders(false))) {
        expect(response.headers[name], `${name} on ${url}`).toBe(value);
      }
    }
  });

  it('keep scripts to our origin and forbid framing', () => {
    const csp = securityHeaders(false)['content-security-policy'];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(securityHeaders(false)['strict-transport-security']).toBeUndefined();
  });

  it('add HSTS and upgrade-insecure-requests in production', () => {
    const headers = securityHeaders(true);
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toMatch(/;upgrade-insecure-requests$/);
  });
});
