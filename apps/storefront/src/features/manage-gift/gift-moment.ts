import { formatDeliveryMoment } from '@giftfront/domain/scheduled-date';
import { timeZoneLabel } from '@giftfront/domain/zoned-time';

/** '7 Nov 2027, 09:00 EST (Eastern Time)': the moment on the recipient's clock, the zone named. */
export function giftMoment(iso: string | null, timeZone: string): string | null {
  const moment = formatDeliveryMoment(iso, undefined, timeZone);
  if (!moment) return null;
  const zone = timeZoneLabel(timeZone);
  // 'UTC' is named by the moment already.
  return moment.endsWith(zone) ? moment : `${moment} (${zone})`;
}
