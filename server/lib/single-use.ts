/**
 * One-time values (a callback's `state`): the first use counts, every later one is a
 * replay. The mark is a counter of the rate-limit table keyed by the value's digest, kept
 * as long as the value could be valid, so it holds across server processes and restarts.
 */
import { createHash } from 'node:crypto';
import type { RateLimitCounter } from './rate-limit-store.ts';

/** True the first time `value` of this kind is used within `lifetimeMs`, false after. */
export async function firstUse(
  counter: RateLimitCounter,
  kind: string,
  value: string,
  lifetimeMs: number,
): Promise<boolean> {
  const digest = createHash('sha256').update(value).digest('base64url');
  const [hit] = await counter.hit([{ key: `once:${kind}:${digest}`, windowMs: lifetimeMs }]);
  return hit!.count === 1;
}
