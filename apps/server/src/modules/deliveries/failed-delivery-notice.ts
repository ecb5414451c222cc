import type { Executor } from '../../db/client.ts';
import { findNotificationEmail } from '../stores/index.ts';
import { recordDeliveries } from './record-deliveries.ts';

/** A gift email failed or bounced: the merchant is told, once per delivery (subject: the failed delivery). */
export async function recordFailedDeliveryNotice(db: Executor, storeId: string, deliveryId: string): Promise<void> {
  const email = await findNotificationEmail(db, storeId);
  if (email)
    await recordDeliveries(db, [
      { storeId, kind: 'merchant-delivery-failed', subjectId: deliveryId, recipient: email },
    ]);
}
