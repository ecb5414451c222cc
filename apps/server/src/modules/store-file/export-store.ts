import { isPercentType, storeSettingsSchema } from '@giftfront/domain/branding';
import { storeFileStatus } from '@giftfront/domain/gift-card-status';
import { minorUnits, toMajor } from '@giftfront/domain/money';
import type {
  StoreFileDiscountCode,
  StoreFileGiftCard,
  StoreFileInput,
  StoreFileProduct,
} from '@giftfront/domain/store-file';
import type { Executor } from '../../db/client.ts';
import { listStoredProducts, type StoredProduct } from '../catalog/index.ts';
import { listStoreDiscountCodes, listStoreGiftCards } from './store-export-read-model.ts';
import { findStoreBySlug } from '../stores/index.ts';

/** Drops null fields: in product, code and card rows a null column and an absent field mean the same. */
function withoutNulls<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as T;
}

function toFileProduct({ id: _id, archived, images, translations, ...product }: StoredProduct): StoreFileProduct {
  // The file's order is the storefront's; archived is written only when true, as files are written by hand.
  // A design's resized copies are made from its upload, not carried in the file (decision 0032).
  const designs = images.map(({ id, name, alt, src }) => ({ id, name, alt, src }));
  // Translations are written only when there are some (decision 0165), as files are written by hand.
  const translated = Object.keys(translations).length ? { translations } : {};
  return withoutNulls({
    ...product,
    images: designs,
    ...translated,
    ...(archived ? { archived } : {}),
  }) as StoreFileProduct;
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

  const products = await listStoredProducts(db, store.id, currency);
  // Translations are written only when there are some (decision 0165).
  const { pageTextTranslations, translations, ...settings } = storeSettingsSchema.parse(store.settings);
  const codes = await listStoreDiscountCodes(db, store.id);
  const cards = await listStoreGiftCards(db, store.id);

  return {
    slug: store.slug,
    // Parsing again restores the documented field order (jsonb keeps keys in its own order).
    ...settings,
    ...(Object.keys(pageTextTranslations).length ? { pageTextTranslations } : {}),
    ...(Object.keys(translations).length ? { translations } : {}),
    ...(store.customEmbedScript !== null ? { customEmbedScript: store.customEmbedScript } : {}),
    products: products.map(toFileProduct),
    discountCodes: codes.map((c): StoreFileDiscountCode =>
      withoutNulls({
        code: c.code,
        status: c.status as StoreFileDiscountCode['status'],
        discountType: c.discountType as StoreFileDiscountCode['discountType'],
        // Stored as basis points (percent) or minor units (fixed): back to the file's numbers.
        amount: isPercentType(c.discountType) ? c.value / 100 : toMajor(minorUnits(c.value), currency),
        description: c.description,
        minimumQuantity: c.minimumQuantity,
        usageLimit: c.usageLimit,
        validFrom: c.validFrom?.toISOString() ?? null,
        validUntil: c.validUntil?.toISOString() ?? null,
        minimumOrderAmount: c.minimumOrderMinor === null ? null : toMajor(minorUnits(c.minimumOrderMinor), currency),
        oncePerEmail: c.oncePerEmail,
        batch: c.batch,
        // Products by slug, as the file names them; one deleted since is left out.
        products: c.productIds?.length
          ? c.productIds.flatMap((id) => products.find((p) => p.id === id)?.slug ?? [])
          : null,
      }),
    ),
    giftCards: cards.map((card): StoreFileGiftCard =>
      withoutNulls({
        code: card.code,
        balance: toMajor(minorUnits(card.balanceMinor), card.currency),
        isoCurrencyCode: card.currency,
        expiresOn: card.expiresOn,
        recipientEmailAddress: card.recipientEmail,
        status: storeFileStatus(card.status),
        cardStock: card.status === 'Inactive' ? true : null,
      }),
    ),
  };
}
