import { FULFILMENT_MESSAGES, type FulfilledOrder, type MarkShipped } from '@giftfront/domain/admin/fulfilment';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/domain-errors.ts';
import { recordAudit, type AuditContext } from '../audit/index.ts';
import { recordDeliveries, type DeliveryRequest } from '../deliveries/index.ts';
import { lockOrderForFulfilment, updateOrderFulfilment } from '../orders/index.ts';
import { cardsOfOrders } from './queue-read-model.ts';

const target = (order: { id: string; reference: string }) => ({ type: 'order', id: order.id, label: order.reference });

/** The buyer is told the cards are on their way, and so is each gift's recipient with an email address of their own. */
export async function markShipped(
  db: Executor,
  audit: AuditContext,
  orderId: string,
  { carrier, trackingNumber }: MarkShipped,
): Promise<FulfilledOrder> {
  const order = await lockOrderForFulfilment(db, audit.storeId, orderId);
  if (!order) throw notFound(FULFILMENT_MESSAGES.notFound);
  if (order.deliveryMethod !== 'Postal') throw conflict(FULFILMENT_MESSAGES.notPostal);
  if (order.shippedAt) throw conflict(FULFILMENT_MESSAGES.alreadyShipped);
  const shippedAt = new Date();
  const shipped = {
    shippedAt,
    shippedBy: audit.actor.name,
    carrier: carrier.trim(),
    trackingNumber: trackingNumber.trim(),
  };
  await updateOrderFulfilment(db, order.id, shipped);

  const buyerEmail = ((order.customer as { email?: string }).email ?? '').trim().toLowerCase();
  const notices: DeliveryRequest[] = buyerEmail
    ? [{ storeId: audit.storeId, kind: 'shipment-notice', subjectId: order.id, recipient: buyerEmail }]
    : [];
  const told = new Set([buyerEmail]);
  for (const card of await cardsOfOrders(db, [order.id])) {
    const email = card.recipientEmail?.trim().toLowerCase();
    if (!email || told.has(email)) continue;
    told.add(email);
    notices.push({ storeId: audit.storeId, kind: 'shipment-notice', subjectId: card.id, recipient: email });
  }
  await recordDeliveries(db, notices);
  await recordAudit(db, audit, {
    action: 'order.shipped',
    target: target(order),
    after: { carrier: shipped.carrier, trackingNumber: shipped.trackingNumber },
  });
  return {
    id: order.id,
    reference: order.reference,
    status: 'shipped',
    at: shippedAt.toISOString(),
    by: shipped.shippedBy,
    carrier: shipped.carrier,
    trackingNumber: shipped.trackingNumber,
  };
}

export async function markCollected(db: Executor, audit: AuditContext, orderId: string): Promise<FulfilledOrder> {
  const order = await lockOrderForFulfilment(db, audit.storeId, orderId);
  if (!order) throw notFound(FULFILMENT_MESSAGES.notFound);
  if (order.deliveryMethod !== 'Collection') throw conflict(FULFILMENT_MESSAGES.notCollection);
  if (order.collectedAt) throw conflict(FULFILMENT_MESSAGES.alreadyCollected);
  const collectedAt = new Date();
  await updateOrderFulfilment(db, order.id, { collectedAt, collectedBy: audit.actor.name });
  await recordAudit(db, audit, { action: 'order.collected', target: target(order) });
  return {
    id: order.id,
    reference: order.reference,
    status: 'collected',
    at: collectedAt.toISOString(),
    by: audit.actor.name,
    carrier: null,
    trackingNumber: null,
  };
}
