import { asc, eq } from 'drizzle-orm';
import { isPercentType, storeSettingsSchema } from '@giftfront/domain/branding';
import { toMajor } from '@giftfront/domain/money';
import type { Product } from '@giftfront/domain/product';
import type { StoreFileDiscountCode, StoreFileGiftCard, StoreFileInput, StoreFileProduct } from '@giftfront/domain/store-file';
import type { Executor } from '../../db/client.ts';
import { discountCodes, giftCards } from '../../db/schema/index.ts';
import { listProducts } from '../catalog/product-repository.ts';
import { findStoreBySlug } from './store-repository.ts';

/** Drops null fields: in product, code and card rows a null column and an absent field mean the same. */
function withoutNulls<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as T;
}

function toFileProduct({ id: _id, ...product }: Product): StoreFileProduct {
  return withoutNulls(product);
}

/**
 * The store as a store file (docs/store-file.md) that imports back to the same store: money in
 * decimals, percentages as percent, images as the /uploads/... paths the server serves, and
 * every gift card of the store with its current balance. Null when the store does not exist.
 */
export async function exportStore(db: Executor, slug: string): Promise<StoreFileInput | null> {
  const store = await findStoreBySlug(db, slug);
  if (!store) return null;
  const currency = store.settings.currencyCode;

  const products = await listProducts(db, store.id, currency, '');
  const codes = await db.select().from(discountCodes).where(eq(discountCodes.storeId, store.id)).orderBy(asc(discountCodes.code));
  const cards = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.storeId, store.id))
    .orderBy(asc(giftCards.createdAt), asc(giftCards.codeNormalized));

  return {
    slug: store.slug,
    // Parsing again restores the documented field order (jsonb keeps keys in its own order).
    ...storeSettingsSchema.parse(store.settings),
    ...(store.customEmbedScript !== null ? { customEmbedScript: store.customEmbedScript } : {}),
    products: products.map(toFileProduct),
    discountCodes: codes.map(
      (c): StoreFileDiscountCode =>
        withoutNulls({
          code: c.code,
          status: c.status as StoreFileDiscountCode['status'],
          discountType: c.discountType as StoreFileDiscountCode['discountType'],
          // Stored as basis points (percent) or minor units (fixed): back to the file's numbers.
          amount: isPercentType(c.discountType) ? c.value / 100 : toMajor(c.value, currency),
          description: c.description,
          minimumQuantity: c.minimumQuantity,
          usageLimit: c.usageLimit,
          validFrom: c.validFrom?.toISOString() ?? null,
          validUntil: c.validUntil?.toISOString() ?? null,
        }),
    ),
    giftCards: cards.map(
      (card): StoreFileGiftCard =>
        withoutNulls({
          code: card.code,
          balance: toMajor(card.balanceMinor, card.currency),
          isoCurrencyCode: card.currency,
          expiresOn: card.expiresOn,
          recipientEmailAddress: card.recipientEmail,
          status: card.status as StoreFileGiftCard['status'],
        }),
    ),
  };
}
