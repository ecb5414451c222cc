import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { recordDeliveries, type DeliveryRequest } from '../deliveries/record-deliveries.ts';
import { listStoreSettings } from '../stores/store-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day before `now`, as YYYY-MM-DD; stores have no time zone yet, so their days are UTC days. */
export const yesterdayUtc = (now: Date) => new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);

/** The start and the end (exclusive) of a UTC day. */
export function dayBounds(day: string): { since: Date; until: Date } {
  const since = new Date(`${day}T00:00:00.000Z`);
  return { since, until: new Date(since.getTime() + DAY_MS) };
}

/**
 * The delivery's subject: a UUID derived from the store and the day, so the deliveries' unique
 * (subject, kind) makes a second recording of the same day, by any instance, a no-op.
 */
export function dailySummaryId(storeId: string, day: string): string {
  const hex = createHash('sha256').update(`merchant-daily-summary:${storeId}:${day}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Records yesterday's summary for every store that asked for one (notifications.dailySummary and an address). */
export async function recordDailySummaries(db: Executor, now: Date): Promise<number> {
  const day = yesterdayUtc(now);
  const requests: DeliveryRequest[] = [];
  for (const store of await listStoreSettings(db)) {
    const email = store.settings.notifications?.email?.trim();
    if (!email || !store.settings.notifications?.dailySummary) continue;
    requests.push({ storeId: store.id, kind: 'merchant-daily-summary', subjectId: dailySummaryId(store.id, day), recipient: email, sendAt: now, payload: { day } });
  }
  await recordDeliveries(db, requests);
  return requests.length;
}
