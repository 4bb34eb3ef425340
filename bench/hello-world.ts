/**
 * The yardstick: a bare Fastify (the project's own version) answering {hello: 'world'},
 * logger off, no plugins. bench/api.ts runs it as a separate process beside our server
 * and reports our figures as ratios to it, so results carry across machines. Like our
 * server with BENCH_METRICS=true, it samples its event-loop delay, answered (and reset) at
 * the same path, so the delay our server shows under load can be set against what the
 * machine alone causes. bench/pages.ts loads its `/page`, the least a browser can be sent,
 * to show what the browser alone costs on the host.
 *
 *   PORT=4711 node bench/hello-world.ts
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify from 'fastify';
import { EVENT_LOOP_DELAY_PATH } from '../server/plugins/bench-metrics.ts';

const port = Number(process.env.PORT ?? 4711);
const host = process.env.HOST ?? '127.0.0.1';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
const ms = (ns: number) => Math.round(ns / 1e4) / 100;

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/page', async (_request, reply) =>
  reply
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<title>Hello world</title></head><body><h1>Hello world</h1>' +
        '<p>A page with nothing to load, style or run.</p></body></html>',
    ),
);
app.get(EVENT_LOOP_DELAY_PATH, async () => {
  const report = {
    eventLoopDelay: {
      samples: histogram.count,
      mean: ms(histogram.mean || 0),
      p50: ms(histogram.count ? histogram.percentile(50) : 0),
      p99: ms(histogram.count ? histogram.percentile(99) : 0),
      max: ms(histogram.count ? histogram.max : 0),
    },
    memory: { rss: process.memoryUsage.rss(), heapUsed: process.memoryUsage().heapUsed },
  };
  histogram.reset();
  return report;
});

process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
process.on('SIGINT', () => void app.close().then(() => process.exit(0)));

await app.listen({ port, host });
