import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { storeTimeZone } from '../../lib/store-time-zone.ts';
import { dayIn, shiftDay } from '../../lib/zoned-days.ts';
import { recordDeliveries, type DeliveryRequest } from '../deliveries/index.ts';
import { listStoreSettings } from '../stores/index.ts';

export { dayBounds } from '../../lib/zoned-days.ts';

/** The day before `now` on the store's clock, as YYYY-MM-DD. */
export const yesterdayIn = (now: Date, timeZone: string) => shiftDay(dayIn(now, timeZone), -1);

/**
 * The delivery's subject: a UUID derived from the store and the day, so the deliveries' unique
 * (subject, kind) makes a second recording of the same day, by any instance, a no-op.
 */
export function dailySummaryId(storeId: string, day: string): string {
  const hex = createHash('sha256').update(`merchant-daily-summary:${storeId}:${day}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Records yesterday's summary, on each store's own clock, for every store that asked for one
 * (notifications.dailySummary and an address). A store's day is recorded once its midnight has passed.
 */
export async function recordDailySummaries(db: Executor, now: Date): Promise<number> {
  const requests: DeliveryRequest[] = [];
  for (const store of await listStoreSettings(db)) {
    const email = store.settings.notifications?.email?.trim();
    if (!email || !store.settings.notifications?.dailySummary) continue;
    const timeZone = storeTimeZone(store);
    const day = yesterdayIn(now, timeZone);
    requests.push({
      storeId: store.id,
      kind: 'merchant-daily-summary',
      subjectId: dailySummaryId(store.id, day),
      recipient: email,
      sendAt: now,
      payload: { day, timeZone },
    });
  }
  await recordDeliveries(db, requests);
  return requests.length;
}
