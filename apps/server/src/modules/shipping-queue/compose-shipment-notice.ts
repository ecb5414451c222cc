import { postalLabel, type PostalAddressParts } from '@giftfront/domain/address-format';
import type { Executor } from '../../db/client.ts';
import { localizer } from '../../lib/i18n/server-i18n.ts';
import { brandIn, UndeliverableError, type ComposedMail } from '../mail/index.ts';
import type { MailStore } from '../mail/index.ts';
import { findOrders, findStoreCard, type QueueOrderRow } from './queue-read-model.ts';
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
  const loc = localizer(order.language);
  const brand = brandIn(store, loc.language);
  const email = renderShipmentNoticeEmail({
    loc,
    brand,
    greetingName: card ? card.recipientName?.trim() || null : buyer.firstName?.trim() || null,
    audience: card
      ? { kind: 'recipient', senderName: card.senderName?.trim() || null, voucher: card.kind === 'voucher' }
      : { kind: 'buyer', orderReference: order.reference },
    carrier: order.carrier!,
    trackingNumber: order.trackingNumber!,
    // The one Ship to the order was posted to: the gift's recipient for a postal gift.
    sentTo: order.shippingAddress ? postalLabel(order.shippingAddress as PostalAddressParts) : [],
  });
  return { send: { to, fromName: brand.name, ...email } };
}
