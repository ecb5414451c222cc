import type { GiftDetails } from '@giftfront/domain/gift-details';
import { formatShopperMoment, formatShopperMomentInZone } from '@giftfront/domain/shopper-dates';

/**
 * When a gift is delivered, in the language's one date form (shopper-dates) and the shopper's time zone: the UTC instant they picked
 * (product §3 scheduledDateTimeUtc), else their local date and time as typed; null when unscheduled.
 */
export function formatGiftDelivery(
  details: Pick<GiftDetails, 'scheduledDate' | 'scheduledTime' | 'scheduledDateTimeUtc'> & {
    timeZone?: string | null;
  },
  locale?: string,
  timeZone?: string,
): string | null {
  // A gift with the recipient's zone reads on their clock, the zone named (issue 30).
  if (details.timeZone && details.scheduledDateTimeUtc && !timeZone)
    return formatShopperMomentInZone(details.scheduledDateTimeUtc, locale, details.timeZone);
  const instant = details.scheduledDateTimeUtc
    ? new Date(details.scheduledDateTimeUtc)
    : details.scheduledDate && details.scheduledTime
      ? new Date(`${details.scheduledDate}T${details.scheduledTime}:00`)
      : null;
  if (!instant || Number.isNaN(instant.getTime())) return null;
  return formatShopperMoment(instant.toISOString(), locale, timeZone);
}
