/**
 * POST /api/auth/request-password-reset answers at once, the same for every valid address,
 * and the identity library does the work after the answer: it looks the address up and, for
 * an account, stores a token and the mail (decision 088). A known and an unknown address thus
 * take the same time: the difference (two inserts) never reaches the answer.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundRequests {
  /** Runs `work` after the answer is sent; a failure or refusal is logged, never thrown. */
  start(work: () => Promise<Response>): void;
  /** Resolves once every started request has finished (shutdown, tests). */
  settled(): Promise<void>;
}

export function backgroundRequests(log: FastifyBaseLogger, what: string): BackgroundRequests {
  const pending = new Set<Promise<void>>();
  return {
    start(work) {
      // After this turn of the event loop: the answer is written before the lookup starts.
      const running = new Promise((resolve) => setImmediate(resolve))
        .then(work)
        .then(async (response) => {
          if (response.status >= 400) {
            log.warn({ status: response.status, body: await response.text() }, `${what} refused`);
          }
        })
        .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
