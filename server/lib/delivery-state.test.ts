import { describe, expect, it } from 'vitest';
import { retryDelayMs, RETRY_CAP_MS } from './delivery-state.ts';

const BASE = 30_000;

describe('retryDelayMs', () => {
  it('doubles per attempt within [half, whole] of the step, capped, never below the vendor hint', () => {
    expect(retryDelayMs(1, () => 0, undefined, BASE)).toBe(BASE / 2);
    expect(retryDelayMs(1, () => 1, undefined, BASE)).toBe(BASE);
    expect(retryDelayMs(3, () => 1, undefined, BASE)).toBe(4 * BASE);
    expect(retryDelayMs(30, () => 1, undefined, BASE)).toBe(RETRY_CAP_MS);
    expect(retryDelayMs(1, () => 0, 120_000, BASE)).toBe(120_000);
    expect(retryDelayMs(2, () => 1, undefined, 500)).toBe(1_000);
  });
});
