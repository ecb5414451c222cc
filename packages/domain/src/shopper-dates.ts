import { isValidTimeZone, timeZoneLabel } from './zoned-time.ts';

/**
 * Every date a shopper or recipient reads (storefront, emails, the recipient's page, the PDF), in
 * one form per language: the storefront (lib/i18n/dates.ts) and the server (lib/dates.ts) both
 * format through these two functions with the page's or the order's Intl locale
 * (`intlLocaleOf`). English keeps the forms product §2 fixes: a calendar day in en-GB's short form
 * ('24/12/2030', the balance page's) and a moment as '24 Dec, 2030 09:00 AM' (the order
 * confirmation's). Every other language writes a day with two-digit day and month and the full
 * year ('24.12.2030', '24/12/2030') and a moment as that same day and the time ('24.12.2030,
 * 09:00'): never a two-digit year beside a four-digit one (Intl's `dateStyle: 'short'` is
 * '24.12.30' in German and Spanish).
 */

const ENGLISH = 'en-US';
const DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** English's day is en-GB's (product §2); every other language's is its own. */
const dayLocale = (locale: string) => (locale === ENGLISH || locale === 'en' ? 'en-GB' : locale);

/**
 * A calendar day ('2030-12-24', a timestamp's date part, or a Date's UTC day) in the language's
 * one form. The day is read and written in UTC: no time zone can move it to another day. Null when
 * there is no date or it cannot be read.
 */
export function formatShopperDay(value: string | Date | null | undefined, locale = ENGLISH): string | null {
  const text = value instanceof Date ? (Number.isNaN(value.getTime()) ? '' : value.toISOString()) : (value ?? '');
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return null;
  return formatter(dayLocale(locale), { ...DAY, timeZone: 'UTC' }).format(date);
}

/**
 * A moment on a clock (`timeZone`, else the reader's own) in the language's one form: the day as
 * `formatShopperDay` writes it and the time. Null for a missing or unreadable moment.
 */
export function formatShopperMoment(
  iso: string | null | undefined,
  locale = ENGLISH,
  timeZone?: string,
): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  if (locale !== ENGLISH && locale !== 'en')
    return formatter(locale, { ...DAY, hour: '2-digit', minute: '2-digit', timeZone }).format(date);
  const parts = formatter(ENGLISH, {
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
 * A moment with its clock named as people know it ('24.12.2030, 09:00 (Mitteleuropäische Zeit)'):
 * on `timeZone` when it is a real zone, else on the reader's own clock.
 */
export function formatShopperMomentInZone(
  iso: string | null | undefined,
  locale = ENGLISH,
  timeZone?: string | null,
): string | null {
  // No moment, no clock to look up: a first DateTimeFormat costs a phone tens of milliseconds.
  if (!iso) return null;
  const zone = timeZone && isValidTimeZone(timeZone) ? timeZone : new Intl.DateTimeFormat().resolvedOptions().timeZone;
  const moment = formatShopperMoment(iso, locale, zone);
  return moment && `${moment} (${timeZoneLabel(zone, locale)})`;
}
