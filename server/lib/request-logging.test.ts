import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { AppError } from './errors.ts';

/** An app whose log lines land in `lines`; it never touches a database. */
async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: level });
  const app = await buildApp({
    config,
    database: {} as DatabaseHandle,
    logger: { level, stream },
  });
  app.get('/boom', async () => {
    throw new AppError('service_unavailable', 'Down for a moment.');
  });
  await app.ready();
  return { app, lines };
}

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('request logging', () => {
  it('writes nothing at info for a successful request', async () => {
    const logged = await appLoggingAt('info');
    app = logged.app;
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(logged.lines).toEqual([]);
  });

  it('writes one "request completed" line per request at debug', async () => {
    const logged = await appLoggingAt('debug');
    app = logged.app;
    await app.inject({ url: '/api/health' });
    const completed = logged.lines.filter((line) => line.msg === 'request completed');
    expect(logged.lines).toHaveLength(1);
    expect(completed[0]).toMatchObject({
      level: 20,
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
    });
    expect(completed[0]!.responseTime).toBeTypeOf('number');
  });

  it('raises a server error answer to warn at info level', async () => {
    const logged = await appLoggingAt('info');
    app = logged.app;
    expect((await app.inject({ url: '/boom' })).statusCode).toBe(503);
    expect(logged.lines).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'request completed', res: { statusCode: 503 } }),
    );
  });
});
