import { describe, expect, it } from 'vitest';
import { cronEvery, wholeMinutes } from './jobs.ts';

describe('periodic jobs', () => {
  it('run every whole minute of their interval, at least one, hourly from 60 minutes', () => {
    expect(wholeMinutes(0)).toBe(0);
    expect(wholeMinutes(5_000)).toBe(1);
    expect(wholeMinutes(60_000)).toBe(1);
    expect(wholeMinutes(5 * 60_000)).toBe(5);
    expect(cronEvery(1)).toBe('* * * * *');
    expect(cronEvery(5)).toBe('*/5 * * * *');
    expect(cronEvery(60)).toBe('0 */1 * * *');
    expect(cronEvery(180)).toBe('0 */3 * * *');
  });
});
