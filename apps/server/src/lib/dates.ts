import { formatScheduledDate } from '@giftfront/domain/scheduled-date';

/** Dates as mail and gift card pages show them. */

/** A date (YYYY-MM-DD or a Date) in the en-GB short form the balance page uses for expiry: '05 Mar 2026'. */
export function formatShortDate(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

function validTimeZone(timeZone: string | null | undefined): string | null {
  if (!timeZone) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return null;
  }
}

/** product §2 Order confirmation format, '05 Mar, 2025 03:30 PM', in the buyer's time zone (else UTC), zone named. */
export function formatScheduledMoment(moment: Date, timeZone?: string | null): string {
  const zone = validTimeZone(timeZone) ?? 'UTC';
  return `${formatScheduledDate(moment.toISOString(), zone)} (${zone})`;
}

/** Today's date in UTC as YYYY-MM-DD: what card expiry dates are compared with. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);
