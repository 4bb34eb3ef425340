import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../common/shared/paths.ts';
import { clientDistDir, ensureBuild } from '../../scripts/lib/build.ts';
import { createTestApp, type TestContext } from '../testing/app.ts';
import { SANDBOX_AUTHORIZE_PATH } from '../integrations/google/index.ts';
import { securityHeaders } from './security.ts';

const DIST = clientDistDir;
const GA_ID = 'G-TEST123';

let ctx: TestContext;
let production: TestContext;
let withAnalytics: TestContext;
beforeAll(async () => {
  // The real build: its prerendered pages and shell are what browsers get.
  ensureBuild();
  const productionEnv = {
    NODE_ENV: 'production',
    PUBLIC_SITE_URL: 'https://portal.example.com',
    AUTH_SECRET: 'x'.repeat(40),
  };
  [ctx, production, withAnalytics] = await Promise.all([
    createTestApp({ CLIENT_DIST_DIR: DIST }),
    createTestApp({ ...productionEnv, CLIENT_DIST_DIR: DIST }),
    createTestApp({ CLIENT_DIST_DIR: DIST, VITE_GA_MEASUREMENT_ID: GA_ID }),
  ]);
});
afterAll(() => Promise.all([ctx, production, withAnalytics].map((app) => app?.close())));

/** The URL of every prerendered page and of the portal shell in the build. */
function builtPageUrls(): string[] {
  const pages = readdirSync(DIST, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, '/'));
  return [...pages, '/portal/dashboard', '/portal/admin', PATHS.connections];
}

/** Every HTML answer of an app: built pages, then every GET route that answers HTML. */
async function htmlResponses(app: TestContext) {
  const urls = new Set([
    ...builtPageUrls(),
    SANDBOX_AUTHORIZE_PATH,
    PATHS.fivetranCallback,
    PATHS.fivetranSandboxCard,
    ...app.routes
      .filter((route) => route.method === 'GET' && !route.url.includes('*'))
      .map((route) => route.url.replace(/:\w+/g, '1')),
  ]);
  const answers = [];
  for (const url of urls) {
    const response = await app.app.inject({ method: 'GET', url });
    if (String(response.headers['content-type']).startsWith('text/html')) {
      answers.push({ url, response });
    }
  }
  return answers;
}

function directives(csp: unknown): Map<string, string[]> {
  return new Map(
    String(csp)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
}

/** Inline scripts a browser would run (JSON-LD and other data blocks are not scripts). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc=/i.test(attributes!))
    .filter(([, attributes]) => {
      const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes!)?.[1]?.toLowerCase();
      return !type || type === 'module' || type.includes('javascript');
    })
    .map(([, , body]) => body!);
}

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

  it('give every HTML answer a strict policy: no inline script unless hashed, no framing, plugins or base', async () => {
    const answers = await htmlResponses(ctx);
    const urls = answers.map(({ url }) => url);
    for (const page of [...builtPageUrls(), SANDBOX_AUTHORIZE_PATH]) expect(urls).toContain(page);
    for (const { url, response } of answers) {
      const policy = directives(response.headers['content-security-policy']);
      const scriptSrc = policy.get('script-src') ?? policy.get('default-src') ?? [];
      expect(scriptSrc, url).not.toContain("'unsafe-inline'");
      expect(scriptSrc, url).not.toContain("'unsafe-eval'");
      for (const script of inlineScripts(response.body)) {
        const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
        expect(scriptSrc, `${url}: inline script without its hash`).toContain(hash);
      }
      expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(policy.get('object-src'), url).toEqual(["'none'"]);
      expect(policy.get('base-uri'), url).toEqual(["'none'"]);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-powered-by'], url).toBeUndefined();
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('give every HTML answer HSTS in production', async () => {
    const answers = await htmlResponses(production);
    expect(answers.length).toBeGreaterThanOrEqual(builtPageUrls().length);
    for (const { url, response } of answers) {
      expect(response.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });

  it('allow Google Analytics hosts, and nothing else, when a GA4 id is configured', async () => {
    const allowedElsewhere = new Set(["'self'", "'none'", "'unsafe-inline'", 'data:']);
    const gaHost =
      /^https:\/\/\*\.(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)$/;
    for (const [app, analytics] of [
      [ctx, false],
      [withAnalytics, true],
    ] as const) {
      const home = await app.app.inject({ method: 'GET', url: '/' });
      const policy = directives(home.headers['content-security-policy']);
      const external = [...policy.values()]
        .flat()
        .filter((source) => !allowedElsewhere.has(source));
      if (!analytics) expect(external).toEqual([]);
      else {
        expect(external.length).toBeGreaterThan(0);
        for (const source of external) expect(source).toMatch(gaHost);
        expect(policy.get('script-src')).toEqual(["'self'", 'https://*.googletagmanager.com']);
      }
    }
  });

  it('add HSTS everywhere and upgrade-insecure-requests to pages in production', () => {
    const { documents, api } = securityHeaders(true);
    for (const set of [documents, api]) {
      expect(set['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    expect(documents['content-security-policy']).toMatch(/;upgrade-insecure-requests$/);
  });
});
