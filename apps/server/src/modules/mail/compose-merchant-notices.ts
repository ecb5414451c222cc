import { and, asc, eq } from 'drizzle-orm';
import { formatMoney } from '@giftfront/domain/money';
import type { Executor } from '../../db/client.ts';
import { deliveries, giftCards, orderLines, orders } from '../../db/schema/index.ts';
import { absoluteUrl } from '../../lib/public-url.ts';
import { UndeliverableError, type ComposedMail } from './composed-mail.ts';
import type { MailStore } from './email-brand.ts';
import { renderDeliveryFailedEmail, renderMerchantOrderEmail } from './merchant-notice-email.ts';

const ACTIONS: Record<string, (shipping: string | null) => string> = {
  Postal: (shipping) => `Needs shipping: ${shipping ?? 'post'}`,
  Collection: (shipping) => `Awaiting collection${shipping ? `: ${shipping}` : ''}`,
};

export async function composeMerchantOrderNotice(db: Executor, store: MailStore, orderId: string, to: string): Promise<ComposedMail> {
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.storeId, store.id))).limit(1);
  if (!order) throw new UndeliverableError(`Order ${orderId} not found in store ${store.slug}`);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
  const money = (minor: number) => formatMoney(minor, order.currency);
  const customer = order.customer as { firstName?: string; lastName?: string; email?: string };
  const email = renderMerchantOrderEmail({
    brand: store.brand,
    reference: order.reference,
    buyer: `${`${customer.firstName ?? ''} ${customer.lastName ?? ''}`.trim()} (${customer.email ?? ''})`,
    rows: [...lines.map((line): [string, string] => [`${line.productName} (${line.denominationLabel}) × ${line.quantity}`, money(line.lineTotalMinor)]), [`Total (${order.currency})`, money(order.totalMinor)]],
    action: ACTIONS[order.deliveryMethod]?.(order.shippingOptionName) ?? null,
    dashboardUrl: absoluteUrl(store.baseUrl, `/admin/orders/${order.id}`),
  });
  return { send: { to, fromName: store.brand.name, ...email } };
}

export async function composeDeliveryFailedNotice(db: Executor, store: MailStore, deliveryId: string, to: string): Promise<ComposedMail> {
  const [failed] = await db
    .select({ state: deliveries.state, recipient: deliveries.recipient, lastError: deliveries.lastError, reference: orders.reference })
    .from(deliveries)
    .leftJoin(giftCards, eq(giftCards.id, deliveries.subjectId))
    .leftJoin(orders, eq(orders.id, giftCards.orderId))
    .where(and(eq(deliveries.id, deliveryId), eq(deliveries.storeId, store.id)))
    .limit(1);
  if (!failed) throw new UndeliverableError(`Delivery ${deliveryId} not found in store ${store.slug}`);
  // Corrected and sent meanwhile: nothing to tell.
  if (failed.state !== 'failed' && failed.state !== 'bounced') return { skip: `The delivery is ${failed.state} now` };
  const email = renderDeliveryFailedEmail({
    brand: store.brand,
    recipient: failed.recipient,
    orderReference: failed.reference,
    answer: failed.lastError ?? 'No answer recorded',
    dashboardUrl: absoluteUrl(store.baseUrl, `/admin/deliveries?state=${failed.state}`),
  });
  return { send: { to, fromName: store.brand.name, ...email } };
}
