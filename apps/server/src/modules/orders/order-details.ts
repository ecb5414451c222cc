import { asc, eq } from 'drizzle-orm';
import { fulfilmentStatusOf } from '@giftfront/domain/fulfilment-status';
import { maskGiftCardCode } from '@giftfront/domain/gift-card';
import { toMajor } from '@giftfront/domain/money';
import type { OrderResult } from '@giftfront/domain/order';
import type { Executor } from '../../db/client.ts';
import { giftCards } from '../../db/schema/index.ts';
import type { IntentRecord } from '../payments/intent-repository.ts';
import { listOrderLines, type OrderRecord } from './order-repository.ts';

/**
 * SPEC §3 Order result. A top-up is one item (the card topped up) and issues no cards. Without
 * `full` access (order-access.ts) every code is masked to its last four characters (SPEC §9) and
 * no card id is given: a card's id opens its View and Print pages, which show the whole code.
 */
export async function orderDetails(db: Executor, order: OrderRecord, intent: IntentRecord, { full }: { full: boolean }): Promise<OrderResult> {
  const currency = order.currency;
  const major = (minor: number) => toMajor(minor, currency);
  const customer = order.customer as { firstName?: string; lastName?: string; email?: string };
  const [lines, cards] = await Promise.all([
    listOrderLines(db, order.id),
    db.select().from(giftCards).where(eq(giftCards.orderId, order.id)).orderBy(asc(giftCards.createdAt), asc(giftCards.id)),
  ]);
  const topup = (order.pricing as { topup?: { giftCardId: string; codeEnding: string } }).topup;
  // Cards in cart order: by their line's position, then as issued within a line.
  const linePosition = new Map(lines.map((line) => [line.id, line.position]));
  const inCartOrder = [...cards].sort((a, b) => (linePosition.get(a.orderLineId ?? '') ?? 0) - (linePosition.get(b.orderLineId ?? '') ?? 0));
  const address = order.shippingAddress as OrderResult['order']['shippingAddress'];
  return {
    order: {
      id: order.id,
      reference: order.reference,
      kind: order.kind === 'topup' ? 'topup' : 'order',
      createdAt: order.createdAt.toISOString(),
      customer: { name: `${customer.firstName ?? ''} ${customer.lastName ?? ''}`.trim(), email: customer.email ?? '' },
      totals: {
        subtotal: major(order.subtotalMinor),
        discount: major(order.discountMinor),
        fees: major(order.feesMinor),
        shipping: major(order.shippingMinor),
        tax: major(order.taxMinor),
        giftCards: major(order.giftCardsMinor),
        total: major(order.totalMinor),
      },
      payment: { paymentIntentId: intent.providerIntentId, status: intent.status, currency },
      deliveryMethod: order.deliveryMethod,
      shippingAddress: address ?? null,
      fulfillment: { shippingOptionName: order.shippingOptionName, status: fulfilmentStatusOf(order), carrier: order.carrier, trackingNumber: order.trackingNumber },
      items: topup
        ? [{ productId: full ? topup.giftCardId : 'gift-card-top-up', productName: 'Gift card top-up', denominationLabel: `Card ending ${topup.codeEnding}`, quantity: 1, price: major(order.totalMinor), lineTotal: major(order.totalMinor), imageUrl: null }]
        : lines.map((line) => ({
            productId: line.productId,
            productName: line.productName,
            denominationLabel: line.denominationLabel,
            quantity: line.quantity,
            price: major(line.unitPriceMinor),
            lineTotal: major(line.lineTotalMinor),
            imageUrl: line.imageUrl,
          })),
    },
    giftCards: inCartOrder.map((card) => ({
      giftCardId: full ? card.id : null,
      giftCardTitle: card.title,
      giftCardImageUrl: card.imageUrl,
      giftCardCode: full ? card.code : maskGiftCardCode(card.code),
      deliveryMethod: card.deliveryMethod,
      recipientName: card.recipientName,
      recipientEmail: card.recipientEmail,
      giftMessage: card.message,
      scheduledDate: card.scheduledAt ? card.scheduledAt.toISOString() : null,
      kind: card.kind === 'voucher' ? 'voucher' : 'money',
    })),
  };
}
