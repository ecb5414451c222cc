import type { Executor } from '../../db/client.ts';
import { storeTimeZone } from '../../lib/store-time-zone.ts';
import { dayIn, shiftDay } from '../../lib/zoned-days.ts';
import { recordDeliveries, type DeliveryRequest } from '../deliveries/index.ts';
import { listStoreSettings } from '../stores/index.ts';
import { cardsExpiringBy, cardsUnusedSince } from './reminder-card-read-model.ts';

export const EXPIRY_REMINDER_DAYS = 30;
export const UNUSED_REMINDER_MONTHS = 6;
export const REMINDER_KINDS = { expiry: 'balance-reminder-expiry', unused: 'balance-reminder-unused' } as const;

/** `months` calendar months before `now` (the day clamped to the shorter month's end). */
export function monthsBefore(now: Date, months: number): Date {
  const then = new Date(now);
  const day = then.getUTCDate();
  then.setUTCDate(1);
  then.setUTCMonth(then.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(then.getUTCFullYear(), then.getUTCMonth() + 1, 0)).getUTCDate();
  then.setUTCDate(Math.min(day, lastDay));
  return then;
}

/**
 * Records the reminders due now, for every store that has them on (`balanceReminders`, on by
 * default): 30 days before a card expires, and after 6 months without use. The deliveries'
 * unique (subject, kind) keeps each to one per card and reason, whichever instance records it.
 */
export async function recordBalanceReminders(db: Executor, now: Date): Promise<number> {
  const requests: DeliveryRequest[] = [];
  for (const store of await listStoreSettings(db)) {
    if (store.settings.balanceReminders === false) continue;
    const today = dayIn(now, storeTimeZone(store));
    const expiring = await cardsExpiringBy(db, store.id, today, shiftDay(today, EXPIRY_REMINDER_DAYS));
    const unused = await cardsUnusedSince(db, store.id, today, monthsBefore(now, UNUSED_REMINDER_MONTHS));
    const request = (kind: string) => (card: { id: string; email: string }) =>
      requests.push({
        storeId: store.id,
        kind: kind as DeliveryRequest['kind'],
        subjectId: card.id,
        recipient: card.email,
      });
    expiring.forEach(request(REMINDER_KINDS.expiry));
    // A card about to expire gets that reminder, which says the same and more.
    unused.filter((card) => !expiring.some((e) => e.id === card.id)).forEach(request(REMINDER_KINDS.unused));
  }
  await recordDeliveries(db, requests);
  return requests.length;
}
