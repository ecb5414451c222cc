import { isValidTimeZone } from '@giftfront/domain/zoned-time';

/**
 * The zone the dashboard shows a store's dates and times in and reads a date filter's and a
 * report's days in: the store's `timeZone` setting, UTC when unset or no longer known.
 */
export function storeTimeZone(store: { settings: { timeZone?: string | null } }): string {
  const zone = store.settings.timeZone;
  return zone && isValidTimeZone(zone) ? zone : 'UTC';
}
