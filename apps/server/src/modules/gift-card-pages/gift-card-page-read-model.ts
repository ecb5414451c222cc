import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { giftCards, orderLines, orders, products } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/uuid.ts';
import { translatedProductText } from '@giftfront/domain/merchant-translations';

export type GiftCardRecord = typeof giftCards.$inferSelect;

export interface GiftCardWithBuyer {
  card: GiftCardRecord;
  /** The order's customer, when the card was bought (carried-over cards have none). */
  buyer: { firstName?: string; lastName?: string; email?: string } | null;
  /** The denomination bought (a voucher's option), when the card came from an order. */
  option: string | null;
  /** The product's Details (HTML), when the product still exists: what a voucher includes. */
  productDetails: string | null;
  /** Where a postal or collection order stands; null for a card without an order. */
  order: FulfilmentFacts | null;
  /** The order's language (issue 29): the gift's emails, page and PDF are in it; null without an order. */
  language: string | null;
}

export interface FulfilmentFacts {
  deliveryMethod: string;
  shippedAt: Date | null;
  collectedAt: Date | null;
  carrier: string | null;
  trackingNumber: string | null;
}

async function selectCards(db: Executor, where: SQL | undefined): Promise<GiftCardWithBuyer[]> {
  const rows = await db
    .select({
      card: giftCards,
      customer: orders.customer,
      option: orderLines.denominationLabel,
      denominationId: orderLines.denominationId,
      productDetails: products.details,
      translations: products.translations,
      orderId: orders.id,
      language: orders.language,
      deliveryMethod: orders.deliveryMethod,
      shippedAt: orders.shippedAt,
      collectedAt: orders.collectedAt,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
    })
    .from(giftCards)
    .leftJoin(orders, eq(orders.id, giftCards.orderId))
    .leftJoin(orderLines, eq(orderLines.id, giftCards.orderLineId))
    .leftJoin(products, and(eq(products.id, giftCards.productId), eq(products.storeId, giftCards.storeId)))
    .where(where);
  // The product's name, option, details and design's name in the order's language where the merchant gave them (decision 0165).
  const inLanguage = (row: (typeof rows)[number]) => {
    const { translations, language } = row;
    const option =
      row.option !== null && row.denominationId !== null
        ? translatedProductText(translations, language, { denominationId: row.denominationId }, row.option)
        : row.option;
    const details =
      row.productDetails !== null
        ? translatedProductText(translations, language, { field: 'details' }, row.productDetails)
        : null;
    const title = row.card.title
      ? translatedProductText(translations, language, { field: 'name' }, row.card.title)
      : row.card.title;
    const design = row.card.design
      ? {
          ...row.card.design,
          name: translatedProductText(translations, language, { designId: row.card.design.id }, row.card.design.name),
        }
      : row.card.design;
    return { card: { ...row.card, title, design }, option, productDetails: details };
  };
  return rows.map((row) => ({
    ...inLanguage(row),
    buyer: (row.customer as GiftCardWithBuyer['buyer']) ?? null,
    language: row.language,
    order: row.orderId
      ? {
          deliveryMethod: row.deliveryMethod ?? 'Email',
          shippedAt: row.shippedAt,
          collectedAt: row.collectedAt,
          carrier: row.carrier,
          trackingNumber: row.trackingNumber,
        }
      : null,
  }));
}

/** A card of this store only: another store's id, an unknown id and a malformed id are all null. */
export async function findStoreGiftCard(
  db: Executor,
  storeId: string,
  giftCardId: string,
): Promise<GiftCardWithBuyer | null> {
  if (!isUuid(giftCardId)) return null;
  const [found] = await selectCards(db, and(eq(giftCards.id, giftCardId), eq(giftCards.storeId, storeId)));
  return found ?? null;
}

/** Many cards in one query (a batch of gift emails), by id; callers check the store. */
export async function findGiftCardsByIds(db: Executor, giftCardIds: string[]): Promise<Map<string, GiftCardWithBuyer>> {
  const ids = giftCardIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  const found = await selectCards(db, inArray(giftCards.id, ids));
  return new Map(found.map((entry) => [entry.card.id, entry]));
}
