import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/app.ts';
import { EVENT_LOOP_DELAY_PATH } from './bench-metrics.ts';

describe('the event-loop delay endpoint', () => {
  describe('when BENCH_METRICS is off (the default)', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp();
    });
    afterAll(() => ctx.close());

    it('does not exist', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: EVENT_LOOP_DELAY_PATH });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found', code: 'not_found' });
    });
  });

  describe('when BENCH_METRICS=true', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ BENCH_METRICS: 'true' });
    });
    afterAll(() => ctx.close());

    it('answers the delay percentiles in ms and the memory in bytes, then starts a new window', async () => {
      // Let the 10 ms sampler take a few samples, one of them behind a 60 ms stall.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const stallUntil = Date.now() + 60;
      while (Date.now() < stallUntil);
      await new Promise((resolve) => setTimeout(resolve, 30));

      const first = await ctx.app.inject({ method: 'GET', url: EVENT_LOOP_DELAY_PATH });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      const report = first.json();
      expect(report.eventLoopDelay.samples).toBeGreaterThan(0);
      expect(report.eventLoopDelay.max).toBeGreaterThanOrEqual(40);
      expect(report.eventLoopDelay.p99).toBeGreaterThanOrEqual(report.eventLoopDelay.p50);
      expect(report.memory.rss).toBeGreaterThan(report.memory.heapUsed);

      const second = await ctx.app.inject({ method: 'GET', url: EVENT_LOOP_DELAY_PATH });
      expect(second.json().eventLoopDelay.max).toBeLessThan(report.eventLoopDelay.max);
    });
  });
});
