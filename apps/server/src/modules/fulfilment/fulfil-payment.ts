import { isValidTimeZone, utcToWallTime } from '@giftfront/domain/zoned-time';
import type { Database, Transaction } from '../../db/client.ts';
import { recordDeliveries, type DeliveryRequest } from '../deliveries/index.ts';
import { consumeDiscountUses } from '../discounts/index.ts';
import { captureIntentHolds } from '../gift-cards/index.ts';
import { issueGiftCardsInBatches, type IssuedCard } from '../gift-cards/index.ts';
import { grantOrderBonus } from '../promotions/index.ts';
import { lockIntent, type IntentRecord, type ReportedCard } from '../payments/index.ts';
import { countStock, FulfilmentRefusedError } from './count-stock.ts';
import { fulfilTopup } from './fulfil-topup.ts';
import { giftCardExpiryDate, productValidity } from '@giftfront/domain/gift-card-expiry';
import { findOrderByIntent, insertOrderLines, insertPaidOrder, type OrderRecord } from '../orders/index.ts';
import { reviewReasonOf } from '../orders/index.ts';
import { orderLanguage } from '../../lib/i18n/server-i18n.ts';
import { findStoreSettings, type StoreRecord } from '../stores/index.ts';
import type { StoreSettings } from '@giftfront/domain/branding';
import { validatedSnapshotSchema, type ValidatedOrder, type ValidatedSnapshot } from '../payments/index.ts';

/**
 * Exactly once (docs/decisions/0003): under the intent's row lock, an existing order is
 * returned as is; otherwise one transaction creates the order and marks the intent succeeded
 * (with `card`, the card the provider reported; one statement, insertPaidOrder), issues the cards,
 * captures the holds, records deliveries, and consumes the discount reservations and counts stock
 * (last: those rows are the ones every order of a code or product waits for). `store`: the
 * intent's store as the paying request has it, whose settings then are not read again.
 */
export async function fulfilPayment(
  tx: Transaction,
  intentId: string,
  now: Date = new Date(),
  card?: ReportedCard,
  store?: StoreRecord,
): Promise<{ order: OrderRecord; created: boolean }> {
  const intent = await lockIntent(tx, intentId);
  if (!intent) throw new Error(`No payment intent ${intentId}`);
  return fulfilLockedPayment(tx, intent, now, card, store);
}

/**
 * fulfilPayment of an intent the caller has already locked in `tx` (lockIntent, lockStoreIntent)
 * and read from that row: `snapshot`, when given, is its validated order as the caller parsed it
 * from the same row (issue 24: the sandbox's confirmation reads and parses it once).
 */
export async function fulfilLockedPayment(
  tx: Transaction,
  intent: IntentRecord,
  now: Date,
  card?: ReportedCard,
  store?: StoreRecord,
  snapshot?: ValidatedSnapshot,
): Promise<{ order: OrderRecord; created: boolean }> {
  const existing = await findOrderByIntent(tx, intent.id);
  if (existing) return { order: existing, created: false };
  if (intent.refundStatus)
    throw new FulfilmentRefusedError('This payment was refunded: its order could not be fulfilled.');
  const validated = snapshot ?? validatedSnapshotSchema.safeParse(intent.validatedOrder).data;
  if (!validated) throw new FulfilmentRefusedError('This payment has no validated order to fulfil.');
  // The order's insert marks the intent succeeded (with `card`) in the same statement (insertPaidOrder).
  const order =
    validated.kind === 'topup'
      ? await fulfilTopup(tx, intent, validated, now, card)
      : await fulfilOrder(tx, intent, validated, now, card, store?.id === intent.storeId ? store.settings : undefined);
  if (validated.kind === 'order') await takeContendedRows(tx, intent, validated, now);
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
  card: ReportedCard | undefined,
  /** The store's settings as the request that pays already has them (issue 24: not read again). */
  known?: StoreSettings,
): Promise<OrderRecord> {
  const { customer, totals, shippingOption } = snapshot;
  const buyer = { name: `${customer.firstName} ${customer.lastName}`.trim(), email: customer.email };
  const settings = known ?? (await findStoreSettings(tx, intent.storeId));
  const order = await insertPaidOrder(
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
      language: snapshot.language ?? orderLanguage(null, settings),
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
    card,
  );

  const cardDelivery = shippingOption?.deliveryMethod === 'Postal' ? 'Postal' : 'Email';
  // Every line in one insert, then the cards in batches (issue 31: a 'Send to many' order has up to 1,000 lines).
  const orderLineIds = await insertOrderLines(
    tx,
    snapshot.lines.map((line, position) => ({
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
    })),
  );
  const context = {
    storeId: intent.storeId,
    currency: snapshot.currency,
    orderId: order.id,
    paymentIntentId: intent.id,
    deliveryMethod: cardDelivery,
    buyer,
    expiresOn: null,
  };
  const issued: IssuedCard[] = await issueGiftCardsInBatches(
    tx,
    context,
    snapshot.lines.map((line, position) => ({
      line,
      orderLineId: orderLineIds[position]!,
      // The product's validity the shopper was shown (else the store's policy), counted from when the money arrives.
      expiresOn: giftCardExpiryDate(productValidity(line, settings?.giftCardExpiry), now, settings?.timeZone ?? 'UTC'),
    })),
  );

  // The gift card part of the price could not be taken (its hold ran out and the balance was
  // spent meanwhile): the order is not paid in full, so it is refused and the payment refunded.
  const shortfall = await captureIntentHolds(tx, intent.id, order.id, snapshot.giftCards);
  if (shortfall > 0)
    throw new FulfilmentRefusedError(
      'The gift card amount held for this order is no longer available. Please review your order and try again.',
    );
  // Bonus credit from the store's live rule (issue 31, decision 0145), on the store's day.
  await grantOrderBonus(tx, {
    storeId: intent.storeId,
    orderId: order.id,
    today: utcToWallTime(
      now,
      settings?.timeZone && isValidTimeZone(settings.timeZone) ? settings.timeZone : 'UTC',
    ).slice(0, 10),
    cards: issued.filter((card) => card.isMoney).map((card) => ({ id: card.id, valueMinor: card.valueMinor })),
  });

  const deliveries: DeliveryRequest[] = [
    { storeId: intent.storeId, kind: 'receipt', subjectId: order.id, recipient: buyer.email, sendAt: now },
    // 'Send the codes to me' (issue 31): the buyer downloads the codes; no gift email is sent.
    ...(snapshot.bulk?.codesToBuyer ? [] : issued).map((card) => ({
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

/**
 * Last, the rows every order of a code or a product waits for: they stay locked until commit, so
 * they are taken when only the commit is left (issue 24).
 */
async function takeContendedRows(tx: Transaction, intent: IntentRecord, snapshot: ValidatedOrder, now: Date) {
  // Checked again at payment: a code that expired, was switched off or (its reservation run out)
  // was used up since validation refuses the order, before the sandbox charges, or refunded (0008).
  // No codes, nothing to consume: validation reserves exactly the snapshot's codes.
  const uses = snapshot.discounts.map((d) => ({ discountCodeId: d.discountCodeId, code: d.code }));
  const discountProblem = uses.length
    ? await consumeDiscountUses(tx, intent.id, uses, now, snapshot.customer.email)
    : null;
  if (discountProblem) throw new FulfilmentRefusedError(discountProblem);
  await countStock(tx, snapshot);
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
