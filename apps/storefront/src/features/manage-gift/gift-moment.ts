import { formatRecipientMoment } from '@giftfront/domain/scheduled-date';

/** '7 Nov 2027, 09:00 EST (Eastern Time)': the moment on the recipient's clock, the zone named. */
export const giftMoment = (iso: string | null, timeZone: string): string | null => formatRecipientMoment(iso, timeZone);
