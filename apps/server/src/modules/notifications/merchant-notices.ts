import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';
import { recordDeliveries, type DeliveryRequest } from '../deliveries/record-deliveries.ts';

/** The store's notification address (store file `notifications.email`), or null when it has none. */
export async function notificationEmailOf(db: Executor, storeId: string): Promise<string | null> {
  const [row] = await db.select({ settings: stores.settings }).from(stores).where(eq(stores.id, storeId)).limit(1);
  return row?.settings.notifications?.email?.trim() || null;
}

/** A new order's notice to the merchant, recorded with the order's own mail (none without an address). */
export async function merchantOrderNotice(db: Executor, storeId: string, orderId: string, sendAt: Date): Promise<DeliveryRequest[]> {
  const email = await notificationEmailOf(db, storeId);
  return email ? [{ storeId, kind: 'merchant-order', subjectId: orderId, recipient: email, sendAt }] : [];
}

/** A gift email failed or bounced: the merchant is told, once per delivery (subject: the failed delivery). */
export async function recordFailedDeliveryNotice(db: Executor, storeId: string, deliveryId: string): Promise<void> {
  const email = await notificationEmailOf(db, storeId);
  if (email) await recordDeliveries(db, [{ storeId, kind: 'merchant-delivery-failed', subjectId: deliveryId, recipient: email }]);
}
