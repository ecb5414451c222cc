import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { orderLines, orders, products } from '../../db/schema/index.ts';
import { recordDeliveries, type DeliveryRequest } from '../deliveries/record-deliveries.ts';
import { countDiscountUse } from '../discounts/discount-repository.ts';
import { captureIntentHolds } from '../gift-cards/gift-card-holds.ts';
import { changeBalance } from '../gift-cards/gift-card-ledger.ts';
import { issueGiftCards, type IssuedCard } from '../gift-cards/issue-gift-cards.ts';
import { lockIntent, updateIntent, type IntentRecord } from '../payments/intent-repository.ts';
import { newOrderReference } from './order-reference.ts';
import { refuse } from './refuse.ts';
import { validatedSnapshotSchema, type ValidatedOrder, type ValidatedTopup } from './validated-order.ts';

export type OrderRecord = typeof orders.$inferSelect;

/** Fulfilment was refused after payment (e.g. sold out meanwhile); nothing was written. */
export class FulfilmentRefusedError extends Error {}

/**
 * Exactly once (docs/decisions/0003): under the intent's row lock, an existing order is
 * returned as is; otherwise one transaction creates the order, issues the cards, captures the
 * holds, counts stock and discount use, records deliveries and marks the intent succeeded.
 */
export async function fulfilPayment(tx: Transaction, intentId: string, now: Date = new Date()): Promise<{ order: OrderRecord; created: boolean }> {
  const intent = await lockIntent(tx, intentId);
  if (!intent) throw new Error(`No payment intent ${intentId}`);
  const [existing] = await tx.select().from(orders).where(eq(orders.paymentIntentId, intent.id)).limit(1);
  if (existing) return { order: existing, created: false };
  const parsed = validatedSnapshotSchema.safeParse(intent.validatedOrder);
  if (!parsed.success) throw new FulfilmentRefusedError('This payment has no validated order to fulfil.');
  const order = parsed.data.kind === 'topup' ? await fulfilTopup(tx, intent, parsed.data, now) : await fulfilOrder(tx, intent, parsed.data, now);
  await updateIntent(tx, intent.id, { status: 'succeeded', lastError: null });
  return { order, created: true };
}

export async function fulfilPaymentOnce(db: Database, intentId: string): Promise<{ order: OrderRecord; created: boolean }> {
  return db.transaction((tx) => fulfilPayment(tx, intentId));
}

async function insertOrder(tx: Transaction, values: Omit<typeof orders.$inferInsert, 'reference'>, now: Date): Promise<OrderRecord> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await tx
      .insert(orders)
      .values({ ...values, reference: newOrderReference(now) })
      .onConflictDoNothing({ target: orders.reference })
      .returning();
    if (row) return row;
  }
  throw new Error('Could not generate a unique order reference');
}

async function fulfilOrder(tx: Transaction, intent: IntentRecord, snapshot: ValidatedOrder, now: Date): Promise<OrderRecord> {
  const { customer, totals, shippingOption } = snapshot;
  const buyer = { name: `${customer.firstName} ${customer.lastName}`.trim(), email: customer.email };
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
    },
    now,
  );

  await countStock(tx, snapshot);
  const issued: IssuedCard[] = [];
  const cardDelivery = shippingOption?.deliveryMethod === 'Postal' ? 'Postal' : 'Email';
  for (const [position, line] of snapshot.lines.entries()) {
    const [row] = await tx
      .insert(orderLines)
      .values({
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
      })
      .returning({ id: orderLines.id });
    const context = { storeId: intent.storeId, currency: snapshot.currency, orderId: order.id, paymentIntentId: intent.id, deliveryMethod: cardDelivery, buyer };
    issued.push(...(await issueGiftCards(tx, context, line, row!.id)));
  }

  const shortfall = await captureIntentHolds(tx, intent.id, order.id, snapshot.giftCards);
  const notCounted = await countDiscountUse(tx, snapshot.discounts.map((d) => d.discountCodeId));
  if (shortfall > 0 || notCounted.length > 0)
    await tx.update(orders).set({ status: 'needs_review' }).where(eq(orders.id, order.id));

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
  return shortfall > 0 || notCounted.length > 0 ? { ...order, status: 'needs_review' } : order;
}

function shippingAddressOf({ customer }: ValidatedOrder): Record<string, unknown> {
  return {
    name: `${customer.firstName} ${customer.lastName}`.trim(),
    company: customer.company ?? null,
    address: customer.address ?? null,
    address2: customer.address2 ?? null,
    city: customer.city ?? null,
    postcode: customer.postcode ?? null,
    country: customer.country ?? null,
    mobileNumber: customer.mobileNumber ?? null,
    email: customer.email,
  };
}

/** quantitySold grows only within quantityLimit; products in id order so concurrent orders never deadlock. */
async function countStock(tx: Transaction, snapshot: ValidatedOrder): Promise<void> {
  const wanted = new Map<string, { quantity: number; name: string }>();
  for (const line of snapshot.lines) {
    const entry = wanted.get(line.productId) ?? { quantity: 0, name: line.productName };
    entry.quantity += line.quantity;
    wanted.set(line.productId, entry);
  }
  for (const [productId, { quantity, name }] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
    const rows = await tx
      .update(products)
      .set({ quantitySold: sql`${products.quantitySold} + ${quantity}` })
      .where(
        and(
          eq(products.id, productId),
          or(isNull(products.quantityLimit), lte(products.quantityLimit, 0), gte(products.quantityLimit, sql`${products.quantitySold} + ${quantity}`)),
        ),
      )
      .returning({ id: products.id });
    if (rows.length === 0) throw new FulfilmentRefusedError(`Sorry, ${name} sold out while you were checking out.`);
  }
}

async function fulfilTopup(tx: Transaction, intent: IntentRecord, snapshot: ValidatedTopup, now: Date): Promise<OrderRecord> {
  const { customer } = snapshot;
  const order = await insertOrder(
    tx,
    {
      storeId: intent.storeId,
      paymentIntentId: intent.id,
      kind: 'topup',
      customer,
      currency: snapshot.currency,
      subtotalMinor: snapshot.amountMinor,
      totalMinor: snapshot.amountMinor,
      pricing: { topup: { giftCardId: snapshot.giftCardId, codeEnding: snapshot.codeEnding } },
    },
    now,
  );
  const added = await changeBalance(tx, { giftCardId: snapshot.giftCardId, kind: 'topup', amountMinor: snapshot.amountMinor, paymentIntentId: intent.id, orderId: order.id });
  if (!added) throw refuse('Gift card not found', 404);
  await recordDeliveries(tx, [{ storeId: intent.storeId, kind: 'topup-receipt', subjectId: intent.id, recipient: customer.email, sendAt: now }]);
  return order;
}
