import type { Database, Transaction } from '../../db/client.ts';
import { recordDeliveries, type DeliveryRequest } from '../deliveries/record-deliveries.ts';
import { consumeDiscountUses } from '../discounts/discount-reservations.ts';
import { captureIntentHolds } from '../gift-cards/gift-card-holds.ts';
import { issueGiftCards, type IssuedCard } from '../gift-cards/issue-gift-cards.ts';
import { lockIntent, updateIntent, type IntentRecord } from '../payments/intent-repository.ts';
import { countStock, FulfilmentRefusedError } from './count-stock.ts';
import { fulfilTopup } from './fulfil-topup.ts';
import { giftCardExpiryDate, productValidity } from '@giftfront/domain/gift-card-expiry';
import { findOrderByIntent, insertOrder, insertOrderLine, type OrderRecord } from '../orders/order-repository.ts';
import { recordOrderPaid } from '../orders/order-events.ts';
import { reviewReasonOf } from '../orders/review-rules.ts';
import { findStoreSettings } from '../stores/store-repository.ts';
import { validatedSnapshotSchema, type ValidatedOrder } from '../payments/validated-order.ts';

/**
 * Exactly once (docs/decisions/0003): under the intent's row lock, an existing order is
 * returned as is; otherwise one transaction creates the order, issues the cards, captures the
 * holds, counts stock and consumes the discount reservations, records deliveries and marks the intent succeeded.
 */
export async function fulfilPayment(
  tx: Transaction,
  intentId: string,
  now: Date = new Date(),
): Promise<{ order: OrderRecord; created: boolean }> {
  const intent = await lockIntent(tx, intentId);
  if (!intent) throw new Error(`No payment intent ${intentId}`);
  const existing = await findOrderByIntent(tx, intent.id);
  if (existing) return { order: existing, created: false };
  if (intent.refundStatus)
    throw new FulfilmentRefusedError('This payment was refunded: its order could not be fulfilled.');
  const parsed = validatedSnapshotSchema.safeParse(intent.validatedOrder);
  if (!parsed.success) throw new FulfilmentRefusedError('This payment has no validated order to fulfil.');
  const order =
    parsed.data.kind === 'topup'
      ? await fulfilTopup(tx, intent, parsed.data, now)
      : await fulfilOrder(tx, intent, parsed.data, now);
  await updateIntent(tx, intent.id, { status: 'succeeded', lastError: null });
  return { order, created: true };
}

export async function fulfilPaymentOnce(
  db: Database,
  intentId: string,
): Promise<{ order: OrderRecord; created: boolean }> {
  return db.transaction((tx) => fulfilPayment(tx, intentId));
}

async function fulfilOrder(
  tx: Transaction,
  intent: IntentRecord,
  snapshot: ValidatedOrder,
  now: Date,
): Promise<OrderRecord> {
  const { customer, totals, shippingOption } = snapshot;
  const buyer = { name: `${customer.firstName} ${customer.lastName}`.trim(), email: customer.email };
  const settings = await findStoreSettings(tx, intent.storeId);
  const order = await insertOrder(
    tx,
    {
      storeId: intent.storeId,
      paymentIntentId: intent.id,
      kind: 'order',
      customer,
      deliveryMethod: shippingOption?.deliveryMethod ?? 'Email',
      shippingOptionId: shippingOption?.id ?? null,
      shippingOptionName: shippingOption?.name ?? null,
      shippingAddress: shippingOption ? shippingAddressOf(snapshot) : null,
      currency: snapshot.currency,
      subtotalMinor: totals.subtotal,
      discountMinor: totals.discount,
      feesMinor: totals.fees,
      shippingMinor: totals.shipping,
      taxMinor: totals.tax,
      giftCardsMinor: totals.giftCards,
      totalMinor: totals.total,
      pricing: { discounts: snapshot.discounts, fees: snapshot.fees, giftCards: snapshot.giftCards },
      reviewReason: reviewReasonOf(intent.riskLevel, snapshot, settings?.maxGiftCardBalance ?? 0),
    },
    now,
  );
  await recordOrderPaid(tx, order);

  await countStock(tx, snapshot);
  const issued: IssuedCard[] = [];
  const cardDelivery = shippingOption?.deliveryMethod === 'Postal' ? 'Postal' : 'Email';
  for (const [position, line] of snapshot.lines.entries()) {
    const orderLineId = await insertOrderLine(tx, {
      orderId: order.id,
      productId: line.productId,
      denominationId: line.denominationId,
      productName: line.productName,
      productType: line.productType,
      denominationLabel: line.denominationLabel,
      unitPriceMinor: line.unitPriceMinor,
      quantity: line.quantity,
      lineTotalMinor: line.lineTotalMinor,
      imageUrl: line.imageUrl,
      design: line.design,
      giftDetails: line.giftDetails,
      position,
    });
    // The product's validity the shopper was shown (else the store's policy), counted from when the money arrives.
    const validity = productValidity(line, settings?.giftCardExpiry);
    const expiresOn = giftCardExpiryDate(validity, now, settings?.timeZone ?? 'UTC');
    const context = {
      storeId: intent.storeId,
      currency: snapshot.currency,
      orderId: order.id,
      paymentIntentId: intent.id,
      deliveryMethod: cardDelivery,
      buyer,
      expiresOn,
    };
    issued.push(...(await issueGiftCards(tx, context, line, orderLineId)));
  }

  // The gift card part of the price could not be taken (its hold ran out and the balance was
  // spent meanwhile): the order is not paid in full, so it is refused and the payment refunded.
  const shortfall = await captureIntentHolds(tx, intent.id, order.id, snapshot.giftCards);
  if (shortfall > 0)
    throw new FulfilmentRefusedError(
      'The gift card amount held for this order is no longer available. Please review your order and try again.',
    );
  // Checked again at payment: a code that expired, was switched off or (its reservation run out)
  // was used up since validation refuses the order, before the sandbox charges, or refunded (0008).
  const uses = snapshot.discounts.map((d) => ({ discountCodeId: d.discountCodeId, code: d.code }));
  const discountProblem = await consumeDiscountUses(tx, intent.id, uses, now, snapshot.customer.email);
  if (discountProblem) throw new FulfilmentRefusedError(discountProblem);

  const deliveries: DeliveryRequest[] = [
    { storeId: intent.storeId, kind: 'receipt', subjectId: order.id, recipient: buyer.email, sendAt: now },
    ...issued.map((card) => ({
      storeId: intent.storeId,
      kind: 'gift' as const,
      subjectId: card.id,
      recipient: card.recipientEmail ?? buyer.email,
      sendAt: card.scheduledAt ?? now,
    })),
  ];
  await recordDeliveries(tx, deliveries);
  return order;
}

function shippingAddressOf({ customer }: ValidatedOrder): Record<string, unknown> {
  const buyer = `${customer.firstName} ${customer.lastName}`.trim();
  // Addressed to the recipient the shopper named; the buyer is the sender (issue 26 item 12).
  return {
    name: customer.shipToName?.trim() || buyer,
    sender: buyer,
    company: customer.company ?? null,
    address: customer.address ?? null,
    address2: customer.address2 ?? null,
    city: customer.city ?? null,
    region: customer.region ?? null,
    postcode: customer.postcode ?? null,
    country: customer.country ?? null,
    mobileNumber: customer.mobileNumber ?? null,
    email: customer.email,
  };
}
