import { formatShopperDay, formatShopperMomentInZone } from '@giftfront/domain/shopper-dates';
import { isValidTimeZone } from '@giftfront/domain/zoned-time';

/**
 * Dates as mail, the recipient's page and the PDF show them: one form per language, the
 * storefront's (`@giftfront/domain/shopper-dates`, which apps/storefront lib/i18n/dates.ts uses too). `locale` is an Intl
 * locale (lib/i18n intlLocaleOf): en-US for English, where product §2 fixes the forms.
 */

/** A calendar day (YYYY-MM-DD, or a Date as its UTC day): en-GB's '05/03/2026' in English (the balance page's), else the locale's short date. */
export function formatShortDate(value: string | Date, locale = 'en-US'): string {
  const day = value instanceof Date ? (Number.isNaN(value.getTime()) ? '' : value.toISOString()) : value;
  return formatShopperDay(day, locale) ?? String(value);
}

/**
 * A moment in the buyer's time zone (else UTC), named as people know it ('Eastern Time', 'heure de
 * l’Est'), never a raw 'America/New_York': product §2's '05 Mar, 2025 03:30 PM' in English.
 */
export function formatScheduledMoment(moment: Date, timeZone?: string | null, locale = 'en-US'): string {
  const zone = timeZone && isValidTimeZone(timeZone) ? timeZone : 'UTC';
  return formatShopperMomentInZone(moment.toISOString(), locale, zone) ?? moment.toISOString();
}

/** Today's date in UTC as YYYY-MM-DD: what card expiry dates are compared with. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);
