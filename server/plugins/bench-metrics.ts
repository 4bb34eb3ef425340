/**
 * Event-loop delay and memory for the benchmark harness (bench/api.ts), off by default.
 * With BENCH_METRICS=true the process samples its event-loop delay
 * (perf_hooks.monitorEventLoopDelay) and GET /api/internal/event-loop-delay answers the
 * percentiles since the previous call, then starts a new window. When off, the route does
 * not exist (404 like any unknown /api path) and nothing is sampled.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { noQuerySchema } from '../../common/shared/request.ts';

export const EVENT_LOOP_DELAY_PATH = '/api/internal/event-loop-delay';

/** The answer of EVENT_LOOP_DELAY_PATH; delays in milliseconds, memory in bytes. */
export interface EventLoopDelayReport {
  eventLoopDelay: { samples: number; mean: number; p50: number; p99: number; max: number };
  memory: { rss: number; heapUsed: number };
}

const nsToMs = (ns: number) => Math.round(ns / 1e4) / 100;

export const benchMetricsPlugin = fp<{ enabled: boolean }>(
  async (app: FastifyInstance, { enabled }) => {
    if (!enabled) return;
    // 10 ms sampling (Node's default): enough to see the stalls a 20 ms budget is about.
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    app.addHook('onClose', async () => histogram.disable());

    app.get(
      EVENT_LOOP_DELAY_PATH,
      { config: { access: 'internal' }, schema: { querystring: noQuerySchema } },
      async (_request, reply): Promise<EventLoopDelayReport> => {
        const samples = histogram.count;
        const report: EventLoopDelayReport = {
          eventLoopDelay: {
            samples,
            mean: samples ? nsToMs(histogram.mean) : 0,
            p50: samples ? nsToMs(histogram.percentile(50)) : 0,
            p99: samples ? nsToMs(histogram.percentile(99)) : 0,
            max: samples ? nsToMs(histogram.max) : 0,
          },
          memory: { rss: process.memoryUsage.rss(), heapUsed: process.memoryUsage().heapUsed },
        };
        histogram.reset();
        reply.header('cache-control', 'no-store');
        return report;
      },
    );
  },
);
