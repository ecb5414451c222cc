import type { GiftDetails } from '@giftfront/domain/gift-details';

/**
 * When a gift is delivered, in the shopper's locale and time zone: the UTC instant they picked
 * (product §3 scheduledDateTimeUtc), else their local date and time as typed; null when unscheduled.
 */
export function formatGiftDelivery(
  details: Pick<GiftDetails, 'scheduledDate' | 'scheduledTime' | 'scheduledDateTimeUtc'>,
  locale?: string,
  timeZone?: string,
): string | null {
  const instant = details.scheduledDateTimeUtc
    ? new Date(details.scheduledDateTimeUtc)
    : details.scheduledDate && details.scheduledTime
      ? new Date(`${details.scheduledDate}T${details.scheduledTime}:00`)
      : null;
  if (!instant || Number.isNaN(instant.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(instant);
}
