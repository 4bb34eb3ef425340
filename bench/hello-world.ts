/**
 * The yardstick: a bare Fastify (the project's own version) answering {hello: 'world'},
 * logger off, no plugins. bench/api.ts runs it as a separate process beside our server
 * and reports our figures as ratios to it, so results carry across machines.
 *
 *   PORT=4711 node bench/hello-world.ts
 */
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 4711);
const host = process.env.HOST ?? '127.0.0.1';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
process.on('SIGINT', () => void app.close().then(() => process.exit(0)));

await app.listen({ port, host });
