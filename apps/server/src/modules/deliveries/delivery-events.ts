import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { compiledSql } from '../../db/compiled-query.ts';
import { compiledEventWithChange, recordEvent, type NewEvent } from '../events/index.ts';
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

const markSent = compiledSql('mark_delivery_sent', markSentStatement);
const markSentAndRecord = compiledEventWithChange('mark_delivery_sent_with_event', markSentStatement);

/**
 * Records a claimed delivery as sent, with its delivery.sent event, in one statement (issue 24: the
 * round trips after the hand-over hold an SMTP slot), built once. False when the row was no longer 'sending'.
 */
export async function markSentWithEvent(db: Executor, delivery: DeliveryFacts, subject: string): Promise<boolean> {
  const values = { id: delivery.id, subject };
  const event = deliveryEvent('delivery.sent', delivery);
  const changed = event ? await markSentAndRecord(db, values, event) : rowsOf(await markSent(db, values));
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
