import type { Executor } from '../../db/client.ts';
import type { EventRow } from '../events/index.ts';
import { recordDeliveries } from '../deliveries/index.ts';
import { merchantOrderNotice } from './merchant-notices.ts';

/**
 * The new-order notice follows the `order.paid` event (issue 28: merchant notifications hang on the
 * events): the events' `notifications` consumer records it. The delivery is unique per order and
 * kind, so an event seen twice (at least once) records one mail; it is sent from the moment the
 * order was paid.
 */
export async function recordOrderNotices(db: Executor, events: EventRow[]): Promise<void> {
  for (const event of events) {
    if (event.type !== 'order.paid' || !event.orderId) continue;
    // A top-up was never a new order to the merchant's inbox.
    if ((event.data.order as { kind?: string } | undefined)?.kind === 'topup') continue;
    await recordDeliveries(db, await merchantOrderNotice(db, event.storeId, event.orderId, event.occurredAt));
  }
}
