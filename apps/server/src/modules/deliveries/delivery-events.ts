import type { Executor } from '../../db/client.ts';
import { compiledEventsWithChange, recordEvent, type NewEvent } from '../events/index.ts';
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

const markSentAndRecord = compiledEventsWithChange('mark_deliveries_sent_with_events', markSentStatement);

/**
 * Records claimed deliveries as sent, with their delivery.sent events, in one statement built once
 * (issue 24: one commit for the mails whose hand-overs finished together). At most one delivery per
 * gift card (the card's sequence is taken once per statement: see sentEventCard). Returns the ids
 * of the rows it finished; one no longer 'sending' is left as it is.
 */
export async function markSentWithEvents(
  db: Executor,
  sent: Array<{ delivery: DeliveryFacts; subject: string }>,
): Promise<Set<string>> {
  const events = sent.flatMap(({ delivery }) => {
    const event = deliveryEvent('delivery.sent', delivery);
    return event ? [{ ...event, changeId: delivery.id }] : [];
  });
  const values = { id: sent.map(({ delivery }) => delivery.id), subject: sent.map(({ subject }) => subject) };
  const changed = (await markSentAndRecord(db, values, events)) as Array<{ id: string }>;
  return new Set(changed.map((row) => row.id));
}

/** The gift card whose sequence a delivery's events join, if any: a gift email's card. */
export const sentEventCard = (delivery: DeliveryFacts): string | null =>
  delivery.kind === 'gift' || delivery.kind === 'gift-cancelled' ? delivery.subjectId : null;

type DeliveryEventType = 'delivery.sent' | 'delivery.bounced' | 'delivery.rescheduled' | 'delivery.recipient_changed';

/** The event a delivery's change makes, or null for the kinds that are not news (see CUSTOMER_KINDS). */
function deliveryEvent(
  type: DeliveryEventType,
  delivery: DeliveryFacts,
  extra: Record<string, unknown> = {},
): NewEvent | null {
  if (!CUSTOMER_KINDS.has(delivery.kind)) return null;
  const giftCardId = sentEventCard(delivery);
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
