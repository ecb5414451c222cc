/**
 * Wall-clock times in a named time zone ('2026-12-24T09:00' in 'Europe/London'), as the
 * dashboard shows and takes a gift's delivery moment: in the zone the recipient-facing date was
 * chosen in, not the merchant's browser zone.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export const WALL_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The clock of each zone, made once: a DateTimeFormat costs far more to make than to use (a
 * checkout asks several times; issue 24). Only zones that exist are kept, and at most 1,000.
 */
const wallClocks = new Map<string, Intl.DateTimeFormat>();
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let clock = wallClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    if (wallClocks.size < 1000) wallClocks.set(timeZone, clock);
  }
  return clock;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    wallClock(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The moment as 'YYYY-MM-DDTHH:mm' on a clock in `timeZone`. */
export function utcToWallTime(moment: Date, timeZone: string): string {
  const parts = wallClock(timeZone).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

const asUtcMillis = (wallTime: string): number | null => {
  const match = WALL_TIME_PATTERN.exec(wallTime);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const millis = Date.UTC(y, mo - 1, d, h, mi);
  // Date.UTC rolls 31 Feb over to March: refuse what the calendar does not have.
  return new Date(millis).toISOString().slice(0, 16) === wallTime ? millis : null;
};

/**
 * The moment a clock in `timeZone` shows `wallTime`; null for a malformed time. A time shown twice
 * (clocks going back) is its first showing; a time skipped by a daylight-saving change resolves
 * to the moment one offset later (02:30 on the night New York jumps from 02:00 to 03:00 is 03:30),
 * as most calendars do.
 */
export function wallTimeToUtc(wallTime: string, timeZone: string): Date | null {
  const target = asUtcMillis(wallTime);
  if (target === null) return null;
  // The clock's offset (wall minus UTC) a day either side: at most one change lies between.
  const offsetAt = (millis: number): number | null => {
    const shown = asUtcMillis(utcToWallTime(new Date(millis), timeZone));
    return shown === null ? null : shown - millis;
  };
  const before = offsetAt(target - DAY_MS);
  const after = offsetAt(target + DAY_MS);
  if (before === null || after === null) return null;
  const shows = (millis: number) => asUtcMillis(utcToWallTime(new Date(millis), timeZone)) === target;
  const candidates = [target - before, target - after].filter(shows);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  return new Date(target - before);
}

/**
 * A time zone by the name people know ('America/New_York' → 'Eastern Time'), in the locale
 * given; the zone's id when the runtime has no name for it.
 */
export function timeZoneLabel(timeZone: string, locale?: string): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date());
    const name = parts.find((part) => part.type === 'timeZoneName')?.value;
    return name && !/^GMT[+-]\d/.test(name) ? name : timeZone === 'UTC' || timeZone === 'Etc/UTC' ? 'UTC' : timeZone;
  } catch {
    return timeZone;
  }
}
