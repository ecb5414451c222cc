/**
 * Wall-clock times in a named time zone ('2026-12-24T09:00' in 'Europe/London'), as the
 * dashboard shows and takes a gift's delivery moment: in the zone the recipient-facing date was
 * chosen in, not the merchant's browser zone.
 */

export const WALL_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The moment as 'YYYY-MM-DDTHH:mm' on a clock in `timeZone`. */
export function utcToWallTime(moment: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(moment);
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
 * The moment a clock in `timeZone` shows `wallTime`; null for a malformed time. A time skipped by
 * a daylight-saving change resolves to the moment one offset later, as most calendars do.
 */
export function wallTimeToUtc(wallTime: string, timeZone: string): Date | null {
  const target = asUtcMillis(wallTime);
  if (target === null) return null;
  let guess = target;
  // Two corrections settle the offset, even across a daylight-saving change.
  for (let i = 0; i < 2; i += 1) {
    const shown = asUtcMillis(utcToWallTime(new Date(guess), timeZone));
    if (shown === null) return null;
    guess += target - shown;
  }
  return new Date(guess);
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
