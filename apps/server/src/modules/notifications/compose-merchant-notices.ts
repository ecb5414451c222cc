import { formatMoney, minorUnits } from '@giftfront/domain/money';
import type { Executor } from '../../db/client.ts';
import { findFailedGiftDelivery, findOrderWithLines } from './notice-read-model.ts';
import { absoluteUrl } from '../../lib/public-url.ts';
import { UndeliverableError, type ComposedMail } from '../mail/index.ts';
import type { MailStore } from '../mail/index.ts';
import { renderDeliveryFailedEmail, renderMerchantOrderEmail } from './merchant-notice-email.ts';

const ACTIONS: Record<string, (shipping: string | null) => string> = {
  Postal: (shipping) => `Needs shipping: ${shipping ?? 'post'}`,
  Collection: (shipping) => `Awaiting collection${shipping ? `: ${shipping}` : ''}`,
};

export async function composeMerchantOrderNotice(
  db: Executor,
  store: MailStore,
  orderId: string,
  to: string,
): Promise<ComposedMail> {
  const found = await findOrderWithLines(db, store.id, orderId);
  if (!found) throw new UndeliverableError(`Order ${orderId} not found in store ${store.slug}`);
  const { order, lines } = found;
  const money = (minor: number) => formatMoney(minorUnits(minor), order.currency);
  const customer = order.customer as { firstName?: string; lastName?: string; email?: string };
  const email = renderMerchantOrderEmail({
    brand: store.brand,
    reference: order.reference,
    buyer: `${`${customer.firstName ?? ''} ${customer.lastName ?? ''}`.trim()} (${customer.email ?? ''})`,
    rows: [
      ...lines.map((line): [string, string] => [
        `${line.productName} (${line.denominationLabel}) × ${line.quantity}`,
        money(line.lineTotalMinor),
      ]),
      [`Total (${order.currency})`, money(order.totalMinor)],
    ],
    action: ACTIONS[order.deliveryMethod]?.(order.shippingOptionName) ?? null,
    dashboardUrl: absoluteUrl(store.baseUrl, `/admin/orders/${order.id}`),
  });
  return { send: { to, fromName: store.brand.name, ...email } };
}

export async function composeDeliveryFailedNotice(
  db: Executor,
  store: MailStore,
  deliveryId: string,
  to: string,
): Promise<ComposedMail> {
  const failed = await findFailedGiftDelivery(db, store.id, deliveryId);
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
