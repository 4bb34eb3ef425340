/**
 * A small round-robin HTTP load balancer in the test process, as a production proxy in front
 * of several server processes would be: it checks each backend's /api/ready every 100 ms,
 * sends each request to the next backend that last answered ready, and never retries. A
 * request it could not deliver, or whose answer broke off, is answered 502 and counted.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanUpAfterFile } from './cleanup.ts';

const CHECK_EVERY_MS = 100;
const CHECK_TIMEOUT_MS = 1_000;

export interface Balancer {
  url: string;
  /** Requests the balancer could not complete (each answered 502 to the client). */
  failures: string[];
  setBackends(urls: string[]): void;
  isReady(url: string): boolean;
  /** Resolves once `url` is seen ready (or, with `false`, not ready). */
  waitUntil(url: string, ready: boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function checkReady(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/ready`, {
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

export async function startBalancer(): Promise<Balancer> {
  let backends: string[] = [];
  const ready = new Set<string>();
  const failures: string[] = [];
  let next = 0;
  let stopped = false;

  const checker = (async () => {
    while (!stopped) {
      const results = await Promise.all(backends.map(async (url) => [url, await checkReady(url)]));
      for (const [url, isReady] of results as [string, boolean][]) {
        if (isReady) ready.add(url);
        else ready.delete(url);
      }
      await sleep(CHECK_EVERY_MS);
    }
  })();

  const fail = (response: http.ServerResponse, reason: string) => {
    failures.push(reason);
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
    response.end(reason);
  };

  const server = http.createServer((request, response) => {
    const candidates = backends.filter((url) => ready.has(url));
    if (candidates.length === 0) return fail(response, 'no ready backend');
    const target = new URL(candidates[next++ % candidates.length]!);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: request.headers.host },
        // One connection per request: nothing stale to reuse when a backend stops.
        agent: false,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        answer.once('error', (error) => fail(response, `${target.host}: ${error.message}`));
      },
    );
    upstream.once('error', (error) => fail(response, `${target.host}: ${error.message}`));
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const balancer: Balancer = {
    url: `http://127.0.0.1:${port}`,
    failures,
    setBackends(urls) {
      backends = urls;
    },
    isReady: (url) => ready.has(url),
    async waitUntil(url, wanted, timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (ready.has(url) !== wanted) {
        if (Date.now() > deadline) throw new Error(`${url} was not ${wanted ? '' : 'un'}ready`);
        await sleep(20);
      }
    },
    async close() {
      stopped = true;
      await checker;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  cleanUpAfterFile(() => balancer.close());
  return balancer;
}
