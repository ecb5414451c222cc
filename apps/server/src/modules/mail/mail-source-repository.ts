import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { deliveries } from '../../db/schema/index.ts';
import { giftCardLedger, giftCards, orderLines, orders, paymentIntents, stores } from '../../db/schema/index.ts';

/** What the mails read to compose themselves: each query scoped to the delivery's store. */
export type DeliveryRecord = typeof deliveries.$inferSelect;
export type ReceiptOrder = typeof orders.$inferSelect;
export type ReceiptCardRow = typeof giftCards.$inferSelect;

export async function findMailStoreRow(db: Executor, storeId: string) {
  const [store] = await db
    .select({ id: stores.id, slug: stores.slug, settings: stores.settings })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  return store ?? null;
}

/** An order with its lines, its payment's provider id and its cards, for the receipt; null when not in the store. */
export async function findReceiptSource(db: Executor, storeId: string, orderId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)))
    .limit(1);
  if (!order) return null;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  const [intent] = await db
    .select({ providerIntentId: paymentIntents.providerIntentId })
    .from(paymentIntents)
    .where(eq(paymentIntents.id, order.paymentIntentId));
  const cards = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.orderId, order.id), eq(giftCards.storeId, storeId)))
    .orderBy(asc(giftCards.createdAt), asc(giftCards.id));
  const paid = (order.pricing as { giftCards?: { giftCardId: string; codeEnding: string; amountMinor: number }[] })
    .giftCards;
  const balances = paid?.length
    ? await db
        .select({ id: giftCards.id, balanceMinor: giftCards.balanceMinor })
        .from(giftCards)
        .where(
          and(
            eq(giftCards.storeId, storeId),
            inArray(
              giftCards.id,
              paid.map((p) => p.giftCardId),
            ),
          ),
        )
    : [];
  // Each gift card that paid part of the order, with what is left on it as the receipt is written.
  const paidWith = (paid ?? []).map((p) => ({
    codeEnding: p.codeEnding,
    amountMinor: p.amountMinor,
    balanceMinor: balances.find((b) => b.id === p.giftCardId)?.balanceMinor ?? 0,
  }));
  return { order, lines, intent: intent ?? null, cards, paidWith };
}

export async function findStorePaymentIntent(db: Executor, storeId: string, paymentIntentId: string) {
  const [intent] = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.id, paymentIntentId), eq(paymentIntents.storeId, storeId)))
    .limit(1);
  return intent ?? null;
}

export async function findStoreGiftCard(db: Executor, storeId: string, giftCardId: string) {
  const [card] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.id, giftCardId), eq(giftCards.storeId, storeId)))
    .limit(1);
  return card ?? null;
}

/** A card's ledger entries, oldest first. */
export async function listLedgerEntries(db: Executor, giftCardId: string) {
  return db
    .select({
      id: giftCardLedger.id,
      amountMinor: giftCardLedger.amountMinor,
      paymentIntentId: giftCardLedger.paymentIntentId,
      kind: giftCardLedger.kind,
    })
    .from(giftCardLedger)
    .where(eq(giftCardLedger.giftCardId, giftCardId))
    .orderBy(asc(giftCardLedger.id));
}
