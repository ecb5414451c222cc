import { formatExpiryDate } from '@giftfront/domain/calendar-date';
import { formatScheduledDate } from '@giftfront/domain/scheduled-date';
import { timeZoneLabel } from '@giftfront/domain/zoned-time';

/** Dates as mail and gift card pages show them. */

/** A date (YYYY-MM-DD or a Date, as its UTC day) in the en-GB short form the balance page uses for expiry: '05/03/2026'. */
export function formatShortDate(value: string | Date): string {
  const day = value instanceof Date ? (Number.isNaN(value.getTime()) ? '' : value.toISOString()) : value;
  return formatExpiryDate(day) ?? String(value);
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

/** product §2 Order confirmation format, '05 Mar, 2025 03:30 PM', in the buyer's time zone (else UTC), named as people know it ('Eastern Time'). */
export function formatScheduledMoment(moment: Date, timeZone?: string | null): string {
  const zone = validTimeZone(timeZone) ?? 'UTC';
  return `${formatScheduledDate(moment.toISOString(), zone)} (${timeZoneLabel(zone, 'en-US')})`;
}

/** Today's date in UTC as YYYY-MM-DD: what card expiry dates are compared with. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);
