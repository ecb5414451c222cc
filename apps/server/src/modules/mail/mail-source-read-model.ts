import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { deliveries } from '../../db/schema/index.ts';
import {
  translatedCardTitle,
  translatedProductText,
  type ProductTranslations,
} from '@giftfront/domain/merchant-translations';
import { lineOptionLabel } from '@giftfront/domain/order-line-option';
import {
  giftCardLedger,
  giftCards,
  orderLines,
  orders,
  paymentIntents,
  products,
  stores,
} from '../../db/schema/index.ts';

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
  const rows = await db
    .select({ line: orderLines, translations: products.translations })
    .from(orderLines)
    .leftJoin(products, and(eq(products.id, orderLines.productId), eq(products.storeId, storeId)))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  // The products' names and options in the order's language where the merchant gave them (decision 0165).
  const translationsOf = new Map<string, ProductTranslations | null>(
    rows.map(({ line, translations }) => [line.productId, translations]),
  );
  const lines = rows.map(({ line, translations }) => ({
    ...line,
    productName: translatedProductText(translations, order.language, { field: 'name' }, line.productName),
    denominationLabel: lineOptionLabel(line, order.currency, order.language, translations) ?? '',
  }));
  const [intent] = await db
    .select({ providerIntentId: paymentIntents.providerIntentId })
    .from(paymentIntents)
    .where(eq(paymentIntents.id, order.paymentIntentId));
  const cards = (
    await db
      .select()
      .from(giftCards)
      .where(and(eq(giftCards.orderId, order.id), eq(giftCards.storeId, storeId)))
      .orderBy(asc(giftCards.createdAt), asc(giftCards.id))
  ).map((card) => ({
    ...card,
    title: translatedCardTitle(card, translationsOf, order.language),
  }));
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
