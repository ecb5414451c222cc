import type { Executor } from '../../db/client.ts';
import { UndeliverableError, type ComposedMail } from '../mail/composed-mail.ts';
import type { MailStore } from '../mail/email-brand.ts';
import { findOrders, findStoreCard, type QueueOrderRow } from './queue-repository.ts';
import { renderShipmentNoticeEmail } from './shipment-notice-email.ts';

async function shippedOrder(db: Executor, storeId: string, orderId: string | null): Promise<QueueOrderRow | null> {
  if (!orderId) return null;
  const [order] = await findOrders(db, storeId, [orderId]);
  return order?.shippedAt && order.carrier && order.trackingNumber ? order : null;
}

/** subjectId is the order (to the buyer) or one of its gift cards (to that gift's recipient). */
export async function composeShipmentNotice(
  db: Executor,
  store: MailStore,
  subjectId: string,
  to: string,
): Promise<ComposedMail> {
  const asOrder = await shippedOrder(db, store.id, subjectId);
  const card = asOrder ? null : await findStoreCard(db, store.id, subjectId);
  const order = asOrder ?? (await shippedOrder(db, store.id, card?.orderId ?? null));
  if (!order) throw new UndeliverableError(`Shipped order ${subjectId} not found in store ${store.slug}`);
  const buyer = order.customer as { firstName?: string };
  const email = renderShipmentNoticeEmail({
    brand: store.brand,
    greetingName: card ? card.recipientName?.trim() || null : buyer.firstName?.trim() || null,
    audience: card
      ? { kind: 'recipient', senderName: card.senderName?.trim() || null }
      : { kind: 'buyer', orderReference: order.reference },
    carrier: order.carrier!,
    trackingNumber: order.trackingNumber!,
  });
  return { send: { to, fromName: store.brand.name, ...email } };
}
