import { formatShopperDay, formatShopperMomentInZone } from '@giftfront/domain/shopper-dates';
import { intlLocale } from './page-locale';

/**
 * Dates in the page's language, in its one form (`@giftfront/domain/shopper-dates`, which the
 * server's emails, pages and PDF use too; English keeps product §2's forms).
 */

/** A calendar day (expiry, use). */
export const formatDay = (day: string | null | undefined) => formatShopperDay(day, intlLocale());

/** A delivery moment on the shopper's clock, the zone named. */
export const formatMoment = (iso: string | null | undefined) => formatShopperMomentInZone(iso, intlLocale());

/** A gift's moment on the recipient's clock, the zone named. */
export const formatOnRecipientClock = (iso: string | null | undefined, timeZone: string | null | undefined) =>
  formatShopperMomentInZone(iso, intlLocale(), timeZone);
