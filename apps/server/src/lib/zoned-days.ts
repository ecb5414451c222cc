import { utcToWallTime, wallTimeToUtc } from '@giftfront/domain/zoned-time';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day `days` after `day` (YYYY-MM-DD; negative goes back). */
export const shiftDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The date a clock in `timeZone` shows at `now`, as YYYY-MM-DD. */
export const dayIn = (now: Date, timeZone: string): string => utcToWallTime(now, timeZone).slice(0, 10);

/** The moment a day begins on a clock in `timeZone`. */
export const startOfDayIn = (day: string, timeZone: string): Date =>
  wallTimeToUtc(`${day}T00:00`, timeZone) ?? new Date(`${day}T00:00:00.000Z`);

/** The start and the end (exclusive) of a day on a clock in `timeZone` (23 or 25 hours across a clock change). */
export function dayBounds(day: string, timeZone: string): { since: Date; until: Date } {
  return { since: startOfDayIn(day, timeZone), until: startOfDayIn(shiftDay(day, 1), timeZone) };
}
