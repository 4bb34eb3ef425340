/**
 * Wall-clock midnights in an IANA time zone, with the platform's time-zone data (Intl), so
 * daylight-saving changes are followed without a library.
 */

/** True for a time zone name Intl knows, e.g. "America/New_York" or "UTC". */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at `at`, in milliseconds (wall clock minus UTC). */
function offsetMs(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - (at - (at % 1000));
}

/** The next midnight (00:00 wall clock) after `now` in `timeZone`. */
export function nextMidnight(timeZone: string, now: Date): Date {
  const wallNow = new Date(now.getTime() + offsetMs(timeZone, now.getTime()));
  const wallMidnight = Date.UTC(
    wallNow.getUTCFullYear(),
    wallNow.getUTCMonth(),
    wallNow.getUTCDate() + 1,
  );
  // The offset may change before midnight (daylight saving): take the one in force then.
  const guess = wallMidnight - offsetMs(timeZone, now.getTime());
  return new Date(wallMidnight - offsetMs(timeZone, guess));
}
