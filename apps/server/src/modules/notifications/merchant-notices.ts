import type { Executor } from '../../db/client.ts';
import type { DeliveryRequest } from '../deliveries/index.ts';
import { findNotificationEmail } from '../stores/index.ts';

/** A new order's notice to the merchant, recorded with the order's own mail (none without an address). */
export async function merchantOrderNotice(
  db: Executor,
  storeId: string,
  orderId: string,
  sendAt: Date,
): Promise<DeliveryRequest[]> {
  const email = await findNotificationEmail(db, storeId);
  return email ? [{ storeId, kind: 'merchant-order', subjectId: orderId, recipient: email, sendAt }] : [];
}
