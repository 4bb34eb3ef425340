import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/app.ts';

const SLOW_PATH = '/api/test/slow';
const SLOW_MS = 300;

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

function get(port: number, agent: http.Agent, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            body,
          }),
        );
      })
      .on('error', reject);
  });
}

describe('closing the app while keep-alive requests are in flight', () => {
  let ctx: TestContext;
  let port: number;
  const agent = new http.Agent({ keepAlive: true });
  /** When each slow request's handler finished, as Date.now(). */
  const answeredAt: number[] = [];
  /** Resolved once the three slow requests are all in their handler. */
  let slowStarted = 0;
  let markAllInFlight: () => void;
  const allInFlight = new Promise<void>((resolve) => {
    markAllInFlight = () => resolve();
  });

  beforeAll(async () => {
    ctx = await createTestApp(
      {},
      {
        register: (app) =>
          app.get(SLOW_PATH, { config: { access: 'public' } }, async () => {
            if ((slowStarted += 1) === 3) markAllInFlight();
            await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
            answeredAt.push(Date.now());
            return { done: true };
          }),
      },
    );
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    agent.destroy();
    await ctx.database.close();
  });

  it('answers them, ends their connections and closes as soon as they are answered', async () => {
    // A keep-alive connection that has served a request stays open in the agent's pool.
    expect((await get(port, agent, '/api/health')).status).toBe(200);
    const inFlight = [1, 2, 3].map(() => get(port, agent, SLOW_PATH));
    await allInFlight;

    const started = Date.now();
    await ctx.app.close();
    const closedAt = Date.now();

    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => JSON.parse(answer.body))).toEqual([
      { done: true },
      { done: true },
      { done: true },
    ]);
    expect(answers.every((answer) => answer.connection === 'close')).toBe(true);
    // The close waited for the answers in flight; without the plugin it would then wait out
    // Fastify's 72 s keep-alive timeout (the bound leaves a slower host room).
    expect(closedAt).toBeGreaterThanOrEqual(Math.max(...answeredAt));
    expect(closedAt - started).toBeLessThan(5_000);
  });
});
