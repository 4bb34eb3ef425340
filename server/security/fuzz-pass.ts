/**
 * The fuzz pass shared by fuzz.test.ts (every registered route) and identity-fuzz.test.ts
 * (the identity library's own endpoints): seeded bad requests from server/testing/fuzz.ts,
 * each from a new client address; no answer may be a 5xx or show a stack trace, a file
 * path or a database message.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect } from 'vitest';
import type { App } from '../app.ts';
import type { FuzzRequest } from '../testing/fuzz.ts';
import type { RouteKey } from './route-calls.ts';

/** Per route: the valid request, then 200 bad ones (docs/product.md#security). */
export const FUZZ_PER_ROUTE = 201;
export const FUZZ_SEED = 20_251_111;
const FUZZ_BATCH = 8;
/** Sign-in bodies hash a password each: ~20 s on a loaded host, so room for a 4x slower one. */
const FUZZ_ROUTE_TIMEOUT_MS = 120_000;

/** The tests of fuzzed routes, each with the time above. */
export function describeFuzzPass(name: string, tests: () => void): void {
  describe(name, { timeout: FUZZ_ROUTE_TIMEOUT_MS }, tests);
}

/** What an answer must never show: stack frames, file paths, database or runtime errors. */
const LEAKS: readonly RegExp[] = [
  /\n\s+at\s/,
  /node_modules/,
  /file:\/\//,
  /\.(?:ts|js|mjs):\d+/,
  new RegExp(process.cwd().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError: Unexpected)\b/,
  /syntax error at or near|violates \w+ constraint|duplicate key value|invalid input syntax for|out of range for type|invalid byte sequence/i,
];

export function createFuzzPass(app: App) {
  const statuses = new Map<number, number>();
  let sent = 0;
  let routesFuzzed = 0;
  let address = 0;

  /** A new client address per request: per-IP rate limits must not hide the handlers. */
  function nextAddress(): string {
    address += 1;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  }

  function send(key: RouteKey, request: FuzzRequest, session: Record<string, string>) {
    const [method, route] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
    const path = route.replace(/:(\w+)|\*/g, (_whole, name: string | undefined) => {
      return request.params[name ?? '*'] ?? '';
    });
    return app.inject({
      method,
      url: request.query ? `${path}?${request.query}` : path,
      headers: {
        ...session,
        ...(request.body !== undefined && request.contentType
          ? { 'content-type': request.contentType }
          : {}),
      },
      ...(request.body === undefined ? {} : { payload: request.body }),
      remoteAddress: nextAddress(),
    });
  }

  return {
    /**
     * Sends the valid request, then the bad ones a batch at a time (password hashing runs
     * on the thread pool, so sign-in bodies go faster side by side); answers what went wrong.
     */
    async fuzzRoute(
      key: RouteKey,
      requests: FuzzRequest[],
      session: Record<string, string>,
      ok: number,
    ): Promise<string[]> {
      expect(requests.length).toBeGreaterThanOrEqual(201);
      routesFuzzed += 1;
      const failures: string[] = [];
      const check = (number: number, request: FuzzRequest, response: LightMyRequestResponse) => {
        sent += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const where = `#${number} (${request.label})`;
        if (number === 0 && response.statusCode !== ok) {
          failures.push(`${where}: the valid request answered ${response.statusCode}`);
        }
        if (response.statusCode >= 500) {
          failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
        const leak = LEAKS.find((pattern) => pattern.test(response.body));
        if (leak) failures.push(`${where}: ${leak} in ${response.body.slice(0, 300)}`);
      };
      check(0, requests[0]!, await send(key, requests[0]!, session));
      for (let start = 1; start < requests.length; start += FUZZ_BATCH) {
        const batch = requests.slice(start, start + FUZZ_BATCH);
        const responses = await Promise.all(batch.map((request) => send(key, request, session)));
        responses.forEach((response, offset) => check(start + offset, batch[offset]!, response));
      }
      return failures;
    },

    /** One line: how many routes and payloads, and the answers by status. */
    summary(what: string): string {
      const serverErrors = [...statuses].filter(([status]) => status >= 500);
      return (
        `fuzz summary (${what}): ${routesFuzzed} routes, ${sent} payloads (seed ${FUZZ_SEED}), ` +
        `${serverErrors.reduce((sum, [, n]) => sum + n, 0)} 5xx, ` +
        `${statuses.get(429) ?? 0} rate-limited, statuses ${JSON.stringify(Object.fromEntries(statuses))}`
      );
    },
  };
}
