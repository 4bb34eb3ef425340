import { describe, expect, it } from 'vitest';
import { isTimeZone, nextMidnight } from './time-zone.ts';

describe('nextMidnight', () => {
  it("is the zone's next 00:00, not UTC's", () => {
    const now = new Date('2026-11-24T20:00:00Z');
    expect(nextMidnight('UTC', now).toISOString()).toBe('2026-11-25T00:00:00.000Z');
    // New York is UTC-5 in November: its midnight is 05:00 UTC.
    expect(nextMidnight('America/New_York', now).toISOString()).toBe('2026-11-25T05:00:00.000Z');
    // Auckland (UTC+13 in November) is already on the 25th: its next midnight is the 26th.
    expect(nextMidnight('Pacific/Auckland', now).toISOString()).toBe('2026-11-25T11:00:00.000Z');
  });

  it('follows a daylight-saving change between now and midnight', () => {
    // New York springs forward on 2026-03-08 at 02:00: midnight of the 9th is 04:00 UTC.
    expect(nextMidnight('America/New_York', new Date('2026-03-08T06:00:00Z')).toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
  });

  it('knows time zone names', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
