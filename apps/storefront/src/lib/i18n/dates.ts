import { formatExpiryDate } from '@giftfront/domain/calendar-date';
import { formatDeliveryMoment, formatRecipientMoment, formatScheduledDate } from '@giftfront/domain/scheduled-date';
import { intlLocale } from './page-locale';

/** A calendar day (expiry, use): product §2's en-GB short form in English, else the page language's. */
export const formatDay = (day: string | null | undefined) =>
  formatExpiryDate(day, intlLocale() === 'en-US' ? 'en-GB' : intlLocale());

/** A scheduled delivery in the shopper's time zone: product §2's form in English, else the page language's. */
export const formatScheduled = (iso: string | null | undefined) => formatScheduledDate(iso, undefined, intlLocale());

/** A delivery moment with its zone named, in the page's language. */
export const formatMoment = (iso: string | null | undefined) => formatDeliveryMoment(iso, intlLocale());

/** A gift's moment on the recipient's clock, its zone named, in the page's language. */
export const formatOnRecipientClock = (iso: string | null | undefined, timeZone: string | null | undefined) =>
  formatRecipientMoment(iso, timeZone, intlLocale());
