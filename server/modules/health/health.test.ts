import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../../common/messages.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('health', () => {
  it('answers liveness', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers readiness when the database is reachable', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 readiness when the database is unreachable', async () => {
    const ping = ctx.database.ping;
    ctx.database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: API_MESSAGES.databaseUnavailable,
        code: 'service_unavailable',
      });
    } finally {
      ctx.database.ping = ping;
    }
  });
});
