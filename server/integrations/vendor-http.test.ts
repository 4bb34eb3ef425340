/**
 * The vendor HTTP helper on its own, with a scripted fetch: what is retried, how long it
 * waits, and what the caller gets back. The vendor clients' contract tests cover it again
 * against each vendor's fake.
 */
import { describe, expect, it } from 'vitest';
import {
  VendorUnreachableError,
  parseRetryAfter,
  vendorFetch,
  type FetchLike,
  type HttpPolicy,
  type VendorRequest,
} from './vendor-http.ts';

const VENDOR_URL = 'https://vendor.example/v1/things';

/** A fetch that answers from a script, one step per call; a step that is an Error rejects. */
function scripted(...steps: (Response | Error | 'hang')[]) {
  const calls: RequestInit[] = [];
  const fetch: FetchLike = (_input, init = {}) => {
    calls.push(init);
    const step = steps.shift() ?? new Response('ok');
    if (step === 'hang') {
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
      );
    }
    return step instanceof Error ? Promise.reject(step) : Promise.resolve(step);
  };
  return { fetch, calls };
}

function setUp(fetch: FetchLike, overrides: Partial<HttpPolicy> = {}) {
  const waits: number[] = [];
  const policy: HttpPolicy = {
    timeoutMs: 1000,
    maxAttempts: 3,
    backoffMs: 400,
    maxWaitMs: 5000,
    fetch,
    sleep: async (ms) => void waits.push(ms),
    random: () => 0.5,
    ...overrides,
  };
  const call = (request: Partial<VendorRequest> = {}) =>
    vendorFetch(policy, { url: VENDOR_URL, init: { method: 'GET' }, safe: true, ...request });
  return { call, waits };
}

const status = (code: number, headers: Record<string, string> = {}) =>
  new Response(`status ${code}`, { status: code, headers });

describe('vendorFetch', () => {
  it('hands back any answer that is not retried, body read, after one attempt', async () => {
    const { fetch, calls } = scripted(status(404));
    const { call, waits } = setUp(fetch);
    const answer = await call();
    expect(answer.response.status).toBe(404);
    expect(answer.text).toBe('status 404');
    expect(answer.attempts).toBe(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(waits).toEqual([]);
  });

  it('retries 5xx with a doubling, jittered back-off and hands back the last answer', async () => {
    const { fetch } = scripted(status(500), status(502), status(503));
    const { call, waits } = setUp(fetch);
    const answer = await call();
    expect(answer.response.status).toBe(503);
    expect(answer.attempts).toBe(3);
    // Steps of 400 and 800 ms, jittered to 50-100 %: random() 0.5 gives 75 %.
    expect(waits).toEqual([300, 600]);
  });

  it('waits what Retry-After says, in seconds or as an HTTP date', async () => {
    const inThreeSeconds = new Date(Date.now() + 3000).toUTCString();
    const { fetch } = scripted(
      status(429, { 'retry-after': '2' }),
      status(503, { 'retry-after': inThreeSeconds }),
      new Response('done'),
    );
    const { call, waits } = setUp(fetch);
    const answer = await call();
    expect(answer.text).toBe('done');
    expect(waits[0]).toBe(2000);
    expect(waits[1]).toBeGreaterThan(1000);
    expect(waits[1]).toBeLessThanOrEqual(3000);
  });

  it('does not sit through a wait longer than maxWaitMs: the answer goes back to be reported', async () => {
    const { fetch, calls } = scripted(status(429, { 'retry-after': '3600' }));
    const { call, waits } = setUp(fetch);
    const answer = await call();
    expect(answer.response.status).toBe(429);
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('makes one attempt of a call that is not safe to repeat', async () => {
    const { fetch, calls } = scripted(status(503));
    const { call } = setUp(fetch);
    expect((await call({ safe: false })).response.status).toBe(503);
    expect(calls).toHaveLength(1);
  });

  it('lets the caller decide from the body what is retried and how long to wait', async () => {
    const { fetch } = scripted(status(400), new Response('done'));
    const { call, waits } = setUp(fetch);
    const answer = await call({
      classify: (_response, text) => ({ retry: text === 'status 400', waitMs: 1234 }),
    });
    expect(answer.text).toBe('done');
    expect(answer.attempts).toBe(2);
    expect(waits).toEqual([1234]);
  });

  it('throws VendorUnreachableError(network) after retrying a failed connection', async () => {
    const refused = new TypeError('fetch failed');
    const { fetch, calls } = scripted(refused, refused, refused);
    const { call, waits } = setUp(fetch);
    const error = await call().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(VendorUnreachableError);
    expect(error).toMatchObject({ reason: 'network', attempts: 3, cause: refused });
    expect((error as Error).message).toBe('Could not reach https://vendor.example');
    expect(calls).toHaveLength(3);
    expect(waits).toHaveLength(2);
  });

  it('ends an attempt at its time limit: VendorUnreachableError(timeout)', async () => {
    const { fetch } = scripted('hang', 'hang');
    const { call } = setUp(fetch, { timeoutMs: 20, maxAttempts: 2 });
    const error = await call().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'VendorUnreachableError', reason: 'timeout', attempts: 2 });
  });

  it("stops at the caller's signal, during an attempt or a wait, without retrying", async () => {
    const { fetch, calls } = scripted('hang');
    const { call } = setUp(fetch);
    const duringAttempt = await call({ signal: AbortSignal.timeout(20) }).catch(
      (caught: unknown) => caught,
    );
    expect(duringAttempt).toMatchObject({ reason: 'aborted', attempts: 1 });
    expect(calls).toHaveLength(1);

    // The default sleep is the real, abortable timer.
    const waiting = scripted(status(503, { 'retry-after': '4' }));
    const started = Date.now();
    const duringWait = await setUp(waiting.fetch, { sleep: undefined })
      .call({ signal: AbortSignal.timeout(50) })
      .catch((caught: unknown) => caught);
    expect(duringWait).toMatchObject({ reason: 'aborted', attempts: 1 });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds (rounded up to the millisecond) and HTTP dates', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter('3600')).toBe(3_600_000);
    expect(parseRetryAfter('0.5')).toBe(500);
    const now = Date.parse('2026-05-02T03:00:00Z');
    expect(parseRetryAfter('Sat, 02 May 2026 03:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Sat, 02 May 2026 02:59:00 GMT', now)).toBe(0);
  });

  it('is undefined when absent or unreadable', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('')).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});
