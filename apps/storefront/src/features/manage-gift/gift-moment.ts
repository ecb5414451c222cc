import { formatDeliveryMoment } from '@giftfront/domain/scheduled-date';
import { timeZoneLabel } from '@giftfront/domain/zoned-time';

/** '7 Nov 2027, 09:00 EST (Eastern Time)': the moment on the recipient's clock, the zone named. */
export function giftMoment(iso: string | null, timeZone: string): string | null {
  const moment = formatDeliveryMoment(iso, undefined, timeZone);
  return moment ? `${moment} (${timeZoneLabel(timeZone)})` : null;
}
