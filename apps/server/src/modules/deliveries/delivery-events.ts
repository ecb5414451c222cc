import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { recordEvent, recordEventWithChange, type NewEvent } from '../events/index.ts';
import { markSentStatement } from './delivery-repository.ts';
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
  type: DeliveryEventType,
  delivery: DeliveryFacts,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const event = deliveryEvent(type, delivery, extra);
  if (event) await recordEvent(tx, event);
}

/**
 * Records a claimed delivery as sent, with its delivery.sent event, in one statement (issue 24: the
 * round trips after the hand-over hold an SMTP slot). False when the row was no longer 'sending'.
 */
export async function markSentWithEvent(db: Executor, delivery: DeliveryFacts, subject: string): Promise<boolean> {
  const change = markSentStatement(delivery.id, subject);
  const event = deliveryEvent('delivery.sent', delivery);
  const changed = event ? await recordEventWithChange(db, change, event) : rowsOf(await db.execute(change));
  return changed.length > 0;
}

type DeliveryEventType = 'delivery.sent' | 'delivery.bounced' | 'delivery.rescheduled' | 'delivery.recipient_changed';

/** The event a delivery's change makes, or null for the kinds that are not news (see CUSTOMER_KINDS). */
function deliveryEvent(
  type: DeliveryEventType,
  delivery: DeliveryFacts,
  extra: Record<string, unknown> = {},
): NewEvent | null {
  if (!CUSTOMER_KINDS.has(delivery.kind)) return null;
  const giftCardId = delivery.kind === 'gift' || delivery.kind === 'gift-cancelled' ? delivery.subjectId : null;
  return {
    storeId: delivery.storeId,
    type,
    giftCardId,
    orderId: delivery.kind === 'receipt' ? delivery.subjectId : null,
    data: {
      delivery: { id: delivery.id, kind: delivery.kind, recipient: delivery.recipient, ...extra },
      ...(giftCardId ? { giftCard: { id: giftCardId } } : {}),
    },
  };
}
