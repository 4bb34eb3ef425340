/**
 * Every route states its access (server/security/access.ts): the app does not start with one
 * that does not, or that names an access outside the set; Fastify's HEAD twins carry their GET
 * route's; the client build's files are known by their rule, and nothing else is.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestApp, type TestContext } from '../testing/app.ts';
import { openTestDatabase } from '../testing/database.ts';
import type { Access } from './access.ts';

let database: DatabaseHandle;
/** A miniature client build: a page and an asset. */
let clientDist: string;
beforeAll(async () => {
  database = await openTestDatabase();
  clientDist = mkdtempSync(path.join(tmpdir(), 'client-dist-'));
  writeFileSync(path.join(clientDist, 'index.html'), '<!doctype html><title>Home</title>');
  mkdirSync(path.join(clientDist, 'assets'));
  writeFileSync(path.join(clientDist, 'assets/app-abc123.js'), 'console.log(1);');
});
afterAll(async () => {
  await database?.close();
  rmSync(clientDist, { recursive: true, force: true });
});

const answer = async () => ({ ok: true });

/** The whole app with `plugin`'s routes too, on the one database of this file. */
async function startWith(plugin: FastifyPluginAsync): Promise<TestContext> {
  let built: App | undefined;
  try {
    return await createTestApp(
      { CLIENT_DIST_DIR: clientDist },
      {
        database,
        register: (app) => {
          built = app;
          return app.register(plugin);
        },
      },
    );
  } catch (error) {
    await built?.close().catch(() => undefined);
    throw error;
  }
}

describe('a route without its access', () => {
  it('stops the app at start, naming its method and URL', async () => {
    await expect(
      startWith(async (app) => {
        app.get('/api/undeclared', answer);
      }),
    ).rejects.toThrow(
      'GET /api/undeclared declares no access: give the route config.access (server/security/access.ts)',
    );
  });

  it('stops it whatever the method, and with any other config', async () => {
    await expect(
      startWith(async (app) => {
        app.post(
          '/api/undeclared',
          { config: { rateLimit: { max: 1, timeWindow: 1000 } } },
          answer,
        );
      }),
    ).rejects.toThrow('POST /api/undeclared declares no access');
    await expect(
      startWith(async (app) => {
        app.head('/api/undeclared', answer);
      }),
    ).rejects.toThrow('HEAD /api/undeclared declares no access');
  });

  it('stops it when the access is not one of the set', async () => {
    await expect(
      startWith(async (app) => {
        app.get('/api/unknown-access', { config: { access: 'root' as unknown as Access } }, answer);
      }),
    ).rejects.toThrow('GET /api/unknown-access declares access "root", not one of public,');
  });

  it('stops it when it only looks like a file of @fastify/static', async () => {
    await expect(
      startWith(async (app) => {
        app.route({
          method: ['GET', 'HEAD'],
          url: '/elsewhere.js',
          config: { file: '/elsewhere.js', rootPath: '/tmp/' } as object,
          handler: answer,
        });
      }),
    ).rejects.toThrow('GET,HEAD /elsewhere.js declares no access');
  });
});

describe('a route with its access', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startWith(async (app) => {
      app.get('/api/declared', { config: { access: 'public' } }, async (request) => ({
        access: request.routeOptions.config.access,
      }));
    });
  });
  afterAll(() => ctx?.close());

  it('is recorded with it, and its HEAD twin with the same access', () => {
    const recorded = ctx.app.routeAccess.routes.filter((route) => route.url === '/api/declared');
    expect(recorded).toEqual([
      { method: 'GET', url: '/api/declared', access: 'public', source: 'route' },
      { method: 'HEAD', url: '/api/declared', access: 'public', source: 'head-twin' },
    ]);
    expect(ctx.routes.filter((route) => route.url === '/api/declared')).toEqual([recorded[0]]);
  });

  it('is a typed field of the route config, the handler can read', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/declared' });
    expect(response.json()).toEqual({ access: 'public' });
  });

  it('leaves the client build files to their rule: public, each a GET and HEAD route', () => {
    const files = ctx.app.routeAccess.routes.filter((route) => route.source === 'rule');
    expect(files.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /assets/app-abc123.js',
      'GET /index.html',
      'HEAD /assets/app-abc123.js',
      'HEAD /index.html',
    ]);
    for (const route of files) {
      expect(route).toMatchObject({ access: 'public', rule: 'a file of the client build' });
    }
  });
});
