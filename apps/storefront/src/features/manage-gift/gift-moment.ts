import { formatOnRecipientClock } from '@/lib/i18n/dates';

/** '07 Nov, 2027 09:00 AM (Eastern Time)': the moment on the recipient's clock, the zone named, in the page's language. */
export const giftMoment = (iso: string | null, timeZone: string): string | null =>
  formatOnRecipientClock(iso, timeZone) || null;
