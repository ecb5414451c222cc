import type { Executor } from '../../db/client.ts';
import { recordEvent } from '../events/record-event.ts';
import type { DeliveryKind } from './record-deliveries.ts';

/** The mails a buyer or a recipient gets: their sending is news to the store's other systems; its own notices and staff links are not. */
const CUSTOMER_KINDS: ReadonlySet<string> = new Set<DeliveryKind>([
  'receipt',
  'gift',
  'gift-cancelled',
  'shipment-notice',
  'topup-receipt',
  'refund-notice',
  'order-refund',
]);

export interface DeliveryFacts {
  id: string;
  storeId: string;
  kind: string;
  subjectId: string;
  recipient: string;
}

/**
 * delivery.sent, delivery.bounced, delivery.rescheduled or delivery.recipient_changed, in the transaction of the change
 * (docs/decisions/0060). A gift email's events join its card's sequence.
 */
export async function recordDeliveryEvent(
  tx: Executor,
  type: 'delivery.sent' | 'delivery.bounced' | 'delivery.rescheduled' | 'delivery.recipient_changed',
  delivery: DeliveryFacts,
  extra: Record<string, unknown> = {},
): Promise<void> {
  if (!CUSTOMER_KINDS.has(delivery.kind)) return;
  const giftCardId = delivery.kind === 'gift' || delivery.kind === 'gift-cancelled' ? delivery.subjectId : null;
  await recordEvent(tx, {
    storeId: delivery.storeId,
    type,
    giftCardId,
    orderId: delivery.kind === 'receipt' ? delivery.subjectId : null,
    data: {
      delivery: { id: delivery.id, kind: delivery.kind, recipient: delivery.recipient, ...extra },
      ...(giftCardId ? { giftCard: { id: giftCardId } } : {}),
    },
  });
}
