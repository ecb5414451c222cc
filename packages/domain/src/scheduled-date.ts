import { isValidTimeZone, timeZoneLabel } from './zoned-time.ts';

/**
 * product §2 Order confirmation: a scheduled date like '05 Mar, 2025 03:30 PM', converted from UTC
 * to the shopper's local time (or the zone given, for tests). Null for a missing or bad date. In
 * another language (`locale` other than en-US, issue 29) that language's medium date and short time.
 */
export function formatScheduledDate(
  iso: string | null | undefined,
  timeZone?: string,
  locale = 'en-US',
): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  if (locale !== 'en-US')
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')}, ${part('year')} ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

/**
 * A delivery moment in the shopper's locale and time zone, the zone named ('5 Mar 2025, 15:30 GMT'):
 * the one date format the confirmation uses. Null for a missing or bad date.
 */
export function formatDeliveryMoment(
  iso: string | null | undefined,
  locale?: string,
  timeZone?: string,
): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(date);
}

/**
 * A gift's delivery moment on the recipient's clock, the zone named by what people call it:
 * '7 Nov 2027, 09:00 EST (Eastern Time)' (issue 30). Without a known zone, the shopper's clock.
 */
export function formatRecipientMoment(
  iso: string | null | undefined,
  timeZone: string | null | undefined,
  locale?: string,
): string | null {
  const zone = timeZone && isValidTimeZone(timeZone) ? timeZone : undefined;
  const moment = formatDeliveryMoment(iso, locale, zone);
  if (!moment || !zone) return moment;
  const name = timeZoneLabel(zone, locale);
  return moment.endsWith(name) ? moment : `${moment} (${name})`;
}
