import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync, brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/app.ts';

/**
 * A miniature build: the prerendered home and services pages (services with a brotli copy),
 * the portal shell, one asset.
 */
function writeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'client-dist-'));
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title></head><body>${'x'.repeat(2000)}</body></html>`;
  writeFileSync(path.join(root, 'index.html'), page('Home'));
  mkdirSync(path.join(root, 'services'));
  writeFileSync(path.join(root, 'services/index.html'), page('Our Services'));
  // The build's brotli copy (scripts/prerender.ts), told apart by a marker.
  writeFileSync(
    path.join(root, 'services/index.html.br'),
    brotliCompressSync(page('Our Services') + '<!-- the build copy -->'),
  );
  writeFileSync(path.join(root, 'app-shell.html'), page('Client Portal'));
  mkdirSync(path.join(root, 'assets'));
  const script = `console.log(${JSON.stringify('y'.repeat(4000))});`;
  writeFileSync(path.join(root, 'assets/app-abc123.js'), script);
  writeFileSync(path.join(root, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(root, 'assets/app-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return root;
}

let root: string;
let ctx: TestContext;
beforeAll(async () => {
  root = writeBuild();
  ctx = await createTestApp({ CLIENT_DIST_DIR: root });
});
afterAll(async () => {
  await ctx.close();
  rmSync(root, { recursive: true, force: true });
});

describe('serving the built client', () => {
  it('answers each public route with its own prerendered document', async () => {
    const home = await ctx.app.inject({ method: 'GET', url: '/' });
    const services = await ctx.app.inject({ method: 'GET', url: '/services/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Home</title>');
    expect(services.body).toContain('<title>Our Services</title>');
    expect(services.headers['cache-control']).toBe('no-cache');
  });

  it('answers portal routes with the client shell', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/portal/admin' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Client Portal</title>');
  });

  it('compresses documents with brotli or gzip when the browser accepts it', async () => {
    const br = await ctx.app.inject({
      method: 'GET',
      url: '/services',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<title>Our Services</title>');
    expect(br.rawPayload.length).toBeLessThan(500);

    // The copy the build wrote is sent as it is; a document without one is compressed at start.
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<!-- the build copy -->');
    const home = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotliDecompressSync(home.rawPayload).toString()).toContain('<title>Home</title>');

    const gzip = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<title>Home</title>');

    const plain = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('sends the pre-compressed copy of an asset, cached for a year', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('console.log');
  });

  it('serves robots.txt but never an HTML file straight from disk', async () => {
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('User-agent: *');
    for (const url of ['/services/index.html', '/services/index.html.br']) {
      const html = await ctx.app.inject({ method: 'GET', url });
      expect(html.statusCode, url).toBe(302);
      expect(html.headers.location).toBe('/');
    }
  });
});

describe('content security policy and analytics', () => {
  it('allows no third-party script when no GA4 measurement id is configured', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('googletagmanager');
  });

  it("allows Google Analytics' hosts when the client is built with a measurement id", async () => {
    const withAnalytics = await createTestApp({
      CLIENT_DIST_DIR: root,
      VITE_GA_MEASUREMENT_ID: 'G-TEST123',
    });
    try {
      const response = await withAnalytics.app.inject({ method: 'GET', url: '/' });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self' https://*.googletagmanager.com");
      expect(policy).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/);
    } finally {
      await withAnalytics.close();
    }
  });
});
