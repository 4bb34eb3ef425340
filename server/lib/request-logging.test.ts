import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../testing/database.ts';
import { withSecrets } from '../secrets.ts';
import { TEST_AUTH_SECRET, TEST_TOKEN_ENCRYPTION_KEY } from '../testing/secrets.ts';
import { AppError } from './errors.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The whole app with its log lines landing in `lines`. */
async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const config = withSecrets(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: level,
      AUTH_SECRET: TEST_AUTH_SECRET,
      TOKEN_ENCRYPTION_KEY: TEST_TOKEN_ENCRYPTION_KEY,
      CRM_SYNC_INTERVAL_MS: '0',
    }),
  );
  const app = await buildApp({ config, database, logger: { level, stream } });
  app.get('/boom', { config: { access: 'public' } }, async () => {
    throw new AppError('service_unavailable', 'Down for a moment.');
  });
  await app.ready();
  lines.length = 0;
  return { app, lines };
}

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const requestLines = (lines: Record<string, unknown>[]) =>
  lines.filter((line) => line.msg === 'request completed' || line.msg === 'incoming request');

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
    const lines = requestLines(logged.lines);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 20,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
    });
    expect(lines[0]!.responseTime).toBeTypeOf('number');
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
