import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema } from '../../../common/health/contract.ts';
import { API_MESSAGES } from '../../../common/shared/messages.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('health', () => {
  // The answer is a string serialised once at start: it must still be the contract's JSON.
  it.each(['/api/health', '/api/ready'])('%s answers the contract as JSON', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(healthResponseSchema.parse(response.json())).toEqual({ status: 'ok' });
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

  it('answers 503 readiness while draining before a shutdown, and goes on serving', async () => {
    ctx.app.readiness.draining = true;
    try {
      const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        error: API_MESSAGES.shuttingDown,
        code: 'service_unavailable',
      });
      const live = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(live.statusCode).toBe(200);
    } finally {
      ctx.app.readiness.draining = false;
    }
  });
});
